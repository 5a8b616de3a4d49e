internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

/// `claims:` of a lifecycle file. A claim names a scenario of the file and at least one
/// check (`says`, `absent`, `path`) with the verdict the author expects; a group entry
/// (a split statement's whole) has a quote and no scenario, check or verdict. Each of
/// them states what its source claims in one line (`statement`), and a claim whose
/// verdict is false says what is found instead (`correction`).
extension FileReader {
    func claims(_ node: YAMLNode, scenarios: [Scenario], language: String) -> ([Claim], [ClaimGroup]) {
        guard let elements = sequence(node, "claims") else { return ([], []) }
        var seen: Set<String> = []
        var claims: [Claim] = [], groups: [ClaimGroup] = []
        for element in elements {
            guard var fields = Fields(element, "a claim", reader: self) else { continue }
            let id = fields.required("id").flatMap { self.id($0, "claim id") }
            let source = fields.required("source").flatMap { reference($0, "the claim's source", language: language) }
            let quote = fields.optional("quote").flatMap(quote)
            let translation = fields.optional("translation").flatMap { text($0, "translation", language: language) }
            let statement = fields.optional("statement").flatMap { text($0, "statement", language: language) }
            let correction = fields.optional("correction").flatMap { text($0, "correction", language: language) }
            for key in ["statement", "correction"] {
                if let node = fields.peek(key) { refuseEmbeds(in: node, "a claim's \(key)") }
            }
            if statement == nil, fields.keyNode("statement") == nil {
                error(
                    "claim.statement", at: element, "\(id.map { "claim '\($0)'" } ?? "a claim") needs a statement",
                    hint: "add 'statement:', one line in the site's language (\(language)) saying what the source claims")
            }
            if let quote, translation == nil, quote.language.primaryLanguage != language.primaryLanguage {
                error(
                    "claim.translation", at: fields.keyNode("quote")!, "a quote in '\(quote.language)' needs a translation",
                    hint: "add 'translation:' in the site's language (\(language))")
            }
            let partOf = fields.optional("part-of").flatMap { node in string(node, "part-of").map { Located($0, at: location(node)) } }
            if let id, !seen.insert(id).inserted {
                error("schema.duplicate-id", at: element, "duplicate claim id '\(id)'")
                fields.finish()
                continue
            }
            guard fields.keyNode("scenario") != nil else {
                fields.finish(alsoKnown: ["scenario", "says", "absent", "path", "verdict", "correction"])
                for key in ["says", "absent", "path", "verdict"] where fields.keyNode(key) != nil {
                    error(
                        "claim.group", at: fields.keyNode(key)!, "'\(key)' needs a scenario", hint: "name the scenario the claim is checked against")
                }
                guard let id, let source else { continue }
                guard let quote else {
                    error("schema.missing-key", at: element, "a claim needs 'scenario' (or, for a statement split into parts, 'quote')")
                    continue
                }
                var group = ClaimGroup(id: id, source: source, quote: quote, translation: translation, location: location(element))
                group.statement = statement
                groups.append(group)
                continue
            }
            let claim = checkedClaim(&fields, element, scenarios: scenarios)
            fields.finish()
            if claim?.verdict == false, correction == nil, fields.keyNode("correction") == nil {
                error(
                    "claim.correction", at: element, "\(id.map { "claim '\($0)'" } ?? "a claim") does not hold and needs a correction",
                    hint: "add 'correction:', one line saying what the recordings and the engine show instead")
            }
            guard let id, let source, var checked = claim else { continue }
            checked.id = id
            checked.source = source
            checked.quote = quote
            checked.translation = translation
            checked.statement = statement
            checked.correction = correction
            checked.partOf = partOf
            claims.append(checked)
        }
        return (claims, groups)
    }

    /// The scenario, the checks and the verdict; nil (after reporting) when one is wrong.
    private func checkedClaim(_ fields: inout Fields, _ element: YAMLNode, scenarios: [Scenario]) -> Claim? {
        let scenarioNode = fields.required("scenario")!
        let verdictNode = fields.required("verdict")
        let verdict = verdictNode.flatMap { bool($0, "verdict") }
        var scenario: Scenario?
        if let name = string(scenarioNode, "scenario") {
            scenario = scenarios.first { $0.id == name }
            if scenario == nil {
                error(
                    "claim.unknown-scenario", at: scenarioNode, "claim names scenario '\(name)', which this file does not define",
                    hint: Suggestion.hint(for: name, in: scenarios.map(\.id)))
            }
        }
        let saysNode = fields.optional("says"), absentNode = fields.optional("absent"), pathNode = fields.optional("path")
        if saysNode == nil && absentNode == nil && pathNode == nil {
            error("schema.missing-key", at: element, "a claim needs at least one of 'says', 'absent' or 'path'")
        }
        guard let scenario else { return nil }
        let errorsBefore = errorCount
        var says: [CallReference] = []
        if let saysNode, let elements = sequence(saysNode, "says") {
            says = elements.compactMap { callReference($0, in: scenario) }
            if elements.isEmpty { error("claim.empty", at: saysNode, "a claim must say at least one call") }
        }
        let absent = absentNode.flatMap { sequence($0, "absent") }?.compactMap { absentCall($0, in: scenario) } ?? []
        let path = pathNode.flatMap { statePath($0, in: scenario) }
        guard let verdict, errorCount == errorsBefore, saysNode != nil || absentNode != nil || pathNode != nil else { return nil }
        var claim = Claim(
            id: "", source: Reference(title: LocalizedText("", language: ""), url: nil),
            scenario: Located(scenario.id, at: location(scenarioNode)), says: says, verdict: verdict, location: location(element))
        claim.absent = absent
        claim.path = path
        claim.verdictLocation = verdictNode.map { location($0) }
        return claim
    }
}

private extension String {
    /// `zh` of `zh-Hans`: a quote in the site's own language needs no translation.
    var primaryLanguage: Substring { split(separator: "-").first ?? Substring(self) }
}
