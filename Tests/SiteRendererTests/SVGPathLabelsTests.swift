@testable import SiteRenderer
import Testing

/// The rows drawn onto a scenario's diagram: on the named edges only, at the middle of
/// their path, escaped, with the rows written as ranges.
@Suite struct SVGPathLabelsTests {
    static let svg = """
        <g id="graph0" class="graph">
        <g id="edge&#45;a&#45;b&#45;1" class="edge transition highlighted">
        <title>a → b</title>
        <path fill="none" stroke="black" d="M10,-100C10,-80 10,-60 10,-40"/>
        </g>
        <g id="edge&#45;b&#45;c&#45;1" class="edge transition">
        <path fill="none" stroke="black" d="M0,0C1,1 2,2 3,3"/>
        </g>
        </g>
        """

    @Test func labelsGoOnTheNamedEdgeAtItsMiddleEscaped() {
        let out = SVGPathLabels.add(Self.svg, labels: ["edge-a-b-1": "<A>: 1–3, 5"])
        #expect(out.contains("<text class=\"path-rows\" text-anchor=\"middle\" x=\"10\" y=\"-56\">&lt;A&gt;: 1–3, 5</text>\n</g>"))
        #expect(out.components(separatedBy: "<text").count == 2)
        // Everything else is left as it was.
        #expect(
            out.replacingOccurrences(of: "<text class=\"path-rows\" text-anchor=\"middle\" x=\"10\" y=\"-56\">&lt;A&gt;: 1–3, 5</text>\n", with: "")
                == Self.svg)
        #expect(SVGPathLabels.add(Self.svg, labels: [:]) == Self.svg)
    }

    @Test func rowsAreWrittenAsRanges() {
        #expect(DOTWriter.rowRanges([1, 2, 3, 5, 7, 8]) == "1–3, 5, 7–8")
        #expect(DOTWriter.rowRanges([4]) == "4")
    }

    /// Objects are named only when several of the kind take part; each edge lists its
    /// objects in the order of their first row.
    @Test func labelsNameTheObjectsWhenThereAreSeveral() {
        var graph = DOTGraph(
            title: "t", nodes: [],
            edges: [
                DOTGraph.Edge(
                    from: "a", to: "b", label: "", calls: [], isHighlighted: true,
                    path: [.init(object: "B", rows: [1, 2]), .init(object: "A", rows: [3])]),
                DOTGraph.Edge(from: "a", to: "b", label: "", calls: []),
            ])
        #expect(DOTWriter.pathLabels(in: graph) == ["edge-a-b-1": "B: 1–2 · A: 3"])
        graph.edges[0].path = [.init(object: "B", rows: [1, 2])]
        #expect(DOTWriter.pathLabels(in: graph) == ["edge-a-b-1": "1–2"])
        #expect(DiagramPathText.steps(graph) == [.init(object: "B", from: "a", to: "b", rows: [1, 2])])
    }
}
