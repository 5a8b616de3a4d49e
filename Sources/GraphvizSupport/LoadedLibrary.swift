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
        /// `String(contentsOfFile:)` stops after 4 KiB of a procfs file (it reports a
        /// size of 0), so the file is read to its end through `FileHandle`.
        static func libgvcPath() -> String? {
            guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
            defer { try? file.close() }
            guard let bytes = try? file.readToEnd() else { return nil }
            let maps = String(decoding: bytes, as: UTF8.self)
            for line in maps.split(separator: "\n") {
                guard let slash = line.firstIndex(of: "/") else { continue }
                let path = line[slash...]
                if path.split(separator: "/").last?.hasPrefix("libgvc.") == true {
                    return String(path)
                }
            }
            return nil
        }
    #endif
}
