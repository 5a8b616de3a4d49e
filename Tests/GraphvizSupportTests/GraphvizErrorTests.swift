import Foundation
import GraphvizSupport
import Testing

@Suite struct GraphvizErrorTests {
    let renderer = GraphvizRenderer()

    @Test func syntaxErrorIsThrownWithGraphvizMessage() {
        #expect(throws: GraphvizError(stage: .parse, message: "syntax error in line 1 near ';'")) {
            try renderer.svg(fromDOT: "digraph { a -> ; }")
        }
    }

    @Test func errorNamesTheLineItIsOn() throws {
        let error = #expect(throws: GraphvizError.self) {
            try renderer.svg(fromDOT: "digraph {\n  a -> b;\n  b -> ;\n}")
        }
        #expect(error?.description.hasPrefix("Graphviz parse error: syntax error in line 3") == true)
    }

    @Test func emptyInputIsAnError() {
        #expect(throws: GraphvizError(stage: .parse, message: "the input contains no DOT graph")) {
            try renderer.svg(fromDOT: "  \n")
        }
    }

    /// Graphviz 2.42 reports a broken HTML label; 13 and later drop the label without a
    /// word. Neither lets the markup through. (Lifeline's own DOT has no HTML labels.)
    @Test func brokenHTMLLabelIsAnErrorOrDropped() throws {
        let major = try renderer.version().split(separator: ".").first.flatMap { Int($0) } ?? 0
        if major < 13 {
            let error = #expect(throws: GraphvizError.self) {
                try renderer.svg(fromDOT: "digraph { a [label=<<b>x</i>>]; }")
            }
            #expect(error?.message.isEmpty == false)
        } else {
            let svg = try renderer.svg(fromDOT: "digraph { a [label=<<b>x</i>>]; }")
            #expect(!svg.contains("<b>") && !svg.contains("</i>"))
        }
    }

    /// cgraph's lexer is global; leftovers must neither leak into the next call nor pass silently.
    @Test func textAfterTheGraphIsAnErrorAndDoesNotLeakIntoTheNextCall() throws {
        let error = #expect(throws: GraphvizError.self) {
            try renderer.svg(fromDOT: "digraph { a -> b } trailing")
        }
        #expect(error?.message == "unexpected text after the graph: syntax error in line 1 near 'trailing'")
        #expect(try SVGInspection(renderer.svg(fromDOT: "digraph next { c }")).titles == ["next", "c"])
    }

    @Test func textAfterTheGraphIsReportedOnItsOwnLine() {
        #expect(throws: GraphvizError(stage: .parse, message: "unexpected text after the graph: syntax error in line 3 near '}'")) {
            try renderer.svg(fromDOT: "digraph {\n  a -> b\n} }\n")
        }
    }

    @Test func secondGraphIsAnErrorAndIsNotReturnedByTheNextCall() throws {
        #expect(throws: GraphvizError(stage: .parse, message: "the input holds 2 graphs; expected one")) {
            try renderer.svg(fromDOT: "digraph A { a } digraph B { b }")
        }
        #expect(try SVGInspection(renderer.svg(fromDOT: "digraph C { c }")).titles == ["C", "c"])
    }

    /// Graphviz would print `Error: syntax error…` on stderr; we catch it instead.
    ///
    /// File descriptor 2 is the whole process's, and the test runner prints other tests'
    /// progress there while this one runs, so only Graphviz's own lines are looked for.
    @Test func errorsAreNotPrintedToStandardError() throws {
        let printed = try capturingStandardError {
            _ = try? renderer.svg(fromDOT: "digraph { a -> ; }")
            _ = try? renderer.svg(fromDOT: "digraph { a [shape=nosuchshape] }")
        }
        let graphvizLines = printed.split(whereSeparator: \.isNewline).filter {
            $0.hasPrefix("Error:") || $0.hasPrefix("Warning:") || $0.contains("nosuchshape")
                || $0.contains("syntax error in line")
        }
        #expect(graphvizLines.isEmpty, "\(graphvizLines)")
    }
}

/// Runs `body` with file descriptor 2 pointed at a pipe and returns what was written.
private func capturingStandardError(_ body: () throws -> Void) throws -> String {
    let pipe = Pipe()
    let saved = dup(STDERR_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
    defer {
        dup2(saved, STDERR_FILENO)
        close(saved)
    }
    try body()
    fflush(nil)
    dup2(saved, STDERR_FILENO)
    try pipe.fileHandleForWriting.close()
    return String(decoding: try pipe.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
}
