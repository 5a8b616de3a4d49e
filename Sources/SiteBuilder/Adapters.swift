internal import GraphvizSupport
internal import MarkdownSupport
internal import SiteRenderer

/// cmark-gfm behind the renderer's `MarkdownToHTML`: the composition root is the only
/// place that knows which C library does the work.
struct CmarkMarkdown: MarkdownToHTML {
    private let renderer = MarkdownRenderer()

    func html(from markdown: String) -> String {
        renderer.html(from: markdown)
    }
}

/// libgvc behind the renderer's `DiagramRenderer`, laid out in-process.
struct GraphvizDiagrams: DiagramRenderer {
    private let renderer = GraphvizRenderer()

    func svg(fromDOT dot: String) throws -> String {
        try renderer.svg(fromDOT: dot)
    }

    /// Recorded in the site's marker; nil when Graphviz cannot even start.
    static var version: String? {
        try? GraphvizRenderer().version()
    }
}
