public import JSON
internal import LifecycleModel

/// JSON Schemas (draft-07) for `site.yaml` and lifecycle files, generated from the
/// engine's `Vocabulary`, so an editor completes and checks exactly the kinds, options,
/// actions, arguments, callbacks, `only` words and states the engine knows.
///
/// VS Code's YAML extension reads a file's schema from its first line:
///
///     # yaml-language-server: $schema=../../site/schema/lifecycle.schema.json
///
/// The schema catches what a file says on its own (names, types, shapes); what needs the
/// engine (an order, a legal step, a declared object) stays `lifeline check`'s job.
public enum ContentSchema {
    public static let lifecyclePath = "schema/lifecycle.schema.json"
    public static let sitePath = "schema/site.schema.json"

    /// Every schema as a file of the site: path → JSON text.
    public static var files: [(path: String, text: String)] {
        [(lifecyclePath, lifecycle.rendered() + "\n"), (sitePath, site.rendered() + "\n")]
    }

    public static var site: JSONValue {
        .object([
            ("$schema", "http://json-schema.org/draft-07/schema#"),
            ("title", "Lifeline site settings (Content/site.yaml)"),
            ("type", "object"),
            ("required", ["title"]),
            ("additionalProperties", false),
            (
                "properties",
                .object([
                    ("title", ref("text", "The site's title.")),
                    ("description", ref("text", "One or two sentences about the site.")),
                    ("language", ref("languageTag", "Default language of all prose (default: en).")),
                    (
                        "languages",
                        array(ref("languageTag", nil), "Other languages: one edition each, in a folder of its own (Content/translations/LANG/).")
                    ),
                    (
                        "require-complete",
                        array(ref("languageTag", nil), "Editions that must be complete: a text with no translation is an error.")
                    ),
                    ("base-path", string(pattern: "^/", "Where the site is hosted; links stay relative whatever it says.")),
                    (
                        "base-url",
                        string(
                            pattern: "^https?://",
                            "The site's absolute address; enables sitemap.xml, canonical and Open Graph URLs. Links stay relative."
                        )
                    ),
                    (
                        "nav",
                        array(
                            .object([
                                (
                                    "anyOf",
                                    .array([
                                        ref("id", "A lifecycle on its own."),
                                        object(
                                            required: ["section", "lifecycles"],
                                            [
                                                ("section", ref("text", "The section's title.")),
                                                ("id", ref("id", "Its anchor on the front page (default: from the title).")),
                                                ("lifecycles", array(ref("id", nil), "Its lifecycles, in order.")),
                                            ], "A section of the navigation."),
                                    ])
                                )
                            ]), "The navigation: lifecycle ids and sections, in order.")
                    ),
                ])
            ),
            ("definitions", .object([("text", Definitions.text), ("languageTag", Definitions.languageTag), ("id", Definitions.id)])),
        ])
    }

    public static var lifecycle: JSONValue {
        .object([
            ("$schema", "http://json-schema.org/draft-07/schema#"),
            ("title", "Lifeline lifecycle file (Content/lifecycles/*.yaml)"),
            ("type", "object"),
            ("required", ["id", "title", "object"]),
            ("additionalProperties", false),
            (
                "properties",
                .object([
                    ("id", ref("id", "The page's slug: lower-case letters, digits and '-'.")),
                    ("title", ref("text", "The page's title.")),
                    ("object", enumeration(Vocabulary.documentableKinds.map(\.rawValue), "The model kind the page is about.")),
                    ("config", ref("config", "Engine defaults for this file's scenarios and diagram.")),
                    ("summary", ref("text", "One or two sentences describing the page.")),
                    ("body", ref("text", "The page's Markdown, inline (or give body-file).")),
                    ("body-file", string(pattern: nil, "A Markdown file next to this one holding the page's prose.")),
                    ("references", array(ref("reference", nil), "Sources: { title, url }.")),
                    ("diagram", ref("diagram", "The state diagram: derived: true, or states and transitions.")),
                    ("callbacks", array(ref("callbackNote", nil), "A table of callbacks of `object` with notes.")),
                    ("scenarios", array(ref("scenario", nil), "The situations whose call orders the page documents.")),
                    ("claims", array(ref("claim", nil), "Orders stated elsewhere, checked against this file's scenarios.")),
                ])
            ),
            ("allOf", .array(Vocabulary.documentableKinds.map(KindRules.lifecycle))),
            ("definitions", Definitions.lifecycle),
        ])
    }

    // MARK: Building blocks

    static func ref(_ name: String, _ description: String?) -> JSONValue {
        described(.object([("$ref", .string("#/definitions/\(name)"))]), description)
    }

    static func array(_ items: JSONValue, _ description: String?, minItems: Int? = nil) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("type", "array"), ("items", items)]
        if let minItems { pairs.append(("minItems", .integer(minItems))) }
        return described(.object(pairs), description)
    }

    static func enumeration(_ values: [String], _ description: String?) -> JSONValue {
        described(.object([("enum", .array(values.map(JSONValue.string)))]), description)
    }

    static func string(pattern: String?, _ description: String?) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("type", "string")]
        if let pattern { pairs.append(("pattern", .string(pattern))) }
        return described(.object(pairs), description)
    }

    static func object(required: [String] = [], _ properties: [(key: String, value: JSONValue)], _ description: String? = nil) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("type", "object")]
        if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
        pairs += [("additionalProperties", false), ("properties", .object(properties))]
        return described(.object(pairs), description)
    }

    static func described(_ schema: JSONValue, _ description: String?) -> JSONValue {
        guard let description, case .object(let pairs) = schema else { return schema }
        return .object([("description", .string(description))] + pairs)
    }
}
