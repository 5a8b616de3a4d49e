import LifecycleModel
@testable import SiteRenderer
import Testing

/// `vc/push.html` and `vc/background.html` of the fixture, with the simulated trace.
@Suite struct ScenarioPageTests {
    let push: String
    let background: String

    init() throws {
        let files = try SiteFixture.render().files
        push = try #require(files.text("vc/push.html"))
        background = try #require(files.text("vc/background.html"))
    }

    @Test func fixtureValidatesCleanly() {
        #expect(SiteFixture.validationMessages() == [])
    }

    @Test func callOrderRowsAreTheTraceInOrder() {
        let rows = HTMLFragments.bodyRows(ofTable: "calls", in: push)
        #expect(
            rows.map { HTMLFragments.codes(in: $0).prefix(2).joined(separator: ".") } == [
                "A.viewWillDisappear(_:)",
                "B.viewWillAppear(_:)",
                "B.viewIsAppearing(_:)",
                "A.viewDidDisappear(_:)",
                "B.viewDidAppear(_:)",
            ])
        #expect(rows.map { $0.components(separatedBy: "<td class=\"num\">")[1].prefix { $0 != "<" } } == ["1", "2", "3", "4", "5"])
        #expect(
            rows.first == """
                <tr class="evidence-unverified" data-state="disappearing" data-receiver="A"><td class="num">1</td><td class="num" data-label="Step">1</td><td><code>A</code> <span class="kind">view-controller</span></td><td><code>viewWillDisappear(_:)</code> <span class="group group-appearance">appearance</span> <span class="evidence-mark evidence-mark-unverified">△ unverified</span></td><td><code>animated: false</code></td><td><span class="state">disappearing</span></td></tr>
                """)
    }

    @Test func showsTheWorldTheScenarioRunsIn() {
        #expect(
            push.contains(
                "<div><dt>iOS</dt><dd>17</dd></div><div><dt>lifecycle</dt><dd>scenes</dd></div><div><dt>animated</dt><dd>false</dd></div><div><dt>device</dt><dd>iphone</dd></div>"
            ))
        #expect(HTMLFragments.bodyRows(ofTable: "objects", in: push).count == 3)
        #expect(push.contains("<tr><td><code>B</code></td><td>view-controller</td><td>from: storyboard</td></tr>"))
        #expect(push.contains("<ol class=\"steps setup\"><li><code>launch</code></li><li><code>show: { root: nav, stack: [A] }</code></li></ol>"))
        #expect(push.contains("<ol class=\"steps\"><li><code>push: { vc: B, on: nav }</code></li></ol>"))
        #expect(push.contains("<p class=\"filter\">Showing only: <code>appearance</code></p>"))
    }

    @Test func linksBackToItsLifecycle() {
        #expect(push.contains("<p class=\"breadcrumb\"><a href=\"../vc/index.html\">View controller</a></p>"))
        #expect(push.contains("<li><a href=\"../vc/push.html\" aria-current=\"page\">Push</a></li>"))
    }

    @Test func showsNotesAndTheCheckedExpectation() {
        #expect(push.contains("<div class=\"prose\"><p>Loaded first.</p></div>"))
        #expect(push.contains("<p class=\"checked\">"))
    }

    @Test func showsTheHighlightedDiagram() {
        // The state diagram and the sequence diagram, each in a focusable scroll region.
        #expect(HTMLFragments.svgElements(in: push).count == 2)
        #expect(
            push.contains(
                "<figure class=\"diagram-figure\"><div class=\"diagram-scroll\" id=\"diagram-view\" tabindex=\"0\" role=\"region\" aria-label=\"View controller: state diagram (scrolls sideways)\"><svg"
            ))
        // The full-size view is the same region over the window, and back.
        #expect(push.contains("<p class=\"diagram-full\" id=\"diagram-open\"><a href=\"#diagram-view\">Open the diagram at full size</a></p>"))
        #expect(push.contains("<p class=\"diagram-close\"><a href=\"#diagram-open\">Close the full-size view</a></p></div>"))
        #expect(push.contains("<figure class=\"sequence-diagram\">\n  <div class=\"diagram-scroll\" tabindex=\"0\" role=\"region\""))
    }

    @Test func emptyTraceSaysSo() {
        #expect(HTMLFragments.bodyRows(ofTable: "calls", in: background).isEmpty)
        #expect(background.contains("<p class=\"no-calls\">No callback is called.</p>"))
    }

    /// A filter that leaves out nothing is not mentioned: a killed app makes no call at all,
    /// and "no call matches the filter" would say calls were hidden.
    @Test func anEmptyTraceUnderAFilterSaysNoCallbackIsCalled() throws {
        var catalog = SiteFixture.catalog
        var killed = SiteFixture.background
        killed.steps = [Step(action: .terminate, arguments: ["by": .choice("kill")], location: killed.steps[0].location)]
        killed.only = [Located("app", at: killed.location)]
        catalog.lifecycles[1].scenarios[1] = killed
        let page = try #require(try SiteFixture.render(catalog).files.text("vc/background.html"))
        #expect(page.contains("<p class=\"answer\">No callback is called.</p>"))
        #expect(!page.contains("matches the filter"))
    }

    @Test func evidenceBadgeLinksToTheEvidenceSection() {
        #expect(push.contains("<a href=\"#evidence-heading\">Sources</a>"))
        #expect(push.contains("<h2 id=\"evidence-heading\">Evidence</h2>"))
    }

    /// The page opens with the answer, generated from the trace, and the call order; the
    /// engine's input follows, folded.
    @Test func answerAndCallOrderComeBeforeTheFoldedInput() throws {
        #expect(
            push.contains(
                "<p class=\"answer\"><code>A</code>&#39;s <code>viewWillDisappear(_:)</code> comes first, <code>B</code>&#39;s <code>viewDidAppear(_:)</code> last; 5 calls to 2 objects match the filter.</p>"
            ))
        #expect(background.contains("<p class=\"answer\">No call matches the filter.</p>"))
        let answer = try #require(push.range(of: "<p class=\"answer\">")?.lowerBound)
        let table = try #require(push.range(of: "<table class=\"calls\">")?.lowerBound)
        let sequence = try #require(push.range(of: "<figure class=\"sequence-diagram\">")?.lowerBound)
        let input = try #require(push.range(of: "<details class=\"scenario-input\">")?.lowerBound)
        let steps = try #require(push.range(of: "<ol class=\"steps\">")?.lowerBound)
        #expect(answer < table && table < sequence && sequence < input && input < steps)
        #expect(!push.contains("<details class=\"scenario-input\" open"))
    }

    /// The sequence diagram draws the lifecycle's own objects leftmost.
    @Test func sequenceDiagramPutsTheLifecyclesObjectsFirst() {
        let heads = push.components(separatedBy: "text-anchor=\"middle\"").dropFirst().map { $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" } }
        #expect(heads == ["UIKit", "A", "B"])
    }
}
