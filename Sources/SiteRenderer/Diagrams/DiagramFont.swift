/// The face every diagram label is drawn in, and its widths.
///
/// The site ships a Latin subset of Arimo (`assets/diagram-sans.woff2`, SIL OFL 1.1),
/// whose widths are Arial's and Helvetica's: the widths Graphviz lays state diagrams out
/// with when asked for `Arial` without a text-layout plugin. The style sheet draws
/// diagram text in that font, so a label is as wide on the page as in the layout. The
/// sequence diagram, drawn here, is measured with the same font's advances.
///
/// A reader whose browser draws another face (web fonts off, a character the subset
/// lacks) still gets labels of the laid-out width: each label carries `textLength`, the
/// smaller of its width in the shipped font and the width the layout gave it, so no font
/// makes it wider than its place (``DiagramText``).
enum DiagramFont {
    /// The name the DOT asks Graphviz for, and which Graphviz writes into the SVG.
    static let graphvizName = "Arial"

    /// The text's advance at `size`, in the size's units, in the shipped font without
    /// kerning (the subset has none); a character the font lacks counts one em.
    static func width(of text: some StringProtocol, size: Double) -> Double {
        var units = 0.0
        for scalar in text.unicodeScalars {
            units += advances[scalar.value].map(Double.init) ?? unitsPerEm
        }
        return units / unitsPerEm * size
    }

    /// The width Graphviz 2.42 gives `text` at `size` (``graphvizEms``, byte by byte).
    static func graphvizWidth(of text: some StringProtocol, size: Double) -> Double {
        var ems = 0.0
        for byte in text.utf8 { ems += graphvizEms[Int(byte)] }
        return ems * size
    }

    /// The `textLength` of a label Graphviz placed: never wider than its place, and in
    /// the shipped font its natural width wherever Graphviz's estimate is not smaller.
    static func laidOutLength(of text: some StringProtocol, size: Double) -> Double {
        min(width(of: text, size: size), graphvizWidth(of: text, size: size))
    }

    /// A length in hundredths, rounded down so a label never grows past it: `12.5` →
    /// `12.50`. Deterministic and locale-free.
    static func format(_ length: Double) -> String {
        let hundredths = max(0, Int((length * 100).rounded(.down)))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
