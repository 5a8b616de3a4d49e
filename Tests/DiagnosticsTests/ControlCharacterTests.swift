import Diagnostics
import Testing

/// Content quoted in a diagnostic must not drive the terminal of whoever runs `check`: a
/// pull request's YAML could otherwise set the window title, clear the screen, or write
/// the clipboard (OSC 52). Control characters are shown as Swift escapes instead.
@Suite struct ControlCharacterTests {
    private func at(_ file: String, _ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(file: file, line: line, column: column)
    }

    /// ESC, BEL, an OSC 52 clipboard write, a C1 CSI (U+009B), a right-to-left override.
    static let hostile = "a\u{1B}[2Jb\u{07}c\u{1B}]52;c;cHduZWQ=\u{07}d\u{9B}31me\u{202E}f"
    static let shown = #"a\u{1B}[2Jb\u{7}c\u{1B}]52;c;cHduZWQ=\u{7}d\u{9B}31me\u{202E}f"#

    @Test func escapedAsSwiftEscapes() {
        #expect(VisibleText.escaping(Self.hostile) == Self.shown)
        #expect(
            VisibleText.escaping("tab\tstays\nline\r\u{0}\u{7F}\u{85}\u{2028}\u{2066}")
                == "tab\tstays\\u{A}line\\u{D}\\u{0}\\u{7F}\\u{85}\\u{2028}\\u{2066}")
        #expect(VisibleText.escaping("plain 标题 é 👩‍💻 \\u{1B}") == "plain 标题 é 👩‍💻 \\u{1B}")
    }

    @Test func summaryHintNotesAndPathAreEscaped() {
        let diagnostic = Diagnostic.error(
            "x.y", at: at("Content/\u{1B}]0;title\u{07}.yaml", 1, 1), "unknown action '\(Self.hostile)'",
            hint: "did you mean '\u{1B}[31m'?", notes: ["note \u{9B}0m"])
        let text = DiagnosticFormatter().format(diagnostic)
        #expect(
            text == """
                Content/\\u{1B}]0;title\\u{7}.yaml:1:1: error: unknown action '\(Self.shown)' [x.y]
                    hint: did you mean '\\u{1B}[31m'?
                    note \\u{9B}0m
                """)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
    }

    @Test func theEchoedSourceLineIsEscapedAndTheCaretStillLinesUp() {
        let line = "\tkey: \"\u{1B}]52;c;eA==\u{07}\u{202E}\" pussh"
        let formatter = DiagnosticFormatter(sources: ["f.yaml": "a:\n\(line)\n"])
        let column = line.unicodeScalars.count - 4  // the p of pussh
        let diagnostic = Diagnostic.error("x.y", at: at("f.yaml", 2, column), "bad")
        let shownLine = "\tkey: \"\\u{1B}]52;c;eA==\\u{7}\\u{202E}\" pussh"
        let caretPadding = "\t" + String(repeating: " ", count: shownLine.count - 1 - "pussh".count)
        #expect(formatter.format(diagnostic) == "f.yaml:2:\(column): error: bad [x.y]\n  2 | \(shownLine)\n    | \(caretPadding)^")
    }
}
