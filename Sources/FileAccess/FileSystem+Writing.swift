internal import CFileSystem

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The calls that change the disk. Only the site writer uses them.
extension FileSystem {
    /// Creates a new file (never replacing one, never through a symbolic link) with `bytes`.
    public static func createFile(at path: String, bytes: [UInt8]) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .last("create", path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                write(descriptor, raw.baseAddress! + written, raw.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .last("write", path) }
            written += count
        }
    }

    /// Creates `path` and any missing parents; an existing directory is fine.
    public static func createDirectories(_ path: String) throws(FileSystemError) {
        // Made first and looked at only when that fails: a site's thousands of folders are
        // new, and their parents are made before them.
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw .last("create directory", path) }
        let parent = Paths.parent(of: path)
        guard !parent.isEmpty, parent != path else { throw .last("create directory", path) }
        try createDirectories(parent)
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw .last("create directory", path) }
    }

    /// A new directory named `prefix` plus six random characters, created atomically so
    /// that two builds (or a leftover with the same process id) can never share it.
    public static func createUniqueDirectory(prefix: String) throws(FileSystemError) -> String {
        var template = Array((prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw .last("create directory", prefix + "XXXXXX") }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkdtemp makes it private (0700); a site is served to everyone.
        guard chmod(path, 0o755) == 0 else { throw .last("set permissions of", path) }
        return path
    }

    /// Asks the file system to spread the folders made under `path` over the disk instead
    /// of packing them next to it; says whether it took the hint. ext4 without a journal
    /// (as on many virtual machines) passes over every inode freed in the last minutes each
    /// time it allocates one, scanning the group from its start, so a new site whose
    /// thousands of folders land where the last one was removed paid a millisecond an
    /// inode; spread out, the scans stay short. A hint only: elsewhere nothing happens.
    @discardableResult
    public static func spreadFoldersMade(under path: String) -> Bool {
        lifeline_mark_top_directory(path) == 0
    }

    /// Whether the folder at `path` carries that hint; nil where the file system keeps no
    /// such flags.
    public static func spreadsFoldersMade(under path: String) -> Bool? {
        switch lifeline_is_top_directory(path) {
        case 1: true
        case 0: false
        default: nil
        }
    }

    public static func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard posixRename(source, destination) == 0 else { throw .last("rename", "\(source) to \(destination)") }
    }

    /// Swaps two existing paths in one step, so that no reader ever sees neither.
    /// Throws with `ENOTSUP` where the platform or file system cannot.
    public static func exchange(_ first: String, _ second: String) throws(FileSystemError) {
        guard lifeline_exchange(first, second) == 0 else { throw .last("exchange", "\(first) and \(second)") }
    }

    public static var notSupported: Int32 { ENOTSUP }

    /// Adds a second name for an existing file (same file system only).
    public static func hardLink(_ existing: String, as path: String) throws(FileSystemError) {
        guard link(existing, path) == 0 else { throw .last("link", path) }
    }

    /// Removes `path` and, for a directory, everything under it. Symbolic links are
    /// removed, never followed. Nothing there is fine.
    public static func removeTree(_ path: String) throws(FileSystemError) {
        guard let status = FileStatus.of(path) else { return }
        if status.kind == .directory {
            try removeContents(of: path)
            guard rmdir(path) == 0 || errno == ENOENT else { throw .last("remove", path) }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw .last("remove", path) }
        }
    }

    /// Tells folders from files by the kind `readdir` gives, not by an `lstat` of each
    /// entry: removing an old site of thousands of files was mostly those calls. An entry
    /// of unknown kind, or one that turned into a folder meanwhile, goes through `removeTree`.
    private static func removeContents(of directory: String) throws(FileSystemError) {
        for (name, kind) in try kindedEntries(of: directory) {
            let path = Paths.join(directory, name)
            switch kind {
            case .directory?:
                try removeContents(of: path)
                guard rmdir(path) == 0 || errno == ENOENT else { throw .last("remove", path) }
            case nil:
                try removeTree(path)
            default:
                guard unlink(path) != 0, errno != ENOENT else { continue }
                guard errno == EISDIR || errno == EPERM else { throw .last("remove", path) }
                try removeTree(path)
            }
        }
    }

    /// Flushes the file system holding `path` (one call for a whole staged site, rather
    /// than one fsync per file), then the directory entry itself.
    public static func synchronize(_ path: String) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last("open", path) }
        defer { close(descriptor) }
        guard lifeline_sync_file_system(descriptor) == 0 else { throw .last("flush", path) }
    }
}

/// At file scope, where `rename` is the C function and not the method above.
private func posixRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}
