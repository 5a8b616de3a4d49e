/// Builds the node tree from laid-out tokens, matching every opening tag with its closing tag.
///
/// The tree is built with an explicit stack instead of recursion, so a deeply nested
/// template cannot overflow the call stack while parsing.
struct TreeBuilder {
    /// An open section, parent, or block (or the template itself at the bottom of the stack).
    private struct OpenPair {
        let tag: Tag?
        let offset: Int
        var nodes: [Node] = []
        var text = ""
        var arguments: [String: Block] = [:]

        var isParent: Bool { tag?.kind == .parent }

        mutating func flushText() {
            guard !text.isEmpty else { return }
            nodes.append(.text(text))
            text = ""
        }
    }

    private let source: SourceText
    private var stack: [OpenPair]

    static func nodes(from tokens: [Token], source: SourceText) throws(MustacheError) -> [Node] {
        var builder = TreeBuilder(source: source)
        for token in tokens {
            try builder.add(token)
        }
        return try builder.finish()
    }

    private init(source: SourceText) {
        self.source = source
        stack = [OpenPair(tag: nil, offset: 0)]
    }

    private mutating func add(_ token: Token) throws(MustacheError) {
        switch token.kind {
        case .text(let text), .newline(let text):
            // Text directly inside a parent pair is ignored by the spec.
            if !stack[stack.count - 1].isParent {
                stack[stack.count - 1].text += text
            }
        case .tag(let tag):
            try add(tag, at: token.offset)
        }
    }

    private mutating func add(_ tag: Tag, at offset: Int) throws(MustacheError) {
        switch tag.kind {
        case .comment, .setDelimiters:
            break
        case .section, .invertedSection, .parent, .block:
            stack[stack.count - 1].flushText()
            stack.append(OpenPair(tag: tag, offset: offset))
        case .interpolation(let escaped):
            let site = TagSite(templateName: source.name, position: source.position(at: offset))
            append(.variable(VariableName(tag.label), escaped: escaped, site: site))
        case .partial:
            append(.partial(call(for: tag, at: offset)))
        case .close:
            try close(tag, at: offset)
        }
    }

    private mutating func close(_ closing: Tag, at offset: Int) throws(MustacheError) {
        guard stack.count > 1, var pair = stack.popLast(), let opening = pair.tag else {
            throw source.error("closing tag '\(closing.label)' has no open section", at: offset)
        }
        guard opening.label == closing.label else {
            let opened = source.position(at: pair.offset)
            throw source.error(
                "mismatched closing tag '\(closing.label)'; expected '\(opening.label)' to close the \(opening.kind.pairName) opened at \(opened)",
                at: offset
            )
        }
        pair.flushText()
        switch opening.kind {
        case .block:
            let block = Block(name: opening.label, indentation: opening.indentation, content: pair.nodes)
            if !stack[stack.count - 1].isParent {
                append(.block(block))
            } else if stack[stack.count - 1].arguments.updateValue(block, forKey: block.name) != nil {
                // Silently keeping one of the two would hide a copy-and-paste mistake.
                throw source.error("block '\(block.name)' is passed twice to the same parent", at: pair.offset)
            }
        case .parent:
            append(.parent(call(for: opening, at: pair.offset), arguments: pair.arguments))
        default:
            let name = VariableName(opening.label)
            append(.section(name, content: pair.nodes, inverted: opening.kind == .invertedSection))
        }
    }

    private mutating func finish() throws(MustacheError) -> [Node] {
        if let unclosed = stack.last, let tag = unclosed.tag {
            throw source.error("unclosed \(tag.kind.pairName) '\(tag.label)'", at: unclosed.offset)
        }
        stack[0].flushText()
        return stack[0].nodes
    }

    /// Adds a node to the innermost open pair; a parent pair keeps only its blocks.
    private mutating func append(_ node: Node) {
        guard !stack[stack.count - 1].isParent else { return }
        stack[stack.count - 1].flushText()
        stack[stack.count - 1].nodes.append(node)
    }

    private func call(for tag: Tag, at offset: Int) -> TemplateCall {
        TemplateCall(
            reference: TemplateReference(tag.label),
            indentation: tag.indentation,
            site: TagSite(templateName: source.name, position: source.position(at: offset))
        )
    }
}

extension Tag.Kind {
    /// How errors name the pair a tag opens: "unclosed inverted section 'x'".
    var pairName: String {
        switch self {
        case .invertedSection: "inverted section"
        case .parent: "parent"
        case .block: "block"
        default: "section"
        }
    }
}
