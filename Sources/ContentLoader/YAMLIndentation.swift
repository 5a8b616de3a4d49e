/// Reads the indentation of a YAML text line by line, as a person checks it: which
/// columns the open mappings and lists use, so a line that lines up with none of them can
/// be named with the column it was meant to have.
///
/// libyaml reports such a line as "did not find expected key" or "mapping values are not
/// allowed in this context", in the grammar's words; this says "indented 3 spaces where its
/// siblings use 4". It is a reading of the text, not a parser: it is asked only about the
/// line libyaml stopped at, so a shape it does not follow (a multi-line quoted string, say)
/// costs at worst libyaml's own words.
struct YAMLIndentation {
    /// A line that lines up with no open block.
    struct Mistake: Equatable {
        /// 1-based line, and the spaces before its first character.
        var line: Int
        var indent: Int
        /// The spaces its siblings use, and the last sibling's line.
        var expected: Int
        var siblingLine: Int
    }

    /// A column in use by an open mapping or list, and the last line that used it.
    private struct Level {
        var indent: Int
        var line: Int
    }

    private let lines: [Substring]
    private var levels: [Level] = []
    /// The indentation of a `key:` or `-` with nothing after it: the next line may go deeper.
    private var opener: (indent: Int, isKey: Bool, line: Int)?
    /// Lines deeper than this are the text of a `|` or `>` block.
    private var blockScalarParent: Int?
    /// Lines deeper than this, with no `key:` or `-`, continue a plain value.
    private var plainParent: Int?
    /// Open `[` and `{` of a flow collection that spans lines.
    private var flowDepth = 0
    /// The quote of a quoted value still open at the end of the line.
    private var openQuote: Character?

    init(_ lines: [Substring]) {
        self.lines = lines
    }

    /// The mistake on `line`, when that line lines up with no open block; lines before it
    /// that look wrong but parsed are taken as written.
    static func mistake(at line: Int, in lines: [Substring]) -> Mistake? {
        guard (1...lines.count).contains(line) else { return nil }
        var reading = YAMLIndentation(lines)
        for number in 1..<line { _ = reading.read(number) }
        return reading.read(line)
    }

    /// The column a line in place of `line` most likely means (1-based), for a line that
    /// cannot be read (a tab in its indentation): under a `key:` that opens a block, two
    /// deeper than it; else the column of the innermost open block. With the line it
    /// follows.
    static func likelyColumn(at line: Int, in lines: [Substring]) -> (column: Int, line: Int)? {
        var reading = YAMLIndentation(lines)
        for number in 1..<min(line, lines.count + 1) { _ = reading.read(number) }
        if let opener = reading.opener { return (opener.indent + 3, opener.line) }
        return reading.levels.last.map { ($0.indent + 1, $0.line) }
    }

    // MARK: Reading one line

    /// Takes in line `number` (1-based); returns the mistake when it lines up with no
    /// open block, after taking it in as written.
    private mutating func read(_ number: Int) -> Mistake? {
        var raw = lines[number - 1]
        if raw.last == "\r" { raw = raw.dropLast() }
        let text = raw.drop { $0 == " " }
        let indent = raw.count - text.count
        if let quote = openQuote {
            if Self.closesQuote(text, quote) { openQuote = nil }
            return nil
        }
        if text.isEmpty || text.hasPrefix("#") || text.hasPrefix("\t") { return nil }
        if let parent = blockScalarParent {
            if indent > parent { return nil }
            blockScalarParent = nil
        }
        if flowDepth > 0 {
            flowDepth = max(0, flowDepth + Self.flowBalance(text))
            return nil
        }
        if text == "---" || text == "..." { return nil }
        let isItem = text == "-" || text.hasPrefix("- ")
        if let parent = plainParent {
            plainParent = nil
            if indent > parent, !isItem, Self.keyEnd(text) == nil { return nil }
        }
        var mistake: Mistake?
        if let open = opener {
            opener = nil
            if indent > open.indent {
                levels.append(Level(indent: indent, line: number))
            } else if !(open.isKey && indent == open.indent && isItem) {
                mistake = place(indent, number)
            }
        } else if levels.isEmpty {
            levels.append(Level(indent: indent, line: number))
        } else {
            mistake = place(indent, number)
        }
        readContent(text, at: indent, number)
        return mistake
    }

