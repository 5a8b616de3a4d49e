import Foundation
import SiteRenderer

/// Markdown stand-in: the text, HTML-escaped, in one `<p>`. Pages rendered with it do
/// not change when cmark-gfm does.
struct StubMarkdown: MarkdownToHTML {
    func html(from markdown: String) -> String {
        "<p>\(escapeHTML(markdown))</p>"
    }
}

/// Graphviz stand-in: always the same small SVG, with the size attributes Graphviz writes.
struct StubDiagrams: DiagramRenderer {
    static let svg = """
        <svg width="120pt" height="60pt" viewBox="0 0 120 60" xmlns="http://www.w3.org/2000/svg">
        <g id="diagram" class="graph"><title>stub</title></g>
        </svg>

        """

    func svg(fromDOT dot: String) throws -> String {
        Self.svg
    }
}

/// Graphviz stand-in that rejects every graph, as libgvc does with a syntax error.
struct FailingDiagrams: DiagramRenderer {
    struct Rejected: Error, CustomStringConvertible {
        var description: String { "syntax error in line 1" }
    }

    func svg(fromDOT dot: String) throws -> String {
        throw Rejected()
    }
}

/// Graphviz stand-in that writes one `<g>` per node and edge with the `id` and `class`
/// the DOT gives it, escaped the way Graphviz escapes them (`-` as `&#45;`).
struct ShapedDiagrams: DiagramRenderer {
    func svg(fromDOT dot: String) throws -> String {
        let statements = DOTStatements(dot)
        var svg = "<svg width=\"120pt\" height=\"60pt\" viewBox=\"0 0 120 60\">\n<g id=\"diagram\" class=\"graph\">\n"
        for (kind, statement) in statements.nodes.map({ ("node", $0) }) + statements.edges.map({ ("edge", $0) }) {
            let id = statement.attributes["id"]!.replacingOccurrences(of: "-", with: "&#45;")
            svg += "<g id=\"\(id)\" class=\"\(kind) \(statement.attributes["class"]!)\"><title>\(id)</title></g>\n"
        }
        return svg + "</g>\n</svg>\n"
    }

    /// The ids of the `<g>` elements whose class ends in `highlighted`, in document order.
    static func highlightedIDs(in page: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"<g id="([^"]*)" class="[^"]* highlighted">"#)
        return pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { match in
            String(page[Range(match.range(at: 1), in: page)!]).replacingOccurrences(of: "&#45;", with: "-")
        }
    }
}

/// Remembers every DOT text it was given, and answers with the stub SVG.
final class RecordingDiagrams: DiagramRenderer, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var dots: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func svg(fromDOT dot: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(dot)
        return StubDiagrams.svg
    }
}

func escapeHTML(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(character)
        }
    }
    return out
}
