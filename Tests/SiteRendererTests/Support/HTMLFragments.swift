import Foundation

/// Small readers for rendered pages: enough to pick out a table's rows or a section
/// without an HTML parser.
enum HTMLFragments {
    /// The text between the first `start` and the next `end` after it, both included.
    static func first(from start: String, to end: String, in html: String) -> String? {
        guard let lower = html.range(of: start),
            let upper = html.range(of: end, range: lower.upperBound..<html.endIndex)
        else { return nil }
        return String(html[lower.lowerBound..<upper.upperBound])
    }

    /// Every `<tr>…</tr>` of the first `<table class="name">`, with surrounding whitespace
    /// trimmed, header row excluded.
    static func bodyRows(ofTable name: String, in html: String) -> [String] {
        guard let table = first(from: "<table class=\"\(name)\">", to: "</table>", in: html),
            let body = first(from: "<tbody>", to: "</tbody>", in: table)
        else { return [] }
        return body.components(separatedBy: "<tr").dropFirst().map { "<tr" + $0 }.map { row in
            let end = row.range(of: "</tr>")!.upperBound
            return String(row[..<end])
        }
    }

    /// The text of every `<code>` element in `html`, in order, as a reader sees it: without
    /// the `<wbr>` break opportunities of long names.
    static func codes(in html: String) -> [String] {
        html.components(separatedBy: "<code>").dropFirst().compactMap {
            $0.components(separatedBy: "</code>").first?.replacingOccurrences(of: "<wbr>", with: "")
        }
    }

    /// Each `<svg …</svg>` element of a page.
    static func svgElements(in html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            found.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }
}
