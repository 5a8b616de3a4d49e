import FuzzTargets
import Testing

/// Every fuzz target runs its whole seed corpus in `swift test` (and so under
/// AddressSanitizer in CI), and the corpora are really there: an empty folder would make
/// the fuzzers start from nothing and this test pass on nothing.
@Suite struct SeedCorpusTests {
    @Test(arguments: FuzzTarget.allCases)
    func seedCorpusReplaysWithoutACrash(_ target: FuzzTarget) {
        let count = CorpusReplay.run(target, paths: [CorpusReplay.seedCorpus(target)])
        #expect(count >= 4, "Fuzz/Corpus/\(target.rawValue) holds \(count) inputs")
    }
}
