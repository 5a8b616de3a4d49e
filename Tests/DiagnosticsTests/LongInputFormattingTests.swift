import Diagnostics
import Testing

/// Point 4 of issue 9: a message shows a window of a long line, never the line; a run
/// with thousands of diagnostics reads each file once.
@Suite struct LongInputFormattingTests {
    /// An error in the middle of a 1 MB line used to print the line and a caret padded
    /// by a million spaces: 2 MB.
    @Test func errorOnAMegabyteLineShowsAWindowAroundTheColumn() {
        let line = String(repeating: "abcdefghij", count: 100_000)
        let column = 500_001
        let formatter = DiagnosticFormatter(sources: ["big.yaml": "first: 1\n" + line + "\n"])
        let text = formatter.format(.error("lifeline.test", at: SourceLocation(file: "big.yaml", line: 2, column: column), "bad"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(text.count < 400)
        #expect(lines.count == 3)
        // The window is marked as cut at both ends, and the caret is under the column's letter.
        #expect(lines[1].hasPrefix("  2 | …") && lines[1].hasSuffix("…"))
        let caretOffset = lines[2].count - 1
        let shown = Array(lines[1])
        #expect(shown[caretOffset] == Array(line)[column - 1])
    }

    @Test func errorNearTheStartOfALongLineIsCutOnTheRightOnly() {
        let line = String(repeating: "x", count: 5_000)
        let formatter = DiagnosticFormatter(sources: ["f": line])
        let text = formatter.format(.error("lifeline.test", at: SourceLocation(file: "f", line: 1, column: 3), "bad"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "  1 | " + String(repeating: "x", count: DiagnosticFormatter.snippetWidth) + "…")
        #expect(lines[2] == "    |   ^")
    }

    @Test func longSummaryAndHintAreCut() {
        let value = String(repeating: "k", count: 1_000_000)
        let text = DiagnosticFormatter().format(.error("lifeline.test", at: nil, "unknown key '\(value)'", hint: value))
        #expect(text.count < 2 * DiagnosticFormatter.messageWidth + 100)
        #expect(text.contains("…"))
    }

    /// A thousand errors at the end of a big file: each with the right line, from one index.
    @Test func manyDiagnosticsInOneBigFile() {
        let lines = (1...200_000).map { "key\($0): value" }
        let formatter = DiagnosticFormatter(sources: ["big.yaml": lines.joined(separator: "\n")])
        let diagnostics = (199_001...200_000).map {
            Diagnostic.error("lifeline.test", at: SourceLocation(file: "big.yaml", line: $0, column: 1), "bad")
        }
        let texts = formatter.formatEach(diagnostics)
        #expect(texts.count == 1_000)
        #expect(texts.first?.contains("199001 | key199001: value") == true)
        #expect(texts.last?.contains("200000 | key200000: value") == true)
    }

    @Test func errorCountIsKeptAsDiagnosticsArrive() {
        var bag = DiagnosticBag()
        for index in 0..<20_000 {
            bag.append(Diagnostic(index.isMultiple(of: 4) ? .warning : .error, id: "x", at: nil, "\(index)"))
        }
        #expect(bag.errorCount == 15_000)
        #expect(bag.hasErrors)
        var warnings = DiagnosticBag()
        warnings.append(contentsOf: [Diagnostic(.warning, id: "w", at: nil, "w")])
        #expect(!warnings.hasErrors)
    }

    @Test func noSuggestionForAWordFarLongerThanEveryCandidate() {
        #expect(Suggestion.closest(to: String(repeating: "p", count: 1_000_000), in: ["push", "pop"]) == nil)
        #expect(Suggestion.closest(to: "pussh", in: ["push", "pop"]) == "push")
    }
}
