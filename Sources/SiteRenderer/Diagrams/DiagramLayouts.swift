internal import Foundation

/// One Graphviz layout per lifecycle diagram, reused by every page that shows it.
///
/// A scenario page shows its lifecycle's diagram with the states and transitions it passes
/// through highlighted, and highlighting only adds the class `highlighted` to those
/// elements (`DOTWriter` puts it last in the class list, and nothing else changes). So the
/// plain diagram is laid out once and each scenario's copy is that SVG with the class
/// added to the `<g>` of each highlighted id: the bytes Graphviz would write for the
/// highlighted DOT (a test compares the two for the bundled content), without laying the
/// graph out again for every scenario. When an id cannot be found the highlighted DOT is
/// laid out after all.
enum DiagramLayouts {
    /// `svg` (from the plain graph) with `ids` highlighted, or nil when an id is missing.
    static func highlighting(_ ids: [String], in svg: String) -> String? {
        var text = svg
        for id in ids {
            // Graphviz writes '-' in ids as '&#45;'; our ids hold nothing else it escapes.
            let escaped = id.replacingOccurrences(of: "-", with: "&#45;")
            let opening = "<g id=\"\(escaped)\" class=\""
            guard let start = text.range(of: opening),
                let close = text[start.upperBound...].firstIndex(of: "\"")
            else { return nil }
            text.insert(contentsOf: " highlighted", at: close)
        }
        return text
    }
}
