import Foundation
import ParallelWork
import Testing

@Suite struct ParallelMapTests {
    /// Inputs of very different costs finish out of order; the results come back in
    /// input order, each computed exactly once.
    @Test(arguments: [1, 2, 4, 16])
    func resultsKeepTheInputOrder(threads: Int) {
        let calls = Counter()
        let results = ParallelMap.map(Array(0..<300), threads: threads) { number -> String in
            calls.increment()
            if number % 7 == 0 { Thread.sleep(forTimeInterval: 0.001) }
            return "item \(number)"
        }
        #expect(results == (0..<300).map { "item \($0)" })
        #expect(calls.value == 300)
    }

    @Test func noInputsNoResults() {
        #expect(ParallelMap.map([Int](), threads: 4) { $0 }.isEmpty)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func increment() {
            lock.lock()
            count += 1
            lock.unlock()
        }

        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }
}
