internal import LifecycleModel
internal import LifecycleSimulator

/// The `DOTGraph` of a lifecycle's diagram, hand-drawn or derived from the engine, with
/// the states and edges a scenario passes through highlighted.
enum LifecycleDiagram {
    /// A move of one object in one step: the diagram edge it corresponds to.
    struct Move: Hashable {
        var from: String
        var to: String
        var calls: [String]
        /// A part of a step's move, between two states the table shows.
        var isPart = false
        /// The object that moves, the step it moves in, and the call table's rows of its
        /// calls in the move.
        var object = ""
        var step = 0
        var rows: [Int] = []
    }

    /// The diagram's title, its accessible name; nil when the lifecycle has no diagram.
    static func title(of lifecycle: Lifecycle, site: SiteInput) -> String? {
        lifecycle.diagram == nil ? nil : site.string("stateDiagramLabel", ["lifecycle": site.titleText(lifecycle.title)])
    }

    static func graph(for lifecycle: Lifecycle, site: SiteInput, highlighting moves: [Move] = []) -> DOTGraph? {
        guard let title = title(of: lifecycle, site: site) else { return nil }
        let states = Set(moves.flatMap { [$0.from, $0.to] })
        /// The table's name for the state, and the author's label beneath when it says more.
        func label(_ id: String, _ authored: String?) -> String {
            guard let authored, !StateLabel.spellsID(authored, id) else { return id }
            return "\(id)\n(\(authored))"
        }
        /// A move takes the edge drawn with exactly its calls, or else the edge between the
        /// same two states that shares most of them (a diagram may draw a variant without
        /// init), the first drawn on a tie. A step's parts take its place when each has an
        /// edge, or when the whole move has none, so that a row is on one transition: a
        /// row on both the whole move's edge and a part's read as two (the reader trial,
        /// 2026-12-07). Each edge's moves: none leaves it plain; the objects and rows of
        /// those that take it number it.
        func highlighted(_ edges: [(from: String, to: String, calls: [String])]) -> [[Move]] {
            func edge(for move: Move) -> Int? {
                let between = edges.indices.filter { edges[$0].from == move.from && edges[$0].to == move.to }
                func shared(_ edge: Int) -> Int { edges[edge].calls.filter(move.calls.contains).count }
                return between.first { edges[$0].calls == move.calls } ?? between.max { shared($0) < shared($1) }
            }
            var marks = Array(repeating: [Move](), count: edges.count)
            for move in moves where !move.isPart {
                let parts = moves.filter { $0.isPart && $0.object == move.object && $0.step == move.step }
                let isSplit = !parts.isEmpty && parts.allSatisfy { edge(for: $0) != nil }
                for shown in isSplit || edge(for: move) == nil ? parts : [move] {
                    if let edge = edge(for: shown) { marks[edge].append(shown) }
                }
            }
            return marks
        }
        switch lifecycle.diagram {
        case .drawn(let diagram)?:
            let nodes = diagram.states.map { state in
                DOTGraph.Node(
                    id: state.id, label: label(state.id, state.label.map(site.text)),
                    isInitial: state.id == diagram.initial?.value, isFinal: state.isFinal,
                    isHighlighted: states.contains(state.id))
            }
            let marks = highlighted(diagram.transitions.map { ($0.from.value, $0.to.value, $0.calls.map(\.value.name)) })
            let edges = diagram.transitions.enumerated().map { index, transition in
                DOTGraph.Edge(
                    from: transition.from.value, to: transition.to.value,
                    label: transition.label.map(site.text) ?? "", calls: transition.calls.map(\.value.name),
                    isHighlighted: !marks[index].isEmpty, path: pathRows(marks[index]))
            }
            return DOTGraph(title: title, nodes: nodes, edges: edges)
        case .derived?:
            let model = ModelExplorer.graph(for: lifecycle.object, config: lifecycle.config.resolved)
            let nodes = model.states.map { state in
                DOTGraph.Node(
                    id: state, label: state, isInitial: state == model.initial,
                    isFinal: state == "deallocated", isHighlighted: states.contains(state))
            }
            let marks = highlighted(model.edges.map { ($0.from, $0.to, $0.calls) })
            let edges = model.edges.enumerated().map { index, edge in
                DOTGraph.Edge(
                    from: edge.from, to: edge.to, label: actionLabel(edge.actions), calls: edge.calls,
                    isHighlighted: !marks[index].isEmpty, path: pathRows(marks[index]))
            }
            return DOTGraph(title: title, nodes: nodes, edges: edges)
        case nil:
            return nil
        }
    }

    /// Each object's rows on an edge, objects in the order of their first row.
    private static func pathRows(_ moves: [Move]) -> [DOTGraph.PathRows] {
        var rows: [String: Set<Int>] = [:]
        for move in moves where !move.rows.isEmpty { rows[move.object, default: []].formUnion(move.rows) }
        return rows.map { DOTGraph.PathRows(object: $0.key, rows: $0.value.sorted()) }
            .sorted { ($0.rows[0], $0.object) < ($1.rows[0], $1.object) }
    }

    /// The first two kinds of step that make an edge (`push`, `show`), with a count of the
    /// rest, so derived diagrams stay readable. The explorer's steps name objects of its
    /// own (`push: { vc: B, on: stack }`), which a scenario page showed as if they were the
    /// page's (the reader trial, 2026-12-07).
    private static func actionLabel(_ actions: [String]) -> String {
        var kinds: [String] = []
        for action in actions {
            let kind = String(action.prefix { $0 != ":" }.filter { $0 != " " })
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        let shown = kinds.prefix(2).joined(separator: " / ")
        return kinds.count > 2 ? "\(shown) (+\(kinds.count - 2))" : shown
    }
}
