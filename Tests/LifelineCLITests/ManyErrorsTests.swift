import Foundation
import LifelineCLI
import TestSupport
import Testing

/// Point 4 of issue 9: thousands of errors are counted, not all printed.
@Suite struct ManyErrorsTests {
    @Test func atMostAHundredDiagnosticsArePrintedAndTheRestCounted() throws {
        try withTemporaryDirectory { directory in
            let keys = (1...20_000).map { "unknown\($0): x" }.joined(separator: "\n")
            let content = directory.appendingPathComponent("Content")
            try FixtureTree.write(["site.yaml": "title: T\n\(keys)\n"], into: content)
            let (status, console) = lifeline("check", "--content", content.path)
            #expect(status == .failure)
            let printed = console.errLines.filter { $0.contains(": error: ") }
            #expect(printed.count == 100)
            #expect(console.errLines.suffix(2) == ["… and 19900 more diagnostics not shown (the first 100 are above).", "20000 errors found."])
        }
    }
}
