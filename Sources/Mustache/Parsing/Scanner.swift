/// Splits a template's source into tokens, following set-delimiter tags as it goes.
///
/// Input `Hi {{name}}!\n` becomes text `Hi `, the tag `name`, text `!` and a newline. The
/// scanner only knows tag boundaries and names; which lines are standalone and how sections
/// nest are decided by later passes. It stops at the first malformed tag, because after a
/// tag whose end cannot be found every later boundary is a guess.
struct Scanner {
    private let source: SourceText
    private var delimiters = Delimiters.standard
    private var tokens: [Token] = []

    static func tokens(in source: SourceText) throws(MustacheError) -> [Token] {
        var scanner = Scanner(source: source)
        try scanner.scanAll()
        return scanner.tokens
    }

    private init(source: SourceText) {
        self.source = source
    }

    private mutating func scanAll() throws(MustacheError) {
        var cursor = 0
        while let tagStart = find(delimiters.open, from: cursor) {
            appendText(cursor..<tagStart)
            cursor = try scanTag(at: tagStart)
        }
        appendText(cursor..<source.bytes.count)
    }

    /// Reads the tag that starts at `start` and returns the offset just after it.
    private mutating func scanTag(at start: Int) throws(MustacheError) -> Int {
        let bytes = source.bytes
        let contentStart = start + delimiters.open.count
        let sigil = contentStart < bytes.count ? bytes[contentStart] : nil
        // `{{{name}}}` and `{{=<% %>=}}` end with a matching character before the close
        // delimiter; searching for the pair keeps `{{{a}}}` from ending at its first `}}`.
        let pairedSigil: UInt8? =
            switch sigil {
            case UInt8(ascii: "{"): UInt8(ascii: "}")
            case UInt8(ascii: "="): UInt8(ascii: "=")
            default: nil
            }
        let terminator = (pairedSigil.map { [$0] } ?? []) + delimiters.close
        let searchStart = pairedSigil == nil ? contentStart : contentStart + 1
        guard let contentEnd = find(terminator, from: searchStart) else {
            let expected = String(decoding: terminator, as: UTF8.self)
            throw source.error("unclosed tag; expected '\(expected)' to end it", at: start)
        }
        let end = contentEnd + terminator.count
        let tagText = source.string(start..<end)

        if sigil == UInt8(ascii: "=") {
            let settings = source.string(searchStart..<contentEnd)
            guard let newDelimiters = Delimiters(settingsText: settings) else {
                throw source.error(
                    "invalid set-delimiter tag '\(tagText)'; expected two delimiters without '=', separated by whitespace, as in '{{=<% %>=}}'",
                    at: start
                )
            }
            delimiters = newDelimiters
            tokens.append(Token(kind: .tag(Tag(kind: .setDelimiters, label: "")), offset: start))
            return end
        }

        let content = source.string(contentStart..<contentEnd)
        do throws(TagReadingError) {
            let tag = try Tag(reading: content)
            tokens.append(Token(kind: .tag(tag), offset: start))
        } catch {
            throw source.error(error.message(for: tagText), at: start)
        }
        return end
    }

    /// Adds text, split at line breaks so that each line break is a token of its own.
    private mutating func appendText(_ range: Range<Int>) {
        let bytes = source.bytes
        var lineStart = range.lowerBound
        for index in range where bytes[index] == ASCII.lineFeed {
            var textEnd = index
            if textEnd > lineStart, bytes[textEnd - 1] == ASCII.carriageReturn {
                textEnd -= 1
            }
            if textEnd > lineStart {
                tokens.append(Token(kind: .text(source.string(lineStart..<textEnd)), offset: lineStart))
            }
            tokens.append(Token(kind: .newline(source.string(textEnd..<(index + 1))), offset: textEnd))
            lineStart = index + 1
        }
        if lineStart < range.upperBound {
            tokens.append(Token(kind: .text(source.string(lineStart..<range.upperBound)), offset: lineStart))
        }
    }

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        let bytes = source.bytes
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }
}
