import Testing
import YAMLSupport

/// A nesting bound keeps both the builder and the freeing of the tree off
/// deep recursion.
@Suite struct NestingLimitTests {
    @Test func deepFlowNestingStopsAtTheFirstCollectionPastTheLimit() throws {
        let text = String(repeating: "[", count: 10_000)
        let error = try #require(parseError(text))
        #expect(error.kind == .nestingLimit)
        #expect(error.description == "1:513: collections nested deeper than 512 levels")
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        let text = String(repeating: "[", count: 4) + String(repeating: "]", count: 4)
        var node = try #require(try YAMLParser.parse(text, nestingLimit: 4))
        var depth = 1
        while let child = node.elements?.first {
            node = child
            depth += 1
        }
        #expect(depth == 4)
        #expect(parseError(text, nestingLimit: 3)?.mark == Mark(line: 1, column: 4))
    }

    /// `a` is two collections deep; pasting it inside `[…]` under the root mapping makes four.
    @Test func aliasesCountTowardsTheDepth() throws {
        let text = "a: &a [[x]]\nb: [*a]\n"
        #expect(try YAMLParser.parse(text, nestingLimit: 4) != nil)
        #expect(
            parseError(text, nestingLimit: 3)?.description
                == "2:5: collections nested deeper than 3 levels")
    }
}
