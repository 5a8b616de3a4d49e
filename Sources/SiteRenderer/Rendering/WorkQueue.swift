internal import Dispatch
internal import Foundation

/// Runs a function over a list on several threads and returns the results in list order,
/// so the output does not depend on which thread finished first.
enum WorkQueue {
    /// `inputs.map(body)`, computed by up to `threads` threads that each take the next
    /// input not yet taken. One thread (or one input) runs on the caller's thread.
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int, _ body: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let workers = min(max(threads, 1), inputs.count)
        guard workers > 1 else { return inputs.map(body) }
        let state = SharedState<Output>(count: inputs.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = state.takeIndex() {
                    state.store(body(inputs[index]), at: index)
                }
            }
        }
        group.wait()
        return state.results()
    }

    /// The next index to take and the results so far, behind one lock: each is touched
    /// once per input, which is nothing next to rendering a page.
    private final class SharedState<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Output?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func takeIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ output: Output, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = output
        }

        func results() -> [Output] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
