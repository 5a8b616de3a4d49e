import ContentLoader
import Diagnostics
import Foundation
import LifecycleModel
import LifecycleSimulator
@testable import SiteBuilder
import TestSupport
import Testing

/// The engine reference's texts in an edition: built in for the languages lifeline ships,
/// changed or written by the content's `translations/LANG/behaviours.yaml`, and counted
/// by `require-complete` like every other text.
@Suite struct EngineTranslationTests {
    /// Each built-in language gives every behaviour a title, and a disagreement exactly
    /// where the English has one, and names no behaviour the engine lacks.
    @Test(arguments: ["de", "zh-Hans", "zh-Hant"])
    func builtInLanguagesCoverTheRegistry(language: String) throws {
        let texts = try #require(BehaviourTranslations.byLanguage[language])
        let known = Set(BehaviourRegistry.all.map(\.id.rawValue))
        #expect(Set(texts.keys).subtracting(known).sorted() == [])
        #expect(BehaviourRegistry.all.filter { texts[$0.id.rawValue] == nil }.map(\.id.rawValue) == [])
        let noteless = BehaviourRegistry.all.filter { $0.disagreement != nil && texts[$0.id.rawValue]?.disagreement == nil }
        #expect(noteless.map(\.id.rawValue) == [])
        let extra = BehaviourRegistry.all.filter { $0.disagreement == nil && texts[$0.id.rawValue]?.disagreement != nil }
        #expect(extra.map(\.id.rawValue) == [])
        for (id, text) in texts {
            #expect(!text.title.isEmpty && text.disagreement?.isEmpty != true, "\(id)")
        }
    }

    static let content: [String: String] = [
        "site.yaml": "title: Test site\nlanguage: en\nlanguages: [de, fr]\n",
        "lifecycles/vc.yaml": """
        id: vc
        title: View controller
        object: view-controller
        scenarios:
          - id: push
            title: Push
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, "on": nav, animated: true }

        """,
    ]

    private func build(_ content: [String: String], in directory: URL) throws -> (SiteBuilder.Outcome, [String: String]) {
        let folder = directory.appendingPathComponent("Content")
        try FixtureTree.write(content, into: folder)
        let output = directory.appendingPathComponent("site")
        let outcome = try Builds.run(content: folder, output: output)
        return (outcome, (try? Builds.pages(in: output)) ?? [:])
    }

    /// The German edition shows the built-in German of a behaviour and of where its sources
    /// disagree; the content's file changes one of them; the English pages keep the registry's.
    @Test func theContentChangesABuiltInText() throws {
        let push = BehaviourRegistry.behaviour("vc.push")
        let builtIn = try #require(BehaviourTranslations.text(of: push.id, in: "de"))
        let english = try #require(push.disagreement)
        try withTemporaryDirectory { directory in
            var content = Self.content
            content["translations/de/behaviours.yaml"] = "vc.push:\n  disagreement: \"Die Quellen streiten <sich>.\"\n"
            let (outcome, pages) = try build(content, in: directory)
            #expect(outcome.diagnostics.all.filter { $0.severity != .info }.map(\.summary) == [])
            let german = try #require(pages["de/reference/vc.html"])
            #expect(german.contains(builtIn.title.htmlEscaped))
            #expect(german.contains("Die Quellen streiten &lt;sich&gt;."))
            #expect(!german.contains(english.htmlEscaped))
            #expect(try #require(pages["de/vc/push.html"]).contains("Die Quellen streiten &lt;sich&gt;."))
            let englishPage = try #require(pages["reference/vc.html"])
            #expect(englishPage.contains(english.htmlEscaped) && !englishPage.contains("Die Quellen"))
            // French is not built in: its edition shows the English.
            #expect(try #require(pages["fr/reference/vc.html"]).contains(english.htmlEscaped))
        }
    }

