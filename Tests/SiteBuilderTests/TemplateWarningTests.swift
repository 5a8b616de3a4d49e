import Foundation
import SiteBuilder
import TestSupport
import Testing

/// Point 8 of issue 9: a custom template that writes a plain-text field with `{{{…}}}`
/// is built, with a warning at the tag; the bundled templates write none.
@Suite struct TemplateWarningTests {
    @Test func bundledTemplatesWriteNoPlainTextUnescaped() throws {
        try withTemporaryDirectory { directory in
            let outcome = try Builds.run(output: directory.appendingPathComponent("site"))
            #expect(outcome.diagnostics.all.isEmpty)
        }
    }

    @Test func tripleMustacheOfATitleIsAWarningAtTheTag() throws {
        try withTemporaryDirectory { directory in
            let templates = try Builds.copy(Builds.bundledTemplates, to: directory.appendingPathComponent("Templates"))
            try Builds.edit(templates.appendingPathComponent("page.mustache"), replacing: "{{{body}}}", with: "{{{page.title}}}{{{body}}}")
            let outcome = try Builds.run(templates: templates, output: directory.appendingPathComponent("site"))
            let warnings = outcome.diagnostics.all
            #expect(warnings.map(\.id) == ["lifeline.templates.unescaped-text"])
            #expect(warnings.first?.severity == .warning)
            #expect(warnings.first?.location?.file == templates.appendingPathComponent("page.mustache").path)
            #expect(warnings.first?.summary == "'page.title' is plain text, written here without HTML escaping")
            #expect(outcome.filesWritten > 0)
        }
    }
}
