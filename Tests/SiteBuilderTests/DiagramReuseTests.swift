import Foundation
import GraphvizSupport
@testable import SiteRenderer
import Testing

/// Point 8 of issue 9: one layout per diagram. A scenario's highlighted diagram, made by
/// adding a class to the laid-out plain diagram, is byte for byte what Graphviz writes for
/// the highlighted DOT.
@Suite struct DiagramReuseTests {
    private let graph = DOTGraph(
        title: "VC: state diagram",
        nodes: [
            .init(id: "not-loaded", label: "Not loaded", isInitial: true),
            .init(id: "appeared", label: "Appeared"),
            .init(id: "disappeared", label: "Disappeared", isFinal: true),
        ],
        edges: [
            .init(from: "not-loaded", to: "appeared", label: "show", calls: ["viewDidLoad", "viewWillAppear"]),
            .init(from: "appeared", to: "disappeared", label: "", calls: ["viewWillDisappear"]),
            .init(from: "appeared", to: "disappeared", label: "swipe", calls: ["viewDidDisappear"]),
            .init(from: "disappeared", to: "appeared", label: "", calls: []),
        ])

    private func highlighting(nodes: Set<String>, edges: Set<Int>) -> DOTGraph {
        var copy = graph
        copy.nodes = graph.nodes.map { node in
            var node = node
            node.isHighlighted = nodes.contains(node.id)
            return node
        }
        copy.edges = graph.edges.enumerated().map { index, edge in
            var edge = edge
            edge.isHighlighted = edges.contains(index)
            return edge
        }
        return copy
    }

    static let highlights: [(nodes: Set<String>, edges: Set<Int>)] = [
        ([], []), (["appeared"], [0]), (["appeared", "disappeared"], [1, 2]),
        (["not-loaded", "appeared", "disappeared"], [0, 1, 2, 3]),
    ]

    @Test(arguments: 0..<4)
    func reusedLayoutEqualsAFreshLayout(_ index: Int) throws {
        let (nodes, edges) = Self.highlights[index]
        let renderer = GraphvizRenderer()
        let plain = try renderer.svg(fromDOT: DOTWriter.dot(for: graph))
        let highlighted = highlighting(nodes: nodes, edges: edges)
        let fresh = try renderer.svg(fromDOT: DOTWriter.dot(for: highlighted))
        #expect(SVGHighlighting.highlight(plain, ids: DOTWriter.highlightedIDs(in: highlighted)) == fresh)
    }
}
