internal import JSON
internal import LifecycleModel

/// `A: { kind: view-controller, from: storyboard }`: a kind, and the options of that kind.
enum ObjectDeclarations {
    typealias S = ContentSchema

    static var schema: JSONValue {
        let allOptions = Dictionary(
            ObjectKind.allCases.flatMap(Vocabulary.options).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var properties: [(key: String, value: JSONValue)] = [("kind", S.enumeration(ObjectKind.allCases.map(\.rawValue), "The object's kind."))]
        properties += allOptions.keys.sorted().map { ($0, S.string(pattern: nil, nil)) }
        return .object([
            ("type", "object"),
            ("required", ["kind"]),
            ("properties", .object(properties)),
            ("allOf", .array(ObjectKind.allCases.map(rules))),
        ])
    }

    /// For one kind: exactly its options, each with its values.
    private static func rules(_ kind: ObjectKind) -> JSONValue {
        var properties: [(key: String, value: JSONValue)] = [("kind", .object([]))]
        properties += Vocabulary.options(of: kind).map { option in
            let description = option.summary + " Default: \(option.defaultValue)."
            // An option that names another object (loaded-with: A) takes any object name.
            return (option.name, option.objectKinds.isEmpty ? S.enumeration(option.values, description) : S.string(pattern: nil, description))
        }
        return .object([
            ("if", .object([("properties", .object([("kind", .object([("const", .string(kind.rawValue))]))])), ("required", ["kind"])])),
            ("then", .object([("properties", .object(properties)), ("additionalProperties", false)])),
        ])
    }
}

/// `- launch` or `- push: { vc: B, on: nav }`: a bare action that needs no argument, or a
/// map with one action and its arguments.
enum Steps {
    typealias S = ContentSchema

    static var schema: JSONValue {
        let bare = Vocabulary.actions.filter { !$0.arguments.contains(where: \.isRequired) }.map(\.name.rawValue)
        let withArguments = Vocabulary.actions.map { action in (action.name.rawValue, arguments(of: action)) }
        return .object([
            (
                "anyOf",
                [
                    S.enumeration(bare, "An action that needs no argument."),
                    .object([
                        ("type", "object"), ("minProperties", 1), ("maxProperties", 1), ("additionalProperties", false),
                        ("properties", .object(withArguments)),
                    ]),
                ]
            )
        ])
    }

    private static func arguments(of action: ActionSpec) -> JSONValue {
        let required = action.arguments.filter(\.isRequired).map(\.name)
        var pairs: [(key: String, value: JSONValue)] = [
            ("description", .string("\(action.summary) (\(action.area))")),
            ("type", required.isEmpty ? ["object", "null"] : "object"),
        ]
        if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
        pairs += [
            ("additionalProperties", false),
            ("properties", .object(action.arguments.map { ($0.name, argument($0)) })),
        ]
        return .object(pairs)
    }

    private static func argument(_ spec: ArgumentSpec) -> JSONValue {
        let description = "\(spec.summary) (\(spec.type.description))"
        switch spec.type {
        case .object: return S.string(pattern: nil, description)
        case .objects: return S.array(S.string(pattern: nil, nil), description)
        case .bool: return .object([("description", .string(description)), ("type", "boolean")])
        case .int(let range):
            return .object([
                ("description", .string(description)), ("type", "integer"),
                ("minimum", .integer(range.lowerBound)), ("maximum", .integer(range.upperBound)),
            ])
        case .choice(let values): return S.enumeration(values, description)
        }
    }
}
