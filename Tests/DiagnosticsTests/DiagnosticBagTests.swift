import Diagnostics
import Testing

@Suite struct DiagnosticBagTests {
    private func error(_ file: String, _ line: Int, _ column: Int, _ summary: String = "bad") -> Diagnostic {
        .error("x.y", at: Diagnostics.SourceLocation(file: file, line: line, column: column), summary)
    }

    @Test func sortedOrdersByFileThenLineThenColumn() {
        var bag = DiagnosticBag()
        bag.append(error("b.yaml", 1, 1))
        bag.append(error("a.yaml", 10, 1))
        bag.append(error("a.yaml", 2, 12))
        bag.append(error("a.yaml", 2, 3))
        #expect(bag.sorted.map { $0.location!.description } == ["a.yaml:2:3", "a.yaml:2:12", "a.yaml:10:1", "b.yaml:1:1"])
    }

    @Test func diagnosticsWithoutALocationComeFirst() {
        var bag = DiagnosticBag()
        bag.append(error("a.yaml", 1, 1))
        bag.error("lifeline.content.missing-site", at: nil, "missing site.yaml")
        #expect(bag.sorted.map(\.id) == ["lifeline.content.missing-site", "x.y"])
    }

    @Test func sortedRemovesExactDuplicatesOnly() {
        var bag = DiagnosticBag()
        bag.append(error("a.yaml", 3, 1, "same"))
        bag.append(error("a.yaml", 3, 1, "other"))
        bag.append(error("a.yaml", 3, 1, "same"))
        #expect(bag.all.count == 3)
        #expect(bag.sorted.map(\.summary) == ["other", "same"])
    }

    @Test func countsErrorsButNotWarnings() {
        var bag = DiagnosticBag()
        #expect(!bag.hasErrors)
        bag.append(Diagnostic(.warning, id: "w", at: nil, "careful"))
        #expect(!bag.hasErrors)
        bag.append(contentsOf: [error("a.yaml", 1, 1), error("a.yaml", 2, 1)])
        #expect(bag.hasErrors)
        #expect(bag.errorCount == 2)
    }
}
