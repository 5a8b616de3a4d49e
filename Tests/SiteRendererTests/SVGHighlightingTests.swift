import SiteRenderer
import Testing

/// The classes Graphviz writes, extended in place for a scenario's path.
@Suite struct SVGHighlightingTests {
    static let svg = """
        <svg viewBox="0 0 10 10">
        <g id="diagram" class="graph"><title>T</title>
        <g id="state&#45;a" class="node state initial"><title>state&#45;a</title></g>
        <g id="state&#45;b&amp;c" class="node state"><title>b</title></g>
        <g id="edge&#45;a&#45;b&#45;1" class="edge transition"><title>a&#45;&gt;b</title></g>
        <g id="edge&#45;a&#45;b&#45;2" class="edge transition"><title>a&#45;&gt;b</title></g>
        </g>
        </svg>
        """

    @Test func namedElementsGetTheClassAndNothingElseChanges() {
        let result = SVGHighlighting.highlight(Self.svg, ids: ["state-a", "state-b&c", "edge-a-b-2", "state-missing"])
        let expected = Self.svg
            .replacingOccurrences(of: #"class="node state initial""#, with: #"class="node state initial highlighted""#)
            .replacingOccurrences(
                of: #"<g id="state&#45;b&amp;c" class="node state">"#, with: #"<g id="state&#45;b&amp;c" class="node state highlighted">"#
            )
            .replacingOccurrences(
                of: #"<g id="edge&#45;a&#45;b&#45;2" class="edge transition">"#,
                with: #"<g id="edge&#45;a&#45;b&#45;2" class="edge transition highlighted">"#)
        #expect(result == expected)
    }

    @Test func noIDsLeaveTheSVGAsItIs() {
        #expect(SVGHighlighting.highlight(Self.svg, ids: []) == Self.svg)
        #expect(SVGHighlighting.highlight(Self.svg, ids: ["diagram-x"]) == Self.svg)
    }

    /// Text that only looks like the start of a group (cut short) is copied unchanged.
    @Test func truncatedGroupIsCopiedUnchanged() {
        let svg = #"<g id="state&#45;a" class="node"#
        #expect(SVGHighlighting.highlight(svg, ids: ["state-a"]) == svg)
    }
}
