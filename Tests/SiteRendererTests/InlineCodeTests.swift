import LifecycleModel
import Testing

@testable import SiteRenderer

/// A summary's code spans are shown as code, and its backticks never reach the reader: the
/// lead under `app/launch-in-background-silent-push` read "a push with `content-available: 1`".
@Suite struct InlineCodeTests {
    @Test func aCodeSpanIsCodeAndTheRestIsEscapedText() {
        #expect(
            InlineCode.html("a push with `content-available: 1` & <more>")
                == "a push with <code>content-available: 1</code> &amp; &lt;more&gt;")
        #expect(InlineCode.html("`<b>` and `if`/`else`") == "<code>&lt;b&gt;</code> and <code>if</code>/<code>else</code>")
    }

    /// CommonMark's rules: a run closes only on a run of its own length, an unclosed run is
    /// text, and one space comes off each end of a span that has one on both.
    @Test func runsCloseOnlyOnTheirOwnLength() {
        #expect(InlineCode.html("``a ` b`` c") == "<code>a ` b</code> c")
        #expect(InlineCode.html("an unclosed ` tick") == "an unclosed ` tick")
        #expect(InlineCode.html("`` ` `` is a backtick") == "<code>`</code> is a backtick")
        #expect(InlineCode.html("` ` alone") == "<code> </code> alone")
        #expect(InlineCode.html("``` a ``") == "``` a ``")
    }

    @Test func longNamesInASpanMayBreakBetweenTheirParts() {
        #expect(
            InlineCode.html("`application(_:didFinishLaunchingWithOptions:)` runs")
                == "<code>application(<wbr>_:<wbr>didFinishLaunchingWithOptions:)</code> runs")
    }

    @Test func plainTextDropsTheBackticksOfSpansOnly() {
        #expect(InlineCode.plain("a push with `content-available: 1` starts it") == "a push with content-available: 1 starts it")
        #expect(InlineCode.plain("an unclosed ` tick") == "an unclosed ` tick")
    }

    /// On a page: the lead shows the code, the description meta and the template's plain
    /// `summary` do not carry the backticks.
    @Test func aScenarioSummaryShowsItsCodeInTheLead() throws {
        var catalog = SiteFixture.catalog
        catalog.lifecycles[1].scenarios[0].summary = SiteFixture.text("B is pushed with `animated: true`.")
        catalog.lifecycles[1].summary = SiteFixture.text("From `init` to `deinit`.")
        let files = try SiteFixture.render(catalog).files
        let scenario = try #require(files.text("vc/push.html"))
        #expect(scenario.contains("<p class=\"lead\">B is pushed with <code>animated: true</code>.</p>"))
        #expect(scenario.contains("<meta name=\"description\" content=\"B is pushed with animated: true.\">"))
        let lifecycle = try #require(files.text("vc/index.html"))
        #expect(lifecycle.contains("<p class=\"lead\">From <code>init</code> to <code>deinit</code>.</p>"))
        #expect(lifecycle.contains("<p>B is pushed with <code>animated: true</code>.</p></li>"))
        #expect(try #require(files.text("index.html")).contains("<p>From <code>init</code> to <code>deinit</code>.</p>"))
    }

    /// A title's code is code in the page's heading; in the window's title, the navigation,
    /// the links of other pages and the search index it is plain text without backticks.
    @Test func aTitleShowsItsCodeInItsHeadingAndIsPlainElsewhere() throws {
        var catalog = SiteFixture.catalog
        catalog.lifecycles[1].scenarios[0].title = SiteFixture.text("Push with `animated: true`")
        let files = try SiteFixture.render(catalog).files
        let scenario = try #require(files.text("vc/push.html"))
        #expect(scenario.contains("<h1>Push with <code>animated: true</code></h1>"))
        #expect(scenario.contains("<title>Push with animated: true"))
        let lifecycle = try #require(files.text("vc/index.html"))
        #expect(lifecycle.contains("<strong>Push with animated: true</strong>"))
        #expect(lifecycle.contains("Push with animated: true</a>"))
        let shown = files.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".js") }.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(shown.allSatisfy { !$0.contains("`animated: true`") })
    }
}
