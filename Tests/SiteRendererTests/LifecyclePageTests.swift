@testable import SiteRenderer
import Testing

/// `vc/index.html` of the fixture, rendered with the repository's templates and stubs.
@Suite struct LifecyclePageTests {
    let page: String

    init() throws {
        page = try #require(try SiteFixture.render().files.text("vc/index.html"))
    }

    @Test func containsTheDiagramAsInlineSVG() {
        let svg = InlineSVG.prepare(StubDiagrams.svg, label: "View controller: state diagram", startPoint: "start point")
        #expect(
            page.contains(
                "<figure class=\"diagram-figure\"><div class=\"diagram-scroll\" id=\"diagram-view\" tabindex=\"0\" role=\"region\" aria-label=\"View controller: state diagram (scrolls sideways)\">\(svg)<p class=\"diagram-close\">"
            ))
        #expect(
            svg.hasPrefix(
                "<svg width=\"120pt\" height=\"60pt\" viewBox=\"0 0 120 60\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"View controller: state diagram\" class=\"diagram\">"
            ))
    }

    @Test func callbacksTableHasOneRowPerNoteInOrder() {
        #expect(
            HTMLFragments.bodyRows(ofTable: "callbacks", in: page) == [
                """
                <tr>
                        <td><code>viewDidLoad()</code><div class="signature"><code>func viewDidLoad()</code></div></td>
                        <td><span class="group group-loading">loading</span></td>
                        <td><p>Once.</p></td>
                      </tr>
                """,
                """
                <tr>
                        <td><code>viewWillAppear(_:)</code><div class="signature"><code>func viewWillAppear(_ animated: Bool)</code></div></td>
                        <td><span class="group group-appearance">appearance</span></td>
                        <td></td>
                      </tr>
                """,
            ])
    }

    @Test func linksEveryScenarioInOrder() {
        #expect(
            page.contains(
                """
                <li class="card"><a href="../vc/push.html"><strong>Push</strong></a><p>B is pushed.</p></li>
                """))
        #expect(
            page.contains(
                """
                <li class="card"><a href="../vc/background.html"><strong>Background</strong></a></li>
                """))
        let push = page.range(of: "vc/push.html\"><strong>")
        let background = page.range(of: "vc/background.html\"><strong>")
        #expect(push != nil && background != nil && push!.lowerBound < background!.lowerBound)
    }

    @Test func listsReferences() {
        #expect(
            page.contains(
                """
                <li><a href="https://developer.apple.com/documentation/uikit" rel="noopener">Apple</a></li>
                """))
    }

    @Test func showsTitleSummaryAndProse() {
        #expect(page.contains("<title>View controller · Lifecycles</title>"))
        #expect(page.contains("<meta name=\"description\" content=\"From init to deinit.\">"))
        #expect(page.contains("<h1>View controller</h1>"))
        #expect(page.contains("<div class=\"prose\"><p>Loaded lazily.</p></div>"))
    }

    @Test func lifecycleWithoutDiagramOrScenariosHasNeither() throws {
        let app = try #require(try SiteFixture.render().files.text("app/index.html"))
        #expect(!app.contains("<svg"))
        #expect(!app.contains("diagram-heading"))
        #expect(!app.contains("callbacks-heading"))
        #expect(!app.contains("scenarios-heading"))
        #expect(!app.contains("references-heading"))
    }
}
