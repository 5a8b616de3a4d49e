import TestSupport
import Testing

/// The content shipped with the tool validates cleanly: every scenario runs, every
/// `expect` and claim verdict holds, every drawn diagram is a subgraph of the model.
@Suite struct BundledContentValidationTests {
    @Test func bundledContentValidatesWithNoDiagnostics() throws {
        let validated = try validateContent(at: repositoryRoot().appendingPathComponent("Content").path)
        #expect(validated.messages == [])
        #expect(validated.context?.results.isEmpty == false)
    }
}
