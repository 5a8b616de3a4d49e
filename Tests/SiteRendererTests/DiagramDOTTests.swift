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

    /// One layout for the lifecycle page and one for each scenario page, whose diagram is
    /// numbered with its rows; none for `app`. Push is numbered, background moves nothing
    /// and shares the lifecycle's layout.
    @Test func oneLayoutPerDiagramShown() {
        #expect(dots.count == 2)
        #expect(dots.last?.contains(#"label="covered\nviewWillDisappear(_:)\nviewDidDisappear(_:)\n"#) == true)
        #expect(dots.last?.contains("highlighted") == true)
    }

    @Test func lifecyclePageDiagramIsWrittenExactly() {
        #expect(
            dots.first == #"""
                digraph "View controller: state diagram" {
                  graph [id="diagram", rankdir=TB, nodesep=0.4, ranksep=0.5, fontname="Arial", bgcolor="transparent"];
                  node [shape=box, style="rounded", fontname="Arial", fontsize=12];
                  edge [fontname="Arial", fontsize=10];
                  "state-disappeared" [id="state-disappeared", class="state initial", label="disappeared\n(Off screen)"];
                  "state-appeared" [id="state-appeared", class="state", label="appeared"];
                  "state-deallocated" [id="state-deallocated", class="state final", label="deallocated\n(Gone)", peripheries=2];
                  "start" [id="state-start", class="start", shape=point, width=0.15, label=""];
                  "start" -> "state-disappeared" [id="edge-start", class="transition start"];
                  "state-disappeared" -> "state-appeared" [id="edge-disappeared-appeared-1", class="transition", label="push\nviewWillAppear(_:)\nviewIsAppearing(_:)\nviewDidAppear(_:)"];
                  "state-appeared" -> "state-disappeared" [id="edge-appeared-disappeared-1", class="transition", label="covered\nviewWillDisappear(_:)\nviewDidDisappear(_:)"];
                  "state-appeared" -> "state-deallocated" [id="edge-appeared-deallocated-1", class="transition", label="viewWillDisappear(_:)\nviewDidDisappear(_:)\ndeinit"];
                }

                """#)
    }

    /// A is covered: it moves along the drawn `appeared → disappeared` edge with exactly
    /// its calls, so that edge and both its states light up, and nothing else does. The
    /// scenario page's DOT says so in its classes.
    @Test func scenarioDiagramHighlightsThePathTaken() throws {
        let files = try SiteFixture.render(diagrams: ShapedDiagrams()).files
        let push = try #require(files.text("vc/push.html"))
        #expect(ShapedDiagrams.highlightedIDs(in: push) == ["state-disappeared", "state-appeared", "edge-appeared-disappeared-1"])
        let lifecycle = try #require(files.text("vc/index.html"))
        #expect(ShapedDiagrams.highlightedIDs(in: lifecycle) == [])
        #expect(lifecycle.contains("<g id=\"state&#45;appeared\" class=\"node state\">"))
    }

    /// Background moves no drawn edge: the same layout, nothing highlighted.
    @Test func scenarioThatMovesNothingHighlightsNothing() throws {
        let files = try SiteFixture.render(diagrams: ShapedDiagrams()).files
        let background = try #require(files.text("vc/background.html"))
        #expect(background.contains("<g id=\"state&#45;appeared\" class=\"node state\">"))
        #expect(ShapedDiagrams.highlightedIDs(in: background) == [])
    }

    /// The page without a scenario highlights nothing.
    @Test func lifecycleDiagramHighlightsNothing() {
        #expect(dots.first?.contains("highlighted") == false)
    }
}
