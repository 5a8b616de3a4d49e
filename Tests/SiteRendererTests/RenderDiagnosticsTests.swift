import Diagnostics
import Mustache
@testable import SiteRenderer
import Testing

/// What the renderer cannot do becomes a diagnostic with a place, never a crash.
@Suite struct RenderDiagnosticsTests {
    /// The lifecycle's diagram is laid out first, then each scenario page's (the same graph
    /// numbered), so a diagram Graphviz rejects is one error, at the lifecycle, and no page
    /// shows it.
    @Test func rejectedDiagramIsOneErrorAtTheLifecycle() throws {
        let (files, diagnostics) = try SiteFixture.render(diagrams: FailingDiagrams())
        #expect(diagnostics.all.map(\.id) == ["lifeline.render.diagram"])
        #expect(diagnostics.all.map { $0.location?.description } == ["Content/lifecycles/vc.yaml:1:1"])
        #expect(diagnostics.all.first?.summary == "cannot lay out the diagram: syntax error in line 1")
        // The push page still has its sequence diagram, which is drawn in Swift.
        #expect(files.text("vc/push.html")?.contains("<figure class=\"sequence-diagram\">") == true)
        for path in ["vc/index.html", "vc/push.html", "vc/background.html"] {
            // Only the state diagram is Graphviz's; the sequence diagram is drawn in Swift.
            #expect(files.text(path)?.contains("class=\"diagram-full\"") == false, "\(path)")
        }
    }

    @Test func failingTemplateIsAnErrorAtThePage() throws {
        let templates = try MustacheLibrary(sources: [
            "index": "{{site.title}}", "page": "{{page.title}}", "lifecycle": "{{lifecycle.title}}",
            "scenario": "{{scenario.title}}", "claims": "{{count}}",
        ])
        var diagnostics = DiagnosticBag()
        let renderer = SiteRenderer(templates: templates, assets: [:])
        let files = renderer.render(SiteFixture.input(), diagnostics: &diagnostics)
        // The reference index and each of its behaviour pages.
        #expect(diagnostics.all.map(\.id) == Array(repeating: "lifeline.render.template", count: 1 + ReferencePage.areas().count))
        #expect(diagnostics.all.first?.summary.hasPrefix("cannot render reference.html:") == true)
        #expect(files.text("reference.html") == "")
        #expect(files.text("vc/push.html") == "Push")
    }
}
