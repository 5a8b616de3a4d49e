internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

extension FileReader {
    func diagram(_ node: YAMLNode, of kind: ObjectKind, language: String) -> Diagram? {
        guard var fields = Fields(node, "diagram", reader: self) else { return nil }
        if let derived = fields.optional("derived") {
            fields.finish()
            guard bool(derived, "derived") == true else {
                error("diagram.derived", at: derived, "'derived' can only be true; to draw by hand, give states and transitions instead")
                return nil
            }
            if fields.keys.count > 1 {
                error("diagram.derived", at: node, "a derived diagram takes no states or transitions")
            }
            return .derived(location: location(node))
        }
        let states = fields.required("states").map { diagramStates($0, language: language) } ?? []
        let initial = fields.optional("initial").flatMap { node in string(node, "initial").map { Located($0, at: location(node)) } }
        let transitions = fields.required("transitions").map { diagramTransitions($0, of: kind, language: language) } ?? []
        fields.finish()
        DiagramLimits.check(states: states, transitions: transitions, diagram: node, reader: self)
        let declared = Set(states.map(\.id))
        let references = [initial].compactMap { $0 } + transitions.flatMap { [$0.from, $0.to] }
        // A state of the model left out of `states` is to be declared, not renamed to a
        // near one: that would change what the edges say (the claims trial, 2026-12-06).
        let modelStates = Set(Vocabulary.states(of: kind))
        for reference in references where !declared.contains(reference.value) {
            error(
                "diagram.unknown-state", at: reference.location, "state '\(reference.value)' is not declared in this diagram's states",
                hint: modelStates.contains(reference.value)
                    ? "declare it in states: - { id: \(reference.value), label: … }"
                    : Suggestion.hint(for: reference.value, in: declared))
        }
        return .drawn(DrawnDiagram(states: states, initial: initial, transitions: transitions, location: location(node)))
    }

    private func diagramStates(_ node: YAMLNode, language: String) -> [DiagramState] {
        guard let elements = sequence(node, "states") else { return [] }
        var seen: Set<String> = []
        return elements.compactMap { element in
            guard var fields = Fields(element, "a state", reader: self) else { return nil }
            let id = fields.required("id").flatMap { self.id($0, "state id") }
            let label = fields.optional("label").flatMap { text($0, "label", language: language) }
            let isFinal = fields.optional("final").flatMap { bool($0, "final") } ?? false
            fields.finish()
            guard let id else { return nil }
            guard seen.insert(id).inserted else {
                error("schema.duplicate-id", at: element, "duplicate state id '\(id)'")
                return nil
            }
            return DiagramState(id: id, label: label, isFinal: isFinal, location: location(element))
        }
    }

    private func diagramTransitions(_ node: YAMLNode, of kind: ObjectKind, language: String) -> [DiagramTransition] {
        guard let elements = sequence(node, "transitions") else { return [] }
        return elements.compactMap { element in
            let errorsBefore = errorCount
            guard var fields = Fields(element, "a transition", reader: self) else { return nil }
            let from = fields.required("from").flatMap { node in string(node, "from").map { Located($0, at: location(node)) } }
            let to = fields.required("to").flatMap { node in string(node, "to").map { Located($0, at: location(node)) } }
            let label = fields.optional("label").flatMap { text($0, "label", language: language) }
            let calls: [Located<CallbackSpec>] =
                fields.optional("calls").flatMap { sequence($0, "calls") }?.compactMap { call in
                    callback(call, of: kind, "a call").map { Located($0, at: location(call)) }
                } ?? []
            fields.finish()
            guard let from, let to else { return nil }
            var transition = DiagramTransition(from: from, to: to, label: label, calls: calls, location: location(element))
            transition.isComplete = errorCount == errorsBefore
            return transition
        }
    }
}
