import Foundation
import HTTPSupport
import TestSupport
import Testing

@Suite("HTTP server over libmicrohttpd")
struct HTTPServerTests {
    @Test("answers GET with the handler's status, headers and body, on a port the system chose")
    func answersGet() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
            HTTPResponse(status: 200, headers: [("Content-Type", "text/plain"), ("X-Path", request.path)], body: .bytes(Array("hello".utf8)))
        }
        defer { server.stop() }
        #expect(server.port != 0)
        let response = try HTTPTestClient(port: server.port).get("/a/b.html?query=1")
        #expect(response.status == 200)
        #expect(response.headers["x-path"] == "/a/b.html")
        #expect(response.headers["content-type"] == "text/plain")
        #expect(response.body == "hello")
    }

    @Test("HEAD gets the headers and no body; other methods get 405")
    func methods() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in .text("body", status: 200) }
        defer { server.stop() }
        let client = HTTPTestClient(port: server.port)
        let head = try client.get("/", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        let post = try client.get("/", method: "POST")
        #expect(post.status == 405)
        #expect(post.headers["allow"] == "GET, HEAD")
    }

    @Test("a streamed body is sent as the stream produces it, and ends when it ends")
    func streams() throws {
        let stream = ScriptedStream(["first\n", "second\n"])
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
            HTTPResponse(headers: [("Content-Type", "text/event-stream")], body: .stream(stream))
        }
        defer { server.stop() }
        let response = try HTTPTestClient(port: server.port).get("/events")
        #expect(response.body == "first\nsecond\n")
    }

    @Test("a stream is told when the client goes away")
    func streamEndsWhenTheClientLeaves() throws {
        let stream = TickingStream()
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
            HTTPResponse(headers: [("Content-Type", "text/event-stream")], body: .stream(stream))
        }
        defer { server.stop() }
        let connection = try HTTPTestClient(port: server.port).open("/events")
        #expect(connection.read(until: { $0.contains("tick") }, timeout: 20))
        connection.close()
        #expect(stream.waitForEnd(timeout: 20))
    }

    @Test("many concurrent requests are answered from libmicrohttpd's threads")
    func concurrent() async throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in .text(request.path, status: 200) }
        defer { server.stop() }
        let port = server.port
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<16 {
                group.addTask { try HTTPTestClient(port: port).get("/\(index)").body }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(bodies == Set((0..<16).map { "/\($0)" }))
    }

    @Test("a port in use is an error that names it")
    func portInUse() throws {
        let first = try HTTPServer(host: "127.0.0.1", port: 0) { _ in .text("", status: 200) }
        defer { first.stop() }
        #expect(throws: HTTPServerError.self) {
            _ = try HTTPServer(host: "127.0.0.1", port: first.port) { _ in .text("", status: 200) }
        }
    }

    @Test("a host that is not an address is refused")
    func badHost() {
        let error = #expect(throws: HTTPServerError.self) {
            _ = try HTTPServer(host: "not an address", port: 0) { _ in .text("", status: 200) }
        }
        #expect(error?.message == "'not an address' is not an IPv4 or IPv6 address")
    }
}

/// Hands out its chunks one by one, then ends.
private final class ScriptedStream: ResponseStream, @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [String]

    init(_ chunks: [String]) {
        self.chunks = chunks
    }

    func next() -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return chunks.isEmpty ? nil : Array(chunks.removeFirst().utf8)
    }
}

/// Sends `tick` every 50 ms until the server ends it.
private final class TickingStream: ResponseStream, @unchecked Sendable {
    private let ended = DispatchSemaphore(value: 0)

    func next() -> [UInt8]? {
        Thread.sleep(forTimeInterval: 0.05)
        return Array("tick\n".utf8)
    }

    func end() {
        ended.signal()
    }

    func waitForEnd(timeout: TimeInterval) -> Bool {
        ended.wait(timeout: .now() + timeout) == .success
    }
}
