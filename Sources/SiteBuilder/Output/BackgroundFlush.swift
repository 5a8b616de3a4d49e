internal import FileAccess
internal import Foundation

/// Flushes the file system every fifth of a second while a site is being staged, on a thread of
/// its own, so that the flush before the swap finds little left to write: the disk
/// writes while the build renders instead of after it (for 2,000 lifecycles that flush
/// took 0.5 to 0.9 s, and takes a few hundredths now). The flush before the swap stays
/// what makes the staged site durable; these only start the same work earlier.
final class BackgroundFlush: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopped = false
    private var running = true

    static let interval: TimeInterval = 0.2

    /// Flushes the file system holding `directory` every `interval` until stopped.
    convenience init(flushing directory: String) {
        self.init(every: Self.interval) { try? FileSystem.synchronize(directory) }
    }

    init(every interval: TimeInterval, _ flush: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in run(every: interval, flush) }
        thread.name = "lifeline flush"
        thread.start()
    }

    private func run(every interval: TimeInterval, _ flush: () -> Void) {
        condition.lock()
        while !stopped {
            // Woken early only to stop.
            _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
            guard !stopped else { break }
            condition.unlock()
            flush()
            condition.lock()
        }
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Ends the flushing, after the flush under way if there is one.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while running { condition.wait() }
        condition.unlock()
    }
}
