import Diagnostics
import Testing

/// Formatter output, compared as whole strings, caret included.
@Suite struct DiagnosticFormatterTests {
    private func at(_ file: String, _ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(file: file, line: line, column: column)
    }

    @Test func headerSourceLineCaretAndHint() {
        let formatter = DiagnosticFormatter(sources: [
            "Content/lifecycles/vc.yaml": "id: vc\nsteps:\n  - pussh: { vc: B }\n"
        ])
        let diagnostic = Diagnostic.error(
            "lifeline.step.unknown-action", at: at("Content/lifecycles/vc.yaml", 3, 5),
            "unknown action 'pussh'", hint: "did you mean 'push'?")
        #expect(
            formatter.format(diagnostic) == """
                Content/lifecycles/vc.yaml:3:5: error: unknown action 'pussh' [lifeline.step.unknown-action]
                  3 |   - pussh: { vc: B }
                    |     ^
                    hint: did you mean 'push'?
                """)
    }

    @Test func theGutterIsAsWideAsTheLineNumber() {
        let text = (1...11).map { "line \($0)" }.joined(separator: "\n")
        let formatter = DiagnosticFormatter(sources: ["f.yaml": text])
        let diagnostic = Diagnostic.error("x.y", at: at("f.yaml", 11, 6), "bad")
        #expect(
            formatter.format(diagnostic) == """
                f.yaml:11:6: error: bad [x.y]
                  11 | line 11
                     |      ^
                """)
    }

    @Test func aTabBeforeTheColumnIsKeptSoTheCaretLinesUp() {
        let formatter = DiagnosticFormatter(sources: ["f.yaml": "a:\n\tkey: pussh\n"])
        let diagnostic = Diagnostic.error("x.y", at: at("f.yaml", 2, 7), "bad")
        #expect(formatter.format(diagnostic) == "f.yaml:2:7: error: bad [x.y]\n  2 | \tkey: pussh\n    | \t     ^")
    }

    /// Columns count Unicode scalars; a terminal draws CJK ideographs two cells wide, so
    /// each takes two spaces in the caret line.
    @Test func theCaretStaysUnderTheColumnAfterCJKText() {
        let formatter = DiagnosticFormatter(sources: ["f.yaml": "标题: [pussh]\n"])
        let diagnostic = Diagnostic.error("x.y", at: at("f.yaml", 1, 6), "bad")
        #expect(
            formatter.format(diagnostic) == """
                f.yaml:1:6: error: bad [x.y]
                  1 | 标题: [pussh]
                    |        ^
                """)
    }

    /// Lines break where libyaml breaks them, so the line shown is the line counted.
    @Test func windowsLineEndsShowTheRightLineWithoutTheCarriageReturn() {
        let formatter = DiagnosticFormatter(sources: ["f.yaml": "title: T\r\nid: Push\r\nobject: app\r\n"])
        let diagnostic = Diagnostic.error("x.y", at: at("f.yaml", 2, 5), "bad")
        #expect(formatter.format(diagnostic) == "f.yaml:2:5: error: bad [x.y]\n  2 | id: Push\n    |     ^")
    }

    @Test func aLoneCarriageReturnAlsoEndsALine() {
        let formatter = DiagnosticFormatter(sources: ["f.yaml": "title: T\rid: Push\r"])
        let diagnostic = Diagnostic.error("x.y", at: at("f.yaml", 2, 5), "bad")
        #expect(formatter.format(diagnostic) == "f.yaml:2:5: error: bad [x.y]\n  2 | id: Push\n    |     ^")
    }

    @Test func anEmojiTakesTwoCellsAndACombiningMarkNone() {
        let formatter = DiagnosticFormatter(sources: ["f.yaml": "t: \u{1F642} e\u{301} [x]"])
        let diagnostic = Diagnostic.error("x.y", at: at("f.yaml", 1, 9), "bad")
        #expect(formatter.format(diagnostic) == "f.yaml:1:9: error: bad [x.y]\n  1 | t: \u{1F642} e\u{301} [x]\n    |         ^")
    }

    @Test func withoutTheSourceTextOnlyTheHeaderAndHintArePrinted() {
        let diagnostic = Diagnostic.error("x.y", at: at("gone.yaml", 4, 2), "bad", hint: "fix it")
        #expect(DiagnosticFormatter().format(diagnostic) == "gone.yaml:4:2: error: bad [x.y]\n    hint: fix it")
    }

    @Test func aLineBeyondTheEndOfTheFileHasNoSnippet() {
        let formatter = DiagnosticFormatter(sources: ["f.yaml": "one line"])
        let diagnostic = Diagnostic.error("x.y", at: at("f.yaml", 3, 1), "bad")
        #expect(formatter.format(diagnostic) == "f.yaml:3:1: error: bad [x.y]")
    }

    @Test func aDiagnosticWithoutALocationIsAttributedToTheTool() {
        let diagnostic = Diagnostic.error("lifeline.content.missing-site", at: nil, "missing Content/site.yaml")
        #expect(DiagnosticFormatter().format(diagnostic) == "lifeline: error: missing Content/site.yaml [lifeline.content.missing-site]")
    }

    @Test func notesFollowTheHintIndented() {
        let diagnostic = Diagnostic(
            .warning, id: "x.y", at: nil, "orders differ",
            hint: "compare", notes: ["expected  simulated", "A.a       A.b"])
        #expect(
            DiagnosticFormatter().format(diagnostic) == """
                lifeline: warning: orders differ [x.y]
                    hint: compare
                    expected  simulated
                    A.a       A.b
                """)
    }

    @Test func severalDiagnosticsArePrintedOneAfterTheOther() {
        let first = Diagnostic.error("a.b", at: nil, "one")
        let second = Diagnostic.error("c.d", at: nil, "two")
        #expect(DiagnosticFormatter().format([first, second]) == "lifeline: error: one [a.b]\nlifeline: error: two [c.d]")
    }
}
