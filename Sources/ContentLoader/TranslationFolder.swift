internal import Diagnostics
internal import FileAccess
internal import LifecycleModel
internal import MarkdownSupport
internal import YAMLSupport

/// `translations/LANG/*.yaml`: each language's texts of the lifecycles (`ID.yaml`), of
/// `site.yaml` (`site.yaml`), of the engine reference (`behaviours.yaml`) and of the
/// recorded logs' headers (`evidence.yaml`), added to the catalog's texts so that every
/// edition reads them where the English is.
///
/// A file names the English texts by their ids; an id that names nothing is an error
/// with the closest id that exists, as anywhere else in the content.
struct TranslationFolder {
    /// The site's other languages (`languages:` of site.yaml).
    let languages: [String]
    /// Lifecycle files that could not be read: their errors are given, and a translation
    /// of one is not one more.
    var unreadable: Set<String> = []
    /// Recorded logs whose header could not be read, by id: the same for their headers.
    var unreadableLogs: Set<String> = []

    /// Returns the translation files that could not be parsed: their error is given, and
    /// each text they would have held is not one more.
    func apply(_ files: [SourceFile], to catalog: inout Catalog, _ sources: inout SourceFiles, _ diagnostics: inout DiagnosticBag)
        -> Set<String>
    {
        var unparsed: Set<String> = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let parts = file.relativePath.split(separator: "/").map(String.init)
            guard parts.count == 3, parts[2].hasSuffix(".yaml") else {
                diagnostics.error(
                    "lifeline.translation.place", at: .start(of: file.path), "\(file.path) is not a translation file",
                    hint: "translations go in translations/LANG/ID.yaml, site.yaml, behaviours.yaml or evidence.yaml (see docs/translations.md)")
                continue
            }
            let language = parts[1]
            guard languages.contains(language) else {
                diagnostics.error(
                    "lifeline.translation.language", at: .start(of: file.path),
                    "\(file.path) translates into '\(language)', which is not one of site.yaml's languages",
                    hint: Suggestion.hint(for: language, in: languages) ?? "add '\(language)' to 'languages' in site.yaml")
                continue
            }
            guard let node = sources.parseYAML(file, &diagnostics) else {
                unparsed.insert(file.path)
                continue
            }
            let reader = FileReader(path: file.path)
            reader.sourceLines = (sources.texts[file.path] ?? "").fileLines
            let name = String(parts[2].dropLast(".yaml".count))
            switch name {
            case "site":
                reader.siteTranslation(node, language: language, into: &catalog.settings)
            case "behaviours":
                (catalog.behaviourTitles[language], catalog.behaviourDisagreements[language]) = reader.behaviourTexts(node)
            case "evidence":
                reader.evidenceTranslation(node, language: language, into: &catalog.evidence, unreadable: unreadableLogs)
            default:
                guard let index = catalog.lifecycles.firstIndex(where: { $0.id == name }) else {
                    if unreadable.contains(name) { continue }
                    diagnostics.error(
                        "lifeline.translation.unknown-lifecycle", at: .start(of: file.path),
                        "\(file.path) translates no lifecycle: there is no lifecycle '\(name)'",
                        hint: Suggestion.hint(for: name, in: catalog.lifecycles.map(\.id))
                            ?? "name the file after a lifecycle's id, or site.yaml, behaviours.yaml or evidence.yaml")
                    continue
                }
                reader.lifecycleID = name
                reader.lifecycleTranslation(node, language: language, into: &catalog.lifecycles[index])
                catalog.lifecycles[index].embeds += reader.proseEmbeds
                catalog.lifecycles[index].links += reader.proseLinks
            }
            diagnostics.append(contentsOf: reader.diagnostics.all)
        }
        return unparsed
    }
}

extension FileReader {
    /// A translation's text: a non-empty string, its place kept for reports.
    fileprivate func translated(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = string(node, what) else { return nil }
        guard !text.isEmpty else {
            error("schema.type", at: node, "\(what) is empty", hint: "write the text, or leave the key out to show the English")
            return nil
        }
        return text
    }

