import LifecycleModel
@testable import SiteRenderer
import Testing

/// `404.html` works at any address a host serves it at: absolute links from `base-url`,
/// or without one its styles and the script that finds the site's root inline.
@Suite struct NotFoundPageTests {
    typealias Fixture = SiteFixture

    @Test func withoutBaseURLTheStylesAndScriptAreInline() throws {
        let files = try Fixture.render().files
        let page = try #require(files.text("404.html"))
        #expect(page.contains("<style>body { margin: 0 }\n</style>"))
        #expect(page.contains("<script>/* finds the site's root */\n</script>"))
        #expect(!page.contains("rel=\"stylesheet\""))
        #expect(!page.contains("src=\"assets/site.js\"") && !page.contains("src=\"assets/search-index.js\""))
        // Its links stay relative, right at the top level and from disk.
        #expect(page.contains("href=\"index.html\""))
        // The script is inlined, not published.
        #expect(files.text("assets/not-found.js") == nil)
        // Every other page links the stylesheet and loads the scripts.
        let index = try #require(files.text("index.html"))
        #expect(index.contains("<link rel=\"stylesheet\" href=\"assets/site.css\">") && !index.contains("finds the site's root"))
    }

    @Test func withBaseURLEveryLinkIsAbsolute() throws {
        var catalog = Fixture.catalog
        catalog.settings.baseURL = "https://example.org/docs/"
        let files = try Fixture.render(catalog).files
        let page = try #require(files.text("404.html"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"https://example.org/docs/assets/site.css\">"))
        #expect(page.contains("<script src=\"https://example.org/docs/assets/site.js\" defer></script>"))
        #expect(page.contains("href=\"https://example.org/docs/index.html\""))
        let targets = LinkCheckerTargets.of(page)
        #expect(targets.count > 5)
        #expect(targets.filter { !($0.hasPrefix("https://") || $0.hasPrefix("http://") || $0.hasPrefix("#")) } == [])
        #expect(!page.contains("<style>body"))
        // Other pages keep relative links.
        #expect(try #require(files.text("index.html")).contains("<link rel=\"stylesheet\" href=\"assets/site.css\">"))
    }

    @Test func onlyRelativeLinksGetTheBase() {
        let html =
            ##"<a href="#main">a</a> <a href="https://x.org/">b</a> <a href="/root.html">c</a> <a href="mailto:a@b.c">d</a> <img src="i.png" alt=""> <a href="vc/push.html#x">e</a> <a href="">f</a>"##
        #expect(
            NotFoundPage.absoluteLinks(html, base: "https://example.org/d&o/")
                == ##"<a href="#main">a</a> <a href="https://x.org/">b</a> <a href="/root.html">c</a> <a href="mailto:a@b.c">d</a> <img src="https://example.org/d&amp;o/i.png" alt=""> <a href="https://example.org/d&amp;o/vc/push.html#x">e</a> <a href="">f</a>"##
        )
    }
}

/// Every page of the fixture has one `<h1>`, and every other heading an id of its own.
@Suite struct PageStructureTests {
    @Test func oneH1AndAnIDOnEveryHeading() throws {
        let files = try SiteFixture.render(ClaimsPageTests.catalog).files.filter { $0.path.hasSuffix(".html") }
        #expect(files.count > 8)
        for file in files {
            let html = String(decoding: file.bytes, as: UTF8.self)
            #expect(html.components(separatedBy: "<h1").count - 1 == 1, "\(file.path)")
            var ids: [String] = []
            for level in 2...6 {
                for tag in html.components(separatedBy: "<h\(level)").dropFirst() where tag.first == ">" || tag.first == " " {
                    let id = tag.hasPrefix(" id=\"") ? String(tag.dropFirst(5).prefix { $0 != "\"" }) : ""
                    #expect(!id.isEmpty, "\(file.path): <h\(level)\(tag.prefix(40))")
                    ids.append(id)
                }
            }
            #expect(Set(ids).count == ids.count, "\(file.path): \(ids)")
        }
    }
}

/// The `href` and `src` values of a page.
enum LinkCheckerTargets {
    static func of(_ html: String) -> [String] {
        html.components(separatedBy: " href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            + html.components(separatedBy: " src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
