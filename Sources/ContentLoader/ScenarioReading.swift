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
        if let summary = fields.optional("summary") {
            scenario.summary = text(summary, "summary", language: language)
            if scenario.summary != nil {
                inspectEvidence(summary)
                refuseEmbeds(in: summary, "a summary")
            }
        }
        if let notes = fields.optional("notes") {
            scenario.notes = prose(notes, "notes", language: language)
            proseEmbeds += embeds(inProse: notes)
            if scenario.notes != nil, let id { inspectProse(notes, on: .scenario(lifecycle: lifecycleID, scenario: id)) }
        }
        scenario.config = fields.optional("config").map { config($0, over: fileConfig) } ?? ConfigOverrides()
        let lifecycle = scenario.config.over(fileConfig).resolved.lifecycle
        let misplaced = misplacedObjects(&fields)
        unusableObjects = []
        let objects = fields.optional("objects")
        if let objects, !(objects.isPlainNull && !misplaced.isEmpty) {
            scenario.objects = objectDeclarations(objects, lifecycle: lifecycle)
        }
        unusableObjects.formUnion(misplaced)
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

    /// The keys a scenario reads; any other key holding `{ kind: … }` is an object
    /// declaration dedented out of `objects:`.
    private static let scenarioKeys: Set<String> = [
        "id", "title", "summary", "notes", "config", "objects", "setup", "steps", "only", "expect", "logs",
    ]

    /// Object declarations written at the scenario's level (`A: { kind: … }` two spaces
    /// short of `objects:`), each reported once as the indentation mistake it is. YAML
    /// takes such a line as one more key of the scenario, and left alone it would come
    /// back as an unknown key, an `objects:` that is empty, and one error for every step,
    /// `only` item and `expect` call naming it: their names are returned so that those
    /// uses are not reported.
    private func misplacedObjects(_ fields: inout Fields) -> Set<String> {
        var names: Set<String> = []
        for key in fields.keys where !Self.scenarioKeys.contains(key) && Self.isValidObjectName(key) {
            guard let keyNode = fields.keyNode(key), let value = fields.peek(key),
                value.pairs?.contains(where: { $0.key.scalarValue == "kind" }) == true
            else { continue }
            _ = fields.optional(key)
            names.insert(key)
            error(
                "schema.misplaced-object", at: keyNode, "object '\(key)' is indented as a key of the scenario, outside 'objects:'",
                hint: misplacedObjectHint(objects: fields.keyNode("objects"), declared: fields.peek("objects")))
        }
        return names
    }

    /// Where the declaration belongs: beside the objects declared, or under `objects:`.
    private func misplacedObjectHint(objects key: YAMLNode?, declared: YAMLNode?) -> String {
        if let sibling = declared?.pairs?.first?.key, let name = sibling.scalarValue {
            let place = location(sibling)
            return "indent it to column \(place.column), like '\(name)' on line \(place.line)"
        }
        guard let key else { return "declare it under 'objects:', a key of the scenario" }
        let place = location(key)
        return "indent it to column \(place.column + 2), under 'objects:' on line \(place.line)"
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
        return checkObjectReferences(checkAddedOnLoad(checkLoadedWith(declarations, pairs: pairs), pairs: pairs), pairs: pairs)
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
