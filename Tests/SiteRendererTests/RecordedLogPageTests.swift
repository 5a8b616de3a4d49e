import LifecycleModel
@testable import SiteRenderer
import Testing

/// A scenario page shows the logs attached to it: folded in a `<details>`, the lines
/// verbatim and escaped, with the source's link, date and iOS version and what checking
/// the log against the engine found.
@Suite struct RecordedLogPageTests {
    typealias Fixture = SiteFixture

    static let header = EvidenceLog.Provenance(
        title: "Push <log> & notes", url: "https://example.com/post?a=1&b=2", author: "someone", published: "2020-04-01",
        animated: false, action: "A pushes B", excerpt: "the lines after the push")

    static let log = EvidenceLog(
        id: "push-log", provenance: header,
        map: [
            .init(object: Located("A", at: Fixture.at(5, "Content/evidence/push-log.log")), className: "FirstViewController"),
            .init(object: Located("B", at: Fixture.at(5, "Content/evidence/push-log.log")), className: "SecondViewController"),
        ],
        instrumented: ["appearance"].map { Located($0, at: Fixture.at(6, "Content/evidence/push-log.log")) },
        body: """
            -[FirstViewController viewWillDisappear:]
            -[SecondViewController viewWillAppear:] <B: 0x1>
            -[SecondViewController viewIsAppearing:]
            -[FirstViewController viewDidDisappear:]
            -[SecondViewController viewDidAppear:]

            """,
        bodyStartLine: 9, location: .start(of: "Content/evidence/push-log.log"))

    static var catalog: Catalog {
        var catalog = Fixture.catalog
        catalog.lifecycles[1].scenarios[0].logs = [Located("push-log", at: Fixture.at(39))]
        catalog.evidence = [log]
        return catalog
    }

    let page: String

    init() throws {
        page = try #require(Fixture.render(Self.catalog).files.text("vc/push.html"))
    }

    @Test func theFixtureLogAgrees() {
        #expect(Fixture.validationMessages(Self.catalog) == [])
    }

    @Test func theLogIsFoldedWithItsSourceAndWhatTheCheckFound() {
        #expect(page.contains("<h2 id=\"logs-heading\">Recorded logs</h2>"))
        #expect(page.contains("<details class=\"recorded-log\" id=\"log-push-log\">"))
        #expect(
            page.contains(
                "<summary><span class=\"log-title\">Push &lt;log&gt; &amp; notes</span> <span class=\"meta\">someone, 2020-04-01, iOS not stated</span> <span class=\"checked\">✓ Checked against the engine: the 5 calls read agree with the simulated order of this scenario (iOS 17)</span></summary>"
            ))
        #expect(page.contains("<a href=\"https://example.com/post?a=1&amp;b=2\" rel=\"noopener\">Push &lt;log&gt; &amp; notes</a>"))
        #expect(page.contains("<dd>A pushes B (not animated)</dd>"))
        #expect(page.contains("<code>A = FirstViewController, B = SecondViewController</code>"))
    }

    /// An edition shows its words for the header's action and excerpt, escaped, and the
    /// English where it has none; the log's lines and the cited title stay as printed.
    @Test func anEditionShowsItsWordsForTheHeader() throws {
        var catalog = Self.catalog
        catalog.settings.languages = ["de"]
        catalog.evidence[0].provenance.translations["de"] = ["action": "A pusht B <sofort>"]
        let german = try #require(Fixture.render(catalog).files.text("de/vc/push.html"))
        #expect(german.contains("<dd>A pusht B &lt;sofort&gt; (not animated)</dd>"))
        #expect(german.contains("the lines after the push"))
        #expect(german.contains("Push &lt;log&gt; &amp; notes"))
        #expect(page.contains("<dd>A pushes B (not animated)</dd>"))
    }

    /// Each line keeps its words, escaped, in a span a recorded row can link to.
    @Test func theLinesAreVerbatimAndEscaped() {
        #expect(
            page.contains(
                """
                <pre class="log"><code><span class="log-line" id="log-push-log-L1">-[FirstViewController viewWillDisappear:]</span>
                <span class="log-line" id="log-push-log-L2">-[SecondViewController viewWillAppear:] &lt;B: 0x1&gt;</span>
                <span class="log-line" id="log-push-log-L3">-[SecondViewController viewIsAppearing:]</span>
                <span class="log-line" id="log-push-log-L4">-[FirstViewController viewDidDisappear:]</span>
                <span class="log-line" id="log-push-log-L5">-[SecondViewController viewDidAppear:]</span>
                </code></pre>
                """))
    }

    /// Every recorded row links to the line of the log that printed it, and the banner
    /// counts the rows from the data.
    @Test func recordedRowsLinkToTheirLogLine() {
        #expect(page.contains("<a class=\"recorded-line\" href=\"#log-push-log-L2\" aria-label=\"the log line that records row"))
        #expect(page.contains("calls recorded, in 1 log on this page"))
    }

    /// A page whose rows another scenario's log records names that scenario with the iOS
    /// version the log states, never the scenario's own (a log stating none was shown as
    /// "iOS 17", the reader trial, 2026-12-07).
    @Test func theScenarioWhoseLogRecordsTheRowsNamesTheLogsVersion() throws {
        var catalog = Self.catalog
        var again = catalog.lifecycles[1].scenarios[0]
        again.id = "push-again"
        again.title = Fixture.text("Push again")
        again.logs = []
        catalog.lifecycles[1].scenarios.append(again)
        let unstated = try #require(Fixture.render(catalog).files.text("vc/push-again.html"))
        #expect(unstated.contains("<a href=\"../vc/push.html#log-push-log-L1\">Push</a>"), "\(unstated)")
        catalog.evidence[0].provenance.ios = "13.2"
        let stated = try #require(Fixture.render(catalog).files.text("vc/push-again.html"))
        #expect(stated.contains("<a href=\"../vc/push.html#log-push-log-L1\">Push, iOS 13</a>"))
    }

    @Test func aScenarioWithoutLogsHasNoSection() throws {
        let background = try #require(Fixture.render(Self.catalog).files.text("vc/background.html"))
        #expect(!background.contains("logs-heading"))
    }

    /// The front page's sentence about the recordings names the newest log by its title,
    /// marked with the title's language when the source wrote it in another.
    @Test func theNewestLogIsNamedInItsOwnLanguage() {
        var catalog = Self.catalog
        catalog.evidence[0].provenance.title = "ライフサイクル"
        let english = RecordingsSummary(site: Fixture.input(catalog), path: "index.html").sentence()
        #expect(english.contains("<a href=\"vc/push.html#log-push-log\">ライフサイクル</a>"))
        catalog.evidence[0].provenance.language = "ja"
        let marked = RecordingsSummary(site: Fixture.input(catalog), path: "index.html").sentence()
        #expect(marked.contains("<a href=\"vc/push.html#log-push-log\" lang=\"ja\">ライフサイクル</a>"))
    }
}
