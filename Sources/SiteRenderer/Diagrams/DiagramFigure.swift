/// A diagram as the page shows it: the SVG at its natural size inside a region that
/// scrolls sideways when the diagram is wider than the column (focusable, so keyboard
/// users can scroll it too), and a link that opens the same region over the whole window
/// (CSS `:target`, so it works without JavaScript and from disk), with a link back.
///
/// The full-size view is the page's own diagram: a second copy in an SVG file of its
/// own was half the files a lifecycle wrote.
enum DiagramFigure {
    /// The region's id, the link's and the way back; one diagram per page uses them.
    static let viewID = "diagram-view"
    static let openID = "diagram-open"

    static func html(svg: String, label: String) -> String {
        let name = HTMLEscaping.attribute(label)
        return "<div class=\"diagram-scroll\" id=\"\(viewID)\" tabindex=\"0\" role=\"region\" aria-label=\"\(name) (scrolls sideways)\">"
            + svg
            + "<p class=\"diagram-close\"><a href=\"#\(openID)\">Close the full-size view</a></p>"
            + "</div>\n<p class=\"diagram-full\" id=\"\(openID)\"><a href=\"#\(viewID)\">Open the diagram at full size</a></p>"
    }
}
