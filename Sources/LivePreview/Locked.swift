internal import Foundation

/// A value shared between libmicrohttpd's connection threads, the watcher's thread and
/// the caller, behind a lock. (`Synchronization.Mutex` needs macOS 15; the package
/// supports macOS 13.)
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
