import TestSupport
@testable import SiteRenderer
import Testing

/// Every link of every page is relative and leads to a file the renderer produced.
@Suite struct RelativeLinkTests {
    let files: [String: String]

    init() throws {
        let site = try SiteFixture.render().files
        files = Dictionary(uniqueKeysWithValues: site.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    @Test func renderedFilesAreTheExpectedOnes() {
        // The reference's behaviours are on one page per area of the registry.
        let behaviourPages = ReferencePage.areas().map { "reference/\($0.id).html" }
        #expect(behaviourPages.contains("reference/vc.html"))
        #expect(
            files.keys.sorted()
                == ([
                    "404.html", "app/index.html", "assets/favicon.svg", "assets/search-index.js", "assets/search.js", "assets/site.css",
                    "assets/site.js",
                    "claims.html", "guide.html", "index.html", "reference.html", "schema/lifecycle.schema.json", "schema/site.schema.json",
                    "vc/background.html", "vc/index.html", "vc/push.html",
                ] + behaviourPages).sorted())
    }

    @Test func everyInternalLinkResolves() {
        let checker = LinkChecker(files: files)
        #expect(checker.links.count > 50)
        #expect(checker.problems == [])
    }

    @Test func onlyContentAndEvidenceLinkElsewhere() {
        let external = LinkChecker(files: files).externalLinks
        #expect(external.contains("https://developer.apple.com/documentation/uikit"))
        #expect(external.allSatisfy { $0.hasPrefix("https://") || $0.hasPrefix("http://") })
    }

    @Test func everyPageReachesTheStylesheetAndHome() {
        let checker = LinkChecker(files: files)
        // The 404 page has its stylesheet inline (`NotFoundPageTests`).
        for page in files.keys where page.hasSuffix(".html") && page != "404.html" {
            let targets = checker.links.filter { $0.page == page }.compactMap { LinkChecker.resolve($0.target, from: page) }
            #expect(targets.contains("assets/site.css"), "\(page)")
            #expect(targets.contains("index.html"), "\(page)")
        }
    }

    /// The checker itself: a broken, an absolute and a climbing link are each reported.
    @Test func checkerReportsBadLinks() {
        let checker = LinkChecker(files: [
            "index.html":
                ##"<a href="/index.html"></a><a href="missing.html"></a><a href="../up.html"></a><a href="#nowhere"></a><a href="index.html"></a>"##
        ])
        #expect(checker.problems.count == 4)
    }
}
