#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// An exclusive `flock(2)` on a directory, held while a build writes into it.
///
/// The kernel drops the lock when the process ends, however it ends, so a staging
/// directory nobody holds is a leftover of a killed build, and one somebody holds belongs
/// to a build still running. Process ids cannot tell the two apart: they repeat (lifeline
/// as PID 1 in every container).
public final class DirectoryLock {
    private let descriptor: Int32

    /// Takes the lock, or returns nil when another process holds it; with `wait`, waits
    /// for it (another build only ever holds a leftover's lock for a moment, to test it).
    public init?(_ directory: String, wait: Bool = false) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, wait ? LOCK_EX : LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Whether some process holds the lock on `directory` now.
    public static func isHeld(_ directory: String) -> Bool {
        DirectoryLock(directory) == nil && FileStatus.of(directory)?.kind == .directory
    }
}
