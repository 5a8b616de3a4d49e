/// Writes a `DOTGraph` as DOT text: pure Swift, so it is golden-tested without Graphviz.
///
/// Every node and edge gets a stable `id` derived from state ids (`state-appeared`,
/// `edge-appeared-disappeared-1`) so pages can highlight them, and `class` names so the
/// site's CSS can restyle them for light and dark themes. Colours are left to CSS.
public enum DOTWriter {
    public static func dot(for graph: DOTGraph) -> String {
        var lines: [String] = []
        lines.append("digraph \(quoted(graph.title)) {")
        lines.append("  graph [id=\"diagram\", rankdir=TB, nodesep=0.4, ranksep=0.5, fontname=\"Helvetica\", bgcolor=\"transparent\"];")
        lines.append("  node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=12];")
        lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
        for node in graph.nodes {
            var classes = ["state"]
            if node.isInitial { classes.append("initial") }
            if node.isFinal { classes.append("final") }
            if node.isHighlighted { classes.append("highlighted") }
            let shape = node.isFinal ? ", peripheries=2" : ""
            lines.append(
                "  \(quoted(nodeID(node.id))) [id=\(quoted(nodeID(node.id))), class=\(quoted(classes.joined(separator: " "))), label=\(quoted(node.label))\(shape)];"
            )
        }
        if let initial = graph.nodes.first(where: \.isInitial) {
            lines.append("  \"start\" [id=\"state-start\", class=\"start\", shape=point, width=0.15, label=\"\"];")
            lines.append("  \"start\" -> \(quoted(nodeID(initial.id))) [id=\"edge-start\", class=\"transition start\"];")
        }
        for (edge, id) in zip(graph.edges, edgeIDs(graph)) {
            let classes = edge.isHighlighted ? "transition highlighted" : "transition"
            let label = ([edge.label] + edge.calls).filter { !$0.isEmpty }.joined(separator: "\n")
            lines.append(
                "  \(quoted(nodeID(edge.from))) -> \(quoted(nodeID(edge.to))) [id=\(quoted(id)), class=\(quoted(classes)), label=\(quoted(label))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `edge-FROM-TO-N`: the Nth edge between the same two states.
    static func edgeIDs(_ graph: DOTGraph) -> [String] {
        var counts: [String: Int] = [:]
        return graph.edges.map { edge in
            let key = "\(edge.from)-\(edge.to)"
            counts[key, default: 0] += 1
            return "edge-\(key)-\(counts[key]!)"
        }
    }

    /// The ids of the nodes and edges drawn highlighted: the only difference between a
    /// lifecycle's diagram and a scenario's (see `DiagramLayouts`).
    static func highlightedIDs(_ graph: DOTGraph) -> [String] {
        graph.nodes.filter(\.isHighlighted).map { nodeID($0.id) }
            + zip(graph.edges, edgeIDs(graph)).filter { $0.0.isHighlighted }.map(\.1)
    }

    static func nodeID(_ stateID: String) -> String {
        "state-\(stateID)"
    }

    /// A DOT double-quoted string. Backslashes are doubled because Graphviz gives `\N`,
    /// `\G`, `\l` … a meaning inside labels; a newline becomes `\n`, Graphviz's centred
    /// line break.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
