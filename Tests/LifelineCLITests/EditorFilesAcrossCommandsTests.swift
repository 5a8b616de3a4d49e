import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

/// Files editors and the system leave beside the ones being edited (Emacs's `index.md~`,
/// `.#index.md` and `#index.md#`, vim's `.index.md.swp` and `4913`, Finder's
/// `.DS_Store`) are passed over the same way by `check`, `build` and `serve`: none
/// fails, none is published, none rebuilds.
@Suite("Editor files in check, build and serve", .serialized)
struct EditorFilesAcrossCommandsTests {
    static let editorFiles: [String: String] = [
        "site.yaml~": "title: Old\n",
        ".DS_Store": "\0\0\0\u{1}Bud1",
        "lifecycles/vc.yaml~": "id: vc\nbroken: [\n",
        "lifecycles/.#vc.yaml": "user@host.1234:1700000000",
        "lifecycles/#vc.yaml#": "id: vc\n",
        "lifecycles/.vc.yaml.swp": "b0VIM 9.0",
        "lifecycles/4913": "",
        "pages/index.md~": "# Old home\n",
        "pages/#index.md#": "# Autosave\n",
        "static/notes.txt~": "old notes\n",
        "static/.#notes.txt": "user@host.1234:1700000000",
        "static/.DS_Store": "\0\0\0\u{1}Bud1",
    ]

    static var tree: [String: String] {
        Trees.valid.merging(["pages/index.md": "# Home\n", "static/notes.txt": "notes\n"]) { $1 }.merging(editorFiles) { $1 }
    }

    @Test func checkPassesOverThem() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.tree, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path, "--strict")
            #expect(status == .success)
            #expect(console.stderr.isEmpty)
        }
    }

    @Test func buildNeitherFailsOnThemNorPublishesThem() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try FixtureTree.write(Self.tree, into: content)
            let site = directory.appendingPathComponent("site")
            let (status, console) = lifeline(
                "build", "--content", content.path, "--templates", Trees.bundledTemplates, "--output", site.path, "--strict")
            #expect(status == .success, "\(console.stderr)")
            let written = try FixtureTree.read(site).keys
            #expect(written.contains("notes.txt"))
            #expect(!written.contains { $0.hasSuffix("~") || $0.contains(".#") || $0.hasSuffix(".DS_Store") })
        }
    }

    @Test func serveRebuildsForNoneOfThem() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try FixtureTree.write(Self.tree, into: content)
            let console = RecordingConsole()
            var command = ServeCommand(cli: CLI(console: console))
            var rebuiltForEditorFile = true
            var rebuiltForEdit = false
            command.waitUntilStopped = { server in
                let client = HTTPTestClient(port: server.port!)
                guard let events = try? client.open("/__lifeline/events") else { return }
                defer { events.close() }
                guard events.read(until: { $0.contains("retry:") }, timeout: 20) else { return }
                for (path, text) in Self.editorFiles {
                    try? Data((text + "saved again\n").utf8).write(to: content.appendingPathComponent(path))
                }
                rebuiltForEditorFile = events.read(until: { $0.contains("event:") }, timeout: 1)
                let file = content.appendingPathComponent("pages/index.md")
                try? Data("# Home again\n".utf8).write(to: file)
                rebuiltForEdit = events.read(until: { $0.contains("event: reload") }, timeout: 30)
            }
            let status = try command.run(["--content", content.path, "--port", "0", "--templates", Trees.bundledTemplates])
            #expect(status == .success)
            #expect(console.stderr.isEmpty)
            #expect(console.outLines.contains { $0.hasPrefix("Built in ") })
            #expect(!rebuiltForEditorFile)
            #expect(rebuiltForEdit)
            #expect(console.outLines.filter { $0.hasPrefix("Rebuilt after a change to ") }.count == 1)
        }
    }
}
