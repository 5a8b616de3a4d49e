/// Shortcuts for the questions a loader asks of every node.
extension YAMLNode {
    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    /// The scalar's text, if this node is a scalar, whatever its style.
    public var scalarValue: String? { scalar?.value }

    /// The elements, if this node is a sequence.
    public var elements: [YAMLNode]? {
        if case .sequence(let elements) = kind { return elements }
        return nil
    }

    /// The pairs in source order, duplicates included, if this node is a mapping.
    public var pairs: [Pair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    /// Whether this node is an untagged plain null (`~`, `null`, or empty).
    ///
    /// `key:` with nothing after it parses as an empty plain scalar, so this
    /// is also how a loader spots a key without a value.
    public var isPlainNull: Bool {
        tag == nil && scalar?.isPlainNull == true
    }

    /// `"scalar"`, `"sequence"` or `"mapping"`, for messages such as
    /// "expected a mapping, found a sequence".
    public var kindName: String {
        switch kind {
        case .scalar: "scalar"
        case .sequence: "sequence"
        case .mapping: "mapping"
        }
    }
}
