import TestSupport
import SiteRenderer
import Testing

@Suite struct SitePathsTests {
    @Test func pagePaths() {
        #expect(SitePaths.lifecycle("app") == "app/index.html")
        #expect(SitePaths.scenario("app", "cold-launch") == "app/cold-launch.html")
        #expect(SitePaths.page("index") == "index.html")
        #expect(SitePaths.page("guide") == "guide.html")
        #expect(SitePaths.stylesheet == "assets/site.css")
    }

    @Test func rootFromEachDepth() {
        #expect(SitePaths.root(from: "index.html") == "")
        #expect(SitePaths.root(from: "app/push.html") == "../")
        #expect(SitePaths.root(from: "a/b/c.html") == "../../")
    }

    @Test func linksFromNestedPages() {
        #expect(SitePaths.link(to: "assets/site.css", from: "app/push.html") == "../assets/site.css")
        #expect(SitePaths.link(to: "index.html", from: "app/index.html") == "../index.html")
        #expect(SitePaths.link(to: "app/index.html", from: "index.html") == "app/index.html")
        #expect(SitePaths.link(to: "vc/push.html", from: "app/index.html") == "../vc/push.html")
        #expect(SitePaths.link(to: "guide.html", from: "a/b/c.html") == "../../guide.html")
    }

    static let pages = ["index.html", "guide.html", "app/index.html", "app/push.html", "vc/index.html", "a/b/c.html"]

    /// From every page to every page, the link is relative and leads back to the target.
    @Test(arguments: pages)
    func everyLinkResolvesToItsTarget(_ from: String) {
        for target in Self.pages {
            let link = SitePaths.link(to: target, from: from)
            #expect(!link.hasPrefix("/"))
            #expect(LinkChecker.resolve(link, from: from) == target, "\(from) → \(link)")
        }
    }
}
