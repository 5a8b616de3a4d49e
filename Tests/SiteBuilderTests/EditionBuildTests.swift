import Diagnostics
import Foundation
@testable import SiteBuilder
import TestSupport
import Testing

/// A whole build of a site with two editions: the templates' strings per language, a
/// template folder's strings file checked like the rest, and static files in every edition.
@Suite struct EditionBuildTests {
    static let content: [String: String] = [
        "site.yaml": "title: Test site\nlanguage: en\nlanguages: [de, zh-Hans]\n",
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

        """,
        "translations/de/vc.yaml": "title: View-Controller\n",
        "static/logo.txt": "logo\n",
    ]

    private func build(templates: [String: String], in directory: URL) throws -> (outcome: SiteBuilder.Outcome, site: [String: Data]) {
        let content = directory.appendingPathComponent("Content")
        let folder = directory.appendingPathComponent("Templates")
        try FixtureTree.write(Self.content, into: content)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FixtureTree.write(templates, into: folder)
        let output = directory.appendingPathComponent("site")
        let outcome = try Builds.run(content: content, templates: folder, output: output)
        return (outcome, (try? FixtureTree.read(output)) ?? [:])
    }

    @Test func eachEditionTakesItsLanguagesStrings() throws {
        try withTemporaryDirectory { directory in
            let (outcome, site) = try build(templates: ["strings/de.yaml": "language: Sprache\n"], in: directory)
            #expect(outcome.diagnostics.all.map(\.summary) == [])
            let page = { (path: String) in String(decoding: site[path] ?? Data(), as: UTF8.self) }
            #expect(page("de/vc/show.html").contains(#"<nav class="languages" aria-label="Sprache">"#))
            #expect(page("de/vc/show.html").contains("View-Controller"))
            // The folder's German changes one string; the built-in German stands for the rest.
            #expect(page("de/vc/show.html").contains(#"<h2 id="calls-heading">Aufrufreihenfolge</h2>"#))
            #expect(page("zh-Hans/vc/show.html").contains(#"<nav class="languages" aria-label="语言">"#))
            // The chip beside each callback names its group in the edition's words.
            #expect(page("zh-Hans/vc/show.html").contains(#"<span class="group group-appearance">显示</span>"#))
            #expect(page("de/vc/show.html").contains(#"<span class="group group-appearance">Erscheinen</span>"#))
            #expect(page("vc/show.html").contains(#"<span class="group group-appearance">appearance</span>"#))
            #expect(page("vc/show.html").contains(#"<nav class="languages" aria-label="Language">"#))
            // The filter line and the step's label on a phone, in the edition's words too
            // (English stayed in both, the reader trial, 2026-12-07).
            #expect(page("de/vc/show.html").contains(#"<p class="filter">Nur angezeigt: <code>Erscheinen</code></p>"#))
            #expect(page("de/vc/show.html").contains(#"<td class="num" data-label="Schritt">1</td>"#))
            #expect(page("vc/show.html").contains(#"<td class="num" data-label="Step">1</td>"#))
            let css = String(decoding: site["de/assets/site.css"] ?? Data(), as: UTF8.self)
            #expect(css.contains("td:nth-child(2)::before { content: attr(data-label)"))
            #expect(!css.contains(#"content: "step "#))
            for folder in ["", "de/", "zh-Hans/"] { #expect(site[folder + "logo.txt"] != nil, "\(folder)logo.txt") }
        }
    }

    /// A page marked `translated: false` is shown as it is in the other editions, under a
    /// line in the edition's words that says so, and `require-complete` does not ask for it.
    @Test func aPageWrittenForOneEditionSaysSoInTheOthers() throws {
        try withTemporaryDirectory { directory in
            var content = Self.content
            content["site.yaml"] = "title: Test site\nlanguage: en\nlanguages: [de, zh-Hans]\nrequire-complete: [de]\n"
            content["translations/de/vc.yaml"] = "title: View-Controller\nscenarios:\n  show:\n    title: Als Wurzel gezeigt\n"
            content["translations/de/site.yaml"] = "title: Testseite\n"
            content["pages/guide.md"] = "---\ntitle: Guide\ntranslated: false\n---\nThe keys are English.\n"
            content["pages/about.md"] = "# About\n\nText.\n"
            content["pages/about.de.md"] = "# Über\n\nText.\n"
            let contentFolder = directory.appendingPathComponent("Content")
            try FixtureTree.write(content, into: contentFolder)
            let folder = directory.appendingPathComponent("Templates")
            try FixtureTree.write(["strings/de.yaml": "untranslatedPage: \"Diese Seite ist nicht übersetzt ({language}).\"\n"], into: folder)
            let output = directory.appendingPathComponent("site")
            let outcome = try Builds.run(content: contentFolder, templates: folder, output: output)
            #expect(outcome.diagnostics.all.filter { $0.severity != .info }.map(\.summary) == [])
            let site = try FixtureTree.read(output)
            let page = { (path: String) in String(decoding: site[path] ?? Data(), as: UTF8.self) }
            #expect(page("de/guide.html").contains(#"<p class="untranslated-note">Diese Seite ist nicht übersetzt (English).</p>"#))
            #expect(page("de/guide.html").contains(#"<div lang="en"><p>The keys are English.</p>"#))
            #expect(!page("guide.html").contains("untranslated-note"))
            // A page with no mark and no translation falls back without the line.
            #expect(!page("zh-Hans/about.html").contains("untranslated-note"))
        }
    }

    @Test func anUnknownStringIsAnErrorInTheFolder() throws {
        try withTemporaryDirectory { directory in
            let (outcome, _) = try build(templates: ["strings/de.yaml": "langauge: Sprache\n"], in: directory)
            let messages = outcome.diagnostics.all.map {
                "\(($0.location?.file as NSString?)?.lastPathComponent ?? "-"):\($0.location?.line ?? 0): \($0.summary)"
            }
            #expect(messages == ["de.yaml:1: 'langauge' is no string of the templates"])
            #expect(outcome.diagnostics.all.first?.hint == "did you mean 'language'?")
        }
    }
}
