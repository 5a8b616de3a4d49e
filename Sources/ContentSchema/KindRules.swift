internal import JSON
internal import LifecycleModel

/// What depends on the file's `object`: the callback names its `callbacks` table and its
/// diagram's `calls` may use, and the states its diagram may draw.
enum KindRules {
    static func lifecycle(_ kind: ObjectKind) -> JSONValue {
        let callbacks = JSONValue.object([("enum", .array(callbackNames(kind).map(JSONValue.string)))])
        let states = JSONValue.object([("enum", .array(Vocabulary.states(of: kind).map(JSONValue.string)))])
        let transition = JSONValue.object([
            ("properties", .object([("from", states), ("to", states), ("calls", .object([("items", callbacks)]))]))
        ])
        let diagram = JSONValue.object([
            (
                "properties",
                .object([
                    ("states", .object([("items", .object([("properties", .object([("id", states)]))]))])),
                    ("initial", states),
                    ("transitions", .object([("items", transition)])),
                ])
            )
        ])
        return .object([
            ("if", .object([("properties", .object([("object", .object([("const", .string(kind.rawValue))]))])), ("required", ["object"])])),
            (
                "then",
                .object([
                    (
                        "properties",
                        .object([
                            ("callbacks", .object([("items", .object([("properties", .object([("name", callbacks)]))]))])),
                            ("diagram", diagram),
                        ])
                    )
                ])
            ),
        ])
    }

    /// Full Swift names, and base names where the kind has only one callback of that name
    /// (as the loader resolves them).
    static func callbackNames(_ kind: ObjectKind) -> [String] {
        let callbacks = Vocabulary.callbacks(of: kind)
        var names = callbacks.map(\.name)
        for base in Set(callbacks.map(\.baseName)) where !names.contains(base) {
            if case .found = Vocabulary.resolve(base, for: kind) { names.append(base) }
        }
        return names.sorted()
    }
}
