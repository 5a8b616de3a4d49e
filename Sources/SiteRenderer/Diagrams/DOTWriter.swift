/// Writes a `DOTGraph` as DOT text: pure Swift, so it is golden-tested without Graphviz.
///
/// Every node and edge gets a stable `id` derived from state ids (`state-appeared`,
/// `edge-appeared-disappeared-1`) so pages can find them, and `class` names so the
/// site's CSS can restyle them for light and dark themes. Colours are left to CSS.
///
/// Text is laid out in Arial's widths (``DiagramFont``), the font the page draws it in.
/// On a scenario's diagram, each edge the scenario takes carries the call table's rows
/// as the last line of its label, so Graphviz makes room for them like any label.
public enum DOTWriter {
    public static func dot(for graph: DOTGraph) -> String {
        let font = quoted(DiagramFont.graphvizName)
        let rows = pathLabels(in: graph)
        var lines: [String] = []
        lines.append("digraph \(quoted(graph.title)) {")
        lines.append("  graph [id=\"diagram\", rankdir=TB, nodesep=0.4, ranksep=0.5, fontname=\(font), bgcolor=\"transparent\"];")
        lines.append("  node [shape=box, style=\"rounded\", fontname=\(font), fontsize=12];")
        lines.append("  edge [fontname=\(font), fontsize=10];")
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
            let label = ([edge.label] + edge.calls + [rows[id] ?? ""]).filter { !$0.isEmpty }.joined(separator: "\n")
            lines.append(
                "  \(quoted(nodeID(edge.from))) -> \(quoted(nodeID(edge.to))) [id=\(quoted(id)), class=\(quoted(classes)), label=\(quoted(label))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The numbers drawn on a scenario's diagram: edge id → each object's table rows on
    /// it (`B: 1–3, 5` when the scenario has several objects of the kind, else `1–3, 5`).
    public static func pathLabels(in graph: DOTGraph) -> [String: String] {
        let named = Set(graph.edges.flatMap { $0.path.map(\.object) }).count > 1
        var labels: [String: String] = [:]
        for (edge, id) in zip(graph.edges, edgeIDs(graph)) where !edge.path.isEmpty {
            labels[id] = edge.path.map { (named ? "\($0.object): " : "") + rowRanges($0.rows) }.joined(separator: " · ")
        }
        return labels
    }

    /// `[1, 2, 3, 5]` → `1–3, 5`.
    public static func rowRanges(_ rows: [Int]) -> String {
        var ranges: [String] = []
        var index = 0
        while index < rows.count {
            var end = index
            while end + 1 < rows.count && rows[end + 1] == rows[end] + 1 { end += 1 }
            ranges.append(end == index ? "\(rows[index])" : "\(rows[index])–\(rows[end])")
            index = end + 1
        }
        return ranges.joined(separator: ", ")
    }

    /// `edge-FROM-TO-N`, N counting the edges between the same two states.
    private static func edgeIDs(_ graph: DOTGraph) -> [String] {
        var counts: [String: Int] = [:]
        return graph.edges.map { edge in
            let key = "\(edge.from)-\(edge.to)"
            counts[key, default: 0] += 1
            return "edge-\(key)-\(counts[key]!)"
        }
    }

    static func nodeID(_ stateID: String) -> String {
        "state-\(stateID)"
    }

    /// A DOT double-quoted string. Backslashes are doubled because Graphviz gives `\N`,
    /// `\G`, `\l` … a meaning inside labels; a newline becomes `\n`, Graphviz's centred
    /// line break.
    static func quoted(_ text: String) -> String {
        // Most labels need no escape at all; those are copied in one piece.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) else {
            return "\"" + text + "\""
        }
        // Edge labels hold newlines, so this is the common case: bytes, as every byte
        // replaced is ASCII and so never part of another character's UTF-8.
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: break
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
