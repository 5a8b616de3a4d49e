internal import Mustache

/// The text alternative of a scenario's numbered diagram: each object's path, edge by
/// edge in the order of the call table, with the rows the diagram writes on the edge.
/// Names are the table's (object names and state ids), as on the diagram.
enum DiagramPathText {
    struct Step: Equatable {
        var object: String
        var from: String
        var to: String
        var rows: [Int]

        var value: MustacheValue {
            .dictionary([
                "object": .string(object), "from": .string(from), "to": .string(to),
                "rows": .string(DOTWriter.rowRanges(rows)), "isOne": .bool(rows.count == 1),
            ])
        }
    }

    static func steps(_ graph: DOTGraph) -> [Step] {
        graph.edges.flatMap { edge in edge.path.map { Step(object: $0.object, from: edge.from, to: edge.to, rows: $0.rows) } }
            .sorted { ($0.rows[0], $0.object, $0.from, $0.to) < ($1.rows[0], $1.object, $1.from, $1.to) }
    }
}
