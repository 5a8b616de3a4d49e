import Diagnostics
import LifecycleModel
import SiteRenderer
import Testing

@Suite struct FreePageTests {
    @Test func frontPageListsEveryLifecycle() throws {
        let index = try #require(try SiteFixture.render().files.text("index.html"))
        #expect(index.contains("<title>Lifecycles</title>"))
        #expect(index.contains("<div class=\"prose\"><p>Welcome.</p></div>"))
        #expect(
            index.contains(
                "<a href=\"vc/index.html\"><strong>View controller</strong></a>\n        <p>From init to deinit.</p>\n        <p class=\"meta\">2 scenarios</p>"
            ))
        #expect(index.contains("<a href=\"app/index.html\"><strong>App</strong></a>"))
    }

    @Test func otherPagesUseThePageTemplate() throws {
        let guide = try #require(try SiteFixture.render().files.text("guide.html"))
        #expect(guide.contains("<header class=\"page-header\"><h1>Guide</h1></header>\n\n<div class=\"prose\"><p>Write YAML.</p></div>"))
        #expect(guide.contains("<li><a href=\"guide.html\" aria-current=\"page\">Guide</a></li>"))
    }

    @Test func withoutAnIndexPageTheFrontPageIsStillThere() throws {
        var catalog = SiteFixture.catalog
        catalog.pages = []
        let (files, diagnostics) = try SiteFixture.render(catalog)
        #expect(diagnostics.all == [])
        let index = try #require(files.text("index.html"))
        #expect(index.contains("<h1>Lifecycles</h1>"))
        #expect(files.text("guide.html") == nil)
    }
}
