import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

/// A build's warnings are printed by `serve` as `check` prints them, and shown on the
/// page in a panel that can be closed and blocks nothing.
@Suite("lifeline serve shows warnings", .serialized)
struct ServeWarningsTests {
    /// Raw HTML in prose, an object that takes no part in its scenario, a log no scenario lists.
    static var withWarnings: [String: String] {
        var files = Trees.valid
        files["pages/index.md"] = "# Home\n\n<div class=\"note\">dropped</div>\n"
        files["lifecycles/vc.yaml"] = files["lifecycles/vc.yaml"]!
            .replacingOccurrences(of: "A: { kind: view-controller }", with: "A: { kind: view-controller }\n      B: { kind: view-controller }")
        files["evidence/show-log.log"] = """
            ---
            title: "Show log"
            url: https://example.com/post
            action: "A becomes the root"
            map: { A: ViewController }
            instrumented: [appearance]
            ---
            A viewWillAppear

            """
        return files
    }

    @Test func sameWarningsAsCheckInTheTerminalAndOnThePage() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try FixtureTree.write(Self.withWarnings, into: content)
            let (checkStatus, checked) = lifeline("check", "--content", content.path)
            #expect(checkStatus == .success)
            let warnings = checked.errLines
            #expect(warnings.count == 3)
            #expect(warnings.allSatisfy { $0.contains(": warning: ") })

            let console = RecordingConsole()
            var command = ServeCommand(cli: CLI(console: console))
            var page = ""
            var fixedPage = ""
            command.waitUntilStopped = { server in
                let client = HTTPTestClient(port: server.port!)
                page = (try? client.get("/vc/show.html").body) ?? ""
                guard let events = try? client.open("/__lifeline/events"), events.read(until: { $0.contains("retry:") }, timeout: 20)
                else { return }
                defer { events.close() }
                try? FileManager.default.removeItem(at: content.appendingPathComponent("evidence"))
                try? Data("# Home\n".utf8).write(to: content.appendingPathComponent("pages/index.md"))
                let file = content.appendingPathComponent("lifecycles/vc.yaml")
                try? Data(Trees.valid["lifecycles/vc.yaml"]!.utf8).write(to: file)
                guard events.read(until: { $0.contains("event: reload") }, timeout: 30) else { return }
                fixedPage = (try? client.get("/vc/show.html").body) ?? ""
            }
            let status = try command.run(["--content", content.path, "--port", "0", "--templates", Trees.bundledTemplates])
            #expect(status == .success)

            // The terminal: the same lines as check, then the build.
            #expect(Array(console.errLines.prefix(3)) == warnings)
            #expect(console.outLines.contains { $0.hasPrefix("Built in ") && $0.hasSuffix(" ms, with 3 warnings.") })

            // The page: the same text, escaped, in a panel that closes and is not the error overlay.
            #expect(page.contains("id=\"lifeline-warnings\""))
            #expect(!page.contains("id=\"lifeline-problems\""))
            #expect(page.contains("3 warnings"))
            #expect(page.contains("aria-label=\"Close\""))
            for warning in checked.stderr.split(separator: "\n") {
                #expect(page.contains(Self.escapedHTML(String(warning))), "\(warning)")
            }
            #expect(page.contains("Shown as root"))
            #expect(!fixedPage.isEmpty)
            #expect(!fixedPage.contains("id=\"lifeline-warnings\""))
        }
    }

    static func escapedHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
