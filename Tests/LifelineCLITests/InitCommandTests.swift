import Foundation
import ContentSchema
@testable import LifelineCLI
import TestSupport
import Testing

/// `lifeline init` and `lifeline templates export`.
@Suite struct InitCommandTests {
    /// The "done when": init, then build with no Templates/ anywhere near.
    @Test func initThenBuildWithoutTemplates() throws {
        try withTemporaryDirectory { directory in
            let demo = directory.appendingPathComponent("demo").path
            let created = lifeline("init", demo)
            #expect(created.status == .success, "\(created.console.stderr)")
            #expect(!FileManager.default.fileExists(atPath: "\(demo)/Templates"))
            let made = try FixtureTree.read(URL(fileURLWithPath: demo)).keys.filter { !$0.hasPrefix("site/") }.sorted()
            #expect(made == [".gitignore", "Content/lifecycles/screens.yaml", "Content/pages/index.md", "Content/site.yaml"])
            // The schema the files' first lines name is there before the author builds.
            for file in ["Content/site.yaml", "Content/lifecycles/screens.yaml"] {
                let text = try String(contentsOfFile: "\(demo)/\(file)", encoding: .utf8)
                let target = try #require(text.split(separator: "\n").first?.split(separator: "=").last.map(String.init))
                let schema = URL(fileURLWithPath: "\(demo)/\(file)").deletingLastPathComponent().appendingPathComponent(target)
                #expect(FileManager.default.fileExists(atPath: schema.standardized.path), "\(file) names \(target)")
            }
            #expect(try String(contentsOfFile: "\(demo)/.gitignore", encoding: .utf8).contains("/site/\n"))

            let checked = lifeline("check", "--content", "\(demo)/Content")
            #expect(checked.status == .success, "\(checked.console.stderr)")
            #expect(checked.console.outLines == ["content is valid"])

            let built = lifeline("build", "--content", "\(demo)/Content", "--output", "\(demo)/site")
            #expect(built.status == .success, "\(built.console.stderr)")
            let site = try FixtureTree.read(URL(fileURLWithPath: "\(demo)/site"))
            #expect(site["index.html"].map { String(decoding: $0, as: UTF8.self).contains("My lifecycles") } == true)
            #expect(site["screens/push.html"] != nil)
            #expect(site["assets/site.css"] != nil)
            #expect(site["schema/lifecycle.schema.json"] != nil)
        }
    }

    /// `lifeline init` with no DIR makes the site in the current directory, `.gitignore`
    /// included (it once failed there: a top-level file has no folder to create).
    @Test func initWithoutADirectoryUsesTheCurrentOne() throws {
        try withTemporaryDirectory { directory in
            let result = try LifelineProcess.run(["init"], in: directory)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("A new site is in the current directory."))
            let made = try FixtureTree.read(directory).keys.filter { !$0.hasPrefix("site/") }.sorted()
            #expect(made == [".gitignore", "Content/lifecycles/screens.yaml", "Content/pages/index.md", "Content/site.yaml"])
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("site/index.html").path))
        }
    }

    /// The starter files validate against the schemas their first lines name.
    @Test func starterFilesMatchTheirSchemas() throws {
        #expect(JSONSchemaValidator(root: ContentSchema.site).validate(try YAMLAsJSON.parse(StarterSite.site)) == [])
        #expect(JSONSchemaValidator(root: ContentSchema.lifecycle).validate(try YAMLAsJSON.parse(StarterSite.lifecycle)) == [])
        #expect(StarterSite.site.hasPrefix("# yaml-language-server: $schema=../site/\(ContentSchema.sitePath)\n"))
        #expect(StarterSite.lifecycle.hasPrefix("# yaml-language-server: $schema=../../site/\(ContentSchema.lifecyclePath)\n"))
    }

    @Test func schemaWritesTheSchemasIntoAFolder() throws {
        try withTemporaryDirectory { directory in
            let written = lifeline("schema", directory.appendingPathComponent("schemas").path)
            #expect(written.status == .success, "\(written.console.stderr)")
            let files = try FixtureTree.read(directory.appendingPathComponent("schemas"))
            #expect(files.keys.sorted() == ["lifecycle.schema.json", "site.schema.json"])
            #expect(
                files["site.schema.json"].map { String(decoding: $0, as: UTF8.self) }
                    == ContentSchema.files.first { $0.path.hasSuffix("site.schema.json") }?.text)
        }
    }

    @Test func initRefusesAnExistingContentFolder() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["Content/site.yaml": "title: Mine\n"], into: directory)
            let (status, console) = lifeline("init", directory.path)
            #expect(status == .failure)
            #expect(console.errLines.first == "lifeline: error: \(directory.path)/Content already exists")
            #expect(try String(contentsOf: directory.appendingPathComponent("Content/site.yaml"), encoding: .utf8) == "title: Mine\n")
        }
    }

    @Test func initTakesOneDirectoryAtMost() {
        let (status, console) = lifeline("init", "a", "b")
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: unexpected argument 'b'")
    }

    /// Exported templates are found beside the content and used instead of the built-in ones.
    @Test func exportedTemplatesBesideTheContentAreUsed() throws {
        try withTemporaryDirectory { directory in
            let demo = directory.appendingPathComponent("demo").path
            _ = lifeline("init", demo)
            let exported = lifeline("templates", "export", "\(demo)/Templates")
            #expect(exported.status == .success, "\(exported.console.stderr)")
            #expect(exported.console.outLines.first?.hasPrefix("Wrote ") == true)
            let css = URL(fileURLWithPath: "\(demo)/Templates/assets/site.css")
            try Data("body { color: rebeccapurple; }\n".utf8).write(to: css)

            let built = lifeline("build", "--content", "\(demo)/Content", "--output", "\(demo)/site")
            #expect(built.status == .success, "\(built.console.stderr)")
            let served = try String(contentsOf: URL(fileURLWithPath: "\(demo)/site/assets/site.css"), encoding: .utf8)
            #expect(served == "body { color: rebeccapurple; }\n")

            let again = lifeline("templates", "export", "\(demo)/Templates")
            #expect(again.status == .failure)
            #expect(again.console.errLines.first?.hasSuffix("already exists") == true)
        }
    }

    @Test func templatesNeedsExport() {
        let (status, console) = lifeline("templates", "show", "x")
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: unknown templates action 'show'")
    }
}
