internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// The claim fields beyond a plain order: the quote, the calls said not to happen, and a
/// path through an object's states.
extension FileReader {
    /// `quote: { lang: zh-Hans, text: "…" }`: the tag need not be one of the site's
    /// languages, which list the site's own translations, not its sources'.
    func quote(_ node: YAMLNode) -> Quote? {
        guard var fields = Fields(node, "a quote", reader: self) else { return nil }
        let language = fields.required("lang").flatMap { string($0, "lang") }
        let text = fields.required("text").flatMap { string($0, "quote text") }
        fields.finish()
        if let language, let tagNode = fields.keyNode("lang"), !Self.isLanguageTag(language) {
            error("schema.language", at: tagNode, "'\(language)' is not a language tag", hint: "for example 'zh-Hans', 'de' or 'en'")
            return nil
        }
        guard let language, let text else { return nil }
        if text.isEmpty { error("schema.value", at: node, "a quote cannot be empty") }
        return Quote(language: language, text: text)
    }

    /// `B.viewWillAppear`, or `app.*` for any call of the object.
    func absentCall(_ node: YAMLNode, in scenario: Scenario) -> AbsentCall? {
        guard let written = string(node, "an absent call") else { return nil }
        if written.hasSuffix(".*") {
            let object = String(written.dropLast(2))
            guard scenario.kind(of: object) != nil else {
                let names = (ObjectDeclaration.implicit + scenario.objects).map(\.name)
                error(
                    "trace.unknown-object", at: node, "'\(object)' is not an object of scenario '\(scenario.id)'",
                    hint: Suggestion.hint(for: object, in: names) ?? "declare it under 'objects:'")
                return nil
            }
            return AbsentCall(object: object, callback: nil, location: location(node))
        }
        return callReference(node, in: scenario).map { AbsentCall(object: $0.object, callback: $0.callback, location: $0.location) }
    }

    /// `{ object: app, states: [background, inactive, active] }`: states of the object's kind.
    func statePath(_ node: YAMLNode, in scenario: Scenario) -> StatePath? {
        guard var fields = Fields(node, "a path", reader: self) else { return nil }
        let objectNode = fields.required("object")
        let statesNode = fields.required("states")
        fields.finish()
        guard let objectNode, let object = string(objectNode, "object") else { return nil }
        guard let kind = scenario.kind(of: object) else {
            let names = (ObjectDeclaration.implicit + scenario.objects).map(\.name)
            error(
                "trace.unknown-object", at: objectNode, "'\(object)' is not an object of scenario '\(scenario.id)'",
                hint: Suggestion.hint(for: object, in: names))
            return nil
        }
        let known = Vocabulary.states(of: kind)
        guard let statesNode, let elements = sequence(statesNode, "states") else { return nil }
        let states = elements.compactMap { element -> Located<String>? in
            guard let state = string(element, "a state") else { return nil }
            guard known.contains(state) else {
                error(
                    "claim.unknown-state", at: element, "'\(state)' is not a state of \(kind.withArticle)",
                    hint: Suggestion.hint(for: state, in: known) ?? "states: " + known.joined(separator: ", "))
                return nil
            }
            return Located(state, at: location(element))
        }
        guard states.count == elements.count else { return nil }
        guard !states.isEmpty else {
            error("claim.empty", at: statesNode, "a path needs at least one state")
            return nil
        }
        return StatePath(object: Located(object, at: location(objectNode)), states: states)
    }

    static func isLanguageTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                (1...8).contains(part.count)
                    && part.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || $0.properties.isAlphabetic && $0.isASCII }
            }
    }
}
