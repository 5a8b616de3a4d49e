internal import Diagnostics
internal import YAMLSupport

/// The YAML mistakes authors make most, told in Lifeline's words at the character that
/// causes them.
///
/// libyaml names the rule it enforces ("mapping values are not allowed in this context",
/// "found character that cannot start any token"), often a line after the mistake. These
/// are the cases where the text shows what the author meant, so the message can say it.
enum YAMLMistakes {
    /// A syntax error as a diagnostic: explained when it is a known mistake, else
    /// libyaml's message at libyaml's position. `lineOffset`: lines of the file before `text`.
    static func diagnostic(for error: YAMLError, in text: String, path: String, lineOffset: Int = 0) -> Diagnostic {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func at(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: path, line: line + lineOffset, column: column)
        }
        if let (line, column) = tabInIndentation(lines, near: error.mark.line) {
            return .error(
                "lifeline.yaml.tab", at: at(line, column), "a tab in the indentation",
                hint: "YAML indents with spaces; replace the tab with spaces")
        }
        if let (line, column) = dashWithoutSpace(lines, upTo: error.mark.line) {
            return dashDiagnostic(lines[line - 1], at: at(line, column))
        }
        if error.message == "mapping values are not allowed in this context", (1...lines.count).contains(error.mark.line),
            hasKey(lines[error.mark.line - 1], before: error.mark.column)
        {
            // A key earlier on the same line: the value holds the ': ' (an over-indented key
            // line has none, and keeps libyaml's words).
            let line = lines[error.mark.line - 1]
            return .error(
                "lifeline.yaml.unquoted-colon", at: at(error.mark.line, error.mark.column),
                "': ' inside an unquoted value starts a new key",
                hint: quotingHint(line) ?? "put the value in quotes")
        }
        let location = at(error.mark.line, error.mark.column)
        return .error(
            "lifeline.yaml.syntax", at: location, error.message,
            hint: error.context.map { "\($0.message) (line \($0.mark.line + lineOffset))" })
    }

    /// `-push` where a list item was meant, which libyaml reads as text: the first such
    /// line of `text`, as a diagnostic, or nil.
    static func dashWithoutSpace(in text: String, path: String, lineOffset: Int = 0) -> Diagnostic? {
        // Every file that parses comes here; most have no line that could be such an item,
        // and telling so from the bytes is far cheaper than splitting the text in lines.
        guard mayHaveDashWithoutSpace(text) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let (line, column) = dashWithoutSpace(lines, upTo: lines.count) else { return nil }
        return dashDiagnostic(lines[line - 1], at: SourceLocation(file: path, line: line + lineOffset, column: column))
    }

    /// Whether some line, after its spaces, starts with `-` and then a byte that may
    /// begin a letter (an ASCII letter, or any byte of a longer character).
    private static func mayHaveDashWithoutSpace(_ text: String) -> Bool {
        var atLineStart = true
        var afterDash = false
        for byte in text.utf8 {
            if afterDash, byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) { return true }
            afterDash = atLineStart && byte == UInt8(ascii: "-")
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
            } else if byte != UInt8(ascii: " ") {
                atLineStart = false
            }
        }
        return false
    }

    private static func dashDiagnostic(_ line: Substring, at location: SourceLocation) -> Diagnostic {
        let item = line.drop { $0 == " " }.dropFirst()
        return .error(
            "lifeline.yaml.dash-space", at: location, "'-\(item)' is not a list item: '-' needs a space after it",
            hint: "write '- \(item)'")
    }

    /// The first tab among the leading whitespace of the error's line or the line before
    /// it (libyaml stops at the tab, or at the first token after it).
    private static func tabInIndentation(_ lines: [Substring], near line: Int) -> (Int, Int)? {
        let last = min(line, lines.count)
        guard last >= 1 else { return nil }
        for number in max(1, min(line - 1, last))...last {
            let indentation = lines[number - 1].prefix { $0 == " " || $0 == "\t" }
            if let tab = indentation.firstIndex(of: "\t") {
                return (number, indentation.distance(from: indentation.startIndex, to: tab) + 1)
            }
        }
        return nil
    }

    /// A line whose first character is `-` directly followed by a letter, right under a
    /// `key:` that opens a block or beside list items: an item missing its space.
    private static func dashWithoutSpace(_ lines: [Substring], upTo last: Int) -> (Int, Int)? {
        var previous: (indent: Int, text: Substring)?
        // Inside a `|` or `>` block, lines are prose, whatever they start with.
        var blockScalarIndent: Int?
        for number in 1...max(1, min(last, lines.count)) where number <= lines.count {
            let line = lines[number - 1]
            let text = line.drop { $0 == " " }
            let indent = line.count - text.count
            if text.isEmpty || text.hasPrefix("#") { continue }
            if let block = blockScalarIndent, indent > block { continue }
            blockScalarIndent = opensBlockScalar(text) ? indent : nil
            if text.hasPrefix("-"), text.dropFirst().first?.isLetter == true, let previous {
                let opensBlock = withoutComment(previous.text).hasSuffix(":") && indent >= previous.indent
                let besideItems = previous.text.hasPrefix("-") && previous.text != "---" && indent == previous.indent
                if opensBlock || besideItems { return (number, indent + 1) }
            }
            previous = (indent, text)
        }
        return nil
    }

    /// `body: |`, `- >-`: the lines after it, indented further, are a block of text.
    private static func opensBlockScalar(_ text: Substring) -> Bool {
        let body = withoutComment(text)
        guard let last = body.split(separator: " ").last else { return false }
        return (last.first == "|" || last.first == ">") && last.dropFirst().allSatisfy { "+-0123456789".contains($0) }
    }

    /// Whether `line` has a `key: ` that ends before `column` (1-based, in scalars).
    private static func hasKey(_ line: Substring, before column: Int) -> Bool {
        let scalars = Array(line.unicodeScalars.prefix(max(0, column - 1)))
        return zip(scalars, scalars.dropFirst()).contains { $0 == ":" && $1 == " " }
    }

    /// `title: "Push: then pop"` for the line `title: Push: then pop`, or nil when the line
    /// has no `key: value` shape to quote.
    private static func quotingHint(_ line: Substring) -> String? {
        let text = line.drop { $0 == " " || $0 == "-" }
        guard let separator = text.firstRange(of: ": ") else { return nil }
        let key = text[..<separator.lowerBound]
        let value = withoutComment(text[separator.upperBound...])
        guard !key.isEmpty, !value.isEmpty, !key.contains(" ") else { return nil }
        let quoted =
            value.contains("\"")
            ? "'" + value.replacing("'", with: "''") + "'"
            : "\"" + value.replacing("\\", with: "\\\\") + "\""
        return "put the value in quotes: \(key): \(quoted)"
    }

    /// The text before a ` #` comment, without trailing spaces.
    private static func withoutComment(_ text: Substring) -> Substring {
        let body = text.firstRange(of: " #").map { text[..<$0.lowerBound] } ?? text
        var end = body.endIndex
        while end > body.startIndex, body[body.index(before: end)] == " " || body[body.index(before: end)] == "\r" {
            end = body.index(before: end)
        }
        return body[..<end]
    }
}
