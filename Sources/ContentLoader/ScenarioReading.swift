internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

extension FileReader {
    func scenario(_ node: YAMLNode, language: String, fileConfig: ConfigOverrides = ConfigOverrides()) -> Scenario? {
        let errorsBefore = errorCount
        guard var fields = Fields(node, "a scenario", reader: self) else { return nil }
        let id = fields.required("id").flatMap { self.id($0, "scenario id") }
        let title = fields.required("title").flatMap { text($0, "title", language: language) }
        var scenario = Scenario(id: id ?? "", title: title ?? LocalizedText("", language: language), location: location(node))
        scenario.summary = fields.optional("summary").flatMap { text($0, "summary", language: language) }
        if let notes = fields.optional("notes") {
            scenario.notes = prose(notes, "notes", language: language)
            proseEmbeds += embeds(inProse: notes)
            if scenario.notes != nil, let id { inspectProse(notes, on: .scenario(lifecycle: lifecycleID, scenario: id)) }
        }
        scenario.config = fields.optional("config").map { config($0, over: fileConfig) } ?? ConfigOverrides()
        let lifecycle = scenario.config.over(fileConfig).resolved.lifecycle
        unusableObjects = []
        scenario.objects = fields.optional("objects").map { objectDeclarations($0, lifecycle: lifecycle) } ?? []
        unusableObjectsByScenario[scenario.id] = unusableObjects
        scenario.setup = fields.optional("setup").map { steps($0, "setup", objects: scenario.objects) } ?? []
        scenario.steps = fields.required("steps").map { steps($0, "steps", objects: scenario.objects) } ?? []
        if let only = fields.optional("only") {
            scenario.only = onlyFilter(only, in: scenario)
        }
        if let expect = fields.optional("expect"), let elements = sequence(expect, "expect") {
            let calls = elements.compactMap { callReference($0, in: scenario) }
            if calls.count == elements.count {
                scenario.expect = Located(calls, at: location(expect))
            }
        }
        scenario.logs = fields.optional("logs").map(logIDs) ?? []
        fields.finish()
        checkVersion(of: scenario, ios: scenario.config.over(fileConfig).resolved.ios)
        scenario.isComplete = errorCount == errorsBefore
        return id == nil || title == nil ? nil : scenario
    }

    /// `logs: [ID, …]`: recorded logs in `Content/evidence/`, resolved once the whole tree
    /// is read (`EvidenceLinks`).
    private func logIDs(_ node: YAMLNode) -> [Located<String>] {
        var seen: Set<String> = []
        return sequence(node, "logs")?.compactMap { element -> Located<String>? in
            guard let id = id(element, "a log id") else { return nil }
            guard seen.insert(id).inserted else {
                error("schema.duplicate-id", at: element, "log '\(id)' is listed twice")
                return nil
            }
            return Located(id, at: location(element))
        } ?? []
    }

    private func steps(_ node: YAMLNode, _ what: String, objects: [ObjectDeclaration]) -> [Step] {
        guard let elements = sequence(node, what) else { return [] }
        return elements.compactMap { step($0, objects: objects) }
    }

    private func objectDeclarations(_ node: YAMLNode, lifecycle: EngineConfig.LifecycleModel) -> [ObjectDeclaration] {
        guard let pairs = node.pairs else {
            error("schema.type", at: node, "objects must be a mapping from names to { kind: … }")
            return []
        }
        var declarations: [ObjectDeclaration] = []
        for pair in pairs {
            guard let name = string(pair.key, "an object name") else { continue }
            let errorsBefore = errorCount
            defer { if errorCount > errorsBefore, !declarations.contains(where: { $0.name == name }) { unusableObjects.insert(name) } }
            guard Self.isValidObjectName(name) else {
                error(
                    "schema.object-name", at: pair.key, "'\(name)' is not a valid object name",
                    hint: "start with a letter; use letters, digits, '_' and '-'")
                continue
            }
            if declarations.contains(where: { $0.name == name }) {
                error("schema.duplicate-object", at: pair.key, "object '\(name)' is declared twice")
                continue
            }
            if let declaration = objectDeclaration(name, pair.value) {
                if let implicit = ObjectDeclaration.implicit.first(where: { $0.name == name }), implicit.kind != declaration.kind {
                    error("schema.object-kind", at: pair.key, "'\(name)' always names the \(implicit.kind.rawValue); choose another name")
                    continue
                }
                declarations.append(declaration)
            }
        }
        checkDelegates(declarations, pairs: pairs, lifecycle: lifecycle)
        return checkAddedOnLoad(checkLoadedWith(declarations, pairs: pairs), pairs: pairs)
    }

