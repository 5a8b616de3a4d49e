internal import Diagnostics
internal import LifecycleModel

/// A hand-drawn diagram's `final` marks, which its edges alone do not check: a state marked
/// final is one the engine never leaves. Before, `final: true` on `appeared` passed (the
/// claims trial, 2026-12-06). `initial` is left to the author: a drawn diagram may be any
/// part of the model, and a rule of where it starts refused the benchmark's corpus, whose
/// diagrams are random parts of the engine's graph.
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
        }
    }
}
