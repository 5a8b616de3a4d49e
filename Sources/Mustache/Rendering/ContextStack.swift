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
    ///
    /// Walks the frames by index and reads each dictionary in place: a lookup runs for
    /// every tag of every page, so it makes no intermediate sequences.
    func lookup(_ name: VariableName) -> MustacheValue? {
        guard let first = name.parts.first else {
            return frames.last
        }
        var index = frames.count
        while index > 0 {
            index -= 1
            guard case .dictionary(let members) = frames[index], let found = members[first] else { continue }
            return name.parts.count == 1 ? found : Self.member(of: found, at: name.parts.dropFirst())
        }
        return nil
    }

    private static func member(of value: MustacheValue, at path: ArraySlice<String>) -> MustacheValue? {
        var value = value
        for part in path {
            guard case .dictionary(let members) = value, let member = members[part] else { return nil }
            value = member
        }
        return value
    }
}
