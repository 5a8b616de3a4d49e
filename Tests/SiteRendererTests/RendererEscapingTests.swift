import TestSupport
import LifecycleModel
import SiteRenderer
import Testing

/// Content is text, never markup: whatever an author writes comes out escaped, in
/// elements, attributes and the DOT handed to Graphviz.
@Suite struct RendererEscapingTests {
    static let hostile = #"<script>alert(1)</script> <img src=x onerror=alert(1)> " onmouseover="x ' & "]; evil -> x [label=""#

    static var catalog: Catalog {
        let evil = SiteFixture.text(hostile)
        var catalog = SiteFixture.catalog
        catalog.settings.title = evil
        catalog.settings.description = evil
        catalog.pages[1].title = hostile
        var lifecycle = catalog.lifecycles[1]
        lifecycle.title = evil
        lifecycle.summary = evil
        lifecycle.references[0].title = evil
        lifecycle.scenarios[0].title = evil
        lifecycle.scenarios[0].summary = evil
        lifecycle.callbacks[0].note = evil
        if case .drawn(var diagram)? = lifecycle.diagram {
            diagram.states[0].label = evil
            diagram.transitions[0].label = evil
            lifecycle.diagram = .drawn(diagram)
        }
        catalog.lifecycles[1] = lifecycle
        return catalog
    }

    @Test func noPageGainsATagOrAnAttribute() throws {
        let (files, diagnostics) = try SiteFixture.render(Self.catalog)
        #expect(diagnostics.all == [])
        let clean = try SiteFixture.render().files
        for file in files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.bytes, as: UTF8.self)
            let tags = HTMLTags(html)
            // Only the base template's three: the scripts' words (data, not code), the stored
            // theme and site.js (which adds search when the reader searches); the 404 page has
            // its inline script for site.js.
            #expect(tags.named("script").count == 3, "\(file.path)")
            #expect(tags.named("script").first?.attributes == ["type", "id"], "\(file.path)")
            #expect(tags.named("img").isEmpty, "\(file.path)")
            #expect(tags.eventHandlers == [], "\(file.path)")
            // The same tags as the clean fixture: text changed, structure did not.
            let cleanTags = HTMLTags(clean.text(file.path) ?? "").tags.map(\.name)
            #expect(tags.tags.map(\.name) == cleanTags, "\(file.path)")
        }
    }

    @Test func textIsEscapedWhereItShows() throws {
        let page = try #require(try SiteFixture.render(Self.catalog).files.text("vc/index.html"))
        let escaped =
            "&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; &quot; onmouseover=&quot;x &#39; &amp; &quot;]; evil -&gt; x [label=&quot;"
        #expect(page.contains("<h1>\(escaped)</h1>"))
        #expect(page.contains("<meta name=\"description\" content=\"\(escaped)\">"))
        #expect(page.contains("aria-label=\"\(escaped): state diagram\""))
        #expect(page.contains("<td><p>\(escaped)</p></td>"))
        #expect(page.contains("rel=\"noopener\">\(escaped)</a>"))
    }

    @Test func diagramLabelsReachGraphvizAsOneQuotedString() throws {
        let recorder = RecordingDiagrams()
        _ = try SiteFixture.render(Self.catalog, diagrams: recorder)
        let statements = DOTStatements(try #require(recorder.dots.first))
        #expect(statements.problems == [])
        #expect(statements.title == "\(Self.hostile): state diagram")
        #expect(statements.nodes.map(\.names[0]) == ["state-disappeared", "state-appeared", "state-deallocated", "start"])
        // The table's name for the state first, the author's label beneath.
        #expect(statements.nodes.first?.attributes["label"] == "disappeared\n(\(Self.hostile))")
        let edge = statements.edges.first { $0.attributes["id"] == "edge-disappeared-appeared-1" }
        #expect(edge?.attributes["label"]?.hasPrefix(Self.hostile + "\n") == true)
    }
}
