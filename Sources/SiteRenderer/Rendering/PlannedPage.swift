internal import Diagnostics
internal import Mustache

/// One page of a job before it is rendered: its template, path and context, with the
/// diagram (the one expensive part) still a placeholder that names the DOT source and
/// the highlighted ids. The context then says everything the page's bytes depend on, so
/// its digest is the page's fingerprint for incremental builds.
struct PlannedPage: Sendable {
    /// Where the diagram goes in the context: `lifecycle.diagram` or `scenario.diagram`.
    struct DiagramSlot: Sendable {
        var key: String
        var highlightedIDs: Set<String>
    }

    var template: String
    var path: String
    var location: SourceLocation?
    var context: MustacheValue
    var diagram: DiagramSlot?

    /// Stands in for the SVG in the context: the laid-out SVG is a function of exactly this
    /// text (and the Graphviz version, which is part of every build's fingerprint).
    static func placeholder(title: String, dot: String, highlightedIDs: Set<String>) -> String {
        "\u{0}diagram\u{0}\(title)\u{0}\(dot)\u{0}" + highlightedIDs.sorted().joined(separator: "\u{0}")
    }

    /// The context with the real SVG in place of the placeholder.
    func context(withDiagram svg: String?) -> MustacheValue {
        guard let diagram, case .dictionary(var top) = context, case .dictionary(var inner)? = top[diagram.key] else { return context }
        let highlighted = svg.map { SVGHighlighting.highlight($0, ids: diagram.highlightedIDs) }
        inner["diagram"] = highlighted.map(MustacheValue.html) ?? .null
        top[diagram.key] = .dictionary(inner)
        return .dictionary(top)
    }
}

extension Array where Element == PlannedPage {
    /// The job's fingerprint: every page's template, path and context.
    var fingerprint: String {
        var digest = Digest()
        digest.feed(count)
        for page in self {
            digest.feed(page.template)
            digest.feed(page.path)
            digest.feed(page.context)
        }
        return digest.hex
    }
}