    @Test func mistakesInBehavioursYAMLAreErrorsAtTheirPlace() throws {
        let agreeing = try #require(BehaviourRegistry.all.first { $0.disagreement == nil }).id.rawValue
        try withTemporaryDirectory { directory in
            var content = Self.content
            content["translations/de/behaviours.yaml"] =
                "vc.psuh: Push\n\(agreeing):\n  title: Titel\n  disagreement: Streit\nvc.push:\n  titel: Push\n"
            let (outcome, _) = try build(content, in: directory)
            let messages = outcome.diagnostics.all.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0): \($0.summary)" }
            #expect(
                messages == [
                    "6: unknown key 'titel' in the texts of 'vc.push'",
                    "1: behaviours.yaml has no behaviour 'vc.psuh' to translate",
                    "4: behaviour '\(agreeing)' has no disagreement to translate: its sources agree",
                ])
        }
    }

    /// A language lifeline does not ship has the whole engine reference to write: `check`
    /// counts it, and `require-complete` makes it one error at the language's entry.
    @Test func aLanguageNotBuiltInCountsTheEngineTexts() throws {
        let count = BehaviourRegistry.all.count + BehaviourRegistry.all.filter { $0.disagreement != nil }.count
        try withTemporaryDirectory { directory in
            var content = Self.content
            content["site.yaml"] = "title: Test site\nlanguage: en\nlanguages: [de, fr]\nrequire-complete: [de, fr]\n"
            content["translations/de/vc.yaml"] = "title: V\nscenarios:\n  push:\n    title: P\n"
            content["translations/fr/vc.yaml"] = "title: V\nscenarios:\n  push:\n    title: P\n"
            content["translations/fr/behaviours.yaml"] = "vc.push:\n  title: Empiler\n"
            content["translations/de/site.yaml"] = "title: Testseite\n"
            content["translations/fr/site.yaml"] = "title: Site de test\n"
            let (outcome, _) = try build(content, in: directory)
            let errors = outcome.diagnostics.all.filter { $0.severity == .error }
            #expect(errors.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["4:24"])
            #expect(errors.first?.summary.hasPrefix("\(count - 1) texts of the engine reference have no fr translation") == true)
            #expect(errors.first?.hint?.hasPrefix("write them in ") == true)
            #expect(errors.first?.hint?.contains("translations/fr/behaviours.yaml") == true)
            let missing = ContentChecks.engineTextsMissing(try loadedCatalog(content, in: directory), language: "fr")
            #expect(missing.count == count - 1)
            #expect(missing.contains { $0.key == "vc.push.disagreement" } && !missing.contains { $0.key == "vc.push" })
        }
    }

    /// The templates' strings likewise: lifeline ships them for its languages; for another
    /// one, `require-complete` asks the templates folder for every key English has.
    @Test func aLanguageNotBuiltInNeedsTheTemplatesStrings() throws {
        let english = try String(contentsOf: Builds.bundledTemplates.appendingPathComponent("strings/en.yaml"), encoding: .utf8)
        try withTemporaryDirectory { directory in
            var content = Self.content
            content["site.yaml"] = "title: Test site\nlanguage: en\nlanguages: [de, nl]\nrequire-complete: [de, nl]\n"
            for language in ["de", "nl"] {
                content["translations/\(language)/vc.yaml"] = "title: V\nscenarios:\n  push:\n    title: P\n"
                content["translations/\(language)/site.yaml"] = "title: T\n"
            }
            // The engine reference in Dutch, so that only the strings are missing.
            content["translations/nl/behaviours.yaml"] = BehaviourRegistry.all.map { behaviour in
                "\(behaviour.id.rawValue):\n  title: T\n" + (behaviour.disagreement == nil ? "" : "  disagreement: D\n")
            }.joined()
            let folder = directory.appendingPathComponent("Content")
            try FixtureTree.write(content, into: folder)
            let templates = directory.appendingPathComponent("Templates")
            try FixtureTree.write(["strings/nl.yaml": "search: Zoeken\n"], into: templates)
            let output = directory.appendingPathComponent("site")
            let strings = { (outcome: SiteBuilder.Outcome) in
                outcome.diagnostics.all.filter { $0.summary.contains("of the templates have no") }
            }
            let partial = try Builds.run(content: folder, templates: templates, output: output)
            let errors = strings(partial)
            #expect(errors.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["4:24"])
            let keys = english.split(separator: "\n").filter { $0.first?.isLetter == true }.count
            #expect(errors.first?.summary.hasPrefix("\(keys - 1) strings of the templates have no nl translation") == true)
            #expect(errors.first?.hint?.contains("Templates/strings/nl.yaml") == true)
            try FixtureTree.write(["strings/nl.yaml": english], into: templates)
            #expect(strings(try Builds.run(content: folder, templates: templates, output: output)) == [])
        }
    }

    private func loadedCatalog(_ content: [String: String], in directory: URL) throws -> LifecycleModel.Catalog {
        var diagnostics = DiagnosticBag()
        let folder = directory.appendingPathComponent("Content")
        return try ContentLoader(contentDirectory: folder.path).load(diagnostics: &diagnostics).catalog
    }
}

extension String {
    /// As the templates escape text into HTML.
    fileprivate var htmlEscaped: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
