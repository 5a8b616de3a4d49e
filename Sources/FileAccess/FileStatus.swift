#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// What `lstat(2)` or `stat(2)` says about one path: its kind, size and identity.
public struct FileStatus: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case regular
        case directory
        case symbolicLink
        /// A FIFO, socket or device: never content, never output.
        case special(String)
    }

    public var kind: Kind
    public var size: Int64
    /// Device and inode: equal for two paths that are the same file.
    public var device: UInt64
    public var inode: UInt64

    /// The status of `path` itself (a symbolic link is reported as one), or nil when
    /// nothing is there.
    public static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// The status of what `path` leads to, following symbolic links.
    public static func following(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .special("a FIFO")
        case S_IFSOCK: kind = .special("a socket")
        case S_IFCHR: kind = .special("a character device")
        case S_IFBLK: kind = .special("a block device")
        default: kind = .special("a special file")
        }
        size = Int64(info.st_size)
        // dev_t is signed on Darwin; only equality matters here.
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
