import Foundation
import TestSupport
import Testing

/// Prose cannot restate a call order by hand: on the built site, no sentence of a free
/// page or of a lifecycle page's prose names two lifecycle callbacks in sequence outside
/// an order embedded from a scenario (`lifeline-calls`), which the engine fills in.
@Suite struct ProseOrderTests {
    @Test func noPageStatesACallOrderOutsideAnEmbed() throws {
        let pages = try BundledSite.pages()
        let prose = pages.filter { path, _ in !path.contains("/") || path.hasSuffix("/index.html") }
        #expect(prose.count > 10)
        var stated: [String] = []
        for (path, html) in prose.sorted(by: { $0.key < $1.key }) {
            stated += StatedOrders.sentences(inProseOf: html).map { "\(path): \($0)" }
        }
        #expect(stated == [])
    }

    @Test func theDetectorFindsAnOrderStatedByHandAndIgnoresAnEmbeddedOne() {
        let page = """
            <div class="prose"><p>On push, A gets <code>viewWillDisappear(_:)</code> before B gets <code>viewWillAppear(_:)</code>. Then nothing.</p>
            <p>A task may start before onAppear; a <code>.task</code> starts after <code>onAppear</code>.</p>
            <ul><li>viewDidLoad → viewWillAppear</li><li><code>viewDidLoad()</code> runs once.</li></ul>
            <p>Embedded: <span class="embedded-order evidence-recorded"><a href="x.html"><code>A.viewWillDisappear(_:)</code> → <code>B.viewWillAppear(_:)</code></a> <span class="evidence-level" title="t">recorded</span></span> holds.</p>
            <figure class="embedded-order"><table><tr><td>viewWillAppear then viewDidAppear</td></tr></table></figure>
            <pre><code>expect: [A.viewWillDisappear, B.viewWillAppear] then</code></pre></div>
            """
        #expect(
            StatedOrders.sentences(inProseOf: page) == [
                "On push, A gets viewWillDisappear(_:) before B gets viewWillAppear(_:)", "a .task starts after onAppear .",
                "viewDidLoad → viewWillAppear",
            ])
    }
}
