#if !os(Linux) && !os(macOS)
    /// Where there is no notification API wired up, `serve` still serves; it says it cannot
    /// watch instead of polling behind the author's back.
    public final class UnsupportedWatcher: FileWatcher {
        public init() {}

        public func start(watching roots: [String], settle: Double, onChange: @escaping @Sendable ([String]) -> Void) throws(FileWatchError) {
            throw FileWatchError("watching files is not supported on this platform")
        }

        public func stop() {}
    }
#endif
