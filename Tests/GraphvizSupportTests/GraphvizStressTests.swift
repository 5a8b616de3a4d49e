import GraphvizSupport
import Testing

@Suite struct GraphvizStressTests {
    private static func dot(_ number: Int) -> String {
        """
        digraph g\(number) {
          rankdir=LR;
          a\(number) [id="a\(number)" label="step \(number) <&>"];
          a\(number) -> b\(number) -> c\(number);
          a\(number) -> c\(number) [label="skip"];
        }
        """
    }

    /// Exercises every free path; run under valgrind or `leaks` to see them.
    @Test func renderingTwoHundredTimesGivesTheSameSVG() throws {
        let renderer = GraphvizRenderer()
        let first = try renderer.svg(fromDOT: Self.dot(1))
        for _ in 0..<200 {
            #expect(try renderer.svg(fromDOT: Self.dot(1)) == first)
        }
    }

    @Test func concurrentCallsTakeTurnsAndAgreeWithSequentialOnes() async throws {
        let renderer = GraphvizRenderer()
        let expected = try (0..<64).map { try renderer.svg(fromDOT: Self.dot($0)) }
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for number in 0..<64 {
                group.addTask { (number, try renderer.svg(fromDOT: Self.dot(number))) }
                // Interleave failing calls: an error in one thread must not disturb the others.
                group.addTask { (-1, (try? renderer.svg(fromDOT: "digraph { -> }")) ?? "") }
            }
            var results = [String](repeating: "", count: 64)
            for try await (number, svg) in group where number >= 0 { results[number] = svg }
            return results
        }
        #expect(results == expected)
    }
}
