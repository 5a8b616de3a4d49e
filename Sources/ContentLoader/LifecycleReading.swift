internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

extension FileReader {
    /// A whole lifecycle file. `bodyFile` finds a Markdown file of `folder` (the lifecycles
    /// folder, as the user named it) for `body-file:`.
    func lifecycle(_ node: YAMLNode, language: String, folder: String, bodyFile: (String) -> BodyFile) -> Lifecycle? {
        let errorsBefore = errorCount
        guard var fields = Fields(node, "a lifecycle definition", reader: self) else { return nil }
        let idNode = fields.required("id")
        let id = idNode.flatMap { self.id($0, "lifecycle id") }
        lifecycleID = id ?? ""
        let title = fields.required("title").flatMap { text($0, "title", language: language) }
        let object = fields.required("object").flatMap(objectKind)
        var lifecycle = Lifecycle(
            id: id ?? "", title: title ?? LocalizedText("", language: language), object: object ?? .app,
            location: idNode.map(location) ?? .start(of: path)
        )
        lifecycle.config = fields.optional("config").map { config($0) } ?? ConfigOverrides()
        headerIsComplete = errorCount == errorsBefore
        if let summary = fields.optional("summary") {
            lifecycle.summary = text(summary, "summary", language: language)
            if lifecycle.summary != nil {
                inspectEvidence(summary)
                refuseEmbeds(in: summary, "a summary")
            }
        }
        (lifecycle.body, lifecycle.bodyFile) = body(&fields, language: language, folder: folder, bodyFile: bodyFile)
        lifecycle.references = fields.optional("references").map { references($0, language: language) } ?? []
        if let object {
            lifecycle.diagram = fields.optional("diagram").flatMap { diagram($0, of: object, language: language) }
            lifecycle.callbacks = fields.optional("callbacks").map { callbackNotes($0, of: object, language: language) } ?? []
        }
        lifecycle.scenarios = fields.optional("scenarios").map { scenarios($0, language: language, fileConfig: lifecycle.config) } ?? []
        lifecycle.embeds = proseEmbeds
        lifecycle.links = proseLinks
        if let claims = fields.optional("claims") {
            (lifecycle.claims, lifecycle.claimGroups) = self.claims(claims, scenarios: lifecycle.scenarios, language: language)
        }
        fields.finish(alsoKnown: ["diagram", "callbacks"])
        guard id != nil, title != nil, object != nil else { return nil }
        return lifecycle
    }

    private func objectKind(_ node: YAMLNode) -> ObjectKind? {
        let modelled = Vocabulary.documentableKinds.map(\.rawValue)
        guard let name = choice(node, "object", modelled) else { return nil }
        return ObjectKind(rawValue: name)
    }

    /// The body, and the file it was read from when `body-file` names one.
    private func body(
        _ fields: inout Fields, language: String, folder: String, bodyFile: (String) -> BodyFile
    ) -> (LocalizedText?, String?) {
        let inline = fields.optional("body")
        let file = fields.optional("body-file")
        if let inline, let file {
            error("schema.body", at: file, "give either 'body' or 'body-file', not both")
            // The file is named all the same: it is not an unused body as well.
            if let name = file.scalarValue { _ = bodyFile(name) }
            _ = inline
            return (nil, nil)
        }
        if let inline {
            proseEmbeds += embeds(inProse: inline)
            // Only prose within the limits is parsed: past them cmark-gfm can take seconds.
            let body = prose(inline, "body", language: language)
            if body != nil { inspectProse(inline, on: .lifecycle(lifecycleID)) }
            return (body, nil)
        }
        guard let file, let name = string(file, "body-file") else { return (nil, nil) }
        guard !name.contains("/"), name.hasSuffix(".md") else {
            error(
                "schema.body-file", at: file, "body-file '\(name)' must name a Markdown file inside \(folder)",
                hint: "put the .md file next to this YAML file and give its name, such as 'app.md'")
            return (nil, nil)
        }
        switch bodyFile(name) {
        case .text(let markdown):
            let bodyPath = folder.isEmpty ? name : "\(folder)/\(name)"
            proseEmbeds += Self.embeds(inFile: bodyPath, text: markdown)
            var inspection = ProseInspection(keepingHTML: keepsProseHTML)
            inspection.inspect(file: bodyPath, markdown: markdown, on: .lifecycle(lifecycleID))
            proseLinks += inspection.links
            inspection.diagnostics.forEach(report)
            var body = LocalizedText(markdown, language: language)
            body.location = .start(of: bodyPath)
            return (body, bodyPath)
        case .unreadable:
            return (nil, nil)
        case .missing:
            error(
                "schema.body-file", at: file, "body-file '\(name)' does not exist in \(folder)",
                hint: "put the markdown file next to this YAML file")
            return (nil, nil)
        }
    }

