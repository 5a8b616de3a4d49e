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

        /// - Parameter site: the edition, whose words name the rows ("rows 3–5").
        func value(_ site: SiteInput) -> MustacheValue {
            let ranges = DOTWriter.rowRanges(rows)
            return .dictionary([
                "object": .string(object), "from": .string(from), "to": .string(to),
                "rows": .string(ranges), "isOne": .bool(rows.count == 1),
                "rowsText": .string(site.plural("pathRows", count: rows.count, ["rows": ranges])),
            ])
        }
    }

    static func steps(_ graph: DOTGraph) -> [Step] {
        graph.edges.flatMap { edge in edge.path.map { Step(object: $0.object, from: edge.from, to: edge.to, rows: $0.rows) } }
            .sorted { ($0.rows[0], $0.object, $0.from, $0.to) < ($1.rows[0], $1.object, $1.from, $1.to) }
    }
}
