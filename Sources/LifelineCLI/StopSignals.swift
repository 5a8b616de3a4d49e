internal import Foundation

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP (the terminal closed) for `serve`, caught from
/// before its first build to its end, so that none of them kills the process before it
/// has removed its temporary folder.
///
/// Until `started()`, a signal calls `duringStart` on the signals' own queue: the first
/// build runs on the main thread and cannot be stopped, so that is where the folder is
/// removed and the process ends. After, a signal wakes `wait()`, and the server stops
/// the ordinary way.
final class StopSignals: @unchecked Sendable {
    static let caught = [SIGINT, SIGTERM, SIGHUP]

    private let queue = DispatchQueue(label: "lifeline.signals")
    private let stop = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var isStarted = false
    private var sources: [any DispatchSourceSignal] = []
    private var previous: [(signal: Int32, handler: sighandler_t?)] = []

    init(duringStart: @escaping @Sendable (Int32) -> Void) {
        for number in Self.caught {
            previous.append((number, signal(number, SIG_IGN)))
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [weak self] in
                guard let self else { return }
                if self.hasStarted { self.stop.signal() } else { duringStart(number) }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// From now on a signal stops the server through `wait()`.
    func started() {
        lock.lock()
        isStarted = true
        lock.unlock()
    }

    /// Blocks until one of the signals arrives.
    func wait() {
        stop.wait()
    }

    /// Stops catching; the signals do what they did before.
    func cancel() {
        sources.forEach { $0.cancel() }
        sources = []
        for (number, handler) in previous { signal(number, handler) }
        previous = []
    }

    private var hasStarted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStarted
    }
}
