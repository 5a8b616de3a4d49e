import Diagnostics
import Foundation
@testable import SiteBuilder
import TestSupport
import Testing

@Suite struct TemplateLoaderTests {
    @Test func bundledTemplatesLoadWithTheirAssets() {
        var diagnostics = DiagnosticBag()
        let loaded = TemplateLoader(directory: Builds.bundledTemplates.path).load(&diagnostics)
        #expect(diagnostics.all == [])
        #expect(loaded.library != nil)
        #expect(loaded.assets.keys.contains("site.css"))
    }

    /// Every template the renderer asks for is required up front, so a missing one is
    /// named as missing rather than failing later as a page that cannot render.
    @Test(arguments: ["base", "index", "page", "lifecycle", "scenario", "claims", "reference"])
    func missingTemplateIsNamed(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let templates = try Builds.copy(Builds.bundledTemplates, to: directory.appendingPathComponent("Templates"))
            try FileManager.default.removeItem(at: templates.appendingPathComponent("\(name).mustache"))
            var diagnostics = DiagnosticBag()
            _ = TemplateLoader(directory: templates.path).load(&diagnostics)
            #expect(diagnostics.all.map(\.summary).contains("missing template \(templates.path)/\(name).mustache"))
        }
    }

    @Test func missingDirectory() {
        var diagnostics = DiagnosticBag()
        let loaded = TemplateLoader(directory: "/nonexistent/templates").load(&diagnostics)
        #expect(loaded.library == nil)
        #expect(diagnostics.all.map(\.id) == ["lifeline.templates.missing"])
        #expect(diagnostics.all.first?.summary == "templates directory '/nonexistent/templates' does not exist")
    }

    @Test func hiddenAssetsAreSkipped() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(
                [
                    "assets/site.css": "a", "assets/.DS_Store": "x", "assets/.git/config": "y",
                    "assets/fonts/a.woff2": "f",
                ], into: directory)
            var diagnostics = DiagnosticBag()
            let loaded = TemplateLoader(directory: directory.path).load(&diagnostics)
            #expect(loaded.assets.keys.sorted() == ["fonts/a.woff2", "site.css"])
        }
    }
}
