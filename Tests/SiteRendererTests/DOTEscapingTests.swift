import SiteRenderer
import Testing

/// Labels come from content, so they may hold anything; the DOT must still be one
/// statement per node and edge, and each label must read back as written.
@Suite struct DOTEscapingTests {
    static let hostile = [
        #"say "hi""#,
        #"C:\path\to\"#,
        "two\nlines",
        "<script>alert(1)</script>",
        "{ block }",
        "a -> b",
        "end; statement",
        "close ] bracket",
        #""]; evil -> x [label=""#,
        #"\N \G \l \\"#,
        "ünïcödé ✓",
    ]

    @Test(arguments: hostile)
    func nodeLabelStaysInsideItsStatement(_ label: String) {
        let dot = DOTWriter.dot(for: DOTGraph(title: label, nodes: [.init(id: "a", label: label)], edges: []))
        let statements = DOTStatements(dot)
        #expect(statements.problems == [])
        #expect(statements.title == label)
        #expect(statements.nodes.count == 1)
        #expect(statements.nodes.first?.names == ["state-a"])
        #expect(statements.nodes.first?.attributes["label"] == label)
        #expect(statements.nodes.first?.attributes["id"] == "state-a")
        #expect(statements.edges.isEmpty)
    }

    @Test(arguments: hostile)
    func edgeLabelAndCallsStayInsideTheirStatement(_ label: String) {
        let graph = DOTGraph(
            title: "T", nodes: [.init(id: "a", label: "A"), .init(id: "b", label: "B")],
            edges: [.init(from: "a", to: "b", label: label, calls: [label, "viewDidLoad()"])])
        let statements = DOTStatements(DOTWriter.dot(for: graph))
        #expect(statements.problems == [])
        #expect(statements.nodes.count == 2)
        #expect(statements.edges.count == 1)
        #expect(statements.edges.first?.names == ["state-a", "state-b"])
        #expect(statements.edges.first?.attributes["label"] == "\(label)\n\(label)\nviewDidLoad()")
        #expect(statements.edges.first?.attributes["class"] == "transition")
    }

    @Test func carriageReturnsAreDropped() {
        let dot = DOTWriter.dot(for: DOTGraph(title: "T", nodes: [.init(id: "a", label: "one\r\ntwo")], edges: []))
        #expect(DOTStatements(dot).nodes.first?.attributes["label"] == "one\ntwo")
    }

    @Test func everyNodeAndEdgeIsOneLine() {
        let label = #"x"; y -> z [label="\"#
        let graph = DOTGraph(
            title: label, nodes: [.init(id: "a", label: label, isInitial: true), .init(id: "b", label: label)],
            edges: [.init(from: "a", to: "b", label: label, calls: [label])])
        let dot = DOTWriter.dot(for: graph)
        // header 4 lines + 2 nodes + start node + start edge + 1 edge + "}" + final newline.
        #expect(dot.split(separator: "\n", omittingEmptySubsequences: false).count == 4 + 2 + 2 + 1 + 1 + 1)
        #expect(DOTStatements(dot).problems == [])
    }
}
