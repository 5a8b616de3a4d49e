internal import Diagnostics
internal import LifecycleModel

/// A hand-drawn diagram's `initial` and `final` marks, which its edges alone do not check:
/// a diagram starts at a state an edge leaves, and not past one its edges start from and
/// never reach; a state marked final is one the engine never leaves. Before, `initial: deallocated` and
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
            // An unknown state or a wrong edge is reported on its own, and not again here.
            let edgesHold =
                diagram.states.allSatisfy { modelStates.contains($0.id) }
                && diagram.transitions.allSatisfy { transition in
                    transition.isComplete
                        && graph.containsEdgeOrPart(from: transition.from.value, to: transition.to.value, calls: transition.calls.map(\.value.name))
                }
            guard edgesHold, let initial = diagram.initial, diagram.states.contains(where: { $0.id == initial.value }) else { continue }
            // A diagram may leave states unreached (a part of the model); what it may not do
            // is start where no edge leaves, or past a state its edges start from and never
            // reach, which is where the object starts.
            let left = Set(diagram.transitions.map(\.from.value))
            let entered = Set(diagram.transitions.map(\.to.value))
            let sources = diagram.states.map(\.id).filter { $0 != initial.value && left.contains($0) && !entered.contains($0) }
            if let source = sources.first {
                diagnostics.error(
                    "lifeline.diagram.initial", at: initial.location,
                    "the diagram starts at '\(initial.value)', but its edges start from '\(source)', which no edge reaches",
                    hint: "start where the object starts: initial: \(source)")
            } else if !left.isEmpty, !left.contains(initial.value) {
                diagnostics.error(
                    "lifeline.diagram.initial", at: initial.location, "the diagram starts at '\(initial.value)', which no edge leaves",
                    hint: "start at the state the first edge leaves")
            }
        }
    }
}
