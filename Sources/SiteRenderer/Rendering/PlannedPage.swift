internal import Diagnostics
internal import Mustache

/// One page of a job before it is rendered: its template, path and context, with the
/// diagram (the one expensive part) still a placeholder that names its DOT source. The
/// context then says everything the page's bytes depend on, so its digest is the page's
/// fingerprint for incremental builds.
struct PlannedPage: Sendable {
    /// Where the diagram goes in the context: `lifecycle.diagram` or `scenario.diagram`.
    struct DiagramSlot: Sendable {
        var key: String
        /// The DOT the page's diagram is laid out from: the lifecycle's, or on a scenario
        /// page the same graph highlighted and numbered with the call table's rows.
        var dot: String
        /// Edge id → the line of its label that gives the call table's rows.
        var pathLabels: [String: String] = [:]
        /// The diagram's accessible name.
        var label: String
        /// The words around it (its scroll region's name, the full-size view's links).
        var words: DiagramFigure.Words
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
    static func placeholder(title: String, dot: String) -> String {
        "\u{0}diagram\u{0}\(title)\u{0}\(dot)"
    }

    /// The page's figure (its labels held to their laid-out widths, inline, with its
    /// full-size view) from the layout of its DOT.
    func figure(from layout: String?) -> String? {
        guard let diagram, let layout else { return nil }
        // Bytes from layout to page: one copy of the layout per page, one pass per edit,
        // and a `String` made (and its UTF-8 checked) only for the figure.
        let svg = DiagramText.fit(Array(layout.utf8), rows: diagram.pathLabels)
        let inline = InlineSVG.inline(svg, readable: InlineSVG.readableTitles(svg, startPoint: diagram.words.startPoint), label: diagram.label)
        return DiagramFigure.html(svg: String(decoding: inline, as: UTF8.self), words: diagram.words)
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
