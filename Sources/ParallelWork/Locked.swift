internal import Foundation

/// A value shared between threads behind a lock: libmicrohttpd's connection threads and
/// the watcher's in `serve`, the loading threads in the engine's model cache.
/// (`Synchronization.Mutex` needs macOS 15; the package supports macOS 13.)
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
