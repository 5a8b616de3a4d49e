/// Draws a scenario's row numbers onto the laid-out SVG of its lifecycle's diagram: on
/// each numbered edge, at the middle point of its path, a `<text class="path-rows">`
/// naming the objects that take it and the call table's rows of their calls there.
///
/// Added after layout, like the highlighting, so every page of a lifecycle shares one
/// layout; the text is escaped for XML, and the same inputs give the same bytes.
enum SVGPathLabels {
    static func add(_ svg: String, labels: [String: String]) -> String {
        guard !labels.isEmpty else { return svg }
        var output = ""
        var rest = Substring(svg)
        while let start = rest.range(of: "<g id=\"") {
            let idEnd = rest[start.upperBound...].firstIndex(of: "\"") ?? rest.endIndex
            let id = decode(String(rest[start.upperBound..<idEnd]))
            guard let label = labels[id], let end = rest[idEnd...].range(of: "</g>") else {
                output += rest[..<idEnd]
                rest = rest[idEnd...]
                continue
            }
            let group = rest[start.lowerBound..<end.lowerBound]
            output += rest[..<end.lowerBound]
            if let point = middle(ofPathIn: group) {
                output +=
                    "<text class=\"path-rows\" text-anchor=\"middle\" x=\"\(point.x)\" y=\"\(point.y)\">"
                    + HTMLEscaping.attribute(label) + "</text>\n"
            }
            rest = rest[end.lowerBound...]
        }
        return output + rest
    }

    /// The middle point of the first path's coordinates (`M x,y C x,y x,y …`), rounded to
    /// a tenth so the output is stable; 4 units up so the text's baseline sits on the line.
    static func middle(ofPathIn group: Substring) -> (x: String, y: String)? {
        guard let d = group.range(of: " d=\""), let end = group[d.upperBound...].firstIndex(of: "\"") else { return nil }
        let numbers = group[d.upperBound..<end].split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
        guard numbers.count >= 2 else { return nil }
        let pair = (numbers.count / 2) / 2 * 2
        func format(_ value: Double) -> String {
            let tenths = (value * 10).rounded()
            return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
        }
        return (format(numbers[pair]), format(numbers[pair + 1] + 4))
    }

    private static func decode(_ id: String) -> String {
        id.replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&amp;", with: "&")
    }
}
