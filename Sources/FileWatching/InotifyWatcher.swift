#if os(Linux)
    internal import Foundation
    internal import Glibc

    /// inotify, with a watch on every directory under the roots (inotify is not recursive),
    /// added as directories appear. A thread polls the inotify descriptor and a pipe that
    /// `stop()` writes to, so stopping never waits for a file to change.
    ///
    /// `@unchecked Sendable`: `state` is only touched under `lock`; the thread owns the
    /// descriptors until it has been joined through `finished`.
    public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
        private let lock = NSLock()
        private var state: (inotify: Int32, wake: (read: Int32, write: Int32), thread: Thread)?
        private let finished = DispatchSemaphore(value: 0)

        public init() {}

        public func start(watching roots: [String], settle: Double, onChange: @escaping @Sendable ([String]) -> Void) throws(FileWatchError) {
            let fd = inotify_init1(Int32(IN_CLOEXEC))
            guard fd >= 0 else { throw FileWatchError("inotify_init1 failed: \(String(cString: strerror(errno)))") }
            var pipeEnds: [Int32] = [0, 0]
            guard pipe(&pipeEnds) == 0 else {
                close(fd)
                throw FileWatchError("cannot create a pipe: \(String(cString: strerror(errno)))")
            }
            var directories = InotifyDirectories(descriptor: fd)
            for root in roots {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                    close(fd)
                    close(pipeEnds[0])
                    close(pipeEnds[1])
                    throw FileWatchError("cannot watch '\(root)': it is not a directory")
                }
                directories.addRoot(root)
            }
            let loop = InotifyLoop(descriptor: fd, wake: pipeEnds[0], directories: directories, settle: settle, onChange: onChange)
            let finished = finished
            let thread = Thread {
                loop.run()
                finished.signal()
            }
            thread.name = "lifeline.inotify"
            lock.lock()
            state = (fd, (pipeEnds[0], pipeEnds[1]), thread)
            lock.unlock()
            thread.start()
        }

        public func stop() {
            lock.lock()
            let running = state
            state = nil
            lock.unlock()
            guard let running else { return }
            var byte: UInt8 = 1
            _ = write(running.wake.write, &byte, 1)
            finished.wait()
            close(running.inotify)
            close(running.wake.read)
            close(running.wake.write)
        }

        deinit {
            stop()
        }
    }
#endif
