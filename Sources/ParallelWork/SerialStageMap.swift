internal import Foundation

/// `items.map` where part of some items' work may run on only one thread at a time (a
/// Graphviz layout: libgvc keeps its state in globals), with results in item order.
///
/// Taking a lock around that part inside each worker left the workers waiting on each
/// other: on two cores at 2,000 lifecycles, the render threads were idle for about a
/// quarter of the render phase, nearly all of it blocked on the layout lock. A thread of
/// its own for the serial part did little better: three threads on two cores, and a worker
/// preempted while it held any lock (cmark-gfm's, malloc's) stalled the others. Here the
/// serial part is a role: a worker that finds serial work queued and nobody doing it takes
/// it, and otherwise goes on starting later items or finishing items whose serial part is
/// done. No worker waits while there is other work to do.
public enum SerialStageMap {
    /// What the first, parallel part of an item's work ends with.
    public enum Start<Pending: Sendable, Result: Sendable>: Sendable {
        /// The item needs nothing from the serial stage.
        case finished(Result)
        /// The item goes on with the serial stage's answer to this.
        case needsSerialStage(Pending)
    }

    /// For each item: `start` on any worker; then, if it asks, `serial` (never two at once)
    /// and `finish`, each on any worker.
    ///
    /// - Parameters:
    ///   - threads: Workers, the calling thread among them. With one, everything runs on
    ///     the calling thread, in item order.
    ///   - lookahead: At most this many items wait for or hold a serial answer, so what
    ///     they carry stays bounded while the serial stage is the slower side.
    public static func map<Item: Sendable, Pending: Sendable, Answer: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int, lookahead: Int = 16,
        start: @Sendable (Item) -> Start<Pending, Result>,
        serial: @Sendable (Pending) -> Answer,
        finish: @Sendable (Pending, Answer) -> Result
    ) -> [Result] {
        let workers = min(max(threads, 1), items.count)
        guard workers > 1 else {
            return items.map { item in
                switch start(item) {
                case .finished(let result): return result
                case .needsSerialStage(let pending): return finish(pending, serial(pending))
                }
            }
        }
        let schedule = Schedule<Pending, Answer, Result>(count: items.count, lookahead: max(lookahead, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let task = schedule.takeTask() {
                switch task {
                case .serial(let index, let pending):
                    schedule.answer(index, pending, serial(pending))
                case .start(let index):
                    switch start(items[index]) {
                    case .finished(let result): schedule.store(result, at: index, finishing: false)
                    case .needsSerialStage(let pending): schedule.submit(index, pending)
                    }
                case .finish(let index, let pending, let answer):
                    schedule.store(finish(pending, answer), at: index, finishing: true)
                }
            }
        }
        return schedule.values
    }

    /// The shared state of one `map`, behind one condition: items not yet started, serial
    /// work queued, answers waiting for a worker, and one result slot per item.
    private final class Schedule<Pending, Answer, Result>: @unchecked Sendable {
        enum Task {
            case serial(Int, Pending)
            case start(Int)
            case finish(Int, Pending, Answer)
        }

        private let condition = NSCondition()
        private let count: Int
        private let lookahead: Int
        private var next = 0
        /// Items handed to the serial stage and not yet finished.
        private var inFlight = 0
        private var serialQueue: [(Int, Pending)] = []
        private var serialQueueHead = 0
        private var serialRunning = false
        private var answers: [(Int, Pending, Answer)] = []
        private var slots: [Result?]

        init(count: Int, lookahead: Int) {
            self.count = count
            self.lookahead = lookahead
            slots = Array(repeating: nil, count: count)
        }

        /// Serial work first, as the one part that cannot be shared out; then finishing,
        /// so answered items do not pile up; then starting. Nil once every item has been
        /// started and none is in flight.
        func takeTask() -> Task? {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if !serialRunning && serialQueueHead < serialQueue.count {
                    serialRunning = true
                    let (index, pending) = takeQueuedSerialWork()
                    return .serial(index, pending)
                }
                if let (index, pending, answer) = answers.popLast() { return .finish(index, pending, answer) }
                if next < count && inFlight < lookahead {
                    next += 1
                    return .start(next - 1)
                }
                if next == count && inFlight == 0 { return nil }
                condition.wait()
            }
        }

        private func takeQueuedSerialWork() -> (Int, Pending) {
            let work = serialQueue[serialQueueHead]
            serialQueueHead += 1
            if serialQueueHead == serialQueue.count {
                serialQueue.removeAll(keepingCapacity: true)
                serialQueueHead = 0
            }
            return work
        }

        func submit(_ index: Int, _ pending: Pending) {
            condition.lock()
            serialQueue.append((index, pending))
            inFlight += 1
            condition.signal()
            condition.unlock()
        }

        func answer(_ index: Int, _ pending: Pending, _ answer: Answer) {
            condition.lock()
            answers.append((index, pending, answer))
            serialRunning = false
            condition.broadcast()
            condition.unlock()
        }

        /// Each slot is written once, by the worker that started or finished its item.
        func store(_ result: Result, at index: Int, finishing: Bool) {
            condition.lock()
            slots[index] = result
            if finishing {
                inFlight -= 1
                condition.broadcast()
            }
            condition.unlock()
        }

        /// Read after every worker has returned.
        var values: [Result] {
            condition.lock()
            defer { condition.unlock() }
            return slots.map { $0! }
        }
    }
}
