import MarkdownSupport
import Testing

@Suite struct ConcurrencyAndMemoryTests {
    /// One document using every extension whose inline characters cmark-gfm toggles globally.
    private static func document(_ number: Int) -> String {
        """
        # Page \(number)

        ~~old \(number)~~ new, see https://example.com/\(number)

        | n | square |
        |---|--------|
        | \(number) | \(number * number) |

        - [x] task \(number)
        """
    }

    @Test func concurrentRendersMatchSequentialRenders() async {
        let renderer = MarkdownRenderer()
        let expected = (0..<400).map { renderer.html(from: Self.document($0)) }
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for number in 0..<400 {
                group.addTask { (number, renderer.html(from: Self.document(number))) }
            }
            var results = [String](repeating: "", count: 400)
            for await (number, html) in group { results[number] = html }
            return results
        }
        #expect(results == expected)
        #expect(expected.allSatisfy { $0.contains("<del>") && $0.contains("<table>") && $0.contains("<a href") })
    }

    /// Exercises the free paths; run under a leak checker (valgrind, `leaks`) to see them.
    @Test func renderingAThousandTimesGivesTheSameHTML() {
        let renderer = MarkdownRenderer()
        let first = renderer.html(from: Self.document(7))
        for _ in 0..<1000 {
            #expect(renderer.html(from: Self.document(7)) == first)
        }
    }
}
