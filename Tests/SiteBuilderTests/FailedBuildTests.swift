import Foundation
import SiteBuilder
import TestSupport
import Testing

/// A build that fails leaves the previous site exactly as it was, and nothing beside it.
@Suite struct FailedBuildTests {
    @Test func malformedYAMLIsReportedWithItsPlaceAndTheSiteIsKept() throws {
        try withTemporaryDirectory { directory in
            let content = try Builds.oneEditionContent(in: directory)
            let site = directory.appendingPathComponent("out/site")
            _ = try Builds.run(content: content, output: site)
            let before = try FixtureTree.read(site)

            let file = content.appendingPathComponent("lifecycles/view-controller.yaml")
            try Builds.edit(
                file, replacing: "title: UIViewController lifecycle\n",
                with: "title: UIViewController lifecycle\n  broken: here\n")
            let outcome = try Builds.run(content: content, output: site)

            #expect(outcome.diagnostics.hasErrors)
            let syntax = try #require(outcome.diagnostics.all.first { $0.id == "lifeline.yaml.indentation" })
            // Line 4: the file's first line names its schema.
            #expect(syntax.location?.description == "\(file.path):4:3")
            #expect(outcome.sources[file.path] != nil, "the source text is kept for the caret line")
            #expect(outcome.filesWritten == 0)
            #expect(try FixtureTree.read(site) == before)
            #expect(try Builds.entries(of: directory.appendingPathComponent("out")) == ["site"])
        }
    }

    @Test func invalidContentIsReportedAndTheSiteIsKept() throws {
        try withTemporaryDirectory { directory in
            let content = try Builds.oneEditionContent(in: directory)
            let site = directory.appendingPathComponent("out/site")
            _ = try Builds.run(content: content, output: site)
            let before = try FixtureTree.read(site)

            let file = content.appendingPathComponent("lifecycles/view-controller.yaml")
            try Builds.edit(
                file, replacing: "      - push: { vc: B, \"on\": nav, animated: true }",
                with: "      - pussh: { vc: B, \"on\": nav, animated: true }")
            let outcome = try Builds.run(content: content, output: site)

            let error = try #require(outcome.diagnostics.all.first { $0.severity == .error })
            #expect(error.location?.file == file.path)
            #expect(error.summary.contains("pussh"))
            #expect(try FixtureTree.read(site) == before)
            #expect(try Builds.entries(of: directory.appendingPathComponent("out")) == ["site"])
        }
    }

    @Test func brokenTemplateIsReportedAndTheSiteIsKept() throws {
        try withTemporaryDirectory { directory in
            let templates = try Builds.copy(Builds.bundledTemplates, to: directory.appendingPathComponent("Templates"))
            let content = try Builds.oneEditionContent(in: directory)
            let site = directory.appendingPathComponent("out/site")
            _ = try Builds.run(content: content, templates: templates, output: site)
            let before = try FixtureTree.read(site)

            try Builds.edit(templates.appendingPathComponent("lifecycle.mustache"), replacing: "{{/lifecycle}}", with: "")
            let outcome = try Builds.run(content: content, templates: templates, output: site)

            let error = try #require(outcome.diagnostics.all.first)
            #expect(error.id == "lifeline.templates.syntax")
            #expect(error.location?.file == templates.appendingPathComponent("lifecycle.mustache").path)
            #expect(try FixtureTree.read(site) == before)
            #expect(try Builds.entries(of: directory.appendingPathComponent("out")) == ["site"])
        }
    }

    @Test func missingContentDirectoryThrowsAndWritesNothing() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            #expect(throws: BuildError.self) {
                _ = try Builds.run(content: directory.appendingPathComponent("nope"), output: site)
            }
            let entries = try Builds.entries(of: directory)
            #expect(entries == [])
        }
    }
}
