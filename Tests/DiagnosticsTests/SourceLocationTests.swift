import Diagnostics
import Testing

@Suite struct SourceLocationTests {
    @Test func printsAsPathLineColumn() {
        #expect(Diagnostics.SourceLocation(file: "Content/site.yaml", line: 4, column: 7).description == "Content/site.yaml:4:7")
        #expect(Diagnostics.SourceLocation.start(of: "a.md").description == "a.md:1:1")
    }

    @Test func linesCompareAsNumbers() {
        let two = Diagnostics.SourceLocation(file: "a", line: 2, column: 9)
        let ten = Diagnostics.SourceLocation(file: "a", line: 10, column: 1)
        #expect(two < ten)
        #expect(!(ten < two))
    }
}
