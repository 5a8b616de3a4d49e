@testable import SiteRenderer
import Testing

@Suite struct HeadingAnchorsTests {
    @Test func everyHeadingGetsAUniqueEscapedID() {
        var anchors = HeadingAnchors(linkLabel: "Link to this section")
        let html = anchors.add(to: "<h2>Push &amp; pop</h2><p>x</p><h2>Push &amp; pop</h2><h3><code>viewWillAppear(_:)</code></h3>")
        #expect(anchors.headings.map(\.id) == ["push-pop", "push-pop-2", "viewwillappear"])
        #expect(anchors.headings.map(\.text) == ["Push & pop", "Push & pop", "viewWillAppear(_:)"])
        #expect(html.hasPrefix("<h2 id=\"push-pop\">Push &amp; pop<a class=\"anchor\" href=\"#push-pop\""))
        #expect(html.contains("<h3 id=\"viewwillappear\"><code>viewWillAppear(_:)</code>"))
    }

    @Test func idsStayClearOfThePageTemplatesIDs() {
        var anchors = HeadingAnchors(linkLabel: "Link to this section")
        _ = anchors.add(to: "<h2>Main</h2><h2>Diagram heading</h2><h2>État</h2><h2>2024</h2><h2>\"&lt;script&gt;\"</h2>")
        #expect(anchors.headings.map(\.id) == ["main-2", "section-diagram-heading", "tat", "section-2024", "script"])
    }

    @Test func textWithoutHeadingsIsUnchanged() {
        var anchors = HeadingAnchors(linkLabel: "Link to this section")
        #expect(anchors.add(to: "<p>hello <hr></p>") == "<p>hello <hr></p>")
        #expect(anchors.headings.isEmpty)
    }

    /// A thematic break (`---`) or a `<header>` before a heading leaves it its anchor.
    @Test func headingsAfterARuleOrHeaderStillGetIDs() {
        var anchors = HeadingAnchors(linkLabel: "Link to this section")
        let html = anchors.add(to: "<h2>One</h2>\n<hr />\n<h2>Two</h2><header>x</header><h3>Three</h3>")
        #expect(anchors.headings.map(\.id) == ["one", "two", "three"])
        #expect(html.contains("<hr />\n<h2 id=\"two\">Two<a class=\"anchor\""))
        #expect(html.contains("<header>x</header><h3 id=\"three\">"))
    }
}
