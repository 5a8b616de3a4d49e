#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension FileSystem {
    /// Gives an existing file new contents in one step: the bytes go to a new file beside
    /// it, flushed, with the old file's permissions, which is then renamed over it. A
    /// reader (an editor, `lifeline serve`) sees the old file or the new one, never a
    /// half-written one, and a full disk or a kill leaves the old file as it was.
    ///
    /// A symbolic link is followed, so the file it leads to is replaced and the link stays.
    public static func replaceContents(of path: String, with bytes: [UInt8]) throws(FileSystemError) {
        let target = (try? realPath(path).get()) ?? path
        var info = stat()
        guard stat(target, &info) == 0 else { throw .last("open", path) }
        let temporary = Paths.join(Paths.parent(of: target), ".\(Paths.lastComponent(of: target)).lifeline-\(getpid())")
        unlink(temporary)
        do throws(FileSystemError) {
            try createFile(at: temporary, bytes: bytes)
            guard chmod(temporary, info.st_mode & 0o7777) == 0 else { throw FileSystemError.last("set permissions of", temporary) }
            try flush(temporary)
            try rename(temporary, to: target)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private static func flush(_ path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last("open", path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .last("flush", path) }
    }
}
