internal import JSON
internal import LifecycleModel

/// The `definitions` the schemas share: prose, ids, config, scenarios and their steps.
enum Definitions {
    typealias S = ContentSchema

    /// Prose: a string in the default language, or a map from language to text. Any
    /// scalar reads as text, as the loader reads it.
    static let text: JSONValue = .object([
        (
            "anyOf",
            [
                .object([("type", ["string", "number", "boolean"])]),
                .object([("type", "object"), ("minProperties", 1), ("additionalProperties", .object([("type", ["string", "number", "boolean"])]))]),
            ]
        )
    ])

    static let id = S.string(pattern: "^[a-z0-9-]+$", "Lower-case letters, digits and '-'.")
    static let languageTag = S.string(pattern: "^[A-Za-z0-9]{1,8}(-[A-Za-z0-9]{1,8})*$", "A language tag such as en or zh-Hans.")

    static var lifecycle: JSONValue {
        .object([
            ("text", text), ("id", id),
            ("config", config),
            ("reference", S.object(required: ["title"], [("title", S.ref("text", nil)), ("url", url), ("lang", languageTag)])),
            (
                "callbackNote",
                S.object(
                    required: ["name"], [("name", S.string(pattern: nil, "A callback of the file's object kind.")), ("note", S.ref("text", nil))])
            ),
            ("diagram", diagram),
            ("scenario", scenario),
            ("objectDeclaration", ObjectDeclarations.schema),
            ("steps", S.array(.object([("$ref", "#/definitions/step")]), nil)),
            ("step", Steps.schema),
            ("call", S.string(pattern: "^[^.\\s]+\\.\\S+$", "A traced call, Object.callback: B.viewWillAppear or \"B.init(nibName:bundle:)\".")),
            ("claim", claim),
        ])
    }

    static let url = S.string(
        pattern: "^([Hh][Tt][Tt][Pp][Ss]?://|[Mm][Aa][Ii][Ll][Tt][Oo]:)", "A link: https://, http:// or mailto: only.")

    /// The keys' descriptions are the reference page's (`Vocabulary.configKeys`), with the default.
    static var config: JSONValue {
        let keys = Dictionary(uniqueKeysWithValues: Vocabulary.configKeys.map { ($0.name, $0) })
        func description(_ name: String) -> String {
            guard let key = keys[name] else { return name }
            return key.summary + " Default: " + key.defaultValue + (key.defaultNote.map { " (\($0))" } ?? "") + "."
        }
        return S.object([
            (
                "ios",
                .object([
                    ("description", .string(description("ios"))), ("type", "integer"),
                    ("minimum", .integer(EngineConfig.supportedIOS.lowerBound)), ("maximum", .integer(EngineConfig.supportedIOS.upperBound)),
                ])
            ),
            ("lifecycle", S.enumeration(EngineConfig.LifecycleModel.allCases.map(\.rawValue), description("lifecycle"))),
            ("animated", .object([("description", .string(description("animated"))), ("type", "boolean")])),
            ("device", S.enumeration(EngineConfig.Device.allCases.map(\.rawValue), description("device"))),
        ])
    }

    static var diagram: JSONValue {
        let state = S.object(required: ["id"], [("id", S.ref("id", nil)), ("label", S.ref("text", nil)), ("final", .object([("type", "boolean")]))])
        let transition = S.object(
            required: ["from", "to"],
            [
                ("from", S.string(pattern: nil, nil)), ("to", S.string(pattern: nil, nil)), ("label", S.ref("text", nil)),
                ("calls", S.array(S.string(pattern: nil, nil), "The callbacks the change makes, in order, without an object prefix.")),
            ])
        return .object([
            (
                "anyOf",
                [
                    S.object(required: ["derived"], [("derived", .object([("const", true)]))], "Drawn from the engine's own model."),
                    S.object(
                        required: ["states", "transitions"],
                        [("states", S.array(state, nil)), ("initial", S.string(pattern: nil, nil)), ("transitions", S.array(transition, nil))],
                        "Drawn by hand and checked against the engine."),
                ]
            )
        ])
    }

    static var scenario: JSONValue {
        S.object(
            required: ["id", "title", "steps"],
            [
                ("id", S.ref("id", "Unique within the file; the page is LIFECYCLE/ID.html.")),
                ("title", S.ref("text", nil)), ("summary", S.ref("text", nil)),
                ("notes", S.ref("text", "Shown under the call-order table.")),
                ("config", S.ref("config", "Overrides the file's config, key by key.")),
                (
                    "objects",
                    .object([
                        ("description", "The actors: name: { kind: …, options }."), ("type", "object"),
                        ("additionalProperties", .object([("$ref", "#/definitions/objectDeclaration")])),
                    ])
                ),
                ("setup", S.ref("steps", "Actions that build the starting situation; not traced.")),
                ("steps", S.ref("steps", "Actions whose calls are traced and shown.")),
                (
                    "only",
                    S.array(
                        .object([
                            (
                                "anyOf",
                                .array([
                                    S.enumeration(Vocabulary.filterWords.sorted(), "A group, or a callback of any object."),
                                    S.string(pattern: "^[^.\\s]+\\.\\S+$", "One object's callback: B.deinit, \"A.viewWillAppear(_:)\"."),
                                ])
                            )
                        ]),
                        "Keeps only the calls of these groups, callbacks or objects' callbacks.")
                ),
                ("expect", S.array(S.ref("call", nil), "The order you claim, after only; the build fails if it differs.")),
                ("logs", S.array(S.ref("id", nil), "Recorded logs in Content/evidence/ that show these steps; check re-reads each one.")),
            ])
    }

    /// A claim needs a statement, a scenario, a verdict and at least one check, and a
    /// correction when its verdict is false; a group entry (a statement split into parts)
    /// has a statement and a quote and none of the others (the loader tells which).
    static var claim: JSONValue {
        let quote = S.object(
            required: ["lang", "text"], [("lang", languageTag), ("text", S.string(pattern: nil, "The source's words, verbatim."))])
        let path = S.object(
            required: ["object", "states"],
            [
                ("object", S.string(pattern: nil, nil)),
                ("states", S.array(S.string(pattern: nil, nil), "States of the object's kind, in a row.", minItems: 1)),
            ])
        let claim = S.object(
            required: ["id", "source", "statement"],
            [
                ("id", S.ref("id", nil)), ("source", S.ref("reference", "Where the order is stated.")),
                ("statement", S.ref("text", "What the claim says, in one line of the site's language: shown wherever it is listed.")),
                ("correction", S.ref("text", "For a claim that does not hold: what the recordings show instead, in one line.")),
                ("quote", quote), ("translation", S.ref("text", "The quote in the site's language.")),
                ("part-of", S.string(pattern: nil, "The whole statement this claim is part of: ID, or LIFECYCLE/ID.")),
                ("scenario", S.string(pattern: nil, "A scenario of this file.")),
                ("says", S.array(S.ref("call", nil), "The order the source states.", minItems: 1)),
                ("absent", S.array(S.string(pattern: "^[^.\\s]+\\.\\S+$", "B.viewWillAppear, or app.* for any call."), "Calls said not to happen.")),
                ("path", path),
                ("verdict", .object([("description", "true if the claim holds, false if not."), ("type", "boolean")])),
            ])
        // A claim that does not hold says what is found instead.
        guard case .object(let pairs) = claim else { return claim }
        return .object(
            pairs + [
                ("if", .object([("properties", .object([("verdict", .object([("const", false)]))])), ("required", ["verdict"])])),
                ("then", .object([("required", ["correction"])])),
            ])
    }
}
