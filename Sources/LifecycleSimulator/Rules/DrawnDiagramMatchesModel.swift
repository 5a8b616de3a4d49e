internal import Diagnostics
internal import LifecycleModel

/// Rule 4: a hand-drawn diagram is checked against the engine edge by edge. Every state
/// must be a state of the model of the lifecycle's object, and every transition one that
/// a single action performs from `from` to `to`, calling exactly `calls` in order, or a
/// part of one between two states its calls leave the object in.
struct DrawnDiagramMatchesModel: ValidationRule {
    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        for lifecycle in context.catalog.lifecycles {
            guard case .drawn(let diagram)? = lifecycle.diagram else { continue }
            let modelStates = Vocabulary.states(of: lifecycle.object)
            for state in diagram.states where !modelStates.contains(state.id) {
                diagnostics.error(
                    "lifeline.diagram.unknown-state", at: state.location,
                    "'\(state.id)' is not a state of the \(lifecycle.object.rawValue) model",
                    hint: Suggestion.hint(for: state.id, in: modelStates) ?? "states: \(modelStates.joined(separator: ", "))")
            }
            let graph = ModelExplorer.graph(for: lifecycle.object, config: lifecycle.config.resolved)
            for transition in diagram.transitions where transition.isComplete {
                let from = transition.from.value, to = transition.to.value
                guard modelStates.contains(from), modelStates.contains(to) else { continue }
                let calls = transition.calls.map(\.value.name)
                guard !graph.containsEdgeOrPart(from: from, to: to, calls: calls) else { continue }
                diagnostics.append(mismatch(transition, calls: calls, graph: graph, lifecycle: lifecycle))
            }
        }
    }

    private func article(_ word: String) -> String {
        "aeiou".contains(word.first ?? "x") ? "an" : "a"
    }

    private func mismatch(_ transition: DiagramTransition, calls: [String], graph: ModelGraph, lifecycle: Lifecycle) -> Diagnostic {
        let from = transition.from.value, to = transition.to.value
        let candidates = graph.edges(from: from, to: to)
        let config = lifecycle.config.resolved
        let summary =
            candidates.isEmpty
            ? "no single action takes \(article(lifecycle.object.rawValue)) \(lifecycle.object.rawValue) from \(from) to \(to)"
            : "the edge \(from) → \(to) does not make the calls drawn"
        var notes: [String] = []
        if candidates.isEmpty {
            let out = graph.edges.filter { $0.from == from }.map(\.to)
            let targets = Array(Set(out)).sorted()
            notes.append(
                "from \(from), the engine (iOS \(config.ios), \(config.lifecycle.rawValue)) goes to: \(targets.isEmpty ? "nowhere" : targets.joined(separator: ", "))"
            )
        } else {
            notes.append("drawn:  " + (calls.isEmpty ? "(no calls)" : calls.joined(separator: ", ")))
            for candidate in candidates.prefix(4) {
                notes.append(
                    "engine: " + (candidate.calls.isEmpty ? "(no calls)" : candidate.calls.joined(separator: ", "))
                        + "  — by " + candidate.actions.prefix(2).joined(separator: " or "))
            }
        }
        return .error(
            "lifeline.diagram.invalid-edge", at: transition.location, summary,
            hint: candidates.isEmpty
                ? "draw the states the object passes through, one action per edge"
                : "list exactly the calls one action makes, in order",
            notes: notes)
    }
}