    private func objectDeclaration(_ name: String, _ node: YAMLNode) -> ObjectDeclaration? {
        guard var fields = Fields(node, "object '\(name)'", reader: self) else { return nil }
        guard let kindNode = fields.required("kind") else { return nil }
        let modelled = ObjectKind.allCases.map(\.rawValue)
        guard let kindName = string(kindNode, "kind") else { return nil }
        guard let kind = ObjectKind(rawValue: kindName) else {
            error(
                "schema.unknown-kind", at: kindNode, "unknown kind '\(kindName)'",
                // Kinds share long parts (`-controller`, `view`): only a typo's distance is close.
                hint: Suggestion.hint(for: kindName, in: modelled, maximumDistance: max(1, kindName.count / 5))
                    ?? "known kinds: \(modelled.joined(separator: ", "))")
            return nil
        }
        var options: [String: String] = [:]
        for option in Vocabulary.options(of: kind) {
            guard let value = fields.optional(option.name) else { continue }
            if !option.objectKinds.isEmpty {
                options[option.name] = string(value, "option '\(option.name)'")
            } else if let chosen = choice(value, "option '\(option.name)'", option.values) {
                options[option.name] = chosen
            }
        }
        fields.finish()
        return ObjectDeclaration(name: name, kind: kind, options: options, location: location(node))
    }

    /// Groups, callback names of any kind, and `B.deinit`: one object's callback.
    private func onlyFilter(_ node: YAMLNode, in scenario: Scenario) -> [Located<String>]? {
        guard let elements = sequence(node, "only") else { return nil }
        let words = Vocabulary.filterWords
        return elements.compactMap { element in
            guard let item = string(element, "an 'only' item") else { return nil }
            if let target = ObjectFilter(item) {
                return objectFilter(target, element, in: scenario) ? Located(item, at: location(element)) : nil
            }
            guard words.contains(item) else {
                error(
                    "schema.only", at: element, "'\(item)' is neither a callback group nor a callback name",
                    hint: Vocabulary.suggestedFilterWord(for: item).map { "did you mean '\($0)'?" } ?? "groups: "
                        + CallbackGroup.allCases.map(\.rawValue).joined(separator: ", "))
                return nil
            }
            return Located(item, at: location(element))
        }
    }

    /// `B.deinit` names an object of the scenario and one callback of its kind.
    private func objectFilter(_ target: ObjectFilter, _ element: YAMLNode, in scenario: Scenario) -> Bool {
        guard let kind = scenario.kind(of: target.object) else {
            if unusableObjectsByScenario[scenario.id]?.contains(target.object) == true { return false }
            let names = scenario.objects.map(\.name) + ObjectDeclaration.implicit.map(\.name)
            error(
                "schema.only", at: element,
                "'\(target.object)' in '\(target.object).\(target.callback)' is not an object of scenario '\(scenario.id)'",
                hint: Suggestion.hint(for: target.object, in: names) ?? "declare it under 'objects:'")
            return false
        }
        let start = location(element)
        let callbackStart = SourceLocation(
            file: start.file, line: start.line,
            column: start.column + target.object.unicodeScalars.count + 1 + (element.scalar?.style == .plain ? 0 : 1))
        return resolve(target.callback, of: kind, at: callbackStart, objectName: target.object) != nil
    }

    static func isValidObjectName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }
}
