internal import CFileSystem

extension FileSystem {
    /// Sets the extended attribute `name` (`user.…`) of the file at `path`; false where the
    /// file system keeps none. The attribute goes with that file: a file written anew in its
    /// place has none.
    @discardableResult
    public static func setExtendedAttribute(_ name: String, to value: String, at path: String) -> Bool {
        let bytes = Array(value.utf8)
        return bytes.withUnsafeBytes { lifeline_set_attribute(path, name, $0.baseAddress, $0.count) } == 0
    }

    /// The extended attribute `name` of the file at `path`, if it has one (of at most 1 KiB).
    public static func extendedAttribute(_ name: String, at path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { lifeline_get_attribute(path, name, $0.baseAddress, $0.count) }
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count), as: UTF8.self)
    }
}
