/// A finished node together with the sizes that bound alias expansion.
///
/// Knowing each anchored subtree's size and depth up front lets an alias be
/// checked against the limits in constant time, before anything is copied.
struct BuiltNode {
    var node: YAMLNode
    /// The number of nodes in the subtree, the root included.
    var size: Int
    /// How many collections deep the subtree goes: 0 for a scalar, 1 for a
    /// collection of scalars, and so on.
    var height: Int

    static func scalar(_ node: YAMLNode) -> BuiltNode {
        BuiltNode(node: node, size: 1, height: 0)
    }
}
