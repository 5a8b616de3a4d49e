internal import CGraphviz
internal import Foundation

/// Reads exactly one graph from DOT text with cgraph's `agread` and our ``GraphDiscipline``.
///
/// Before Graphviz 13, cgraph's lexer is global and keeps whatever it has not consumed:
/// after `digraph { a } trailing` or `digraph A {…} digraph B {…}`, the leftover text
/// would be glued onto the front of the *next* call's input, which then fails or silently
/// returns graph `B`. So after each read we read an empty string: that drains the lexer,
/// and tells us whether anything followed the graph. From 13 on every read has a lexer of
/// its own, which drops what follows the graph; there the text is fed a byte at a time, so
/// that what the lexer did not take is still in ``DOTInput``, and is read on its own (on
/// its original lines) to report it the same way.
enum DOTReader {
    /// Parses `dot`, hands the graph to `body`, and closes it again.
    ///
    /// Must be called with the engine's lock held and the message log collecting.
    static func withSingleGraph<Result>(
        _ dot: String,
        _ body: (UnsafeMutablePointer<Agraph_t>) throws(GraphvizError) -> Result
    ) throws(GraphvizError) -> Result {
        let sharedLexer = lifeline_lexer_is_shared() != 0
        // Line numbers in messages are global too (before 13); start them at 1 for this
        // text, and let the drain below continue counting so it reports real lines.
        lifeline_restart_line_numbers()
        let (parsed, rest) = read(dot, byteAtATime: !sharedLexer)
        guard let graph = parsed else {
            throw GraphvizError(stage: .parse, reports: GraphvizMessageLog.reports)
        }
        defer { agclose(graph) }

        let reportsInGraph = GraphvizMessageLog.reports
        let extraGraphs = sharedLexer ? drainLexer() : readRest(rest)
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
        while let leftover = read("", byteAtATime: false).graph {
            agclose(leftover)
            count += 1
        }
        return count
    }

    /// Graphviz 13 and later: reads what followed the graph (blank lines standing in for
    /// the lines before it, so messages count lines as in the whole text); returns how
    /// many graphs it held. Whitespace alone is nothing.
    private static func readRest(_ rest: (text: String, line: Int)) -> Int {
        guard rest.text.contains(where: { !$0.isWhitespace }) else { return 0 }
        var text = String(repeating: "\n", count: rest.line - 1) + rest.text
        var count = 0
        while true {
            let (graph, remainder) = read(text, byteAtATime: true)
            guard let graph else { return count }
            agclose(graph)
            count += 1
            guard remainder.text.contains(where: { !$0.isWhitespace }) else { return count }
            text = String(repeating: "\n", count: remainder.line - 1) + remainder.text
        }
    }

    /// Like `agmemread`, reads up to the first NUL character. Also returns the text the
    /// lexer did not take, and the line it starts on.
    private static func read(_ text: String, byteAtATime: Bool) -> (graph: UnsafeMutablePointer<Agraph_t>?, rest: (text: String, line: Int)) {
        text.withCString { characters in
            let count = strlen(characters)
            var input = DOTInput(bytes: UnsafeBufferPointer(start: characters, count: count), byteAtATime: byteAtATime)
            let graph = withUnsafeMutablePointer(to: &input) { agread($0, GraphDiscipline.shared) }
            let consumed = UnsafeRawBufferPointer(start: characters, count: input.offset)
            let remaining = UnsafeRawBufferPointer(start: characters + input.offset, count: count - input.offset)
            let line = 1 + consumed.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return (graph, (String(decoding: remaining, as: UTF8.self), line))
        }
    }
}
