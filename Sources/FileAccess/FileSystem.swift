#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Thin, throwing wrappers over the POSIX calls that read the disk.
///
/// Used instead of `FileManager` where a path's kind matters (a symbolic link is never
/// followed by accident, a FIFO is never opened for reading) and where Foundation's path
/// handling traps (one-character paths on Linux).
public enum FileSystem {
    public static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// The absolute path with every symbolic link resolved, or the reason it cannot be:
    /// `ENOENT` for a dangling link, `ELOOP` for a loop.
    public static func realPath(_ path: String) -> Result<String, FileSystemError> {
        guard let resolved = realpath(path, nil) else { return .failure(.last("resolve", path)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// The names in a directory, without `.` and `..`, sorted by their bytes so that
    /// everything built from them is the same on every file system.
    public static func entries(of directory: String) throws(FileSystemError) -> [String] {
        try kindedEntries(of: directory).map(\.name)
    }

    /// ``entries(of:)`` with each entry's kind as `readdir` gives it, so that walking a
    /// tree of thousands of files needs no `lstat` of each: folders (and links) are told
    /// apart where the file system says (nil where it does not).
    public static func kindedEntries(of directory: String) throws(FileSystemError) -> [(name: String, kind: FileStatus.Kind?)] {
        guard let handle = opendir(directory) else { throw .last("list", directory) }
        defer { closedir(handle) }
        var entries: [(name: String, kind: FileStatus.Kind?)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let kind: FileStatus.Kind? =
                switch Int(entry.pointee.d_type) {
                case Int(DT_REG): .regular
                case Int(DT_DIR): .directory
                case Int(DT_LNK): .symbolicLink
                case Int(DT_UNKNOWN): nil
                default: .special("special file")
                }
            entries.append((name, kind))
        }
        return entries.sorted { precedesByBytes($0.name, $1.name) }
    }

    /// Byte order of the names' UTF-8, with `memcmp`: a generic walk over two UTF-8 views
    /// was a tenth of a rebuild that finds nothing changed.
    private static func precedesByBytes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    /// Why a file could not be read in whole.
    public enum ReadError: Error, Sendable, Equatable {
        case system(FileSystemError)
        case notRegular(FileStatus.Kind)
        case tooLarge(size: Int64, limit: Int64)
    }

    /// Every byte of the regular file at `path`, refusing anything else (a directory, a
    /// FIFO that would block, a device that never ends) and anything over `limit` bytes,
    /// before reading a byte of it. A symbolic link is not followed.
    public static func readRegularFile(at path: String, limit: Int64) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ELOOP, let status = FileStatus.of(path) { throw .notRegular(status.kind) }
            throw .system(.last("read", path))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(.last("read", path)) }
        let status = FileStatus(info)
        guard status.kind == .regular else { throw .notRegular(status.kind) }
        guard status.size <= limit else { throw .tooLarge(size: status.size, limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .system(.last("read", path)) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            // A file that grows while it is read is held to the same limit.
            guard bytes.count <= limit else { throw .tooLarge(size: Int64(bytes.count), limit: limit) }
        }
    }
}
