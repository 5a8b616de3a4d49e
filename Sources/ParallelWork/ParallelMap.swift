internal import Dispatch
internal import Foundation

/// `items.map(body)` on up to `threads` threads, with the results in item order, so what
/// loading, validating or rendering produces does not depend on the number of threads or on
/// which finished first. Each thread takes the next item not yet taken: a lifecycle of
/// twenty scenarios costs more than one of two, and a fixed share would leave a core idle.
public enum ParallelMap {
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int, _ body: @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = min(max(threads, 1), items.count)
        guard workers > 1 else { return items.map(body) }
        let slots = Slots<Result>(count: items.count)
        // The calling thread is one of the workers.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.takeIndex() {
                slots.store(body(items[index]), at: index)
            }
        }
        return slots.values
    }

    /// The next index to take behind a lock (touched once per item, which is nothing next
    /// to the work of one), and one slot per item, each written by exactly one worker
    /// before `concurrentPerform` returns and read only after it has.
    private final class Slots<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let slots: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func takeIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: Value, at index: Int) {
            slots[index] = value
        }

        var values: [Value] { slots.map { $0! } }
    }
}
