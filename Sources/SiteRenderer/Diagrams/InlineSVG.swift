internal import Foundation

/// Makes Graphviz's SVG fit for a page: an accessible image whose title is announced,
/// at its natural size (Graphviz's points, so 10 pt edge labels render at 13 px), and
/// tooltips that name states as the call tables do rather than by their DOT ids.
enum InlineSVG {
    static func prepare(_ svg: String, label: String) -> String {
        guard let start = svg.rangeOfLiteral("<svg") else { return svg }
        var text = readableTitles(String(svg[start.lowerBound...]))
        if let end = text.rangeOfLiteral(">") {
            let tag = String(text[..<end.lowerBound]) + " role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\" class=\"diagram\""
            text = tag + text[end.lowerBound...]
        }
        return text.trimmingTrailingNewlines
    }

    /// The whole SVG file behind a diagram's full-size link: Graphviz's output with the
    /// highlight drawn by its own style sheet, as the site's CSS does not reach it.
    static func standalone(_ svg: String) -> String {
        var text = readableTitles(svg)
        guard let start = text.rangeOfLiteral("<svg"), let end = text.rangeOfLiteral(">", from: start.upperBound) else { return text }
        text.insert(contentsOf: "\n<style>" + standaloneStyle + "</style>", at: end.upperBound)
        return text
    }

    private static let standaloneStyle =
        ".highlighted path,.highlighted polygon,.highlighted ellipse{stroke:#b33a00;stroke-width:2.5px}"
        + ".node.highlighted polygon,.node.highlighted path{fill:#fff1e6}.edge.highlighted text{fill:#b33a00;font-weight:bold}"
        + "text.path-rows{font-family:Helvetica,Arial,sans-serif;font-size:13px;paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}"

    /// `<title>state&#45;appeared</title>` → `appeared`; an edge's `A&#45;&gt;B` → `A → B`.
    static func readableTitles(_ svg: String) -> String {
        svg.replacingLiteral("<title>state&#45;", with: "<title>")
            .replacingLiteral("&#45;&gt;state&#45;", with: " → ")
            .replacingLiteral("<title>start</title>", with: "<title>start point</title>")
    }
}

private extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
