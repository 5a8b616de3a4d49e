import SiteRenderer
import Testing

/// The DOT a lifecycle's drawn diagram becomes, as the renderer hands it to Graphviz.
@Suite struct DiagramDOTTests {
    let dots: [String]

    init() throws {
        let recorder = RecordingDiagrams()
        _ = try SiteFixture.render(diagrams: recorder)
        dots = recorder.dots
    }

    /// One layout per diagram: the lifecycle page's, which scenario pages reuse by adding
    /// the highlighted class to its SVG. The stub's SVG has none of the diagram's ids, so
    /// the push scenario, which highlights some, is laid out from its own DOT; the
    /// background scenario highlights nothing and reuses the layout. None for `app`.
    @Test func oneLayoutPerDiagramAndOneMoreWhereTheIDsAreMissing() {
        #expect(dots.count == 2)
    }

    @Test func lifecyclePageDiagramIsWrittenExactly() {
        #expect(
            dots.first == #"""
                digraph "View controller: state diagram" {
                  graph [id="diagram", rankdir=TB, nodesep=0.4, ranksep=0.5, fontname="Helvetica", bgcolor="transparent"];
                  node [shape=box, style="rounded", fontname="Helvetica", fontsize=12];
                  edge [fontname="Helvetica", fontsize=10];
                  "state-disappeared" [id="state-disappeared", class="state initial", label="Off screen"];
                  "state-appeared" [id="state-appeared", class="state", label="appeared"];
                  "state-deallocated" [id="state-deallocated", class="state final", label="Gone", peripheries=2];
                  "start" [id="state-start", class="start", shape=point, width=0.15, label=""];
                  "start" -> "state-disappeared" [id="edge-start", class="transition start"];
                  "state-disappeared" -> "state-appeared" [id="edge-disappeared-appeared-1", class="transition", label="push\nviewWillAppear(_:)\nviewIsAppearing(_:)\nviewDidAppear(_:)"];
                  "state-appeared" -> "state-disappeared" [id="edge-appeared-disappeared-1", class="transition", label="covered\nviewWillDisappear(_:)\nviewDidDisappear(_:)"];
                  "state-appeared" -> "state-deallocated" [id="edge-appeared-deallocated-1", class="transition", label="viewWillDisappear(_:)\nviewDidDisappear(_:)\ndeinit"];
                }

                """#)
    }

    /// A is covered: it moves along the drawn `appeared → disappeared` edge with exactly
    /// its calls, so that edge and both its states light up, and nothing else does.
    @Test func scenarioDiagramHighlightsThePathTaken() throws {
        let push = try #require(dots.dropFirst().first)
        let statements = DOTStatements(push)
        #expect(statements.problems == [])
        let highlightedStates = statements.nodes.filter { $0.attributes["class"]!.contains("highlighted") }.map(\.names[0])
        let highlightedEdges = statements.edges.filter { $0.attributes["class"]!.contains("highlighted") }.map { $0.attributes["id"]! }
        #expect(highlightedStates == ["state-disappeared", "state-appeared"])
        #expect(highlightedEdges == ["edge-appeared-disappeared-1"])
    }

    /// The page without a scenario highlights nothing.
    @Test func lifecycleDiagramHighlightsNothing() {
        #expect(dots.first?.contains("highlighted") == false)
    }
}
