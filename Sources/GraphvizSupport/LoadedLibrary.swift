internal import CGraphviz
internal import Foundation

/// Finds the file that libgvc was loaded from, to look for its plugins beside it.
enum LoadedLibrary {
    #if canImport(Darwin)
        static func libgvcPath() -> String? {
            let libgvcFunction: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>? = gvcVersion
            var info = Dl_info()
            guard dladdr(unsafeBitCast(libgvcFunction, to: UnsafeRawPointer.self), &info) != 0,
                let path = info.dli_fname
            else { return nil }
            return String(cString: path)
        }
    #else
        /// glibc declares `dladdr` only with `_GNU_SOURCE`, which Swift's Glibc module
        /// does not define, so read the kernel's list of this process's mappings
        /// instead (proc(5)); the path is the last field of a line.
        ///
        /// Read with read(2) to the end (procfs reports a size of 0) and scanned as
        /// bytes: through `FileHandle` and `String` lines it took a millisecond, a
        /// twentieth of a rebuild after a one-file edit.
        static func libgvcPath() -> String? {
            guard let maps = procSelfMaps() else { return nil }
            let name = Array("/libgvc.".utf8)
            var lineStart = 0
            while lineStart < maps.count {
                let lineEnd = maps[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? maps.count
                if let slash = maps[lineStart..<lineEnd].firstIndex(of: UInt8(ascii: "/")) {
                    let path = maps[slash..<lineEnd]
                    if let last = path.lastIndex(of: UInt8(ascii: "/")), path[last...].starts(with: name) {
                        return String(decoding: path, as: UTF8.self)
                    }
                }
                lineStart = lineEnd + 1
            }
            return nil
        }

        private static func procSelfMaps() -> [UInt8]? {
            let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var maps: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                if count == 0 { return maps }
                maps.append(contentsOf: chunk[..<count])
            }
        }
    #endif
}
