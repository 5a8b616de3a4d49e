@testable import SiteBuilder
import SiteRenderer
import Testing

/// DOTWriter's output through the real libgvc adapter: whatever a label holds, Graphviz
/// reads one statement per node and edge, and the SVG shows the label as text.
@Suite struct GraphvizAdapterTests {
    static let labels = [
        #"say "hi""#,
        #"C:\path\to\"#,
        "<script>alert(1)</script>",
        "{ block } a -> b; c ] d",
        #""]; evil -> x [label=""#,
        #"\N \G \l"#,
        "& ' ünïcödé",
    ]

    @Test(arguments: labels)
    func labelComesOutAsText(_ label: String) throws {
        let graph = DOTGraph(
            title: label,
            nodes: [
                .init(id: "a", label: label, isInitial: true),
                .init(id: "b", label: "B", isFinal: true),
            ], edges: [.init(from: "a", to: "b", label: label, calls: ["viewDidLoad()"])])
        let svg = try GraphvizDiagrams().svg(fromDOT: DOTWriter.dot(for: graph))
        let document = try SVGDocument(svg)
        #expect(!document.elements.contains("script"))
        // The graph's name is not a label: Graphviz keeps the doubled backslashes there.
        #expect(document.titles.first?.replacingOccurrences(of: "\\\\", with: "\\") == label)
        #expect(document.texts.filter { $0 == label }.count == 2, "node and edge label: \(document.texts)")
        #expect(document.texts.contains("viewDidLoad()"))
        // Exactly the nodes and edges written: nothing was split off into a statement of its own.
        #expect(document.classes.keys.filter { $0.hasPrefix("state-") }.sorted() == ["state-a", "state-b", "state-start"])
        #expect(document.classes.keys.filter { $0.hasPrefix("edge-") }.sorted() == ["edge-a-b-1", "edge-start"])
    }

    /// Graphviz passes entity-like text through, so `&lt;` shows as `<`; it is still an
    /// entity in the SVG, never an element.
    @Test func entityLikeLabelStaysText() throws {
        let label = "&lt;script&gt;alert(1)&lt;/script&gt;"
        let graph = DOTGraph(title: "T", nodes: [.init(id: "a", label: label)], edges: [])
        let svg = try GraphvizDiagrams().svg(fromDOT: DOTWriter.dot(for: graph))
        let document = try SVGDocument(svg)
        #expect(!document.elements.contains("script"))
        #expect(!svg.contains("<script"))
        #expect(document.texts == ["<script>alert(1)</script>"])
    }

    @Test func idsAndClassesReachTheSVG() throws {
        let graph = DOTGraph(
            title: "T",
            nodes: [
                .init(id: "loaded", label: "Loaded", isInitial: true),
                .init(id: "shown", label: "Shown", isHighlighted: true),
            ],
            edges: [
                .init(from: "loaded", to: "shown", label: "", calls: [], isHighlighted: true),
                .init(from: "loaded", to: "shown", label: "again", calls: []),
            ])
        let document = try SVGDocument(try GraphvizDiagrams().svg(fromDOT: DOTWriter.dot(for: graph)))
        #expect(document.classes["diagram"] == "graph")
        #expect(document.classes["state-loaded"] == "node state initial")
        #expect(document.classes["state-shown"] == "node state highlighted")
        #expect(document.classes["edge-loaded-shown-1"] == "edge transition highlighted")
        #expect(document.classes["edge-loaded-shown-2"] == "edge transition")
        #expect(document.classes["edge-start"] == "edge transition start")
    }

    @Test func invalidDOTIsAnError() {
        #expect(throws: (any Error).self) {
            _ = try GraphvizDiagrams().svg(fromDOT: "digraph { a -> }")
        }
    }
}
