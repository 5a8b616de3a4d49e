/// Tells when files under some directories change, through the platform's notification
/// API (inotify on Linux, FSEvents on macOS) rather than by polling.
///
/// `onChange` is called on the watcher's own thread with the paths that changed (files
/// or directories, absolute or as the roots were given), once a burst of changes has
/// settled for `settle` seconds, so an editor's write-rename-chmod sequence is one call.
public protocol FileWatcher: AnyObject, Sendable {
    func start(watching roots: [String], settle: Double, onChange: @escaping @Sendable ([String]) -> Void) throws(FileWatchError)
    /// Stops watching; no call of `onChange` starts after `stop` returns.
    func stop()
}

/// The watcher cannot start: a root is missing, or the system refused.
public struct FileWatchError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

public enum FileWatchers {
    /// The platform's own watcher.
    public static func platformDefault() -> any FileWatcher {
        #if os(Linux)
            InotifyWatcher()
        #elseif os(macOS)
            FSEventsWatcher()
        #else
            UnsupportedWatcher()
        #endif
    }
}
