@testable import SiteRenderer
import Testing

/// A prose link resolves against its page the way a browser resolves it, and what is not
/// the site's own (a scheme, a host, a path from the host's root) is left alone.
@Suite struct LinkTargetTests {
    private func resolve(_ destination: String, from page: String) -> String? {
        guard let target = LinkTarget(destination, from: page) else { return nil }
        return (target.path ?? "<outside>") + (target.fragment.map { "#\($0)" } ?? "")
    }

    @Test func relativePathsFromEachFolder() {
        #expect(resolve("view-controller/push.html", from: "index.html") == "view-controller/push.html")
        #expect(resolve("push.html", from: "view-controller/index.html") == "view-controller/push.html")
        #expect(resolve("../authoring.html#yaml-pitfalls", from: "view-controller/push.html") == "authoring.html#yaml-pitfalls")
        #expect(resolve("./pop.html?x=1", from: "view-controller/push.html") == "view-controller/pop.html")
        #expect(resolve("../scene/", from: "app/index.html") == "scene/index.html")
        #expect(resolve("..", from: "app/index.html") == "index.html")
        #expect(resolve("#calls-heading", from: "app/launch.html") == "app/launch.html#calls-heading")
        #expect(resolve("../../index.html", from: "app/index.html") == "<outside>")
    }

    @Test func percentEscapesAreDecoded() {
        #expect(resolve("my%20page.html#a%2Db", from: "index.html") == "my page.html#a-b")
    }

    @Test func externalAndRootPathsAreNotChecked() {
        for destination in ["https://example.org/x.html", "mailto:a@example.org", "javascript:alert(1)", "//example.org/x", "/docs/x.html", ""] {
            #expect(resolve(destination, from: "index.html") == nil, "\(destination)")
        }
        #expect(resolve("a:b.html", from: "index.html") == nil)
        #expect(resolve("1a:b.html", from: "index.html") == "1a:b.html")
    }

    @Test func suggestionsAreTheShortestRelativeLink() {
        #expect(LinkTarget.relative("view-controller/push.html", from: "view-controller/index.html") == "push.html")
        #expect(LinkTarget.relative("authoring.html", from: "view-controller/index.html") == "../authoring.html")
        #expect(LinkTarget.relative("scene/index.html", from: "app/launch.html") == "../scene/index.html")
        #expect(LinkTarget.relative("view-controller/push.html", from: "index.html") == "view-controller/push.html")
    }
}
