/// A sequence or mapping whose end event has not arrived yet.
///
/// Children are appended in place (`open[last].adopt(…)`), so building a
/// collection of n children costs O(n), not O(n²).
struct OpenCollection {
    let isMapping: Bool
    let start: Mark
    let tag: String?
    let anchor: String?
    private var elements: [YAMLNode] = []
    private var pairs: [YAMLNode.Pair] = []
    /// A mapping's key waiting for its value; libyaml sends key then value.
    private var pendingKey: YAMLNode?
    private var size = 1
    private var height = 1

    init(isMapping: Bool, start: Mark, tag: String?, anchor: String?) {
        self.isMapping = isMapping
        self.start = start
        self.tag = tag
        self.anchor = anchor
    }

    mutating func adopt(_ child: BuiltNode) {
        size += child.size
        height = max(height, child.height + 1)
        guard isMapping else {
            elements.append(child.node)
            return
        }
        if let key = pendingKey {
            pairs.append(YAMLNode.Pair(key: key, value: child.node))
            pendingKey = nil
        } else {
            pendingKey = child.node
        }
    }

    func close(at end: Mark) -> BuiltNode {
        precondition(pendingKey == nil, "libyaml ended a mapping between a key and its value")
        let kind: YAMLNode.Kind = isMapping ? .mapping(pairs) : .sequence(elements)
        let node = YAMLNode(kind, mark: start, endMark: end, tag: tag)
        return BuiltNode(node: node, size: size, height: height)
    }
}
