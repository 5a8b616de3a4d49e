/// Assembles node events into one `YAMLNode` tree.
///
/// Events are pushed one at a time; `add` returns the root once its last event
/// has arrived. Open collections live on an explicit stack rather than the
/// call stack, and their depth is bounded, so a hostile `[[[[[[…` fails with
/// an error instead of overflowing the stack here or when the tree is freed.
struct TreeBuilder {
    let nestingLimit: Int
    private var anchors: AnchorTable
    private var open: [OpenCollection] = []

    init(aliasExpansionLimit: Int, nestingLimit: Int) {
        self.anchors = AnchorTable(limit: aliasExpansionLimit)
        self.nestingLimit = nestingLimit
    }

    /// Takes the next node event; returns the root when it is complete.
    mutating func add(_ event: YAMLEvent) throws(YAMLError) -> YAMLNode? {
        switch event.kind {
        case .scalar(let scalar, let anchor, let tag):
            let node = YAMLNode(.scalar(scalar), mark: event.start, endMark: event.end, tag: tag)
            return finish(.scalar(node), anchor: anchor)
        case .alias(let name):
            try checkNotOpen(name, at: event.start)
            let copy = try anchors.expand(name, at: event.start, endMark: event.end)
            try checkDepth(open.count + copy.height, at: event.start)
            return finish(copy, anchor: nil)
        case .sequenceStart(let anchor, let tag):
            try checkDepth(open.count + 1, at: event.start)
            open.append(OpenCollection(isMapping: false, start: event.start, tag: tag, anchor: anchor))
        case .mappingStart(let anchor, let tag):
            try checkDepth(open.count + 1, at: event.start)
            open.append(OpenCollection(isMapping: true, start: event.start, tag: tag, anchor: anchor))
        case .sequenceEnd, .mappingEnd:
            guard let collection = open.popLast() else {
                preconditionFailure("libyaml ended a collection that was never started")
            }
            return finish(collection.close(at: event.end), anchor: collection.anchor)
        case .streamStart, .streamEnd, .documentStart, .documentEnd:
            preconditionFailure("libyaml sent a stream or document event inside a node")
        }
        return nil
    }

    /// Registers the anchor and hands the node to its parent, or returns it as the root.
    private mutating func finish(_ built: BuiltNode, anchor: String?) -> YAMLNode? {
        if let anchor { anchors.define(anchor, as: built) }
        guard !open.isEmpty else { return built.node }
        open[open.count - 1].adopt(built)
        return nil
    }

    private func checkDepth(_ depth: Int, at mark: Mark) throws(YAMLError) {
        guard depth <= nestingLimit else {
            throw YAMLError(.nestingLimit, "collections nested deeper than \(nestingLimit) levels", at: mark)
        }
    }

    /// `&a [ *a ]` would be an infinite tree; say so rather than "undefined".
    private func checkNotOpen(_ name: String, at mark: Mark) throws(YAMLError) {
        guard let container = open.last(where: { $0.anchor == name }) else { return }
        throw YAMLError(
            .recursiveAlias,
            "alias '\(name)' is used inside the node it refers to",
            at: mark,
            context: YAMLError.Context("anchor '\(name)' is defined here", at: container.start)
        )
    }
}