    /// Markdown prose of a translation: held to the same limits, links and raw-HTML checks,
    /// and embeds as the English.
    fileprivate func translatedProse(_ node: YAMLNode, _ what: String, on place: ProseLink.Place) -> String? {
        guard let text = translated(node, what) else { return nil }
        if let violation = MarkdownLimits.violation(in: text) {
            error("content.prose-limit", at: node, "\(what): \(violation.message)", hint: violation.hint)
            return nil
        }
        proseEmbeds += embeds(inProse: node)
        inspectProse(node, on: place)
        return text
    }

    /// Pairs of a map keyed by the ids of `known`; an unknown key is reported with the
    /// closest known one.
    fileprivate func idPairs(_ node: YAMLNode, _ what: String, known: [String]) -> [(key: String, node: YAMLNode)] {
        guard let pairs = node.pairs else {
            error("schema.type", at: node, "\(what) must be a mapping, found \(describe(node))", hint: "write one 'KEY: …' per line under it")
            return []
        }
        var result: [(String, YAMLNode)] = []
        for pair in pairs {
            guard let key = pair.key.scalarValue else { continue }
            guard known.contains(key) else {
                error(
                    "translation.unknown-key", at: pair.key, "\(what) has no '\(key)' in the English",
                    hint: Suggestion.hint(for: key, in: known)
                        ?? (known.isEmpty ? "there is nothing to translate here" : "known: \(known.prefix(12).joined(separator: ", "))"))
                continue
            }
            result.append((key, pair.value))
        }
        return result
    }

    func siteTranslation(_ node: YAMLNode, language: String, into settings: inout SiteSettings) {
        guard var fields = Fields(node, "a translation of site.yaml", reader: self) else { return }
        if let title = fields.optional("title").flatMap({ translated($0, "title") }) { settings.title.setTranslation(title, in: language) }
        if let text = fields.optional("description").flatMap({ translated($0, "description") }) {
            settings.description?.setTranslation(text, in: language)
        }
        if let nav = fields.optional("nav") {
            let ids = settings.navSections.map(\.id)
            for (id, value) in idPairs(nav, "nav", known: ids) {
                guard let title = translated(value, "the title of section '\(id)'") else { continue }
                for index in settings.navEntries.indices {
                    if case .section(var section) = settings.navEntries[index], section.id == id {
                        section.title.setTranslation(title, in: language)
                        settings.navEntries[index] = .section(section)
                    }
                }
            }
        }
        fields.finish()
    }

    /// Behaviour id → title, or → `{ title, disagreement }` for a behaviour whose sources
    /// disagree; the ids are the engine's, checked with it (`ContentChecks`).
    func behaviourTexts(_ node: YAMLNode) -> (titles: [String: Located<String>], disagreements: [String: Located<String>]) {
        guard let pairs = node.pairs else {
            error("schema.type", at: node, "behaviours.yaml must be a mapping from behaviour id to title, found \(describe(node))")
            return ([:], [:])
        }
        var titles: [String: Located<String>] = [:]
        var disagreements: [String: Located<String>] = [:]
        for pair in pairs {
            guard let id = pair.key.scalarValue else { continue }
            guard pair.value.pairs != nil else {
                if let title = translated(pair.value, "the title of '\(id)'") { titles[id] = Located(title, at: location(pair.key)) }
                continue
            }
            guard var fields = Fields(pair.value, "the texts of '\(id)'", reader: self) else { continue }
            if let value = fields.optional("title"), let title = translated(value, "the title of '\(id)'") {
                titles[id] = Located(title, at: location(fields.keyNode("title")!))
            }
            if let value = fields.optional("disagreement"), let note = translated(value, "the disagreement of '\(id)'") {
                disagreements[id] = Located(note, at: location(fields.keyNode("disagreement")!))
            }
            fields.finish()
        }
        return (titles, disagreements)
    }

    /// Log id → `{ action, ios, excerpt }`: the words of a recorded log's header, for the
    /// fields the English writes in words (`translatable`).
    func evidenceTranslation(_ node: YAMLNode, language: String, into logs: inout [EvidenceLog], unreadable: Set<String>) {
        for (id, value) in idPairs(node, "evidence.yaml", known: logs.map(\.id) + unreadable.sorted()) {
            guard let index = logs.firstIndex(where: { $0.id == id }) else { continue }
            let header = logs[index].provenance
            if let ios = header.ios, !header.translatable.contains(where: { $0.field == "ios" }),
                let key = value.pairs?.first(where: { $0.key.scalarValue == "ios" })?.key
            {
                error(
                    "translation.unknown-key", at: key, "the header of '\(id)' gives ios as a version number (\(ios)), which is not translated",
                    hint: "leave ios out: only an ios written in words (\"17 or later (…)\") is translated")
            }
            let known = header.translatable.map(\.field)
            for (field, text) in idPairs(value, "the header of '\(id)'", known: known + (header.ios == nil ? [] : ["ios"])) {
                guard known.contains(field) else { continue }
                guard let words = translated(text, "\(field) of '\(id)'") else { continue }
                logs[index].provenance.translations[language, default: [:]][field] = words
            }
        }
    }

