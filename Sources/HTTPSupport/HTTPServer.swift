#if os(Linux)
    internal import CMicroHTTPDHeader
#else
    internal import CMicroHTTPD
#endif
internal import Foundation

/// An HTTP server on one address, answering GET and HEAD through a Swift handler.
///
/// GNU libmicrohttpd does the HTTP: parsing, keep-alive, chunked streams, HEAD. It runs
/// one thread per connection, so `handler` is called concurrently from threads Swift did
/// not create, which is why it must be `@Sendable`, and why a streamed response may block
/// its own connection's thread while it waits for something to send.
///
/// ```swift
/// let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
///     .text("hello \(request.path)", status: 200)
/// }
/// print(server.port)  // the port the system chose
/// server.stop()
/// ```
///
/// `@unchecked Sendable`: the daemon pointer is written once in `init` and cleared only
/// in `stop()`, under `lock`.
public final class HTTPServer: @unchecked Sendable {
    /// The bound port: the one asked for, or the one the system chose for port 0.
    public let port: UInt16
    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private let context: Unmanaged<RequestContext>

    public init(
        host: String, port: UInt16, limits: Limits = Limits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(HTTPServerError) {
        let library = try MicroHTTPD.opened.get()
        let socket = try ListeningSocket(host: host, port: port)
        self.port = socket.port
        let context = Unmanaged.passRetained(RequestContext(handler: handler))
        var flags = MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        // libmicrohttpd takes its options as a C variadic list, which Swift builds with withVaList.
        // The limits are `unsigned int`s, as libmicrohttpd reads them with va_arg.
        let options: [any CVarArg] = [
            MHD_OPTION.LISTEN_SOCKET.rawValue, socket.descriptor,
            MHD_OPTION.CONNECTION_TIMEOUT.rawValue, UInt32(limits.idleTimeout),
            MHD_OPTION.PER_IP_CONNECTION_LIMIT.rawValue, UInt32(limits.connectionsPerClient),
            MHD_OPTION.END.rawValue,
        ]
        let started = withVaList(options) { list in
            library.start_daemon_va(flags, 0, nil, nil, answer, context.toOpaque(), list)
        }
        guard let started else {
            close(socket.descriptor)
            context.release()
            throw HTTPServerError("libmicrohttpd could not start on \(host):\(socket.port)")
        }
        self.daemon = started
        self.context = context
    }

    /// Stops accepting, waits for every connection thread to end and closes the socket.
    /// Streams must have been told to end first, or their connections keep it waiting.
    public func stop() {
        lock.lock()
        let running = daemon
        daemon = nil
        lock.unlock()
        guard let running else { return }
        MicroHTTPD.functions.stop_daemon(running)
        context.release()
    }

    deinit {
        stop()
    }
}

/// What the C callback gets as its `cls`: the Swift handler.
private final class RequestContext: Sendable {
    let handler: @Sendable (HTTPRequest) -> HTTPResponse

    init(handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.handler = handler
    }
}

/// libmicrohttpd's access handler: one call per request (GET and HEAD carry no upload).
private func answer(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
    _ uploadSize: UnsafeMutablePointer<Int>?, _ connectionState: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let url, let method else { return .NO }
    let methodName = String(cString: method)
    let response: HTTPResponse
    if methodName == "GET" || methodName == "HEAD" {
        let context = Unmanaged<RequestContext>.fromOpaque(cls).takeUnretainedValue()
        let host = MicroHTTPD.functions.lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) }
        response = context.handler(HTTPRequest(method: methodName, path: String(cString: url), host: host))
    } else {
        response = HTTPResponse(status: 405, headers: [("Allow", "GET, HEAD")], body: .bytes(Array("method not allowed\n".utf8)))
    }
    return ResponseBridge.queue(response, on: connection)
}
