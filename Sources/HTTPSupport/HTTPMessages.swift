/// A request as the handler sees it: libmicrohttpd has already parsed it, and the query
/// string is not part of `path`.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The decoded path, `/app/push.html`.
    public var path: String
    /// The `Host` header as sent (`localhost:8000`); nil when the request had none.
    public var host: String?

    public init(method: String, path: String, host: String? = nil) {
        self.method = method
        self.path = path
        self.host = host
    }
}

/// What the handler answers: a whole body at once, or a stream that the server pulls
/// from while the client stays connected (Server-Sent Events).
public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case bytes([UInt8])
        case stream(any ResponseStream)
    }

    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Body

    public init(status: Int = 200, headers: [(name: String, value: String)] = [], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func text(_ text: String, status: Int) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: .bytes(Array(text.utf8)))
    }
}

/// The source of a streamed body, read on the connection's own thread.
///
/// `next()` may block until it has something to send: the server runs one thread per
/// connection, so a blocked stream holds up nobody else. It returns nil when the stream
/// is over, and never an empty chunk (send a comment or a heartbeat instead).
public protocol ResponseStream: AnyObject, Sendable {
    func next() -> [UInt8]?
    /// Called once when the server stops reading the stream: it ended, the client went
    /// away (noticed at the next failed write), or the server stopped.
    func end()
}

extension ResponseStream {
    public func end() {}
}

/// The server could not start: the address is taken, or not an address of this machine.
public struct HTTPServerError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