    func lifecycleTranslation(_ node: YAMLNode, language: String, into lifecycle: inout Lifecycle) {
        guard var fields = Fields(node, "a translation of lifecycle '\(lifecycle.id)'", reader: self) else { return }
        if let title = fields.optional("title").flatMap({ translated($0, "title") }) { lifecycle.title.setTranslation(title, in: language) }
        if let value = fields.optional("summary") {
            if lifecycle.summary == nil {
                error("translation.unknown-key", at: fields.keyNode("summary")!, "lifecycle '\(lifecycle.id)' has no summary to translate")
            } else if let text = translated(value, "summary") {
                lifecycle.summary?.setTranslation(text, in: language)
            }
        }
        if let diagram = fields.optional("diagram") { diagramTranslation(diagram, language: language, into: &lifecycle) }
        if let callbacks = fields.optional("callbacks") {
            let known = lifecycle.callbacks.filter { $0.note != nil }.map(\.callback.name)
            for (name, value) in idPairs(callbacks, "callbacks", known: known) {
                guard let index = lifecycle.callbacks.firstIndex(where: { $0.callback.name == name }),
                    let text = translatedProse(value, "the note on \(name)", on: .lifecycle(lifecycle.id))
                else { continue }
                lifecycle.callbacks[index].note?.setTranslation(text, in: language)
            }
        }
        if let scenarios = fields.optional("scenarios") {
            for (id, value) in idPairs(scenarios, "scenarios", known: lifecycle.scenarios.map(\.id)) {
                guard let index = lifecycle.scenarios.firstIndex(where: { $0.id == id }) else { continue }
                scenarioTranslation(value, language: language, into: &lifecycle.scenarios[index], lifecycle: lifecycle.id)
            }
        }
        if let claims = fields.optional("claims") {
            let known = lifecycle.claims.map(\.id) + lifecycle.claimGroups.map(\.id)
            for (id, value) in idPairs(claims, "claims", known: known) {
                if let index = lifecycle.claims.firstIndex(where: { $0.id == id }) {
                    claimTranslation(value, language: language, into: &lifecycle.claims[index])
                } else if let index = lifecycle.claimGroups.firstIndex(where: { $0.id == id }) {
                    claimGroupTranslation(value, language: language, into: &lifecycle.claimGroups[index])
                }
            }
        }
        if let references = fields.optional("references") {
            let known = lifecycle.references.indices.map(String.init)
            for (key, value) in idPairs(references, "references (numbered from 0)", known: known) {
                guard let index = Int(key), let title = translated(value, "the title of reference \(key)") else { continue }
                lifecycle.references[index].title.setTranslation(title, in: language)
            }
        }
        fields.finish()
    }

    private func diagramTranslation(_ node: YAMLNode, language: String, into lifecycle: inout Lifecycle) {
        guard var fields = Fields(node, "diagram", reader: self) else { return }
        guard case .drawn(var drawn)? = lifecycle.diagram else {
            error("translation.unknown-key", at: node, "lifecycle '\(lifecycle.id)' draws no diagram of its own to translate")
            return
        }
        if let states = fields.optional("states") {
            let known = drawn.states.filter { $0.label != nil }.map(\.id)
            for (id, value) in idPairs(states, "diagram states", known: known) {
                guard let index = drawn.states.firstIndex(where: { $0.id == id }), let label = translated(value, "the label of '\(id)'") else {
                    continue
                }
                drawn.states[index].label?.setTranslation(label, in: language)
            }
        }
        if let transitions = fields.optional("transitions") {
            let keys = Self.transitionKeys(drawn.transitions)
            let known = keys.enumerated().filter { drawn.transitions[$0.offset].label != nil }.map(\.element)
            for (key, value) in idPairs(transitions, "diagram transitions", known: known) {
                guard let index = keys.firstIndex(of: key), let label = translated(value, "the label of '\(key)'") else { continue }
                drawn.transitions[index].label?.setTranslation(label, in: language)
            }
        }
        fields.finish()
        lifecycle.diagram = .drawn(drawn)
    }

