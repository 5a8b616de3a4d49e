import ContentLoader
import Diagnostics
import Foundation
import SiteBuilder
import SiteRenderer
import TestSupport
import Testing

/// The pages and anchors prose links are checked against are the built site's: every page
/// the build writes is listed, every anchor listed is an id on its page, and every file
/// listed is written. So a link `check` accepts works in the site, and a page or anchor
/// that moves (another template, a page split in two) fails here until the list follows.
@Suite struct SitePagesTests {
    @Test func theListedPagesAndAnchorsAreTheBuiltSites() throws {
        var diagnostics = DiagnosticBag()
        let content = try ContentLoader(contentDirectory: Builds.bundledContent.path).load(diagnostics: &diagnostics)
        let validation = ContentChecks.validate(content, diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.summary) == [])
        let listed = ContentChecks.pages(content, validation)
        let built = try BundledSite.pages()
        #expect(Set(listed.anchors.keys) == Set(built.keys))
        for (path, anchors) in listed.anchors {
            let ids = Self.ids(in: built[path] ?? "")
            #expect(anchors.subtracting(ids).sorted() == [], "\(path)")
        }
        let written = Set(try BundledSite.files().keys)
        #expect(listed.files.subtracting(written).sorted() == [])
        // Prose headings, claims, kinds, behaviours and logs: the anchors meant for links.
        #expect(listed.anchors["authoring.html"]?.contains("yaml-pitfalls") == true)
        #expect(listed.anchors["reference.html"]?.contains("kind-view-controller") == true)
        #expect(listed.anchors["claims.html"]?.contains { $0.hasPrefix("claim-view-controller-") } == true)
        #expect(listed.anchors["view-controller/push.html"]?.contains { $0.hasPrefix("log-") } == true)
    }

    /// The values of every `id="…"` attribute of a page.
    static func ids(in html: String) -> Set<String> {
        var ids: Set<String> = []
        var rest = html[...]
        while let range = rest.firstRange(of: " id=\"") {
            let start = range.upperBound
            guard let end = rest[start...].firstIndex(of: "\"") else { break }
            ids.insert(String(rest[start..<end]))
            rest = rest[end...]
        }
        return ids
    }
}
