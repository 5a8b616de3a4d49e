/// The values sections have entered, innermost last, where names are looked up.
///
/// The spec's lookup rule, which this type exists to get right: the *first* part of a dotted
/// name is searched from the innermost value outwards; the remaining parts are then looked up
/// only inside what was found. So with `{"a": {"b": {}}, "b": {"c": "x"}}`,
/// `{{#a}}{{b.c}}{{/a}}` prints nothing: `b` is found in `a`, and its missing `c` does not
/// fall back to the outer `b`.
struct ContextStack {
    private var frames: [MustacheValue]

    init(root: MustacheValue) {
        frames = [root]
    }

    mutating func push(_ value: MustacheValue) {
        frames.append(value)
    }

    mutating func pop() {
        frames.removeLast()
    }

    /// The value of a name, or `nil` when any part is missing (which renders as nothing).
    func lookup(_ name: VariableName) -> MustacheValue? {
        guard let first = name.parts.first else {
            return frames.last
        }
        guard var value = frames.reversed().lazy.compactMap({ $0.member(first) }).first else {
            return nil
        }
        for part in name.parts.dropFirst() {
            guard let member = value.member(part) else { return nil }
            value = member
        }
        return value
    }
}

private extension MustacheValue {
    func member(_ key: String) -> MustacheValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members[key]
    }
}
