#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// What `lstat(2)` says changes whenever a file's bytes may have: size, identity, and the
/// modification and status-change times. Equal stamps taken apart in time mean the file
/// was not written in between, unless both writes fell in one tick of the file system's
/// clock, which is why `isRecent` tells a file too fresh to be judged by its stamp.
public struct FileStamp: Sendable {
    public var status: FileStatus
    /// Seconds and nanoseconds since 1970.
    public var modified: (seconds: Int64, nanoseconds: Int64)
    public var changed: (seconds: Int64, nanoseconds: Int64)

    /// The stamp of `path` itself (a symbolic link is stamped as one), or nil when
    /// nothing is there.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return FileStamp(
            status: FileStatus(info), modified: (Int64(modified.tv_sec), Int64(modified.tv_nsec)),
            changed: (Int64(changed.tv_sec), Int64(changed.tv_nsec)))
    }

    /// Whether the file was written or changed less than `margin` seconds before `now`
    /// (or after it): a later write within the same clock tick could leave the stamp as it is.
    public func isRecent(now: Int64, margin: Int64) -> Bool {
        modified.seconds >= now - margin || changed.seconds >= now - margin
    }

    /// Seconds since 1970 on the system clock, as file times are given.
    public static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }

    /// Nanoseconds since 1970 on the system clock, for waiting until a time is past.
    public static var nanosecondsNow: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// How far a file time may lag the system clock: Linux stamps files from its coarse
    /// clock, which moves once a tick (`1/HZ`, 1 to 10 ms) and whose resolution is that
    /// tick; nil where the system names no such clock.
    public static var fileClockTickNanoseconds: Int64? {
        #if os(Linux)
            var resolution = timespec()
            guard clock_getres(CLOCK_REALTIME_COARSE, &resolution) == 0 else { return nil }
            let tick = Int64(resolution.tv_sec) * 1_000_000_000 + Int64(resolution.tv_nsec)
            return tick > 0 ? tick : nil
        #else
            return nil
        #endif
    }

    /// The later of the modification and change times, in nanoseconds since 1970.
    public var latestNanoseconds: Int64 {
        max(modified.seconds * 1_000_000_000 + modified.nanoseconds, changed.seconds * 1_000_000_000 + changed.nanoseconds)
    }

    /// Every field, for a fingerprint.
    public var fields: [Int64] {
        [
            status.size, Int64(bitPattern: status.device), Int64(bitPattern: status.inode), modified.seconds, modified.nanoseconds,
            changed.seconds, changed.nanoseconds,
        ]
    }
}
