import Foundation
import HTTPSupport
import TestSupport
import Testing

/// Slow loris: clients that open connections and never finish their headers. Without a
/// timeout they hold libmicrohttpd's connection slots for ever, and with them every
/// request after. All test clients are 127.0.0.1, so one "client" here is the test.
@Suite("HTTP server against slow clients", .serialized)
struct SlowClientTests {
    static let partialRequest = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Never-Finished: "

    @Test("a client is held to its connection cap, and its idle connections are dropped after the timeout; then a request is answered")
    func idleConnectionsAreCappedThenDropped() throws {
        let limits = HTTPServer.Limits(idleTimeout: 3, connectionsPerClient: 4)
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { _ in .text("answered", status: 200) }
        defer { server.stop() }
        let opened = Date()
        let idle = try (0..<4).map { _ in try HTTPTestConnection(port: server.port, sending: Self.partialRequest) }
        defer { idle.forEach { $0.close() } }

        // Over the cap: a fifth connection is closed unanswered while the four idle ones hold theirs.
        let fifth = try HTTPTestConnection(port: server.port, sending: "GET / HTTP/1.0\r\n\r\n")
        defer { fifth.close() }
        #expect(fifth.waitUntilClosedByServer(timeout: 2))
        #expect(fifth.received.isEmpty)
        #expect(Date().timeIntervalSince(opened) < 3, "the machine stalled past the timeout; the cap was not what closed it")

        // The idle ones are dropped by the timeout, not before it.
        for connection in idle {
            #expect(connection.waitUntilClosedByServer(timeout: 30))
        }
        #expect(Date().timeIntervalSince(opened) >= 2.5)
        #expect(Self.answer(port: server.port)?.body == "answered")
    }

    @Test("forty idle connections from one client all end, at once over the cap and after the timeout under it; then a request is answered")
    func slowLorisDoesNotStarveTheServer() throws {
        let limits = HTTPServer.Limits(idleTimeout: 1, connectionsPerClient: 8)
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { _ in .text("answered", status: 200) }
        defer { server.stop() }
        let loris = try (0..<40).map { _ in try HTTPTestConnection(port: server.port, sending: Self.partialRequest) }
        defer { loris.forEach { $0.close() } }
        // Every one of them ends: at once over the cap, after a second of silence under it.
        #expect(loris.allSatisfy { $0.waitUntilClosedByServer(timeout: 30) })
        #expect(Self.answer(port: server.port)?.status == 200)
    }

    /// The first answer to `GET /` within two seconds: libmicrohttpd counts a closed
    /// connection against its client until its own thread has cleaned it up, a moment
    /// after the client sees the close.
    static func answer(port: UInt16) -> HTTPTestClient.Response? {
        let deadline = Date(timeIntervalSinceNow: 2)
        repeat {
            if let response = try? HTTPTestClient(port: port).get("/", timeout: 5) { return response }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }

    @Test("a stream that keeps sending is not an idle connection")
    func streamsOutliveTheTimeout() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: .init(idleTimeout: 1, connectionsPerClient: 4)) { _ in
            HTTPResponse(headers: [("Content-Type", "text/event-stream")], body: .stream(CountingStream()))
        }
        defer { server.stop() }
        let connection = try HTTPTestClient(port: server.port).open("/events")
        defer { connection.close() }
        #expect(connection.read(until: { $0.contains("tick 10\n") }, timeout: 20))
    }
}

/// `tick N` every 300 ms: 3 s of ticks for tick 10, past a 1 s idle timeout.
private final class CountingStream: ResponseStream, @unchecked Sendable {
    private var count = 0

    func next() -> [UInt8]? {
        Thread.sleep(forTimeInterval: 0.3)
        count += 1
        return Array("tick \(count)\n".utf8)
    }
}
