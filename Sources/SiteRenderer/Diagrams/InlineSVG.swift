internal import Foundation

/// Makes Graphviz's SVG fit for inlining in a page: an accessible image whose title is
/// announced, and no fixed pixel size so CSS can scale it to the column.
enum InlineSVG {
    static func prepare(_ svg: String, label: String) -> String {
        guard let start = svg.range(of: "<svg") else { return svg }
        var text = String(svg[start.lowerBound...])
        if let end = text.range(of: ">") {
            var tag = String(text[..<end.lowerBound])
            tag = removing(attribute: "width", from: tag)
            tag = removing(attribute: "height", from: tag)
            tag += " role=\"img\" aria-label=\"\(HTMLEscaping.attribute(label))\" class=\"diagram\""
            text = tag + text[end.lowerBound...]
        }
        return text.trimmingTrailingNewlines
    }

    private static func removing(attribute name: String, from tag: String) -> String {
        guard let range = tag.range(of: " \(name)=\"") else { return tag }
        guard let close = tag[range.upperBound...].firstIndex(of: "\"") else { return tag }
        var result = tag
        result.removeSubrange(range.lowerBound...close)
        return result
    }
}

private extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
