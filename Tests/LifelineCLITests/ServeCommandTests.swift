import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

@Suite("lifeline serve", .serialized)
struct ServeCommandTests {
    /// The command end to end, in-process: it builds, serves on a free port, and stops
    /// when its wait returns. Meanwhile the test reads a page and edits the content.
    @Test func servesRebuildsAndStops() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Trees.valid, into: directory.appendingPathComponent("Content"))
            let content = directory.appendingPathComponent("Content")
            let console = RecordingConsole()
            var command = ServeCommand(cli: CLI(console: console))
            var served: (before: String, after: String)?
            command.waitUntilStopped = { server in
                let client = HTTPTestClient(port: server.port!)
                guard let before = try? client.get("/vc/show.html").body, let events = try? client.open("/__lifeline/events") else { return }
                defer { events.close() }
                guard events.read(until: { $0.contains("retry:") }, timeout: 20) else { return }
                let file = content.appendingPathComponent("lifecycles/vc.yaml")
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                try? Data(text.replacingOccurrences(of: "title: Shown as root", with: "title: Shown first").utf8).write(to: file)
                guard events.read(until: { $0.contains("event: reload") }, timeout: 30) else { return }
                served = (before, (try? client.get("/vc/show.html").body) ?? "")
            }
            let status = try command.run(["--content", content.path, "--port", "0", "--templates", Trees.bundledTemplates])
            #expect(status == .success)
            #expect(served?.before.contains("Shown as root") == true)
            #expect(served?.after.contains("Shown first") == true)
            #expect(console.outLines.contains { $0.hasPrefix("Serving http://127.0.0.1:") })
            #expect(console.outLines.contains { $0.hasPrefix("Built in ") })
            #expect(console.outLines.contains { $0.hasPrefix("Rebuilt after a change to ") && $0.contains("vc.yaml in ") })
        }
    }

    @Test(arguments: ["0.0.0.0", "192.168.1.10", "::"])
    func refusesOtherInterfacesUnlessAsked(_ host: String) {
        let (status, console) = lifeline("serve", "--host", host)
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: refusing to serve on '\(host)', which other machines can reach")
        #expect(console.errLines.dropFirst().first == "    hint: the preview has no authentication; add --allow-remote if you mean it")
    }

    @Test func loopbackNamesAreAccepted() throws {
        #expect(try ServeCommand.host("localhost", allowRemote: false) == "127.0.0.1")
        #expect(try ServeCommand.host("::1", allowRemote: false) == "::1")
        #expect(try ServeCommand.host("0.0.0.0", allowRemote: true) == "0.0.0.0")
    }

    @Test func badPortIsAUsageError() {
        let (status, console) = lifeline("serve", "--port", "99999")
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: --port must be a number from 0 to 65535, not '99999'")
    }

    @Test func missingContentIsAnError() {
        let (status, console) = lifeline("serve", "--content", "/nonexistent-content", "--port", "0")
        #expect(status == .failure)
        #expect(console.errLines.first == "lifeline: error: content directory '/nonexistent-content' does not exist")
    }
}
