import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `lifeline serve` ends, as a real process with its own temporary folder (`TMPDIR`):
/// its folder of staged sites (several megabytes) must go with it, however it goes.
@Suite("lifeline serve cleans up its temporary folder", .serialized)
struct ServeExitTests {
    @Test("a serve killed with SIGKILL leaves its folder, and the next serve removes it as it starts")
    func killedServeIsSweptByTheNext() throws {
        try withServeSandbox { sandbox in
            let killed = try sandbox.serve()
            #expect(killed.waitForOutput(containing: "Serving http://", timeout: 60))
            let left = try sandbox.serveFolders()
            #expect(left.count == 1)
            killed.send(SIGKILL)
            #expect(killed.waitForExit(timeout: 20) != nil)
            #expect(try sandbox.serveFolders() == left)

            let next = try sandbox.serve()
            #expect(next.waitForOutput(containing: "Serving http://", timeout: 60))
            let now = try sandbox.serveFolders()
            #expect(now.count == 1)
            #expect(now != left)
            next.send(SIGTERM)
            #expect(next.waitForExit(timeout: 30) == 0)
            #expect(try sandbox.serveFolders().isEmpty)
        }
    }

    @Test("a serve whose port is taken exits 1 and leaves nothing")
    func portTaken() throws {
        try withServeSandbox { sandbox in
            let first = try sandbox.serve()
            defer { first.send(SIGKILL) }
            #expect(first.waitForOutput(containing: "Serving http://", timeout: 60))
            let port = try #require(first.servedPort)
            let before = try sandbox.serveFolders()

            let second = try sandbox.serve(port: port)
            #expect(second.waitForExit(timeout: 60) == 1)
            #expect(second.output.contains("lifeline: error: cannot listen on 127.0.0.1:\(port)"))
            #expect(try sandbox.serveFolders() == before)
        }
    }

    @Test("SIGHUP, SIGTERM and SIGINT stop a running serve, which removes its folder", arguments: [SIGHUP, SIGTERM, SIGINT])
    func signalsWhileServing(_ number: Int32) throws {
        try withServeSandbox { sandbox in
            let serve = try sandbox.serve()
            #expect(serve.waitForOutput(containing: "Serving http://", timeout: 60))
            #expect(try sandbox.serveFolders().count == 1)
            serve.send(number)
            #expect(serve.waitForExit(timeout: 30) == 0)
            #expect(try sandbox.serveFolders().isEmpty)
        }
    }

    /// The bundled content with no engine cache takes seconds to build the first time:
    /// time to stop it half-way.
    @Test("SIGINT, SIGTERM or SIGHUP during the first build removes the folder", arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalDuringFirstBuild(_ number: Int32) throws {
        try withServeSandbox { sandbox in
            let serve = try sandbox.serve(content: Trees.bundledContent)
            #expect(sandbox.waitForServeFolder(timeout: 60))
            Thread.sleep(forTimeInterval: 0.3)
            serve.send(number)
            let status = serve.waitForExit(timeout: 60)
            #expect(!serve.output.contains("Built in"), "the first build ended before the signal; nothing was tested")
            #expect(status == 128 + number)
            #expect(try sandbox.serveFolders().isEmpty)
        }
    }
}

/// A temporary folder for `serve`'s `TMPDIR`, and the servers started in it.
struct ServeSandbox {
    let root: URL
    var temporary: URL { root.appendingPathComponent("tmp") }

    func serve(content: String? = nil, port: UInt16 = 0) throws -> ServeProcess {
        let arguments = ["serve", "--content", content ?? root.appendingPathComponent("Content").path, "--port", "\(port)"]
        return try ServeProcess(arguments, environment: ["TMPDIR": temporary.path, "LIFELINE_CACHE_DIR": ""])
    }

    func serveFolders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("lifeline-serve-") }.sorted()
    }

    func waitForServeFolder(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let folders = try? serveFolders(), !folders.isEmpty { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }
}

func withServeSandbox(_ body: (ServeSandbox) throws -> Void) throws {
    try withTemporaryDirectory { root in
        try FixtureTree.write(Trees.valid, into: root.appendingPathComponent("Content"))
        let sandbox = ServeSandbox(root: root)
        try FileManager.default.createDirectory(at: sandbox.temporary, withIntermediateDirectories: true)
        try body(sandbox)
    }
}

/// `lifeline serve` as a child process, its output collected as it comes.
final class ServeProcess: @unchecked Sendable {
    private let process: Process
    private let condition = NSCondition()
    private var collected = Data()

    init(_ arguments: [String], environment: [String: String]) throws {
        let pipe = Pipe()
        process = try LifelineProcess.process(arguments, environment: environment, output: pipe)
        try process.run()
        // A thread of its own blocks in read(2) until the end of the output. Not a
        // `readabilityHandler`: tearing down its dispatch source while the pipe closes
        // crashes libdispatch's epoll loop on Linux now and then (swift-corelibs-foundation
        // #5507), which took the whole test process down in CI.
        let reader = Thread { [condition, handle = pipe.fileHandleForReading] in
            while true {
                let data = handle.availableData
                condition.lock()
                self.collected.append(data)
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }
        reader.name = "serve-output"
        reader.start()
    }

    var output: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: collected, as: UTF8.self)
    }

    /// The port of `Serving http://127.0.0.1:PORT/`.
    var servedPort: UInt16? {
        guard let range = output.range(of: "Serving http://127.0.0.1:") else { return nil }
        return UInt16(output[range.upperBound...].prefix { $0.isNumber })
    }

    func waitForOutput(containing text: String, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !String(decoding: collected, as: UTF8.self).contains(text) {
            guard condition.wait(until: deadline) else { return false }
        }
        return true
    }

    func send(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// The exit status, or nil when it did not exit in time (then it is killed).
    func waitForExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            send(SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    deinit {
        if process.isRunning {
            send(SIGKILL)
            process.waitUntilExit()
        }
    }
}
