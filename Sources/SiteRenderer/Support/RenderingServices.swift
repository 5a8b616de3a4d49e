/// Markdown → HTML, supplied by the composition root (cmark-gfm there, a stub in tests).
/// The HTML must already be safe: no raw HTML from content, no `javascript:` links.
public protocol MarkdownToHTML: Sendable {
    func html(from markdown: String) -> String
}

/// DOT → inline SVG, supplied by the composition root (libgvc there, a stub in tests).
public protocol DiagramRenderer: Sendable {
    func svg(fromDOT dot: String) throws -> String
}
