import Foundation
@testable import LivePreview
import TestSupport
import Testing

/// A content folder swapped for another (a branch checked out into place, a generator
/// writing a fresh tree): `serve` builds from the new one and keeps seeing its edits.
@Suite("Live preview after the content folder is replaced", .serialized)
struct ReplacedContentTests {
    @Test("mv Content Content.old && mv New Content rebuilds from the new folder, and its edits are seen")
    func replacedContentIsWatched() throws {
        try withPreview { preview in
            let events = try preview.client.open("/__lifeline/events")
            defer { events.close() }
            #expect(events.read(until: { $0.contains("retry: 500") }, timeout: 20))

            let content = preview.root.appendingPathComponent("Content")
            let fresh = PreviewFixtures.content.mapValues { $0.replacingOccurrences(of: "title: Shown as root", with: "title: Shown anew") }
            try FixtureTree.write(fresh, into: preview.root.appendingPathComponent("New"))
            try FileManager.default.moveItem(at: content, to: preview.root.appendingPathComponent("Content.old"))
            try FileManager.default.moveItem(at: preview.root.appendingPathComponent("New"), to: content)
            #expect(events.read(until: { $0.contains("event: reload") }, timeout: 30))
            #expect(try preview.client.get("/vc/show.html").body.contains("Shown anew"))

            try preview.edit("lifecycles/vc.yaml", replacing: "title: Shown anew", with: "title: Shown after the swap")
            #expect(events.read(until: { $0.components(separatedBy: "event: reload").count > 2 }, timeout: 30))
            #expect(try preview.client.get("/vc/show.html").body.contains("Shown after the swap"))
        }
    }
}
