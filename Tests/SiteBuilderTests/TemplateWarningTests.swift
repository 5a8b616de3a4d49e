import Diagnostics
import Foundation
import SiteBuilder
import TestSupport
import Testing

/// Point 8 of issue 9: a custom template that writes a plain-text field with `{{{…}}}`
/// is built, with a warning at the tag; the bundled templates write none. Issue 28
/// point 6: a variable tag whose name is in no page's context is a warning at the tag,
/// an error with `--strict`; the bundled templates on the bundled site have none.
@Suite struct TemplateWarningTests {
    @Test func bundledTemplatesWriteNoPlainTextUnescapedAndNameNothingUnknown() throws {
        try withTemporaryDirectory { directory in
            let outcome = try Builds.run(output: directory.appendingPathComponent("site"))
            #expect(outcome.jobsReused == 0)
            #expect(!outcome.diagnostics.all.contains { $0.id == "lifeline.templates.unknown-variable" })
            #expect(outcome.diagnostics.all.isEmpty)
        }
    }

    /// A folder holding only `page.mustache`, with `extra` put before its body.
    private func pageOverride(_ extra: String, in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = try String(contentsOf: Builds.bundledTemplates.appendingPathComponent("page.mustache"), encoding: .utf8)
        try Data(page.replacingOccurrences(of: "<div class=\"prose\">{{{body}}}</div>", with: extra + "<div class=\"prose\">{{{body}}}</div>").utf8)
            .write(to: folder.appendingPathComponent("page.mustache"))
        return folder
    }

    private func content(in directory: URL) throws -> URL {
        let content = directory.appendingPathComponent("Content")
        try FixtureTree.write(TemplateOverrideTests.content.merging(["pages/about.md": "# About\n\nText.\n"]) { $1 }, into: content)
        return content
    }

    @Test func aVariableThatNamesNothingIsAWarningAtItsTag() throws {
        try withTemporaryDirectory { directory in
            let templates = try pageOverride(
                "<p>{{page.titel}}</p>{{#page.subtitle}}{{page.subtitle}}{{/page.subtitle}}{{^toc}}{{/toc}}", in: directory)
            let site = directory.appendingPathComponent("site")
            let outcome = try Builds.run(content: try content(in: directory), templates: templates, output: site)
            #expect(outcome.diagnostics.all.map(\.id) == ["lifeline.templates.unknown-variable"])
            let warning = try #require(outcome.diagnostics.all.first)
            #expect(warning.severity == .warning)
            #expect(warning.summary == "'{{page.titel}}' names nothing in the page's context")
            #expect(warning.location == SourceLocation(file: templates.appendingPathComponent("page.mustache").path, line: 5, column: 4))
            #expect(outcome.filesWritten > 0)

            // Nothing of that build is reused: the next one renders everything and warns again.
            let again = try Builds.run(content: try content(in: directory), templates: templates, output: site)
            #expect(again.jobsReused == 0)
            #expect(again.diagnostics.all.map(\.id) == ["lifeline.templates.unknown-variable"])
        }
    }

    @Test func withStrictItIsAnErrorAndNothingIsWritten() throws {
        try withTemporaryDirectory { directory in
            let templates = try pageOverride("{{{bodyy}}}", in: directory)
            var options = BuildOptions(
                contentDirectory: try content(in: directory).path, templatesDirectory: templates.path,
                outputDirectory: directory.appendingPathComponent("site").path)
            options.strict = true
            let outcome = try SiteBuilder(options: options).run()
            #expect(outcome.diagnostics.hasErrors)
            #expect(outcome.diagnostics.all.map(\.summary) == ["'{{{bodyy}}}' names nothing in the page's context"])
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("site").path))
        }
    }

    /// `sidebar` is included by every page; `scenario.id` is only in a scenario page's
    /// context, which is enough: the name is found on a page the template rendered.
    @Test func aNameSomePagesHaveIsNoWarning() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("Templates")
            try FixtureTree.write(["sidebar.mustache": "<nav class=\"sidebar\" aria-label=\"Site\">{{scenario.id}}</nav>\n"], into: folder)
            let outcome = try Builds.run(content: try content(in: directory), templates: folder, output: directory.appendingPathComponent("site"))
            #expect(outcome.diagnostics.all == [])
        }
    }

    @Test func tripleMustacheOfATitleIsAWarningAtTheTag() throws {
        try withTemporaryDirectory { directory in
            let templates = try Builds.copy(Builds.bundledTemplates, to: directory.appendingPathComponent("Templates"))
            try Builds.edit(templates.appendingPathComponent("page.mustache"), replacing: "{{{body}}}", with: "{{{page.title}}}{{{body}}}")
            let outcome = try Builds.run(
                content: try Builds.oneEditionContent(in: directory), templates: templates, output: directory.appendingPathComponent("site"))
            let warnings = outcome.diagnostics.all
            #expect(warnings.map(\.id) == ["lifeline.templates.unescaped-text"])
            #expect(warnings.first?.severity == .warning)
            #expect(warnings.first?.location?.file == templates.appendingPathComponent("page.mustache").path)
            #expect(warnings.first?.summary == "'page.title' is plain text, written here without HTML escaping")
            #expect(outcome.filesWritten > 0)
        }
    }
}
