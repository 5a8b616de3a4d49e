#if os(macOS)
    internal import CoreServices
    internal import Foundation

    /// FSEvents: one stream over all roots, recursive by nature, delivering file-level
    /// events on a private queue after `settle` seconds of latency (which is the burst
    /// coalescing that inotify's loop does by hand).
    ///
    /// FSEvents matches events by path, not by inode, so a root replaced by another folder
    /// (`mv Content Content.old && mv New Content`) goes on being watched under its name
    /// with nothing to re-attach, unlike inotify. `kFSEventStreamCreateFlagWatchRoot`
    /// adds an event for the swap itself (`RootChanged`, with the root's path), so the
    /// replacement rebuilds at once rather than at the next edit inside it.
    ///
    /// `@unchecked Sendable`: `stream` and `callback` are only touched under `lock`.
    public final class FSEventsWatcher: FileWatcher, @unchecked Sendable {
        private let lock = NSLock()
        private let queue = DispatchQueue(label: "lifeline.fsevents")
        private var stream: FSEventStreamRef?
        private var callback: Unmanaged<ChangeCallback>?

        public init() {}

        public func start(watching roots: [String], settle: Double, onChange: @escaping @Sendable ([String]) -> Void) throws(FileWatchError) {
            for root in roots {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw FileWatchError("cannot watch '\(root)': it is not a directory")
                }
            }
            let callback = Unmanaged.passRetained(ChangeCallback(onChange))
            var context = FSEventStreamContext(version: 0, info: callback.toOpaque(), retain: nil, release: nil, copyDescription: nil)
            let flags = FSEventStreamCreateFlags(
                kFSEventStreamCreateFlagUseCFTypes | kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagWatchRoot)
            let absolute = roots.map { URL(fileURLWithPath: $0).standardizedFileURL.path } as NSArray
            let created: FSEventStreamRef? = FSEventStreamCreate(
                nil, deliver, &context, absolute as CFArray, FSEventStreamEventId(kFSEventStreamEventIdSinceNow), max(0.01, settle), flags)
            guard let created else {
                callback.release()
                throw FileWatchError("FSEventStreamCreate failed")
            }
            FSEventStreamSetDispatchQueue(created, queue)
            guard Self.isTrue(FSEventStreamStart(created)) else {
                FSEventStreamInvalidate(created)
                FSEventStreamRelease(created)
                callback.release()
                throw FileWatchError("FSEventStreamStart failed")
            }
            lock.lock()
            stream = created
            self.callback = callback
            lock.unlock()
        }

        public func stop() {
            lock.lock()
            let running = stream
            let callback = self.callback
            stream = nil
            self.callback = nil
            lock.unlock()
            guard let running else { return }
            FSEventStreamStop(running)
            FSEventStreamInvalidate(running)
            FSEventStreamRelease(running)
            queue.sync {}  // a delivery already under way finishes before the callback goes
            callback?.release()
        }

        deinit {
            stop()
        }

        private static func isTrue(_ value: Bool) -> Bool { value }
        private static func isTrue(_ value: DarwinBoolean) -> Bool { value.boolValue }
    }

    /// What the C callback gets as its `info`.
    final class ChangeCallback: Sendable {
        let onChange: @Sendable ([String]) -> Void

        init(_ onChange: @escaping @Sendable ([String]) -> Void) {
            self.onChange = onChange
        }
    }

    /// With `kFSEventStreamCreateFlagUseCFTypes`, `paths` is a CFArray of CFStrings.
    private func deliver(
        _ stream: ConstFSEventStreamRef, _ info: UnsafeMutableRawPointer?, _ count: Int, _ paths: UnsafeMutableRawPointer,
        _ flags: UnsafePointer<FSEventStreamEventFlags>, _ ids: UnsafePointer<FSEventStreamEventId>
    ) {
        guard let info else { return }
        let callback = Unmanaged<ChangeCallback>.fromOpaque(info).takeUnretainedValue()
        let changed = Unmanaged<CFArray>.fromOpaque(paths).takeUnretainedValue() as NSArray
        callback.onChange(changed.compactMap { $0 as? String })
    }
#endif
