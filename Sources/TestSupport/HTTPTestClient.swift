public import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A plain-socket HTTP/1.0 client for tests of the real server: no URLSession, so what
/// the test sees is exactly the bytes the server sent. HTTP/1.0 keeps bodies unchunked
/// and ends each response by closing the connection.
public struct HTTPTestClient: Sendable {
    public let port: UInt16

    public init(port: UInt16) {
        self.port = port
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: String
    }

    /// GET `path` and read until the server closes the connection. `host` is the `Host`
    /// header's value, `127.0.0.1:PORT` unless given; `.none` sends no `Host` at all.
    public func get(_ path: String, method: String = "GET", host: Host = .server, timeout: TimeInterval = 30) throws -> Response {
        let connection = try HTTPTestConnection(port: port, path: path, method: method, host: host)
        defer { connection.close() }
        let raw = try connection.readToEnd(timeout: timeout)
        return try Self.parse(raw)
    }

    /// Opens `path` and leaves it open, for an event stream.
    public func open(_ path: String, host: Host = .server) throws -> HTTPTestConnection {
        try HTTPTestConnection(port: port, path: path, method: "GET", host: host)
    }

    /// What a request says in its `Host` header.
    public enum Host: Sendable {
        /// `127.0.0.1:PORT`, as a browser at the server's own address sends it.
        case server
        case value(String)
        /// No `Host` header, as an HTTP/1.0 client may send.
        case none
    }

    static func parse(_ raw: String) throws -> Response {
        guard let split = raw.range(of: "\r\n\r\n") else { throw HTTPTestError("no header end in: \(raw.prefix(200))") }
        let lines = raw[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw HTTPTestError("bad status line: \(lines.first ?? "")") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(raw[split.upperBound...]))
    }
}

/// One open connection; `read(until:)` collects what arrives until a condition holds.
public final class HTTPTestConnection: @unchecked Sendable {
    private let descriptor: Int32
    private var receivedBytes: [UInt8] = []
    /// Everything read so far, headers included.
    public var received: String { String(decoding: receivedBytes, as: UTF8.self) }

    convenience init(port: UInt16, path: String, method: String, host: HTTPTestClient.Host) throws {
        let hostLine: String
        switch host {
        case .server: hostLine = "Host: 127.0.0.1:\(port)\r\n"
        case .value(let value): hostLine = "Host: \(value)\r\n"
        case .none: hostLine = ""
        }
        try self.init(port: port, sending: "\(method) \(path) HTTP/1.0\r\n\(hostLine)\r\n")
    }

    /// Connects to 127.0.0.1:`port` and sends `raw` as it is: a request cut short, for a
    /// client that never finishes its headers (slow loris).
    public init(port: UInt16, sending raw: String) throws {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw HTTPTestError("socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            closeDescriptor(fd)
            throw HTTPTestError("cannot connect to 127.0.0.1:\(port)")
        }
        descriptor = fd
        let request = Array(raw.utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    }

    /// Waits until the server closes the connection (a read finds its end, or a reset);
    /// true when it did within `timeout`. Whatever arrives meanwhile is kept in `received`.
    public func waitUntilClosedByServer(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, Int32(max(1, left * 1000))) > 0 else { return false }
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return true }
            receivedBytes += buffer[..<count]
        }
    }

    /// Reads until `condition(received)` holds or `timeout` passes; true when it held.
    @discardableResult
    public func read(until condition: (String) -> Bool, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(received) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0, let chunk = readBytes(timeout: left) else { return condition(received) }
            receivedBytes += chunk
        }
        return true
    }

    func readToEnd(timeout: TimeInterval) throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var bytes: [UInt8] = []
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw HTTPTestError("timed out after \(timeout) s") }
            guard let chunk = readBytes(timeout: left) else { break }
            bytes += chunk
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// nil at the end of the stream or when nothing came in time.
    private func readBytes(timeout: TimeInterval) -> [UInt8]? {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, Int32(max(1, timeout * 1000))) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[..<count]) : nil
    }

    public func close() {
        closeDescriptor(descriptor)
    }
}

public struct HTTPTestError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// `close` is shadowed inside the class by its own method.
private func closeDescriptor(_ fd: Int32) {
    #if canImport(Glibc)
        _ = Glibc.close(fd)
    #else
        _ = Darwin.close(fd)
    #endif
}
