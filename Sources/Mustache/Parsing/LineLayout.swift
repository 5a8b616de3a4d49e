/// Applies the spec's whitespace rules, turning scanned tokens into what the tree builder sees.
///
/// Three things happen here, all decided line by line:
///
/// - **Standalone lines.** A line holding one non-interpolation tag and otherwise only
///   spaces loses those spaces and its line break: `  {{#items}}\n` renders as nothing.
///   Parent calls and their block arguments may share such a line (see ``TokenNesting``).
/// - **Partial indentation.** The spaces removed before a standalone `{{>partial}}` or
///   `{{<parent}}` become that tag's indentation, put before each line it renders.
/// - **Block re-indentation.** A block's content is stored without its own indentation and
///   re-indented where it is rendered, so an argument written at any depth lines up with the
///   parent's block. See ``BlockIndentation`` for how a block's indentation is found.
struct LineLayout {
    struct Line {
        /// Tokens of the line, without its line break.
        let tokens: Range<Int>
        let newline: Int?
    }

    let tokens: [Token]
    let nesting: TokenNesting
    private(set) var lines: [Line] = []
    private(set) var lineOfToken: [Int]
    private(set) var isStandalone: [Bool] = []

    static func apply(to tokens: [Token]) -> [Token] {
        let layout = LineLayout(tokens)
        let blockIndentation = BlockIndentation(layout: layout)
        return layout.emit(with: blockIndentation)
    }

    init(_ tokens: [Token]) {
        self.tokens = tokens
        nesting = TokenNesting(tokens)
        lineOfToken = Array(repeating: 0, count: tokens.count)
        var start = 0
        for (index, token) in tokens.enumerated() {
            lineOfToken[index] = lines.count
            if case .newline = token.kind {
                lines.append(Line(tokens: start..<index, newline: index))
                start = index + 1
            }
        }
        if start < tokens.count {
            lines.append(Line(tokens: start..<tokens.count, newline: nil))
        }
        isStandalone = lines.map(standalone)
    }

    /// Spaces and tabs that start a line, before any re-indentation.
    func leadingWhitespace(ofLine line: Int) -> String {
        let range = lines[line].tokens
        guard let first = range.first, case .text(let text) = tokens[first].kind else { return "" }
        return String(text.prefix(while: { $0 == " " || $0 == "\t" }))
    }

    /// True when the line holds no visible text, at least one tag, and only tags that can stand
    /// alone: one tag, or several that only open and close a parent call and its arguments.
    private func standalone(_ line: Line) -> Bool {
        var tagCount = 0
        var onlyInheritanceTags = true
        for index in line.tokens {
            let token = tokens[index]
            if let tag = token.tag {
                guard tag.canStandAlone else { return false }
                tagCount += 1
                onlyInheritanceTags = onlyInheritanceTags && nesting.isInheritanceTag[index]
            } else if !token.isBlankText, !nesting.isIgnored[index] {
                return false
            }
        }
        return tagCount == 1 || (tagCount > 1 && onlyInheritanceTags)
    }

    /// True when nothing visible shares the line with the tokens in `range`.
    func isInvisible(_ range: Range<Int>) -> Bool {
        range.allSatisfy { index in
            tokens[index].tag == nil
                ? tokens[index].isBlankText || nesting.isIgnored[index]
                : nesting.isInheritanceTag[index]
        }
    }
}