    /// Closes the blocks deeper than `indent`; the mistake when `indent` is none of the
    /// open columns, which is then taken as a column of its own.
    private mutating func place(_ indent: Int, _ number: Int) -> Mistake? {
        var deeper: Level?
        while let last = levels.last, last.indent > indent {
            deeper = levels.removeLast()
        }
        if let last = levels.last, last.indent == indent {
            levels[levels.count - 1].line = number
            return nil
        }
        let shallower = levels.last
        levels.append(Level(indent: indent, line: number))
        let sibling: Level
        switch (shallower, deeper) {
        case (let shallower?, let deeper?):
            // Nearer wins; a tie goes to the deeper, the block the lines above are in.
            sibling = indent - shallower.indent < deeper.indent - indent ? shallower : deeper
        case (let only?, nil), (nil, let only?):
            sibling = only
        case (nil, nil):
            return nil
        }
        return Mistake(line: number, indent: indent, expected: sibling.indent, siblingLine: sibling.line)
    }

    /// Opens what the line opens: the mapping of a list item, a block to come, a block of
    /// text, a flow collection or quoted value that goes on, a plain value that may.
    private mutating func readContent(_ text: Substring, at indent: Int, _ number: Int) {
        var rest = text
        var column = indent
        var dashColumn: Int?
        while rest == "-" || rest.hasPrefix("- ") {
            dashColumn = column
            let after = rest.dropFirst().drop { $0 == " " }
            let contentColumn = column + rest.count - after.count
            if Self.withoutComment(after).isEmpty {
                opener = (column, false, number)
                return
            }
            column = contentColumn
            rest = after
            if rest == "-" || rest.hasPrefix("- ") || Self.keyEnd(rest) != nil {
                levels.append(Level(indent: column, line: number))
            }
        }
        let value: Substring
        let parent: Int
        if let keyEnd = Self.keyEnd(rest) {
            value = Self.withoutComment(rest[rest.index(after: keyEnd)...].drop { $0 == " " })
            parent = column
            if value.isEmpty || value.split(separator: " ").allSatisfy({ $0.first == "&" || $0.first == "!" }) {
                opener = (column, true, number)
                return
            }
        } else {
            value = Self.withoutComment(rest)
            parent = dashColumn ?? column
        }
        switch value.first {
        case "|", ">": blockScalarParent = parent
        case "[", "{": flowDepth = max(0, Self.flowBalance(value))
        case "\"", "'":
            if !Self.closesQuote(value.dropFirst(), value.first!) { openQuote = value.first }
        default: plainParent = parent
        }
    }

    // MARK: Text

    /// The `:` that ends a key at the start of `text` (`title: T`, `steps:`, `"on": nav`),
    /// or nil when the text is a value.
    static func keyEnd(_ text: Substring) -> Substring.Index? {
        guard let first = text.first, !"[{|>*&!%@`#?,".contains(first) else { return nil }
        if first == "-", text.dropFirst().first == " " || text.count == 1 { return nil }
        var index = text.startIndex
        if first == "\"" || first == "'" {
            var inner = text.index(after: index)
            while inner < text.endIndex {
                if text[inner] == first { break }
                if first == "\"", text[inner] == "\\" { inner = text.index(after: inner) }
                if inner < text.endIndex { inner = text.index(after: inner) }
            }
            guard inner < text.endIndex else { return nil }
            index = text.index(after: inner)
            let colon = text[index...].drop { $0 == " " }
            guard colon.first == ":" else { return nil }
            let after = colon.dropFirst()
            return after.isEmpty || after.first == " " ? colon.startIndex : nil
        }
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if character == "#", previous == " " { return nil }
            if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// The text before a ` #` comment, without trailing spaces.
    static func withoutComment(_ text: Substring) -> Substring {
        var body = text
        if text.first == "#" { return text[text.startIndex..<text.startIndex] }
        if let comment = text.firstRange(of: " #") { body = text[..<comment.lowerBound] }
        while body.last == " " || body.last == "\r" { body = body.dropLast() }
        return body
    }

    /// `[` and `{` opened minus closed, outside quotes.
    private static func flowBalance(_ text: Substring) -> Int {
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            default: break
            }
        }
        return depth
    }

    /// Whether `text` holds the closing `quote` of a value opened before it.
    private static func closesQuote(_ text: Substring, _ quote: Character) -> Bool {
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if quote == "\"", character == "\\" {
                escaped = true
            } else if character == quote {
                return true
            }
        }
        return false
    }
}
