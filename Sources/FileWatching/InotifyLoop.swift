#if os(Linux)
    internal import Foundation
    internal import Glibc

    /// The watcher thread's loop: wait for events, gather a burst, report it once.
    /// All of its state is its own; it shares only the descriptors with `InotifyWatcher`.
    final class InotifyLoop: @unchecked Sendable {
        private let descriptor: Int32
        private let wake: Int32
        private var directories: InotifyDirectories
        private let settleMilliseconds: Int32
        private let onChange: @Sendable ([String]) -> Void

        init(descriptor: Int32, wake: Int32, directories: InotifyDirectories, settle: Double, onChange: @escaping @Sendable ([String]) -> Void) {
            self.descriptor = descriptor
            self.wake = wake
            self.directories = directories
            self.settleMilliseconds = Int32(max(0, settle) * 1000)
            self.onChange = onChange
        }

        func run() {
            var changed: [String] = []
            while true {
                // Wait forever while nothing is pending; once something is, only as long as the burst lasts.
                let ready = wait(timeout: changed.isEmpty ? -1 : settleMilliseconds)
                switch ready {
                case .stop:
                    return
                case .events:
                    for path in readEvents() where !changed.contains(path) { changed.append(path) }
                case .timeout:
                    onChange(changed)
                    changed = []
                }
            }
        }

        private enum Ready { case events, timeout, stop }

        private func wait(timeout: Int32) -> Ready {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            while true {
                let count = poll(&fds, 2, timeout)
                if count < 0, errno == EINTR { continue }
                if count < 0 || fds[1].revents != 0 { return .stop }
                return count == 0 ? .timeout : .events
            }
        }

        /// Reads what inotify has queued; returns the changed paths and watches new directories.
        private func readEvents() -> [String] {
            let capacity = 64 * 1024
            var buffer = [UInt8](repeating: 0, count: capacity)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, capacity) }
            guard count > 0 else { return [] }
            var paths: [String] = []
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + nameLength)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += headerSize + nameLength
                if let replaced = directories.rootReplaced(parentWatch: watch, name: name, mask: mask) {
                    paths.append(replaced)
                }
                guard let directory = directories.path(of: watch) else { continue }
                let path = name.isEmpty ? directory : "\(directory)/\(name)"
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    directories.addTree(path)
                }
                if mask & UInt32(IN_MOVE_SELF | IN_DELETE_SELF) != 0 {
                    directories.rootLeft(watch: watch)
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    directories.forget(watch: watch)
                }
                paths.append(path)
            }
            return paths
        }
    }
#endif
