import DefaultTemplates
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

    /// A folder without one of the templates takes the built-in one (issue 28).
    @Test(arguments: ["base", "index", "page", "lifecycle", "scenario", "claims", "reference", "sidebar"])
    func aTemplateTheFolderLacksIsTheBuiltInOne(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let templates = try Builds.copy(Builds.bundledTemplates, to: directory.appendingPathComponent("Templates"))
            try FileManager.default.removeItem(at: templates.appendingPathComponent("\(name).mustache"))
            var diagnostics = DiagnosticBag()
            let loaded = TemplateLoader(directory: templates.path).load(&diagnostics)
            #expect(diagnostics.all == [])
            #expect(loaded.library?[name] != nil)
            #expect(loaded.path(of: name) == "(built-in templates)/\(name).mustache")
            #expect(
                loaded.path(of: "index" == name ? "page" : "index")
                    == templates.appendingPathComponent("\("index" == name ? "page" : "index").mustache").path)
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
            let builtIn = DefaultTemplates.files.keys.filter { $0.hasPrefix("assets/") }.map { String($0.dropFirst("assets/".count)) }
            #expect(loaded.assets.keys.sorted() == Set(builtIn + ["fonts/a.woff2"]).sorted())
            #expect(loaded.assets["site.css"] == Array("a".utf8))
        }
    }
}

@Suite struct BuiltInTemplatesTests {
    /// The generated copy must be exactly Templates/: after a template change, run
    /// `scripts/generate-default-templates`.
    @Test func builtInTemplatesAreTheRepositorysTemplates() throws {
        let onDisk = try FixtureTree.read(Builds.bundledTemplates)
            .filter { !$0.key.split(separator: "/").contains { $0.hasPrefix(".") } }
            .mapValues { [UInt8]($0) }
        let stale = Set(onDisk.keys).symmetricDifference(DefaultTemplates.files.keys)
            .union(onDisk.keys.filter { DefaultTemplates.files[$0] != nil && DefaultTemplates.files[$0] != onDisk[$0] })
        #expect(stale.isEmpty, "stale built-in templates: \(stale.sorted()); run scripts/generate-default-templates")
    }

    @Test func withoutADirectoryTheBuiltInTemplatesLoad() {
        var diagnostics = DiagnosticBag()
        let loaded = TemplateLoader(directory: nil).load(&diagnostics)
        #expect(diagnostics.all == [])
        #expect(loaded.library != nil)
        #expect(loaded.assets["site.css"] == DefaultTemplates.files["assets/site.css"])
    }

    @Test func exportWritesEveryFileAndRefusesToOverwrite() throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("Templates").path
            let written = try DefaultTemplates.export(to: target)
            #expect(written.count == DefaultTemplates.files.count)
            let exported = try FixtureTree.read(URL(fileURLWithPath: target)).mapValues { [UInt8]($0) }
            #expect(exported == DefaultTemplates.files)
            #expect(throws: DefaultTemplatesError.self) { try DefaultTemplates.export(to: target) }
        }
    }

    /// `demo/Content` uses `demo/Templates` when it exists, and the built-in ones otherwise.
    @Test func templatesBesideTheContent() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("demo/Content").path
            try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
            #expect(BuildOptions.templatesBeside(content: content) == nil)
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("demo/Templates"), withIntermediateDirectories: true)
            #expect(BuildOptions.templatesBeside(content: content + "/") == directory.appendingPathComponent("demo/Templates").path)
        }
    }
}
