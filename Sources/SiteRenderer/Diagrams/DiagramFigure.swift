/// A diagram as the page shows it: the SVG at its natural size inside a region that
/// scrolls sideways when the diagram is wider than the column (focusable, so keyboard
/// users can scroll it too), and a link to the SVG file on its own.
enum DiagramFigure {
    static func html(svg: String, label: String, fullSizeHref: String) -> String {
        let name = HTMLEscaping.attribute(label)
        return "<div class=\"diagram-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(name) (scrolls sideways)\">"
            + svg
            + "</div>\n<p class=\"diagram-full\"><a href=\"\(HTMLEscaping.attribute(fullSizeHref))\">Open the diagram at full size</a> (SVG)</p>"
    }
}