    /// `FROM -> TO`, with ` #2`, ` #3` … for further edges between the same two states.
    static func transitionKeys(_ transitions: [DiagramTransition]) -> [String] {
        var seen: [String: Int] = [:]
        return transitions.map { transition in
            let base = "\(transition.from.value) -> \(transition.to.value)"
            let count = seen[base, default: 0] + 1
            seen[base] = count
            return count == 1 ? base : "\(base) #\(count)"
        }
    }

    private func scenarioTranslation(_ node: YAMLNode, language: String, into scenario: inout Scenario, lifecycle: String) {
        guard var fields = Fields(node, "scenario '\(scenario.id)'", reader: self) else { return }
        if let title = fields.optional("title").flatMap({ translated($0, "title") }) { scenario.title.setTranslation(title, in: language) }
        if let value = fields.optional("summary"), let text = translated(value, "summary") {
            if scenario.summary == nil {
                error("translation.unknown-key", at: fields.keyNode("summary")!, "scenario '\(scenario.id)' has no summary to translate")
            } else {
                scenario.summary?.setTranslation(text, in: language)
            }
        }
        if let value = fields.optional("notes") {
            if scenario.notes == nil {
                error("translation.unknown-key", at: fields.keyNode("notes")!, "scenario '\(scenario.id)' has no notes to translate")
            } else if let text = translatedProse(value, "notes", on: .scenario(lifecycle: lifecycle, scenario: scenario.id)) {
                scenario.notes?.setTranslation(text, in: language)
            }
        }
        fields.finish()
    }

    private func claimTranslation(_ node: YAMLNode, language: String, into claim: inout Claim) {
        guard var fields = Fields(node, "claim '\(claim.id)'", reader: self) else { return }
        claim.statement = translatedField(&fields, "statement", claim.statement, language: language, owner: "claim '\(claim.id)'")
        claim.correction = translatedField(&fields, "correction", claim.correction, language: language, owner: "claim '\(claim.id)'")
        claim.translation = quoteTranslation(&fields, claim.translation, quote: claim.quote, language: language, owner: "claim '\(claim.id)'")
        fields.finish()
    }

    private func claimGroupTranslation(_ node: YAMLNode, language: String, into group: inout ClaimGroup) {
        guard var fields = Fields(node, "claim '\(group.id)'", reader: self) else { return }
        group.statement = translatedField(&fields, "statement", group.statement, language: language, owner: "claim '\(group.id)'")
        group.translation = quoteTranslation(&fields, group.translation, quote: group.quote, language: language, owner: "claim '\(group.id)'")
        fields.finish()
    }

    /// A quote's translation into the edition's language. A quote in the site's own
    /// language has no translation there, yet the edition's readers need one: it is the
    /// edition's alone, and the default edition still shows the quote by itself.
    private func quoteTranslation(
        _ fields: inout Fields, _ text: LocalizedText?, quote: Quote?, language: String, owner: String
    ) -> LocalizedText? {
        if text != nil { return translatedField(&fields, "translation", text, language: language, owner: owner) }
        guard let value = fields.optional("translation") else { return nil }
        guard let quote, quote.language != language else {
            let reason = quote == nil ? "quotes nothing" : "quotes its source in \(language) already"
            error("translation.unknown-key", at: fields.keyNode("translation")!, "\(owner) \(reason): there is no quote to translate")
            return nil
        }
        guard let translation = translated(value, "translation") else { return nil }
        var created = LocalizedText(translations: [(language, translation)])
        created.location = location(value)
        return created
    }

    /// One optional text of a translation, added to the English `text`; a translation of
    /// a text the English does not have is an error.
    private func translatedField(
        _ fields: inout Fields, _ key: String, _ text: LocalizedText?, language: String, owner: String
    ) -> LocalizedText? {
        guard let value = fields.optional(key) else { return text }
        guard var text else {
            error("translation.unknown-key", at: fields.keyNode(key)!, "\(owner) has no \(key) to translate")
            return nil
        }
        if let translation = translated(value, key) { text.setTranslation(translation, in: language) }
        return text
    }
}
