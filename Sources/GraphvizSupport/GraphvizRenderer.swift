/// Lays out a DOT graph with the `dot` engine and returns SVG ready to inline in HTML.
///
/// ```swift
/// let svg = try GraphvizRenderer().svg(fromDOT: """
///     digraph { load [id="cb-load" class="callback"]; load -> appear }
///     """)
/// // "<svg width=… viewBox=…>…<g id=\"cb&#45;load\" class=\"node callback\">…</svg>\n"
/// ```
///
/// Everything runs inside this process through libgvc; no `dot` executable is
/// started or needed. The output starts at the `<svg>` element: the XML prolog,
/// the DOCTYPE and Graphviz's version comment are dropped, so the bytes do not
/// change when only the Graphviz build does. Graphviz writes each `id` and `class`
/// given in the DOT onto the node's or edge's `<g>` (escaping `-` as `&#45;`,
/// which HTML and XML parsers read back as `-`) and keeps a `<title>` per element.
///
/// The same DOT gives the same bytes on every machine with the same Graphviz
/// version, whatever else the process rendered before: text is measured with
/// Graphviz's built-in font metrics, never with the installed fonts (see
/// ``GraphvizPlugins``), and objects are numbered in DOT order rather than by
/// heap address (see ``CreationOrderIDs``). Different Graphviz versions
/// (Debian's 2.42, Homebrew's current one) can still lay out differently.
///
/// libgvc keeps global state, so calls from any thread take turns behind one
/// process-wide lock; see ``GraphvizEngine``.
public struct GraphvizRenderer: Sendable {
    public init() {}

    /// The version of the libgvc in use (`2.43.0`): another version lays diagrams out
    /// differently, so the site records it.
    public func version() throws(GraphvizError) -> String {
        try GraphvizEngine.version()
    }

    /// Renders `dot` to an SVG fragment.
    ///
    /// - Throws: ``GraphvizError`` when the DOT does not parse, Graphviz reports
    ///   an error while laying it out or rendering it, or the Graphviz plugins
    ///   cannot be found. Graphviz's own messages go into the error, not to stderr.
    public func svg(fromDOT dot: String) throws(GraphvizError) -> String {
        let document = try GraphvizEngine.render(dot: dot, format: "svg")
        guard let fragment = SVGFragment.inlineable(from: document) else {
            throw GraphvizError(stage: .render, message: "Graphviz produced no <svg> element")
        }
        return fragment
    }
}
