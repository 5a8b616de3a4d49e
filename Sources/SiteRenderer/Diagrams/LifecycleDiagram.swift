internal import LifecycleModel

/// Turns a lifecycle's hand-drawn diagram into a `DOTGraph`.
enum LifecycleDiagram {
    static func graph(for lifecycle: Lifecycle, drawn diagram: DrawnDiagram, site: SiteInput) -> DOTGraph {
        let nodes = diagram.states.map { state in
            DOTGraph.Node(
                id: state.id,
                label: state.label.map(site.text) ?? state.id,
                isInitial: state.id == diagram.initial?.value,
                isFinal: state.isFinal
            )
        }
        let edges = diagram.transitions.map { transition in
            DOTGraph.Edge(
                from: transition.from.value, to: transition.to.value,
                label: transition.label.map(site.text) ?? "",
                calls: transition.calls.map(\.value.name)
            )
        }
        return DOTGraph(title: "\(site.text(lifecycle.title)): state diagram", nodes: nodes, edges: edges)
    }
}
