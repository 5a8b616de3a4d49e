#if os(Linux)
    internal import Foundation
    internal import Glibc

    /// The directories under watch: inotify reports a watch descriptor and a name, and
    /// this turns them back into paths.
    struct InotifyDirectories {
        let descriptor: Int32
        private(set) var paths: [Int32: String] = [:]

        static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Watches `root` and every directory below it; hidden directories (`.git`) too,
        /// as their changes are filtered later by whoever cares.
        mutating func addTree(_ root: String) {
            add(root)
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
            while let relative = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let path = "\(root)/\(relative)"
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    add(path)
                }
            }
        }

        private mutating func add(_ path: String) {
            let watch = inotify_add_watch(descriptor, path, Self.mask | UInt32(IN_ONLYDIR))
            if watch >= 0 { paths[watch] = path }
        }

        func path(of watch: Int32) -> String? {
            paths[watch]
        }
    }

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
                guard let directory = directories.path(of: watch) else { continue }
                let path = name.isEmpty ? directory : "\(directory)/\(name)"
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    directories.addTree(path)
                }
                paths.append(path)
            }
            return paths
        }
    }
#endif
