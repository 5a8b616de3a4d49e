internal import Dispatch

/// `items.map(body)` on up to `threads` threads, results in item order, so what a load
/// produces does not depend on the number of threads. Loading thousands of lifecycle
/// files is YAML parsing and reading, one file independent of the next.
enum ParallelMap {
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int, _ body: @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = min(max(threads, 1), items.count)
        guard workers > 1 else { return items.map(body) }
        let slots = Slots<Result>(count: items.count)
        // Each worker takes every `workers`-th item: loading one file costs about as much
        // as the next, and no index needs to be handed out under a lock.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: items.count, by: workers) {
                slots.store(body(items[index]), at: index)
            }
        }
        return slots.values
    }

    /// One slot per item, each written by exactly one worker before `concurrentPerform`
    /// returns, and read only after it has.
    private final class Slots<Value>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func store(_ value: Value, at index: Int) {
            slots[index] = value
        }

        var values: [Value] { slots.map { $0! } }
    }
}
