internal import CGraphviz
internal import Foundation

/// Reads exactly one graph from DOT text with cgraph's `agread` and our ``GraphDiscipline``.
///
/// cgraph's lexer is global and keeps whatever it has not consumed: after
/// `digraph { a } trailing` or `digraph A {…} digraph B {…}`, the leftover text
/// would be glued onto the front of the *next* call's input, which then fails
/// or silently returns graph `B`. So after each read we read an empty string:
/// that drains the lexer, and tells us whether anything followed the graph.
enum DOTReader {
    /// Parses `dot`, hands the graph to `body`, and closes it again.
    ///
    /// Must be called with the engine's lock held and the message log collecting.
    static func withSingleGraph<Result>(
        _ dot: String,
        _ body: (UnsafeMutablePointer<Agraph_t>) throws(GraphvizError) -> Result
    ) throws(GraphvizError) -> Result {
        // Line numbers in messages are global too; start them at 1 for this text,
        // and let the drain below continue counting so it reports real lines.
        agsetfile(nil)
        guard let graph = read(dot) else {
            throw GraphvizError(stage: .parse, reports: GraphvizMessageLog.reports)
        }
        defer { agclose(graph) }

        let reportsInGraph = GraphvizMessageLog.reports
        let extraGraphs = drainLexer()
        let reportsAfterGraph = GraphvizMessageLog.reports.dropFirst(reportsInGraph.count)

        guard !reportsInGraph.contains(where: { $0.level == .error }) else {
            throw GraphvizError(stage: .parse, reports: reportsInGraph)
        }
        guard extraGraphs == 0 else {
            throw GraphvizError(stage: .parse, message: "the input holds \(extraGraphs + 1) graphs; expected one")
        }
        guard reportsAfterGraph.isEmpty else {
            let detail = reportsAfterGraph.map(\.text).joined(separator: "\n")
            throw GraphvizError(stage: .parse, message: "unexpected text after the graph: \(detail)")
        }
        return try body(graph)
    }

    /// Reads from empty input until the lexer has nothing left; returns how many
    /// complete graphs were still waiting in it.
    private static func drainLexer() -> Int {
        var count = 0
        while let leftover = read("") {
            agclose(leftover)
            count += 1
        }
        return count
    }

    /// Like `agmemread`, reads up to the first NUL character.
    private static func read(_ text: String) -> UnsafeMutablePointer<Agraph_t>? {
        text.withCString { characters in
            var input = DOTInput(bytes: UnsafeBufferPointer(start: characters, count: strlen(characters)))
            return withUnsafeMutablePointer(to: &input) { agread($0, GraphDiscipline.shared) }
        }
    }
}
