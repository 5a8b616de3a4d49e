extension LineLayout {
    /// Produces the tokens the tree builder reads: standalone lines stripped, indentation
    /// recorded on tags, and block content shifted left by its block's source indentation.
    ///
    /// Lines are walked in order with a stack of the re-indented blocks they are inside;
    /// each line loses the innermost block's indentation from its leading whitespace. A
    /// nested block's indentation is stored relative to the block around it, so re-adding
    /// the two at render time restores the original distance.
    func emit(with blocks: BlockIndentation) -> [Token] {
        var output: [Token] = []
        output.reserveCapacity(tokens.count)
        var enclosing: [(lastLine: Int, indentation: String)] = []

        for (number, line) in lines.enumerated() {
            while let innermost = enclosing.last, innermost.lastLine < number {
                enclosing.removeLast()
            }
            let outdent = enclosing.last?.indentation ?? ""
            let standalone = isStandalone[number]
            let indentation = leadingWhitespace(ofLine: number).removingIndentation(outdent)
            var isFirstTag = true

            for index in line.tokens {
                var token = tokens[index]
                switch token.kind {
                case .text(let text):
                    if standalone, token.isBlankText { continue }
                    if index == line.tokens.lowerBound, !outdent.isEmpty {
                        let shifted = text.removingIndentation(outdent)
                        if shifted.isEmpty { continue }
                        token.kind = .text(shifted)
                    }
                case .tag(var tag):
                    if standalone, isFirstTag, tag.kind == .partial || tag.kind == .parent {
                        tag.indentation = indentation
                    }
                    if tag.kind == .block, let source = blocks.sourceIndentation[index] {
                        tag.indentation = source.removingIndentation(outdent)
                        let lastLine = nesting.closingIndex[index].map { lineOfToken[$0] } ?? Int.max
                        enclosing.append((lastLine, source))
                    }
                    isFirstTag = false
                    token.kind = .tag(tag)
                case .newline:
                    break
                }
                output.append(token)
            }
            if let newline = line.newline, !standalone {
                output.append(tokens[newline])
            }
        }
        return output
    }
}

extension String {
    /// Drops as much of `indentation` as this string starts with: a line indented less than
    /// its block loses only what it has, never visible characters.
    func removingIndentation(_ indentation: String) -> String {
        var matched = utf8.startIndex
        for (own, expected) in zip(utf8, indentation.utf8) {
            guard own == expected else { break }
            matched = utf8.index(after: matched)
        }
        return String(self[matched...])
    }
}
