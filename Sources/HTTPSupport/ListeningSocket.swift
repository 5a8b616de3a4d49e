internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A TCP socket bound and listening on one address, made before libmicrohttpd starts.
///
/// The server binds its socket itself rather than letting libmicrohttpd do it: that way
/// it binds exactly the address asked for (127.0.0.1 by default, never every interface by
/// accident) and learns the port the system picked for port 0, which libmicrohttpd only
/// reports through a variadic function Swift cannot call.
struct ListeningSocket {
    let descriptor: Int32
    let port: UInt16
    let isIPv6: Bool

    init(host: String, port: UInt16) throws(HTTPServerError) {
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            isIPv6 = false
        } else if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            isIPv6 = true
        } else {
            throw HTTPServerError("'\(host)' is not an IPv4 or IPv6 address")
        }
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, stream, 0)
        guard fd >= 0 else { throw HTTPServerError("cannot create a socket: \(Self.lastError)") }
        // Not for a browser that `serve --open` starts: it would keep the port taken.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        if isIPv6 {
            v6.sin6_family = sa_family_t(AF_INET6)
            #if canImport(Darwin)
                v6.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            v6.sin6_port = port.bigEndian
            bound = withUnsafePointer(to: &v6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            v4.sin_family = sa_family_t(AF_INET)
            #if canImport(Darwin)
                v4.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            v4.sin_port = port.bigEndian
            bound = withUnsafePointer(to: &v4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = Self.lastError
            close(fd)
            throw HTTPServerError("cannot listen on \(host):\(port): \(reason)")
        }
        descriptor = fd
        self.port = Self.boundPort(fd, isIPv6: isIPv6) ?? port
    }

    private static func boundPort(_ fd: Int32, isIPv6: Bool) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer in
            isIPv6
                ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}
