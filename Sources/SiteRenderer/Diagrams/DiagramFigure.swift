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

    /// The figure's words in the edition's language, plain text.
    struct Words: Sendable, Hashable {
        /// The scroll region's accessible name (the diagram's, and that it scrolls).
        var region: String
        /// The links that close and open the full-size view.
        var close: String
        var open: String
        /// The title of the state diagram's start point.
        var startPoint: String

        init(label: String, site: SiteInput) {
            region = site.string("scrollsSideways", ["region": label])
            close = site.string("diagramClose")
            open = site.string("diagramOpen")
            startPoint = site.string("diagramStartPoint")
        }

        init(region: String, close: String, open: String, startPoint: String) {
            self.region = region
            self.close = close
            self.open = open
            self.startPoint = startPoint
        }
    }

    static func html(svg: String, words: Words) -> String {
        let region = HTMLEscaping.attribute(words.region)
        return "<div class=\"diagram-scroll\" id=\"\(viewID)\" tabindex=\"0\" role=\"region\" aria-label=\"\(region)\">"
            + svg
            + "<p class=\"diagram-close\"><a href=\"#\(openID)\">\(HTMLEscaping.attribute(words.close))</a></p>"
            + "</div>\n<p class=\"diagram-full\" id=\"\(openID)\"><a href=\"#\(viewID)\">\(HTMLEscaping.attribute(words.open))</a></p>"
    }
}
