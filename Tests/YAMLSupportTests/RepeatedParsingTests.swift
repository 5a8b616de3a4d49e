import Testing
import YAMLSupport

/// Exercises the create/free paths many times, on one thread and on several.
/// Run under `swift test --sanitize=address` to have leaks reported too.
@Suite struct RepeatedParsingTests {
    static let document = """
        id: present
        calls: &calls [viewWillAppear, viewDidAppear]
        again: *calls
        note: |
          视图 appears 🙂
        """

    @Test func parsingInALoopGivesTheSameTreeEveryTime() throws {
        let expected = try #require(try YAMLParser.parse(Self.document))
        for _ in 0..<1_000 {
            #expect(try YAMLParser.parse(Self.document) == expected)
            #expect(parseError("a: [1, 2\n")?.kind == .syntax)
            #expect(parseError("a: *missing\n")?.kind == .undefinedAlias)
        }
    }

    @Test func parsersOnSeveralThreadsDoNotInterfere() async throws {
        let expected = try #require(try YAMLParser.parse(Self.document))
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<200).allSatisfy { _ in (try? YAMLParser.parse(Self.document)) == expected }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }

    /// 20,000 entries: every pair is kept and the last one's mark is still exact. How fast
    /// this parses is the benchmark's business, not a test's.
    @Test func aLargeDocumentKeepsEveryPairAndItsMark() throws {
        let lines = (0..<20_000).map { "key\($0): [值\($0), \"v\($0)\"]" }
        let root = try #require(try YAMLParser.parse(lines.joined(separator: "\n")))
        #expect(root.pairs?.count == 20_000)
        #expect(root.pairs?.last?.value.mark == Mark(line: 20_000, column: 11))
    }
}
