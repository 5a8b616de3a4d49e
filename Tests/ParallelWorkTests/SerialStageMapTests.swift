import Foundation
import ParallelWork
import Testing

@Suite struct SerialStageMapTests {
    /// Every third item goes through the serial stage. Items of different costs finish out
    /// of order; the results come back in item order, each part run exactly once per item.
    @Test(arguments: [1, 2, 4, 16])
    func resultsKeepTheItemOrder(threads: Int) {
        let starts = Tally(), serials = Tally(), finishes = Tally()
        let results = SerialStageMap.map(
            Array(0..<300), threads: threads, lookahead: 4,
            start: { number -> SerialStageMap.Start<Int, String> in
                starts.add()
                if number % 7 == 0 { Thread.sleep(forTimeInterval: 0.0005) }
                return number % 3 == 0 ? .needsSerialStage(number) : .finished("item \(number)")
            },
            serial: { number in
                serials.add()
                return number * 10
            },
            finish: { number, answer in
                finishes.add()
                return "item \(number) answered \(answer)"
            })
        #expect(results == (0..<300).map { $0 % 3 == 0 ? "item \($0) answered \($0 * 10)" : "item \($0)" })
        #expect(starts.total == 300)
        #expect(serials.total == 100)
        #expect(finishes.total == 100)
    }

    /// The serial stage stands for a library that keeps its state in globals: two calls
    /// at once would corrupt it, however many workers there are.
    @Test(arguments: [2, 4, 8])
    func serialStageNeverRunsTwiceAtOnce(threads: Int) {
        let inside = Tally()
        let overlaps = Tally()
        _ = SerialStageMap.map(
            Array(0..<60), threads: threads, lookahead: 8,
            start: { number -> SerialStageMap.Start<Int, Int> in .needsSerialStage(number) },
            serial: { number in
                if inside.add() > 1 { overlaps.add() }
                Thread.sleep(forTimeInterval: 0.001)
                inside.remove()
                return number
            },
            finish: { _, answer in answer })
        #expect(overlaps.total == 0)
    }

    /// While the serial stage is the slower side, workers stop starting items once
    /// `lookahead` of them wait for an answer (plus the ones being started by the other
    /// workers at that moment), so what waiting items hold stays bounded.
    @Test func startsStopAtTheLookahead() {
        let waiting = Tally()
        let mostWaiting = Tally()
        _ = SerialStageMap.map(
            Array(0..<80), threads: 4, lookahead: 3,
            start: { number -> SerialStageMap.Start<Int, Int> in
                mostWaiting.raise(to: waiting.add())
                return .needsSerialStage(number)
            },
            serial: { number in
                Thread.sleep(forTimeInterval: 0.001)
                return number
            },
            finish: { _, answer in
                waiting.remove()
                return answer
            })
        #expect(mostWaiting.total >= 1)
        #expect(mostWaiting.total <= 3 + 3)
    }

    @Test func noItemsNoResults() {
        let results = SerialStageMap.map(
            [Int](), threads: 4,
            start: { number -> SerialStageMap.Start<Int, Int> in .finished(number) },
            serial: { $0 }, finish: { _, answer in answer })
        #expect(results.isEmpty)
    }

    /// A counter shared by the workers.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        @discardableResult func add() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }

        func remove() {
            lock.lock()
            count -= 1
            lock.unlock()
        }

        func raise(to value: Int) {
            lock.lock()
            count = max(count, value)
            lock.unlock()
        }

        var total: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }
}