    private func references(_ node: YAMLNode, language: String) -> [Reference] {
        sequence(node, "references")?.compactMap { reference($0, "a reference", language: language) } ?? []
    }

    func reference(_ node: YAMLNode, _ what: String, language: String) -> Reference? {
        guard var fields = Fields(node, what, reader: self) else { return nil }
        let title = fields.required("title").flatMap { text($0, "title", language: language) }
        let url = fields.optional("url").flatMap { self.url($0) }
        var titleLanguage: String?
        if let node = fields.optional("lang"), let tag = string(node, "lang") {
            if Self.isLanguageTag(tag) {
                titleLanguage = tag
            } else {
                error(
                    "schema.language", at: node, "'\(tag)' is not a language tag", hint: "the title's language, for example 'zh-Hans', 'ja' or 'ko'")
            }
        }
        fields.finish()
        return title.map {
            var reference = Reference(title: $0, url: url)
            reference.language = titleLanguage
            return reference
        }
    }

    /// Links go into `href`: only web and mail schemes, so content cannot smuggle in a
    /// `javascript:` URL.
    private func url(_ node: YAMLNode) -> String? {
        guard let value = string(node, "url") else { return nil }
        let lowered = value.lowercased()
        guard ["https://", "http://", "mailto:"].contains(where: lowered.hasPrefix) else {
            error("schema.url", at: node, "url '\(value)' must start with https://, http:// or mailto:")
            return nil
        }
        return value
    }

    private func callbackNotes(_ node: YAMLNode, of kind: ObjectKind, language: String) -> [CallbackNote] {
        guard let elements = sequence(node, "callbacks") else { return [] }
        return elements.compactMap { element in
            guard var fields = Fields(element, "a callback entry", reader: self) else { return nil }
            let nameNode = fields.required("name")
            let noteNode = fields.optional("note")
            let note = noteNode.flatMap { prose($0, "note", language: language) }
            if let noteNode, note != nil {
                inspectProse(noteNode, on: .lifecycle(lifecycleID), searchingOrders: false)
                refuseEmbeds(in: noteNode, "a callback's note")
            }
            fields.finish()
            guard let nameNode, let callback = callback(nameNode, of: kind, "callback name") else { return nil }
            return CallbackNote(callback: callback, note: note, location: location(nameNode))
        }
    }

    private func scenarios(_ node: YAMLNode, language: String, fileConfig: ConfigOverrides) -> [Scenario] {
        guard let elements = sequence(node, "scenarios") else { return [] }
        var seen: [String: SourceLocation] = [:]
        return elements.compactMap { element in
            guard let scenario = scenario(element, language: language, fileConfig: fileConfig) else { return nil }
            if let first = seen[scenario.id] {
                error(
                    "schema.duplicate-id", at: scenario.location, "duplicate scenario id '\(scenario.id)'",
                    hint: "first used at line \(first.line); ids must be unique within a file")
                return nil
            }
            seen[scenario.id] = scenario.location
            return scenario
        }
    }
}
