import SiteRenderer
import Testing

/// The DOT text is pure Swift, so it is compared whole: any change to it shows up here.
@Suite struct DOTWriterTests {
    static let graph = DOTGraph(
        title: "VC: state diagram",
        nodes: [
            .init(id: "loaded", label: "Loaded", isInitial: true),
            .init(id: "shown", label: "On screen", isHighlighted: true),
            .init(id: "gone", label: "Gone", isFinal: true),
        ],
        edges: [
            .init(from: "loaded", to: "shown", label: "show", calls: ["viewWillAppear(_:)", "viewDidAppear(_:)"]),
            .init(from: "shown", to: "shown", label: "", calls: ["viewWillLayoutSubviews()"], isHighlighted: true),
            .init(from: "shown", to: "gone", label: "pop", calls: []),
            .init(from: "loaded", to: "shown", label: "again", calls: []),
        ]
    )

    @Test func smallGraphIsWrittenExactly() {
        #expect(
            DOTWriter.dot(for: Self.graph) == #"""
                digraph "VC: state diagram" {
                  graph [id="diagram", rankdir=TB, nodesep=0.4, ranksep=0.5, fontname="Arial", bgcolor="transparent"];
                  node [shape=box, style="rounded", fontname="Arial", fontsize=12];
                  edge [fontname="Arial", fontsize=10];
                  "state-loaded" [id="state-loaded", class="state initial", label="Loaded"];
                  "state-shown" [id="state-shown", class="state highlighted", label="On screen"];
                  "state-gone" [id="state-gone", class="state final", label="Gone", peripheries=2];
                  "start" [id="state-start", class="start", shape=point, width=0.15, label=""];
                  "start" -> "state-loaded" [id="edge-start", class="transition start"];
                  "state-loaded" -> "state-shown" [id="edge-loaded-shown-1", class="transition", label="show\nviewWillAppear(_:)\nviewDidAppear(_:)"];
                  "state-shown" -> "state-shown" [id="edge-shown-shown-1", class="transition highlighted", label="viewWillLayoutSubviews()"];
                  "state-shown" -> "state-gone" [id="edge-shown-gone-1", class="transition", label="pop"];
                  "state-loaded" -> "state-shown" [id="edge-loaded-shown-2", class="transition", label="again"];
                }

                """#)
    }

    @Test func withoutAnInitialStateThereIsNoStartPoint() {
        let graph = DOTGraph(title: "T", nodes: [.init(id: "a", label: "A")], edges: [])
        #expect(
            DOTWriter.dot(for: graph) == #"""
                digraph "T" {
                  graph [id="diagram", rankdir=TB, nodesep=0.4, ranksep=0.5, fontname="Arial", bgcolor="transparent"];
                  node [shape=box, style="rounded", fontname="Arial", fontsize=12];
                  edge [fontname="Arial", fontsize=10];
                  "state-a" [id="state-a", class="state", label="A"];
                }

                """#)
    }

    @Test func sameTextTwiceGivesTheSameDOT() {
        #expect(DOTWriter.dot(for: Self.graph) == DOTWriter.dot(for: Self.graph))
    }

    /// `a-b → c` and `a → b-c` both spell `a-b-c`; their ids must still differ.
    @Test func edgeIDsAreUniqueEvenWhenStateIDsContainHyphens() {
        let graph = DOTGraph(
            title: "T", nodes: [],
            edges: [
                .init(from: "a-b", to: "c", label: "", calls: []),
                .init(from: "a", to: "b-c", label: "", calls: []),
                .init(from: "a-b", to: "c", label: "", calls: []),
            ])
        let ids = DOTStatements(DOTWriter.dot(for: graph)).edges.map(\.attributes["id"])
        #expect(ids == ["edge-a-b-c-1", "edge-a-b-c-2", "edge-a-b-c-3"])
        #expect(Set(ids).count == ids.count)
    }
}
