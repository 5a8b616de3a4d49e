import LifecycleModel
@testable import SiteRenderer
import Testing

/// `claims/vc.html`: claims in sections by source, quotes marked with their language and
/// escaped, translations, parts under their whole; `claims.html`: indexes by lifecycle,
/// source and verdict that work without JavaScript and keep every claim's anchor.
@Suite struct ClaimsPageTests {
    typealias Fixture = SiteFixture

    /// With the push log of `RecordedLogPageTests` attached, so a claim's evidence is derived.
    static var catalog: Catalog {
        var catalog = RecordedLogPageTests.catalog
        let article = Reference(title: Fixture.text("一篇 <文章>"), url: "https://example.com/a?x=1&y=2")
        var wrong = Claim(
            id: "new-first", source: article, scenario: Located("push", at: Fixture.at(60)),
            says: [Fixture.call("B", "viewWillAppear(_:)", 61), Fixture.call("A", "viewWillDisappear(_:)", 61)],
            verdict: false, location: Fixture.at(59))
        wrong.quote = Quote(language: "zh-Hans", text: "新页面 <先> 出现")
        wrong.translation = Fixture.text("The new page appears first")
        wrong.statement = Fixture.text("On push, B's viewWillAppear comes before A's <viewWillDisappear>.")
        wrong.correction = Fixture.text("A's viewWillDisappear comes first & then B's viewWillAppear.")
        wrong.partOf = Located("whole", at: Fixture.at(62))
        var right = Claim(
            id: "old-first", source: article, scenario: Located("push", at: Fixture.at(64)),
            says: [Fixture.call("A", "viewWillDisappear(_:)", 65), Fixture.call("B", "viewWillAppear(_:)", 65)],
            verdict: true, location: Fixture.at(63))
        right.partOf = Located("whole", at: Fixture.at(66))
        right.statement = Fixture.text("On push, A's viewWillDisappear comes before B's viewWillAppear.")
        catalog.lifecycles[1].claims = [wrong, right]
        var whole = ClaimGroup(
            id: "whole", source: article, quote: Quote(language: "zh-Hans", text: "整段"), translation: Fixture.text("The whole"),
            location: Fixture.at(58))
        whole.statement = Fixture.text("On push, the two controllers are told in one order.")
        catalog.lifecycles[1].claimGroups = [whole]
        return catalog
    }

    let page: String
    let index: String

    init() throws {
        let files = try Fixture.render(Self.catalog).files
        page = try #require(files.text("claims/vc.html"))
        index = try #require(files.text("claims.html"))
    }

    @Test func theFixtureIsValid() {
        #expect(Fixture.validationMessages(Self.catalog) == [])
    }

    @Test func quotesCarryTheirLanguageAndAreEscaped() {
        #expect(page.contains("<blockquote class=\"quote\" lang=\"zh-Hans\"><p>新页面 &lt;先&gt; 出现</p></blockquote>"))
        #expect(page.contains("<p class=\"translation\"><span class=\"meta\">Translation:</span> The new page appears first</p>"))
    }

