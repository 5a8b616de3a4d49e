import DefaultTemplates
import Diagnostics
import Foundation
@testable import SiteBuilder
import TestSupport
import Testing

/// Issue 28 point 7: a templates folder holds only the templates and assets it changes;
/// the rest are the built-in ones.
@Suite struct TemplateOverrideTests {
    static let content: [String: String] = [
        "site.yaml": "title: Test site\n",
        "lifecycles/vc.yaml": """
        id: vc
        title: View controller
        object: view-controller
        scenarios:
          - id: show
            title: Shown as root
            objects:
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: A }
            only: [appearance]
            expect: [A.viewWillAppear, A.viewIsAppearing, A.viewDidAppear]
        """,
    ]

    private func build(templates: [String: String], in directory: URL) throws -> (outcome: SiteBuilder.Outcome, site: [String: Data], folder: URL) {
        let content = directory.appendingPathComponent("Content")
        let folder = directory.appendingPathComponent("Templates")
        try FixtureTree.write(Self.content, into: content)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FixtureTree.write(templates, into: folder)
        let output = directory.appendingPathComponent("site")
        let outcome = try Builds.run(content: content, templates: folder, output: output)
        return (outcome, (try? FixtureTree.read(output)) ?? [:], folder)
    }

    /// `sidebar` is a partial of the built-in `base`, which every page extends: the
    /// folder's sidebar is on every page, and the rest of each page is the built-in one.
    @Test func aPartialOfTheFolderIsUsedByTheBuiltInTemplates() throws {
        try withTemporaryDirectory { directory in
            let sidebar = "<nav class=\"sidebar\" aria-label=\"Site\">Our own sidebar for {{site.title}}</nav>\n"
            let (outcome, site, _) = try build(templates: ["sidebar.mustache": sidebar], in: directory)
            #expect(outcome.diagnostics.all == [])
            let pages = site.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
            #expect(pages.count > 5)
            for (path, page) in pages {
                #expect(page.contains("Our own sidebar for Test site"), "\(path)")
                #expect(!page.contains("class=\"nav-groups\""), "\(path)")
            }
            #expect(pages["vc/show.html"]?.contains("<table") == true)
            #expect(site["assets/site.css"].map { [UInt8]($0) } == DefaultTemplates.files["assets/site.css"])
        }
    }

    @Test func anAssetOfTheFolderReplacesTheBuiltInOneAndANewOneIsAdded() throws {
        try withTemporaryDirectory { directory in
            let (outcome, site, _) = try build(
                templates: ["assets/site.css": "body { color: teal }\n", "assets/logo.svg": "<svg/>"], in: directory)
            #expect(outcome.diagnostics.all == [])
            #expect(site["assets/site.css"] == Data("body { color: teal }\n".utf8))
            #expect(site["assets/logo.svg"] == Data("<svg/>".utf8))
            #expect(site["assets/site.js"].map { [UInt8]($0) } == DefaultTemplates.files["assets/site.js"])
        }
    }

    /// A broken override is reported at the folder's file; a built-in template is named as one.
    @Test func problemsNameTheFileTheTemplateCameFrom() throws {
        try withTemporaryDirectory { directory in
            var diagnostics = DiagnosticBag()
            try FixtureTree.write(["page.mustache": "{{#open}}\nno close\n"], into: directory)
            let loaded = TemplateLoader(directory: directory.path).load(&diagnostics)
            #expect(diagnostics.all.map(\.location?.file) == [directory.appendingPathComponent("page.mustache").path])
            #expect(loaded.path(of: "page") == directory.appendingPathComponent("page.mustache").path)
            #expect(loaded.path(of: "base") == "(built-in templates)/base.mustache")
        }
    }

    /// The fingerprint covers the built-in templates and the folder over them: a change
    /// to either, or a file added to the folder, is another fingerprint.
    @Test func theFingerprintCoversTheBuiltInsAndTheFolder() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["sidebar.mustache": "a"], into: directory)
            let builtIn = DefaultTemplates.files
            var editedBuiltIn = builtIn
            editedBuiltIn["base.mustache"]! += Array("<!-- edited -->".utf8)
            let first = try #require(BuildFingerprint.templates(builtIn: builtIn, folder: directory.path))
            #expect(BuildFingerprint.templates(builtIn: builtIn, folder: directory.path) == first)
            #expect(BuildFingerprint.templates(builtIn: editedBuiltIn, folder: directory.path) != first)
            #expect(BuildFingerprint.templates(builtIn: builtIn, folder: nil) != first)
            try FixtureTree.write(["sidebar.mustache": "b"], into: directory)
            #expect(BuildFingerprint.templates(builtIn: builtIn, folder: directory.path) != first)
            try FixtureTree.write(["sidebar.mustache": "a", "assets/x.css": ""], into: directory)
            #expect(BuildFingerprint.templates(builtIn: builtIn, folder: directory.path) != first)
        }
    }

    /// Editing the folder's one template renders the site again, and the pages show it.
    @Test func editingAnOverrideRendersAgain() throws {
        try withTemporaryDirectory { directory in
            let (first, _, folder) = try build(templates: ["sidebar.mustache": "<nav>one</nav>\n"], in: directory)
            #expect(first.diagnostics.all == [])
            try FixtureTree.write(["sidebar.mustache": "<nav>two</nav>\n"], into: folder)
            let output = directory.appendingPathComponent("site")
            let second = try Builds.run(content: directory.appendingPathComponent("Content"), templates: folder, output: output)
            #expect(!second.upToDate)
            #expect(second.jobsReused == 0)
            #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8).contains("<nav>two</nav>"))
        }
    }
}
