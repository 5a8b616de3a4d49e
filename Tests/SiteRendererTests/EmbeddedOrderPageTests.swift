import LifecycleModel
@testable import SiteRenderer
import Testing

/// Prose that embeds an order gets the engine's calls, not the author's: a fenced
/// `lifeline-calls` block becomes the call table with its evidence and a link to the
/// scenario, a code span becomes a short arrowed order in the sentence.
@Suite struct EmbeddedOrderPageTests {
    typealias Fixture = SiteFixture

    /// The fixture with the push log of `RecordedLogPageTests` attached, so the push's
    /// calls are recorded.
    static func catalog(_ markdown: String) -> Catalog {
        var catalog = RecordedLogPageTests.catalog
        catalog.pages[1].markdown = markdown
        return catalog
    }

    func guide(_ markdown: String) throws -> String {
        try #require(Fixture.render(Self.catalog(markdown)).files.text("guide.html"))
    }

    @Test func aBlockBecomesTheScenariosCallTable() throws {
        let page = try guide("Before.\n\n```lifeline-calls\nvc/push\n```\n\nAfter.")
        #expect(page.contains("<figure class=\"embedded-order\">"))
        let rows = HTMLFragments.bodyRows(ofTable: "calls embedded-calls", in: page)
        #expect(
            rows.map { HTMLFragments.codes(in: $0).joined(separator: ".") } == [
                "A.viewWillDisappear(_:)", "B.viewWillAppear(_:)", "B.viewIsAppearing(_:)", "A.viewDidDisappear(_:)", "B.viewDidAppear(_:)",
            ])
        #expect(page.contains("<figcaption>The simulated call order of <a href=\"vc/push.html\">View controller: Push</a>."))
        // The attached log printed all five calls: the table is recorded.
        #expect(page.contains("<span class=\"evidence evidence-recorded\"><span class=\"evidence-level\">recorded</span>"))
        #expect(!page.contains("LIFELINEEMBED"))
    }

    @Test func anInlineReferenceShowsTheNamedCallsInTheEnginesOrder() throws {
        let page = try guide("On push, `lifeline-calls vc/push: B.viewWillAppear, A.viewWillDisappear` holds.")
        #expect(
            page.contains(
                "<span class=\"embedded-order evidence-recorded\"><a href=\"vc/push.html\"><code>A.viewWillDisappear(_:)</code> → <code>B.viewWillAppear(_:)</code></a> <span class=\"evidence-level\" title=\"Recorded: a console log of a real app, checked against the engine on every build, shows this order\">(recorded)</span></span>"
            ))
    }

    @Test func aScenarioPageLinksRelativeToItsOwnFolder() throws {
        var catalog = Self.catalog("")
        catalog.lifecycles[1].scenarios[1].notes = Fixture.text("Compare `lifeline-calls vc/push: A.viewDidDisappear`.")
        let page = try #require(Fixture.render(catalog).files.text("vc/background.html"))
        #expect(page.contains("<a href=\"../vc/push.html\"><code>A.viewDidDisappear(_:)</code></a>"))
    }

    /// A scenario's notes that embed its own order do not link to the page they are on.
    @Test func anOrderOfThePageItIsOnIsNotALink() throws {
        var catalog = Self.catalog("")
        catalog.lifecycles[1].scenarios[0].notes = Fixture.text("Here `lifeline-calls vc/push: A.viewDidDisappear` comes late.")
        let page = try #require(Fixture.render(catalog).files.text("vc/push.html"))
        #expect(page.contains("\"><code>A.viewDidDisappear(_:)</code> <span class=\"evidence-level\""))
        #expect(!page.contains("<a href=\"../vc/push.html\"><code>A.viewDidDisappear(_:)</code>"))
    }

    @Test func proseWithoutEmbedsIsUnchanged() throws {
        #expect(try guide("Write `code` & YAML.").contains("<div class=\"prose\"><p>Write `code` &amp; YAML.</p></div>"))
    }
}
