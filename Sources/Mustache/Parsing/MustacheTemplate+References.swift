extension MustacheTemplate {
    /// Every `{{>name}}` and `{{<name}}` with a fixed name, wherever it appears in the tree.
    ///
    /// A library uses this to report a misspelt partial when templates load, since at render
    /// time the spec says a missing partial quietly renders as nothing. Dynamic names
    /// (`{{>*name}}`) depend on data and are not listed.
    var namedCalls: [(name: String, site: TagSite)] {
        var calls: [(name: String, site: TagSite)] = []
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
                    calls.append(contentsOf: Self.named(call))
                case .parent(let call, let arguments):
                    calls.append(contentsOf: Self.named(call))
                    pending.append(contentsOf: arguments.values.map(\.content))
                }
            }
        }
        return calls
    }

    private static func named(_ call: TemplateCall) -> [(name: String, site: TagSite)] {
        guard case .named(let name) = call.reference else { return [] }
        return [(name, call.site)]
    }
}
