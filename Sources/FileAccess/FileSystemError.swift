#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A failed system call: which one, on what, and the system's own words for why.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public var operation: String
    public var path: String
    public var code: Int32

    public init(_ operation: String, _ path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The error the last failed call left in `errno`.
    static func last(_ operation: String, _ path: String) -> FileSystemError {
        FileSystemError(operation, path, code: errno)
    }

    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "cannot \(operation) \(path): \(reason)" }

    public var isMissing: Bool { code == ENOENT }
}

extension FileSystemError {
    /// `ELOOP`: too many symbolic links, a loop.
    public static var loopCode: Int32 { ELOOP }
}
