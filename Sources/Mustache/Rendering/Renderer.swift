/// Walks a parsed template against a context and produces text.
///
/// One renderer serves one `render` call and is thrown away; it owns the mutable state of
/// that call (output, context stack, block arguments, nesting depth), which is why templates
/// themselves stay immutable and can be shared between threads.
struct Renderer {
    private var output = Output()
    private var context: ContextStack
    private var arguments = BlockArguments()
    private let partials: any MustachePartialProvider
    private var depth = 0
    /// Nodes rendered so far, against ``MustacheTemplate/maximumSteps``.
    private var steps = 0
    private let rootName: String
    /// Every `{{{name}}}` or `{{&name}}` that wrote plain text (a `.string`) unescaped.
    private(set) var unescapedText: Set<UnescapedPlainText> = []
    /// Which variable tags found their name in the context stack, and which did not.
    private(set) var variables = VariableLookups()

    init(context: MustacheValue, partials: any MustachePartialProvider, rootName: String) {
        self.context = ContextStack(root: context)
        self.partials = partials
        self.rootName = rootName
    }

    /// The template's output as UTF-8.
    mutating func render(_ template: MustacheTemplate) throws(MustacheError) -> [UInt8] {
        try render(template.nodes, indentation: "")
        return output.bytes
    }

    private mutating func render(_ nodes: [Node], indentation: String) throws(MustacheError) {
        for node in nodes {
            try spendStep()
            switch node {
            case .text(let text):
                output.appendTemplateText(text, indentation: indentation)
            case .variable(let name, let escaped, let site):
                let value = context.lookup(name)
                variables.record(site, resolved: value != nil, name: name, escaped: escaped)
                if !escaped, case .string(let text)? = value, !text.isEmpty {
                    unescapedText.insert(UnescapedPlainText(site: site, name: name.parts.joined(separator: ".")))
                }
                output.appendValue(value?.renderedText ?? "", escaped: escaped, indentation: indentation)
            case .section(let name, let content, let inverted):
                try renderSection(name, content: content, inverted: inverted, indentation: indentation)
            case .partial(let call):
                try renderTemplate(call, arguments: nil, indentation: indentation)
            case .parent(let call, let blockArguments):
                try renderTemplate(call, arguments: blockArguments, indentation: indentation)
            case .block(let block):
                let content = arguments.argument(named: block.name)?.content ?? block.content
                try render(content, indentation: indentation + block.indentation)
            }
            guard output.byteCount <= MustacheTemplate.maximumOutputBytes else {
                throw MustacheError(
                    templateName: rootName, position: nil,
                    message: "rendering stopped: the output passed \(MustacheTemplate.maximumOutputBytes >> 20) MiB; "
                        + "a template probably repeats partials or sections inside each other")
            }
        }
    }

    /// Counts one node; partials that include each other twice over can ask for 2^28
    /// renders of nothing, which no output limit would catch.
    private mutating func spendStep() throws(MustacheError) {
        steps += 1
        guard steps <= MustacheTemplate.maximumSteps else {
            throw MustacheError(
                templateName: rootName, position: nil,
                message: "rendering stopped after \(MustacheTemplate.maximumSteps) steps; "
                    + "a template probably repeats partials or sections inside each other")
        }
    }

    private mutating func renderSection(
        _ name: VariableName, content: [Node], inverted: Bool, indentation: String
    ) throws(MustacheError) {
        let value = context.lookup(name) ?? .null
        if inverted {
            if !value.isTruthy { try render(content, indentation: indentation) }
            return
        }
        guard value.isTruthy else { return }
        // A list repeats the section once per item; any other value is entered once.
        guard case .array(let items) = value else {
            context.push(value)
            defer { context.pop() }
            return try render(content, indentation: indentation)
        }
        for item in items {
            context.push(item)
            defer { context.pop() }
            try render(content, indentation: indentation)
        }
    }

    /// Renders a partial, or a parent with its block arguments, guarding against endless nesting.
    private mutating func renderTemplate(
        _ call: TemplateCall, arguments blockArguments: [String: Block]?, indentation: String
    ) throws(MustacheError) {
        guard let name = templateName(for: call.reference),
            let template = partials.partial(named: name)
        else { return }
        guard depth < MustacheTemplate.maximumNestingDepth else {
            throw call.site.error(
                "'\(name)' is nested more than \(MustacheTemplate.maximumNestingDepth) templates deep; "
                    + "a template probably includes itself without a condition that ends it"
            )
        }
        depth += 1
        defer { depth -= 1 }
        if let blockArguments { arguments.push(blockArguments) }
        defer { if blockArguments != nil { arguments.pop() } }
        try render(template.nodes, indentation: indentation + call.indentation)
    }

    /// The name a partial tag asks for; a dynamic name that does not resolve renders nothing.
    private func templateName(for reference: TemplateReference) -> String? {
        switch reference {
        case .named(let name):
            return name
        case .dynamic(let variable):
            let name = context.lookup(variable)?.renderedText ?? ""
            return name.isEmpty ? nil : name
        }
    }
}
