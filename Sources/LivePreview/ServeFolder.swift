internal import FileAccess
internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The temporary folder `serve` builds in, `$TMPDIR/lifeline-serve-XXXXXX`: two staged
/// sites of several megabytes, which must not outlive the server.
///
/// `serve` removes it on every exit it sees (see `PreviewServer.stop`), but SIGKILL, a
/// crash or a power cut are not seen. So the folder is locked (`flock`) for as long as
/// its server lives, and the kernel drops that lock however the process ends; at start,
/// `sweep` removes every `lifeline-serve-*` folder nobody holds. A process id in the name
/// could not tell a live owner from a dead one: ids are reused, and in a container every
/// `serve` may be PID 1.
///
/// The sites go one level down, in `builds/`: a build locks the folder its output sits
/// in, and that lock, taken through another descriptor, would wait for this one for ever.
final class ServeFolder: @unchecked Sendable {
    static let prefix = "lifeline-serve-"

    let path: String
    var buildsDirectory: String { Paths.join(path, "builds") }
    /// Held from `create` to `remove`; only touched under `guardLock`.
    private var lock: DirectoryLock?
    private let guardLock = NSLock()

    private init(path: String, lock: DirectoryLock) {
        self.path = path
        self.lock = lock
    }

    /// A new folder in `temporaryRoot`, private to this user, locked. A `sweep` running in
    /// another `serve` may take a folder in the instant between its creation and its
    /// lock; then another is made.
    static func create(in temporaryRoot: String) throws(PreviewError) -> ServeFolder {
        var lastProblem = ""
        for _ in 0..<8 {
            let path: String
            do {
                path = try FileSystem.createUniqueDirectory(prefix: Paths.join(temporaryRoot, prefix))
            } catch {
                throw PreviewError("cannot create a temporary folder in \(temporaryRoot): \(error.reason)")
            }
            // Unpublished work: not for the machine's other users to read.
            chmod(path, 0o700)
            if let lock = DirectoryLock(path), FileStatus.of(path)?.kind == .directory {
                return ServeFolder(path: path, lock: lock)
            }
            lastProblem = "\(path) was taken by another lifeline serve cleaning up"
        }
        throw PreviewError("cannot create a temporary folder in \(temporaryRoot): \(lastProblem)")
    }

    /// Removes the folder, then lets go of it. A build still writing into it (a signal
    /// during the first build) may add an entry while it goes; it is tried again.
    func remove() {
        guardLock.lock()
        defer { guardLock.unlock() }
        guard lock != nil else { return }
        for _ in 0..<20 {
            if (try? FileSystem.removeTree(path)) != nil { break }
        }
        lock = nil
    }

    /// Removes what killed servers left in `temporaryRoot`; returns the folders removed.
    ///
    /// A folder is taken by locking it, so two servers starting together never both
    /// remove one, and one whose owner is alive is never touched. Folders of lifeline
    /// versions that locked nothing (`lifeline-serve-PID-XXXXXXXX`) go when that process
    /// is gone.
    @discardableResult
    static func sweep(in temporaryRoot: String) -> [String] {
        let names = ((try? FileSystem.entries(of: temporaryRoot)) ?? []).filter { $0.hasPrefix(prefix) }
        var removed: [String] = []
        for name in names {
            let path = Paths.join(temporaryRoot, name)
            guard FileStatus.of(path)?.kind == .directory else { continue }
            if let owner = unlockedOwner(name), processExists(owner) { continue }
            guard let taken = DirectoryLock(path) else { continue }
            try? FileSystem.removeTree(path)
            withExtendedLifetime(taken) {}
            removed.append(path)
        }
        return removed
    }

    /// The process id in a name from before folders were locked; nil for a locked kind
    /// (`mkdtemp`'s six characters hold no `-`).
    private static func unlockedOwner(_ name: String) -> Int32? {
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return Int32(parts[0])
    }

    private static func processExists(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
