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
            let likely = YAMLIndentation.likelyColumn(at: line, in: lines).map {
                " (most likely to column \($0.column), going by line \($0.line + lineOffset))"
            }
            return .error(
                "lifeline.yaml.tab", at: at(line, column), "a tab in the indentation",
                hint: "YAML indents with spaces; replace the tab with spaces\(likely ?? "")")
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
        let libyaml = error.context.map { "\(error.message) (\($0.message) at line \($0.mark.line + lineOffset))" } ?? error.message
        if let (line, column, token) = colonWithoutSpace(lines, near: error) {
            let key = token.prefix { $0 != ":" }
            return .error(
                "lifeline.yaml.colon-space", at: at(line, column),
                "'\(token)' is read as text, not as a key and its value: ':' needs a space after it",
                hint: "write '\(key): \(token.dropFirst(key.count + 1))'", notes: ["libyaml's words: \(libyaml)"])
        }
        if Self.structureMessages.contains(error.message), let mistake = YAMLIndentation.mistake(at: error.mark.line, in: lines) {
            return indentationDiagnostic(mistake, lines, at: at(mistake.line, mistake.indent + 1), lineOffset: lineOffset, libyaml: libyaml)
        }
        let location = at(error.mark.line, error.mark.column)
        return .error(
            "lifeline.yaml.syntax", at: location, error.message,
            hint: error.context.map { "\($0.message) (line \($0.mark.line + lineOffset))" })
    }

    /// What libyaml says when a line's indentation puts it in no block: the line it
    /// stops at is the one to re-indent.
    private static let structureMessages: Set<String> = [
        "did not find expected key", "did not find expected '-' indicator", "mapping values are not allowed in this context",
        "block sequence entries are not allowed in this context",
    ]

    /// `this line is indented 3 spaces where its siblings use 4: expected column 5`.
    private static func indentationDiagnostic(
        _ mistake: YAMLIndentation.Mistake, _ lines: [Substring], at location: SourceLocation, lineOffset: Int, libyaml: String
    ) -> Diagnostic {
        func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }
        let siblings = mistake.expected == 0 ? "its siblings are not indented" : "its siblings use \(mistake.expected)"
        let difference = mistake.expected - mistake.indent
        let sibling = lines[mistake.siblingLine - 1].drop { $0 == " " }
        let shown = YAMLIndentation.keyEnd(sibling).map { "'\(sibling[...$0])'" } ?? "'\(sibling.prefix(24))'"
        return .error(
            "lifeline.yaml.indentation", at: location,
            "this line is indented \(spaces(mistake.indent)) where \(siblings): expected column \(mistake.expected + 1)",
            hint:
                "\(difference > 0 ? "add" : "remove") \(spaces(abs(difference))) to line it up with \(shown) on line \(mistake.siblingLine + lineOffset)",
            notes: ["libyaml's words: \(libyaml)"])
    }

    /// `title:T`, `- id:s`, `steps:[launch]`: a key and its value with no space after the
    /// colon, which YAML reads as one word, at the line where libyaml began the key it
    /// could not finish, the line of the error or the one before it. The line and column
    /// of the colon's key, and the word.
    private static func colonWithoutSpace(_ lines: [Substring], near error: YAMLError) -> (Int, Int, Substring)? {
        var candidates = [error.context?.mark.line, error.mark.line].compactMap { $0 }
        if let previous = (1..<max(1, min(error.mark.line, lines.count + 1))).last(where: {
            let text = lines[$0 - 1].drop { $0 == " " }
            return !text.isEmpty && !text.hasPrefix("#")
        }) {
            candidates.append(previous)
        }
        for number in candidates where (1...lines.count).contains(number) {
            let line = lines[number - 1]
            var text = line.drop { $0 == " " }
            while text.hasPrefix("- ") { text = text.dropFirst(2).drop { $0 == " " } }
            let word = YAMLIndentation.withoutComment(text)
            guard YAMLIndentation.keyEnd(word) == nil, let colon = word.firstIndex(of: ":") else { continue }
            let key = word[..<colon]
            let value = word[word.index(after: colon)...]
            guard let first = key.first, first.isLetter, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
                let next = value.first, next != "/", next != ":", !next.isWhitespace
            else { continue }
            return (number, line.count - text.count + 1, word)
        }
        return nil
    }

    /// A list item indented deeper than the one before it (`- launch`, then `- background`
    /// one space further in), which YAML reads without complaint as more text of the item
    /// before (`launch - background`): the first such line of `text`, as a diagnostic, or
    /// nil. Only a plain value spanning lines can hold one, so most files cost a walk of
    /// their nodes and nothing more.
    static func itemInsideText(_ root: YAMLNode, in text: String, path: String) -> Diagnostic? {
        var lines: [Substring] = []
        func visit(_ node: YAMLNode) -> Diagnostic? {
            switch node.kind {
            case .scalar(let scalar):
                guard scalar.style == .plain, node.endMark.line > node.mark.line else { return nil }
                if lines.isEmpty { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }
                let last = min(node.endMark.line, lines.count)
                guard node.mark.line < last else { return nil }
                let first = lines[node.mark.line - 1]
                let firstText = first.drop { $0 == " " }
                guard firstText.hasPrefix("- ") else { return nil }
                for number in (node.mark.line + 1)...last {
                    let line = lines[number - 1]
                    let item = line.drop { $0 == " " }
                    guard item.hasPrefix("- ") else { continue }
                    let mistake = YAMLIndentation.Mistake(
                        line: number, indent: line.count - item.count, expected: first.count - firstText.count, siblingLine: node.mark.line)
                    var diagnostic = indentationDiagnostic(
                        mistake, lines, at: SourceLocation(file: path, line: number, column: mistake.indent + 1), lineOffset: 0,
                        libyaml: "")
                    diagnostic.notes = ["YAML reads it as more text of line \(node.mark.line): '\(scalar.value)'"]
                    return diagnostic
                }
                return nil
            case .sequence(let elements):
                for element in elements { if let found = visit(element) { return found } }
            case .mapping(let pairs):
                for pair in pairs { if let found = visit(pair.value) { return found } }
            }
            return nil
        }
        return visit(root)
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
