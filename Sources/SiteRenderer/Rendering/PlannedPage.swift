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
        /// Edge id → the rows numbering it on a scenario's diagram (``SVGPathLabels``).
        var pathLabels: [String: String] = [:]
        /// The diagram's accessible name.
        var label: String
    }

    var template: String
    var path: String
    var location: SourceLocation?
    var context: MustacheValue
    var diagram: DiagramSlot?
    /// The absolute URL every relative link of the rendered page is made absolute from
    /// (the 404 page's, with `base-url`).
    var linkBase: String?

    /// Stands in for the SVG in the context: the laid-out SVG is a function of exactly this
    /// text (and the Graphviz version, which is part of every build's fingerprint).
    static func placeholder(title: String, dot: String, highlightedIDs: Set<String>, pathLabels: [String: String] = [:]) -> String {
        "\u{0}diagram\u{0}\(title)\u{0}\(dot)\u{0}" + highlightedIDs.sorted().joined(separator: "\u{0}")
            + pathLabels.sorted { $0.key < $1.key }.map { "\u{0}\($0.key)=\($0.value)" }.joined()
    }

    /// The page's figure (highlighted, inline, with its full-size view) from the one
    /// layout its job made.
    func figure(from layout: String?) -> String? {
        guard let diagram, let layout else { return nil }
        // Bytes from layout to page: one copy of the layout per page, one pass per edit,
        // and a `String` made (and its UTF-8 checked) only for the figure.
        let svg = SVGPathLabels.add(SVGHighlighting.highlight(Array(layout.utf8), ids: diagram.highlightedIDs), labels: diagram.pathLabels)
        let inline = InlineSVG.inline(svg, readable: InlineSVG.readableTitles(svg), label: diagram.label)
        return DiagramFigure.html(svg: String(decoding: inline, as: UTF8.self), label: diagram.label)
    }

    /// The context with the real figure in place of the placeholder.
    func context(withFigure figure: String?) -> MustacheValue {
        guard let diagram, case .dictionary(var top) = context, case .dictionary(var inner)? = top[diagram.key] else { return context }
        inner["diagram"] = figure.map(MustacheValue.html) ?? .null
        top[diagram.key] = .dictionary(inner)
        return .dictionary(top)
    }
}

extension PlannedPage {
    /// The page's own fingerprint: its template, path and context.
    var digest: String {
        var digest = Digest()
        digest.feed(template)
        digest.feed(path)
        digest.feed(context)
        digest.feed(linkBase ?? "")
        return digest.hex
    }
}

extension Array where Element == PlannedPage {
    /// The job's fingerprint: every page's template, path and context.
    var fingerprint: String { JobFingerprint.of(pages: map(\.digest)) }
}

/// A job's fingerprint from its pages' (in job order), so that a build which re-renders
/// one page of a job can give the job's new fingerprint from the others' recorded ones.
enum JobFingerprint {
    static func of(pages: [String]) -> String {
        var digest = Digest()
        digest.feed(pages.count)
        for page in pages { digest.feed(page) }
        return digest.hex
    }
}
