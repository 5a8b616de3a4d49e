extension MustacheTemplate {
    /// Every `{{>name}}` and `{{<name}}` with a fixed name, wherever it appears in the tree.
    ///
    /// A library uses this to report a misspelt partial when templates load, since at render
    /// time the spec says a missing partial quietly renders as nothing. Dynamic names
    /// (`{{>*name}}`) depend on data and are not listed.
    var namedCalls: [(name: String, site: TagSite)] {
        calls.compactMap { call in
            guard case .named(let name) = call.reference else { return nil }
            return (name, call.site)
        }
    }

    /// Whether a `{{>*name}}` may call any template of the library.
    var hasDynamicCalls: Bool {
        calls.contains { call in
            if case .dynamic = call.reference { return true }
            return false
        }
    }

    /// Every partial and parent tag, wherever it appears in the tree.
    private var calls: [TemplateCall] {
        var calls: [TemplateCall] = []
        var pending: [[Node]] = [nodes]
        while let nodes = pending.popLast() {
            for node in nodes {
                switch node {
                case .text, .variable:
                    break
                case .section(_, let content, _):
                    pending.append(content)
                case .block(let block):
                    pending.append(block.content)
                case .partial(let call):
                    calls.append(call)
                case .parent(let call, let arguments):
                    calls.append(call)
                    pending.append(contentsOf: arguments.values.map(\.content))
                }
            }
        }
        return calls
    }
}