    @Test func partsAreNestedUnderTheirWholeWhichIsPartlyTrue() throws {
        let whole = try #require(
            page.range(
                of:
                    "<article class=\"claim claim-partly\" id=\"claim-vc-whole\" data-claim=\"whole\" data-source=\"source-1\" data-verdict=\"partly\">"
            ))
        let parts = try #require(page.range(of: "<div class=\"claim-parts\">"))
        let wrong = try #require(
            page.range(
                of: "id=\"claim-vc-new-first\" data-claim=\"new-first\" data-source=\"source-1\" data-verdict=\"false\" data-evidence=\"recorded\""))
        let right = try #require(page.range(of: "id=\"claim-vc-old-first\" data-claim=\"old-first\" data-source=\"source-1\" data-verdict=\"holds\""))
        #expect(whole.lowerBound < parts.lowerBound && parts.lowerBound < wrong.lowerBound && wrong.lowerBound < right.lowerBound)
        #expect(page.contains("<span class=\"verdict\">Partly true</span>"))
    }

    @Test func aFalsePartShowsBothOrdersAndItsScenario() {
        #expect(page.contains("<table class=\"side-by-side\">"))
        #expect(page.contains("<p class=\"meta\">Scenario: <a href=\"../vc/push.html\">View controller: Push</a></p>"))
    }

    @Test func indexesBySourceAndVerdictWorkWithoutScripts() {
        #expect(index.contains("<li><a href=\"claims/vc.html\">View controller</a> <span class=\"meta\">(2 checked, 1 false)</span></li>"))
        #expect(index.contains("<li><a href=\"#source-1\">一篇 &lt;文章&gt;</a> <span class=\"meta\">(2 checked, 1 false)</span></li>"))
        #expect(index.contains("<section class=\"claim-source\" id=\"source-1\" aria-labelledby=\"source-1-heading\">"))
        #expect(page.contains("<section class=\"claim-source\" id=\"source-1\" aria-labelledby=\"source-1-heading\">"))
        #expect(page.contains("<h2 id=\"source-1-heading\"><a href=\"https://example.com/a?x=1&amp;y=2\" rel=\"noopener\">一篇 &lt;文章&gt;</a></h2>"))
        #expect(
            index.contains(
                "<li class=\"claim-line verdict-partly\" data-claim=\"whole\"><a href=\"claims/vc.html#claim-vc-whole\">On push, the two controllers are told in one order.</a> <span class=\"verdict\">Partly true</span></li>"
            ))
        #expect(page.contains("<div id=\"claims-filter\" class=\"claims-filter\" hidden></div>"))
        // The fixture's assets have no claims.js: no script tag points at a missing file.
        #expect(!page.contains("claims.js"))
    }

    /// Every entry keeps its anchor on the index (links to `claims.html#claim-…` still land),
    /// with its verdict in words, linking on to the entry on its lifecycle's page.
    @Test func theIndexKeepsEveryAnchorAndLinksOn() {
        let statements = [
            "whole": "On push, the two controllers are told in one order.",
            "new-first": "On push, B&#39;s viewWillAppear comes before A&#39;s &lt;viewWillDisappear&gt;.",
            "old-first": "On push, A&#39;s viewWillDisappear comes before B&#39;s viewWillAppear.",
        ]
        for (id, verdict, label) in [("whole", "partly", "Partly true"), ("new-first", "false", "False"), ("old-first", "holds", "True")] {
            let statement = statements[id]!
            let part = id == "whole" ? "" : " claim-part"
            #expect(
                index.contains(
                    "<li id=\"claim-vc-\(id)\" class=\"claim-line verdict-\(verdict)\(part)\" data-claim=\"\(id)\"><a href=\"claims/vc.html#claim-vc-\(id)\">\(statement)</a> <span class=\"verdict\">\(label)</span></li>"
                ), "\(id)")
            #expect(page.contains("id=\"claim-vc-\(id)\""), "\(id)")
        }
        #expect(!index.contains("<article"))
    }

    /// The index leads with what the articles get wrong: what the claim says (its
    /// statement, the quote in its language, the source), then what recordings show.
    @Test func theIndexLeadsWithTheWrongClaims() throws {
        let wrong = try #require(index.range(of: "<h2 id=\"wrong-heading\">What the articles get wrong</h2>"))
        let others = try #require(index.range(of: "<h2 id=\"by-lifecycle-heading\">"))
        #expect(wrong.lowerBound < others.lowerBound)
        #expect(
            index.contains(
                "<li class=\"wrong-claim\" data-claim=\"new-first\"><p class=\"claim-says\"><span class=\"claim-label\">Says:</span> <a href=\"claims/vc.html#claim-vc-new-first\">On push, B&#39;s viewWillAppear comes before A&#39;s &lt;viewWillDisappear&gt;.</a> <q class=\"quote\" lang=\"zh-Hans\">新页面 &lt;先&gt; 出现</q> <span class=\"meta\">(一篇 &lt;文章&gt;)</span></p><p class=\"claim-shows\"><span class=\"claim-label\">Recordings show:</span> A&#39;s viewWillDisappear comes first &amp; then B&#39;s viewWillAppear.</p></li>"
            ))
        // Only the claim that does not hold is there.
        #expect(index.components(separatedBy: "class=\"wrong-claim\"").count - 1 == 1)
    }

    /// "Recordings show" only over a correction a log records: without the log the same
    /// correction is what the model shows (the claims page said "Recordings show" over
    /// corrections no log records, the reader trial, 2026-12-07).
    @Test func aCorrectionNoLogRecordsIsTheModels() throws {
        var catalog = Self.catalog
        catalog.evidence = []
        catalog.lifecycles[1].scenarios[0].logs = []
        let files = try Fixture.render(catalog).files
        let shown = "<span class=\"claim-label\">The model shows (no recording yet):</span> A&#39;s viewWillDisappear comes first"
        #expect(try #require(files.text("claims.html")).contains(shown))
        #expect(try #require(files.text("claims/vc.html")).contains(shown))
        #expect(!(try #require(files.text("claims.html")).contains("Recordings show")))
    }

    /// An entry is headed by its verdict and statement; its id is only its anchor, and
    /// a claim that does not hold says what recordings show.
    @Test func entriesShowStatementsNotIDs() {
        #expect(
            page.contains(
                "<h3 id=\"claim-vc-new-first-statement\"><span class=\"verdict\">False</span>: On push, B&#39;s viewWillAppear comes before A&#39;s &lt;viewWillDisappear&gt;.</h3>"
            ))
        #expect(
            page.contains(
                "<p class=\"claim-shows\"><span class=\"claim-label\">Recordings show:</span> A&#39;s viewWillDisappear comes first &amp; then B&#39;s viewWillAppear.</p>"
            ))
        for id in ["whole", "new-first", "old-first"] {
            for text in [">\(id)<", "<code>\(id)</code>"] {
                #expect(!page.contains(text), "\(id)")
                #expect(!index.contains(text), "\(id)")
            }
        }
    }

    /// Each call a claim names is listed once: a section over a list repeats its body per item.
    @Test func theClaimsCallsAreListedOnce() {
        #expect(page.components(separatedBy: "<p>The claim says: ").count - 1 == 2)
        #expect(page.contains("<p>The claim says: <code>B.viewWillAppear(_:)</code> <code>A.viewWillDisappear(_:)</code> </p>"))
    }

    /// Entries are split over pages of at most `entriesPerPage`, a whole with its parts.
    @Test func aLongListGoesOnOnNumberedPages() throws {
        var catalog = Self.catalog
        let template = catalog.lifecycles[1].claims[1]
        for number in 0..<ClaimEntries.entriesPerPage {
            var claim = template
            claim.id = "more-\(number)"
            claim.partOf = nil
            catalog.lifecycles[1].claims.append(claim)
        }
        let files = try Fixture.render(catalog).files
        let first = try #require(files.text("claims/vc.html"))
        let second = try #require(files.text("claims/vc.2.html"))
        #expect(first.components(separatedBy: "<article ").count - 1 == ClaimEntries.entriesPerPage)
        #expect(second.components(separatedBy: "<article ").count - 1 == 3)
        #expect(first.contains("<a class=\"page-nav-next\" href=\"../claims/vc.2.html\" rel=\"next\">"))
        #expect(second.contains("<a class=\"page-nav-prev\" href=\"../claims/vc.html\" rel=\"prev\">"))
        #expect(try #require(files.text("claims.html")).contains("<a href=\"claims/vc.2.html#claim-vc-whole\">"))
    }
}
