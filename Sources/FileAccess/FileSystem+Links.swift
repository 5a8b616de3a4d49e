#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension FileSystem {
    /// The text of a symbolic link (its target, unresolved).
    public static func linkTarget(of path: String) throws(FileSystemError) -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { raw in
            readlink(path, raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
        }
        guard count >= 0 else { throw .last("read link", path) }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    public static func createSymbolicLink(at path: String, target: String) throws(FileSystemError) {
        guard symlink(target, path) == 0 else { throw .last("create link", path) }
    }

    /// Flushes a directory's entries (the names a rename changed) to disk.
    public static func synchronizeDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The modification time of `path` in seconds, or 0.
    public static func modificationTime(of path: String) -> Double {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        #if canImport(Darwin)
            return Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
            return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
    }
}
