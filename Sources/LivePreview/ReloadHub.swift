internal import Foundation
internal import HTTPSupport
internal import ParallelWork

/// The open pages, each listening on `/__lifeline/events`, and what is sent to them.
///
/// Server-Sent Events: each page's `EventSource` keeps one response open; a rebuild
/// appends an event to every stream, and each stream's connection thread, blocked in
/// `next()`, wakes up and sends it.
final class ReloadHub: Sendable {
    private let streams = Locked<(open: [EventStream], closed: Bool)>(([], false))
    /// Seconds between keep-alive comments on a quiet stream.
    let heartbeat: TimeInterval

    init(heartbeat: TimeInterval = 15) {
        self.heartbeat = heartbeat
    }

    /// A new stream for one page; it starts by telling the browser to retry quickly when
    /// the server restarts. After `closeAll`, it is born closed, so a page that connects
    /// while the server stops cannot hold the stop up.
    func connect() -> EventStream {
        let stream = EventStream(first: "retry: 500\n\n", heartbeat: heartbeat)
        streams.withValue { streams in
            if streams.closed { stream.close() } else { streams.open.append(stream) }
        }
        return stream
    }

    /// Sends `event` with `data` (one `data:` line per line of it) to every open page.
    func publish(_ event: String, data: String) {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        let message = "event: \(event)\n\(lines)\n"
        let open = streams.withValue { streams in
            streams.open.removeAll { $0.isClosed }
            return streams.open
        }
        open.forEach { $0.send(message) }
    }

    /// Pages listening now; one that went away stops counting once its connection ends.
    var connectedCount: Int {
        streams.withValue { streams in streams.open.filter { !$0.isClosed }.count }
    }

    /// Ends every stream, so the server can stop without waiting for the browsers.
    func closeAll() {
        streams.withValue { streams in
            streams.open.forEach { $0.close() }
            streams = ([], true)
        }
    }
}

/// One page's event stream. `next()` blocks on the connection's thread until a message
/// comes, sending a comment every `heartbeat` seconds meanwhile so a page that went away
/// is noticed (the write fails and libmicrohttpd ends the connection).
final class EventStream: ResponseStream, @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [String]
    private var closed = false
    private let heartbeat: TimeInterval

    init(first: String, heartbeat: TimeInterval = 15) {
        self.queue = [first]
        self.heartbeat = heartbeat
    }

    func send(_ message: String) {
        condition.lock()
        queue.append(message)
        condition.signal()
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The server stopped reading it (the page went away): it is dropped at the next publish.
    func end() {
        close()
    }

    var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed
    }

    func next() -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        if queue.isEmpty, !closed {
            _ = condition.wait(until: Date(timeIntervalSinceNow: heartbeat))
        }
        if closed { return nil }
        if queue.isEmpty { return Array(": keep-alive\n\n".utf8) }
        return Array(queue.removeFirst().utf8)
    }
}
