import Foundation
@testable import LivePreview
import TestSupport
import Testing

/// `serve` under slow loris: connections that never finish a request are dropped, pages
/// load again, and the open pages' event streams, quiet but for their heartbeat, stay.
@Suite("Live preview against slow clients", .serialized)
struct SlowClientPreviewTests {
    @Test("idle connections are dropped after the timeout; a page loads and an open page still hears the reload")
    func slowLorisIsDropped() throws {
        try withPreview({
            $0.idleTimeout = 1; $0.connectionsPerClient = 8
        }) { preview in
            let port = preview.server.port!
            let events = try preview.client.open("/__lifeline/events")
            defer { events.close() }
            #expect(events.read(until: { $0.contains("retry: 500") }, timeout: 20))

            let loris = try (0..<20).map { _ in
                try HTTPTestConnection(port: port, sending: "GET /vc/show.html HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Never-Finished: ")
            }
            defer { loris.forEach { $0.close() } }
            #expect(loris.allSatisfy { $0.waitUntilClosedByServer(timeout: 30) })
            #expect(Self.page(port: port)?.body.contains("Shown as root") == true)

            // The stream outlives the timeout on its heartbeat alone.
            Thread.sleep(forTimeInterval: 1.5)
            #expect(events.read(until: { $0.components(separatedBy: ": keep-alive").count > 3 }, timeout: 10))
            try preview.edit("lifecycles/vc.yaml", replacing: "title: Shown as root", with: "title: Shown again")
            #expect(events.read(until: { $0.contains("event: reload") }, timeout: 30))
        }
    }

    @Test("the heartbeat is well within the idle timeout")
    func heartbeatFollowsTheTimeout() {
        var options = PreviewOptions()
        #expect(options.heartbeat == 10)
        options.idleTimeout = 1
        #expect(options.heartbeat == 0.5)
        options.idleTimeout = 600
        #expect(options.heartbeat == 15)
    }

    /// libmicrohttpd counts a closed connection against its client until its thread has
    /// cleaned it up, a moment after the client sees the close.
    static func page(port: UInt16) -> HTTPTestClient.Response? {
        let deadline = Date(timeIntervalSinceNow: 2)
        repeat {
            if let response = try? HTTPTestClient(port: port).get("/vc/show.html", timeout: 5) { return response }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }
}
