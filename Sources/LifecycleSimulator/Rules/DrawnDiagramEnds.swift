internal import Diagnostics
internal import LifecycleModel

/// A hand-drawn diagram's `initial` and `final` marks, which its edges alone do not check:
/// a diagram starts where every state it draws can be reached from along its edges, and a
/// state marked final is one the engine never leaves. Before, `initial: deallocated` and
/// `final: true` on `appeared` passed (the claims trial, 2026-12-06).
struct DrawnDiagramEnds: ValidationRule {
    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        for lifecycle in context.catalog.lifecycles {
            guard case .drawn(let diagram)? = lifecycle.diagram else { continue }
            let modelStates = Set(Vocabulary.states(of: lifecycle.object))
            let graph = ModelExplorer.graph(for: lifecycle.object, config: lifecycle.config.resolved)
            for state in diagram.states where state.isFinal && modelStates.contains(state.id) {
                let leaving = Set(graph.edges.filter { $0.from == state.id && $0.to != state.id }.map(\.to)).sorted()
                guard !leaving.isEmpty else { continue }
                diagnostics.error(
                    "lifeline.diagram.final", at: state.location, "'\(state.id)' is marked final, but the object leaves it",
                    hint: "mark final only a state the object never leaves, such as the end of its life",
                    notes: ["from \(state.id), the engine goes to: " + leaving.joined(separator: ", ")])
            }
            // An unknown state or a wrong edge is reported on its own; what it leaves
            // unreached is not reported again.
            let edgesHold =
                diagram.states.allSatisfy { modelStates.contains($0.id) }
                && diagram.transitions.allSatisfy { transition in
                    transition.isComplete
                        && graph.containsEdgeOrPart(from: transition.from.value, to: transition.to.value, calls: transition.calls.map(\.value.name))
                }
            guard edgesHold, let initial = diagram.initial, diagram.states.contains(where: { $0.id == initial.value }) else { continue }
            let reached = reachable(from: initial.value, in: diagram)
            let unreached = diagram.states.map(\.id).filter { !reached.contains($0) }
            guard !unreached.isEmpty else { continue }
            let starts = diagram.states.map(\.id).filter { reachable(from: $0, in: diagram).count == diagram.states.count }
            diagnostics.error(
                "lifeline.diagram.initial", at: initial.location,
                "the diagram starts at '\(initial.value)', from which its edges never reach " + unreached.map { "'\($0)'" }.joined(separator: ", "),
                hint: starts.first.map { "start where the object starts: initial: \($0)" }
                    ?? "draw the edges that lead from the initial state to every state")
        }
    }

    /// The states the drawn edges lead to from `start`, itself included.
    private func reachable(from start: String, in diagram: DrawnDiagram) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        while let state = queue.popLast() {
            for transition in diagram.transitions where transition.from.value == state && seen.insert(transition.to.value).inserted {
                queue.append(transition.to.value)
            }
        }
        return seen
    }
}
