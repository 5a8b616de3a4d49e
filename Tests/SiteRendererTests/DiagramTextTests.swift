@testable import SiteRenderer
import Testing

/// Diagram labels: the call table's rows written into the DOT as a label line, and each
/// label of the laid-out SVG held to the width the layout gave it.
@Suite struct DiagramTextTests {
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

    /// The rows are the last line of the edge's label, so Graphviz lays them out; an edge
    /// nobody takes keeps its label as it was, and a label of rows alone is one line.
    @Test func rowsAreTheLastLineOfTheEdgeLabel() {
        let graph = DOTGraph(
            title: "t", nodes: [.init(id: "a", label: "a"), .init(id: "b", label: "b")],
            edges: [
                DOTGraph.Edge(
                    from: "a", to: "b", label: "push", calls: ["viewDidLoad()"], isHighlighted: true,
                    path: [.init(object: "<B>", rows: [1, 2]), .init(object: "A", rows: [3])]),
                DOTGraph.Edge(from: "a", to: "b", label: "pop", calls: []),
                DOTGraph.Edge(from: "b", to: "a", label: "", calls: [], isHighlighted: true, path: [.init(object: "A", rows: [4])]),
            ])
        let dot = DOTWriter.dot(for: graph)
        #expect(dot.contains(#"[id="edge-a-b-1", class="transition highlighted", label="push\nviewDidLoad()\n<B>: 1–2 · A: 3"];"#))
        #expect(dot.contains(#"[id="edge-a-b-2", class="transition", label="pop"];"#))
        #expect(dot.contains(#"[id="edge-b-a-1", class="transition highlighted", label="A: 4"];"#))
        #expect(dot.contains(#"fontname="Arial""#) && !dot.contains("Helvetica"))
    }

    static let svg = """
        <g id="edge&#45;a&#45;b&#45;1" class="edge transition highlighted">
        <title>a → b</title>
        <text text-anchor="middle" x="10" y="-56" font-family="Arial" font-size="10.00">push</text>
        <text text-anchor="middle" x="10" y="-44" font-family="Arial" font-size="10.00">&lt;B&gt;: 1–2 · A: 3</text>
        </g>
        <g id="state&#45;b" class="node state">
        <text text-anchor="middle" x="10" y="-6" font-family="Arial" font-size="12.00">&lt;B&gt;: 1–2 · A: 3</text>
        </g>
        """

    /// Each text gets the smaller of its width in the shipped font and Graphviz's, in
    /// hundredths rounded down; only the edge's rows line is classed, and nothing else
    /// changes.
    @Test func everyLabelIsHeldToItsLaidOutWidth() {
        let out = DiagramText.fit(Self.svg, rows: ["edge-a-b-1": "<B>: 1–2 · A: 3"])
        let push = DiagramFont.format(DiagramFont.laidOutLength(of: "push", size: 10))
        let rows = DiagramFont.format(DiagramFont.laidOutLength(of: "<B>: 1–2 · A: 3", size: 10))
        let node = DiagramFont.format(DiagramFont.laidOutLength(of: "<B>: 1–2 · A: 3", size: 12))
        #expect(push == "21.67")  // p, u, s, h: 0.5559 + 0.5559 + 0.5 + 0.5559 em in Graphviz
        #expect(
            out == """
                <g id="edge&#45;a&#45;b&#45;1" class="edge transition highlighted">
                <title>a → b</title>
                <text text-anchor="middle" x="10" y="-56" font-family="Arial" font-size="10.00" textLength="\(push)" lengthAdjust="spacingAndGlyphs">push</text>
                <text class="path-rows" text-anchor="middle" x="10" y="-44" font-family="Arial" font-size="10.00" textLength="\(rows)" lengthAdjust="spacingAndGlyphs">&lt;B&gt;: 1–2 · A: 3</text>
                </g>
                <g id="state&#45;b" class="node state">
                <text text-anchor="middle" x="10" y="-6" font-family="Arial" font-size="12.00" textLength="\(node)" lengthAdjust="spacingAndGlyphs">&lt;B&gt;: 1–2 · A: 3</text>
                </g>
                """)
        #expect(DiagramText.fit(Self.svg, rows: ["edge-a-b-1": "<B>: 1–2 · A: 3"]) == out)
        #expect(DiagramText.fit("<svg></svg>") == "<svg></svg>")
    }

    /// Graphviz counts other characters byte by byte: the en dash and middle dot come out
    /// wider than Arimo draws them, so the shipped font's width is the length; an arrow
    /// comes out narrower, so Graphviz's is, and no face can overflow its place.
    @Test func theLengthIsTheSmallerWidth() {
        #expect(DiagramFont.graphvizWidth(of: "–·", size: 1) > DiagramFont.width(of: "–·", size: 1))
        #expect(DiagramFont.laidOutLength(of: "–·", size: 1) == DiagramFont.width(of: "–·", size: 1))
        #expect(DiagramFont.graphvizWidth(of: "→", size: 1) < DiagramFont.width(of: "→", size: 1))
        #expect(DiagramFont.laidOutLength(of: "→", size: 1) == DiagramFont.graphvizWidth(of: "→", size: 1))
        // ASCII: the two agree to a thousandth of an em per character.
        let text = "viewWillTransition(to:with:) Abc 0129 {}"
        #expect(abs(DiagramFont.graphvizWidth(of: text, size: 1) - DiagramFont.width(of: text, size: 1)) < 0.001 * Double(text.count))
        #expect(DiagramFont.format(12.5) == "12.50" && DiagramFont.format(3.019) == "3.01" && DiagramFont.format(0.999) == "0.99")
    }
}
