/// Finds how far each block's content is indented in the source.
///
/// The inheritance spec wants a block's lines to line up with the place it is rendered, not
/// the place it is written. So the content is stored without this indentation and the
/// renderer adds the indentation of the block tag that renders it. There are two cases:
///
/// - The opening tag ends its line (a standalone line). The indentation is *intrinsic*: that
///   of the first non-blank line after the tag, closing tag included.
///
///   ```
///   {{$body}}          ← block indentation is "  ", taken from the next line
///     default text
///   {{/body}}
///   ```
/// - The block opens and closes with nothing visible around the pair, as in
///   `  {{$title}}{{/title}}\n`. The indentation is what precedes the opening tag, and only
///   the lines after the first are affected (the first follows the literal spaces).
///
/// Any other block is inline and is not re-indented. Keys are the indexes of opening tags.
struct BlockIndentation {
    private(set) var sourceIndentation: [Int: String] = [:]

    init(layout: LineLayout) {
        for (index, token) in layout.tokens.enumerated() where token.tag?.kind == .block {
            guard let closing = layout.nesting.closingIndex[index] else { continue }
            let line = layout.lineOfToken[index]
            let closingLine = layout.lineOfToken[closing]
            if layout.isStandalone[line], Self.isLastTag(index, onLine: line, in: layout) {
                let firstContentLine = ((line + 1)...max(line + 1, closingLine)).first { candidate in
                    candidate < layout.lines.count && !Self.isBlank(candidate, in: layout)
                }
                sourceIndentation[index] = firstContentLine.map(layout.leadingWhitespace(ofLine:)) ?? ""
            } else if layout.isInvisible(layout.lines[line].tokens.lowerBound..<index),
                layout.isInvisible((closing + 1)..<layout.lines[closingLine].tokens.upperBound)
            {
                sourceIndentation[index] = layout.leadingWhitespace(ofLine: line)
            }
        }
    }

    private static func isLastTag(_ index: Int, onLine line: Int, in layout: LineLayout) -> Bool {
        let rest = (index + 1)..<layout.lines[line].tokens.upperBound
        return !rest.contains { layout.tokens[$0].tag != nil }
    }

    private static func isBlank(_ line: Int, in layout: LineLayout) -> Bool {
        layout.lines[line].tokens.allSatisfy { layout.tokens[$0].isBlankText }
    }
}
