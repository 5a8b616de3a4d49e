import Foundation
import FileAccess
@testable import LivePreview
import TestSupport
import Testing

/// `serve` end to end: the real server on a free port, a real socket client, real files
/// edited on disk and the platform's watcher noticing.
@Suite("Live preview server", .serialized)
struct PreviewServerTests {
    @Test("serves the site with the reload script, and an edit is served after a reload event")
    func editReloads() throws {
        try withPreview { preview in
            let page = try preview.client.get("/vc/show.html")
            #expect(page.status == 200)
            #expect(page.body.contains("Shown as root"))
            #expect(page.body.contains("new EventSource(\"/__lifeline/events\")"))

            let events = try preview.client.open("/__lifeline/events")
            defer { events.close() }
            #expect(events.read(until: { $0.contains("retry: 500") }, timeout: 20))

            let saved = Date()
            try preview.edit("lifecycles/vc.yaml", replacing: "title: Shown as root", with: "title: Shown as the window's root")
            #expect(events.read(until: { $0.contains("event: reload") }, timeout: 30))
            print("save-to-reload-event: \(Int(Date().timeIntervalSince(saved) * 1000)) ms")
            let edited = try preview.client.get("/vc/show.html")
            #expect(edited.body.contains("Shown as the window&#39;s root") || edited.body.contains("Shown as the window's root"))
        }
    }

    @Test("a broken edit keeps the last good page and shows the error, escaped, until it is fixed")
    func brokenEditKeepsLastGoodSite() throws {
        try withPreview { preview in
            let events = try preview.client.open("/__lifeline/events")
            defer { events.close() }
            #expect(events.read(until: { $0.contains("retry: 500") }, timeout: 20))

            try preview.edit("lifecycles/vc.yaml", replacing: "object: view-controller", with: "object: view-controller\n<b>oops</b>: 1")
            #expect(events.read(until: { $0.contains("event: problems") }, timeout: 30))
            #expect(events.received.contains("vc.yaml:4:1: error: unknown key &#39;&lt;b&gt;oops&lt;/b&gt;&#39; in a lifecycle definition"))

            let page = try preview.client.get("/vc/show.html")
            #expect(page.status == 200)
            #expect(page.body.contains("Shown as root"))
            #expect(page.body.contains("id=\"lifeline-problems\""))
            #expect(page.body.contains("Build failed: 1 error."))
            #expect(page.body.contains("vc.yaml:4:1: error: unknown key &#39;&lt;b&gt;oops&lt;/b&gt;&#39;"))
            #expect(!page.body.contains("<b>oops</b>"))

            try preview.edit("lifecycles/vc.yaml", replacing: "\n<b>oops</b>: 1", with: "")
            #expect(events.read(until: { $0.contains("event: reload") }, timeout: 30))
            let fixed = try preview.client.get("/vc/show.html")
            #expect(!fixed.body.contains("id=\"lifeline-problems\""))
        }
    }

    @Test("the site on disk has no reload script; paths outside the site are refused")
    func onlyServedPagesAreChanged() throws {
        try withPreview { preview in
            let onDisk = try FixtureTree.read(preview.work)
            let html = onDisk.filter { $0.key.hasSuffix(".html") }
            #expect(!html.isEmpty)
            #expect(html.values.allSatisfy { !String(decoding: $0, as: UTF8.self).contains("lifeline-live-reload") })

            #expect(try preview.client.get("/../secret").status == 400)
            #expect(try preview.client.get("/missing.html").status == 404)
            let css = try preview.client.get("/assets/site.css")
            #expect(css.status == 200)
            #expect(css.headers["content-type"] == "text/css; charset=utf-8")
            #expect(!css.body.contains("EventSource"))
            let directory = try preview.client.get("/vc")
            #expect(directory.status == 301)
            #expect(directory.headers["location"] == "./vc/")
        }
    }
}

/// A running preview over a copy of a small content tree.
struct Preview {
    let root: URL
    let work: URL
    let server: PreviewServer
    var client: HTTPTestClient { HTTPTestClient(port: server.port!) }

    func edit(_ path: String, replacing old: String, with new: String) throws {
        let url = root.appendingPathComponent("Content").appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        precondition(text.contains(old), "fixture has no '\(old)'")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }
}

func withPreview(_ adjust: (inout PreviewOptions) -> Void = { _ in }, _ body: (Preview) throws -> Void) throws {
    try withTemporaryDirectory { root in
        try FixtureTree.write(PreviewFixtures.content.mapKeys { "Content/\($0)" }, into: root)
        let work = root.appendingPathComponent("work")
        var options = PreviewOptions(
            contentDirectory: root.appendingPathComponent("Content").path,
            templatesDirectory: repositoryRoot().appendingPathComponent("Templates").path,
            port: 0, workDirectory: work.path)
        adjust(&options)
        let server = PreviewServer(options: options)
        try server.start { _, _ in }
        defer { server.stop() }
        try body(Preview(root: root, work: work, server: server))
    }
}

enum PreviewFixtures {
    static let content: [String: String] = [
        "site.yaml": "title: Preview test\n",
        "lifecycles/vc.yaml": """
        id: vc
        title: View controller
        object: view-controller
        scenarios:
          - id: show
            title: Shown as root
            objects:
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: A }
            only: [appearance]
        """,
    ]
}

extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

/// The predicate `serve`'s watcher shares with the loader (see `EditorFiles`).
@Suite struct EditorFilesTests {
    @Test(arguments: [
        ("Content/lifecycles/app.yaml", true), ("Content/pages/index.md", true), ("Templates/assets/site.css", true),
        ("Content/lifecycles", true), ("Content/static/.nojekyll", true), ("Content/static/.well-known/security.txt", true),
        ("Content/lifecycles/.app.yaml.swp", false), ("Content/lifecycles/4913", false), ("Content/lifecycles/app.yaml~", false),
        ("Content/pages/#index.md#", false), ("Content/pages/.#index.md", false), ("Content/.DS_Store", false),
        ("Content/pages/.index.md.un~", false), ("Content/pages/.index.md.kate-swp", false),
        ("Content/pages/.goutputstream-AB12CD", false), ("Content/pages/index.md___jb_tmp___", false),
    ])
    func onlyRealFilesTriggerARebuild(_ path: String, _ matters: Bool) {
        #expect(EditorFiles.matters(path) == matters)
    }
}

@Suite struct ReloadHubTests {
    @Test func publishReachesOpenStreamsAndClosedOnesAreDropped() {
        let hub = ReloadHub()
        let first = hub.connect()
        let second = hub.connect()
        #expect(first.next().map { String(decoding: $0, as: UTF8.self) } == "retry: 500\n\n")
        _ = second.next()
        second.end()
        #expect(hub.connectedCount == 1)
        hub.publish("problems", data: "line one\nline two")
        #expect(first.next().map { String(decoding: $0, as: UTF8.self) } == "event: problems\ndata: line one\ndata: line two\n\n")
        hub.closeAll()
        #expect(first.next() == nil)
        // A page that connects while the server stops is closed from the start.
        #expect(hub.connect().next() == nil)
    }
}
