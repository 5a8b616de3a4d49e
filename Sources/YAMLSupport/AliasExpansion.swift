/// The anchors seen so far and the budget for copying them.
///
/// Aliases are expanded into copies so that the tree has no references. The
/// copies share storage (Swift arrays are copy-on-write), so memory is not the
/// danger; the danger is the *logical* size a loader will walk. A "billion
/// laughs" document of nine short lines stands for 10⁹ nodes:
///
/// ```
/// a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]
/// b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
/// …
/// ```
///
/// So every alias is charged the size of the subtree it copies, and the first
/// alias that takes the total past `limit` is an error at that alias.
struct AnchorTable {
    let limit: Int
    /// Nodes added by alias expansion so far, not counting nodes written out.
    private(set) var expandedNodes = 0
    private var anchored: [String: BuiltNode] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// Records `node` under `name`; a later `&name` replaces an earlier one.
    mutating func define(_ name: String, as node: BuiltNode) {
        anchored[name] = node
    }

    /// A copy of the node anchored as `name`, its top node moved to the alias's
    /// position.
    mutating func expand(_ name: String, at mark: Mark, endMark: Mark) throws(YAMLError) -> BuiltNode {
        guard var copy = anchored[name] else {
            throw YAMLError(.undefinedAlias, "undefined alias '\(name)'", at: mark)
        }
        guard copy.size <= limit - expandedNodes else {
            throw YAMLError(
                .aliasExpansionLimit,
                "alias expansion exceeds \(limit) nodes",
                at: mark,
                context: YAMLError.Context("anchor '\(name)' is defined here", at: copy.node.mark)
            )
        }
        expandedNodes += copy.size
        copy.node.mark = mark
        copy.node.endMark = endMark
        return copy
    }
}
