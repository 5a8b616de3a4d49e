#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Whether a directory is a mount point (a Docker volume, a bind mount), which can be
/// written into but never renamed or exchanged.
public enum MountPoints {
    /// `path` must be absolute with its links resolved.
    public static func isMountPoint(_ path: String) -> Bool {
        guard path != "/" else { return true }
        #if canImport(Darwin)
            var info = statfs()
            guard statfs(path, &info) == 0 else { return false }
            let mountedOn = withUnsafeBytes(of: info.f_mntonname) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return mountedOn == path
        #else
            // A bind mount of a folder of the same file system shares the device number
            // with its parent, so the kernel's own list is asked.
            if let listed = mountPointsFromKernel() { return listed.contains(path) }
            guard let own = FileStatus.following(path), let parent = FileStatus.following(Paths.parent(of: path)) else { return false }
            return own.device != parent.device
        #endif
    }

    #if !canImport(Darwin)
        /// Field 5 of each line of /proc/self/mountinfo, octal escapes (`\040`) decoded.
        static func mountPointsFromKernel() -> Set<String>? {
            guard let bytes = try? FileSystem.readProcFile("/proc/self/mountinfo") else { return nil }
            var points: Set<String> = []
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: false)
                guard fields.count > 4 else { continue }
                points.insert(unescape(fields[4]))
            }
            return points
        }

        private static func unescape(_ field: Substring) -> String {
            var bytes: [UInt8] = []
            var index = field.utf8.startIndex
            let utf8 = field.utf8
            while index < utf8.endIndex {
                let byte = utf8[index]
                if byte == UInt8(ascii: "\\"), let end = utf8.index(index, offsetBy: 4, limitedBy: utf8.endIndex),
                    let value = UInt8(String(decoding: utf8[utf8.index(after: index)..<end], as: UTF8.self), radix: 8)
                {
                    bytes.append(value)
                    index = end
                } else {
                    bytes.append(byte)
                    index = utf8.index(after: index)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    #endif
}

extension FileSystem {
    /// A file of /proc, whose reported size is 0: read until the end.
    static func readProcFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last("read", path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
