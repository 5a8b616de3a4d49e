import ContentLoader
import LifecycleModel
import Testing

/// Translation files add their texts to the English ones; an id they name that the
/// English does not have is an error with the closest one; `require-complete` makes every
/// missing text an error at the English text.
@Suite struct TranslationTests {
    static let site =
        "title: Lifecycles\nlanguage: en\nlanguages: [de, zh-Hans]\nnav:\n  - section: Controllers\n    id: controllers\n    lifecycles: [vc]\n"
    static let lifecycle = """
        id: vc
        title: View controller
        object: view-controller
        summary: What a controller is told.
        body-file: vc.md
        scenarios:
          - id: push
            title: Push
            summary: B is pushed.
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - show: { root: nav, stack: [A] }
              - launch
            steps:
              - push: { on: nav, vc: B }

        """

    static func tree(_ extra: [String: String], site: String = site) throws -> LoadedTree {
        var files = [
            "site.yaml": site, "lifecycles/vc.yaml": lifecycle, "lifecycles/vc.md": "# Body\n\nText.\n", "pages/guide.md": "# Guide\n\nText.\n",
        ]
        files.merge(extra) { _, new in new }
        return try loadTree(files)
    }

    @Test func textsOfEveryKindAreAddedToTheEnglish() throws {
        let tree = try Self.tree([
            "translations/de/vc.yaml":
                "title: View-Controller\nsummary: Was ein Controller erfährt.\nscenarios:\n  push:\n    title: Push auf den Stapel\n",
            "translations/de/site.yaml": "title: Lebenszyklen\nnav:\n  controllers: Controller\n",
            "lifecycles/vc.de.md": "# Rumpf\n\nText.\n",
            "pages/guide.de.md": "# Anleitung\n\nText.\n",
        ])
        #expect(tree.messages == [])
        let vc = try #require(tree.catalog.lifecycle(id: "vc"))
        #expect(vc.title.translation(in: "de") == "View-Controller")
        #expect(vc.summary?.translation(in: "de") == "Was ein Controller erfährt.")
        #expect(vc.scenarios[0].title.translation(in: "de") == "Push auf den Stapel")
        #expect(vc.scenarios[0].summary?.translation(in: "de") == nil)
        #expect(vc.body?.translation(in: "de") == "# Rumpf\n\nText.\n")
        #expect(tree.catalog.settings.title.translation(in: "de") == "Lebenszyklen")
        #expect(tree.catalog.settings.navSections[0].title.translation(in: "de") == "Controller")
        // The translated page is no page of its own.
        #expect(tree.catalog.pages.map(\.slug) == ["guide"])
        #expect(tree.catalog.pages[0].translations["de"]?.title == "Anleitung")
    }

    @Test func anUnknownIdIsAnErrorWithTheClosestOne() throws {
        let tree = try Self.tree(["translations/de/vc.yaml": "scenarios:\n  psuh:\n    title: Push\n"])
        #expect(tree.messages == ["translations/de/vc.yaml:2:3: scenarios has no 'psuh' in the English [lifeline.translation.unknown-key]"])
        #expect(tree.hints == ["did you mean 'push'?"])
    }

    @Test func anUnknownKeyOfAScenarioIsAnError() throws {
        let tree = try Self.tree(["translations/de/vc.yaml": "scenarios:\n  push:\n    titel: Push\n"])
        #expect(tree.messages == ["translations/de/vc.yaml:3:5: unknown key 'titel' in scenario 'push' [lifeline.schema.unknown-key]"])
        #expect(tree.hints == ["did you mean 'title'?"])
    }

    @Test func aFileForNoLifecycleOrLanguageIsAnError() throws {
        let tree = try Self.tree([
            "translations/de/vx.yaml": "title: X\n",
            "translations/fr/vc.yaml": "title: X\n",
            "pages/gide.de.md": "# X\n",
        ])
        #expect(
            tree.messages.sorted() == [
                "pages/gide.de.md:1:1: pages/gide.de.md translates pages/gide.md, which does not exist [lifeline.translation.unknown-page]",
                "translations/de/vx.yaml:1:1: translations/de/vx.yaml translates no lifecycle: there is no lifecycle 'vx' [lifeline.translation.unknown-lifecycle]",
                "translations/fr/vc.yaml:1:1: translations/fr/vc.yaml translates into 'fr', which is not one of site.yaml's languages [lifeline.translation.language]",
            ])
    }

    /// A recorded log's header: its action, its excerpt and an iOS version given in words
    /// are the edition's; a version number and the cited title are not translated.
    static let log = """
        ---
        title: "Push log"
        url: https://example.com/post
        ios: "17.5 or later (the deployment target)"
        action: "A pushes B"
        excerpt: "the lines after the push"
        map: { A: FirstViewController, B: SecondViewController }
        instrumented: [appearance]
        ---
        FirstViewController viewWillDisappear
        SecondViewController viewWillAppear
        FirstViewController viewDidDisappear
        SecondViewController viewDidAppear

        """

    @Test func aRecordedLogsHeaderIsTranslatedFieldByField() throws {
        let tree = try Self.tree([
            "evidence/push-log.log": Self.log, "lifecycles/vc.yaml": Self.lifecycle + "    logs: [push-log]\n",
            "translations/de/evidence.yaml": "push-log:\n  action: A pusht B\n  ios: 17.5 oder später (das Deployment Target)\n",
        ])
        #expect(tree.messages == [])
        let header = try #require(tree.catalog.evidence.first).provenance
        #expect(header.action(in: "de") == "A pusht B")
        #expect(header.ios(in: "de") == "17.5 oder später (das Deployment Target)")
        #expect(header.excerpt(in: "de") == "the lines after the push", "not translated: the English shows")
        #expect(header.action(in: "zh-Hans") == "A pushes B")
        let missing = TranslationCompleteness.missing(in: tree.catalog, language: "de").filter { $0.file.hasSuffix("evidence.yaml") }
        #expect(
            missing.map { "\(tree.relative($0.location.file)):\($0.location.line) \($0.key ?? "-")" } == ["evidence/push-log.log:6 push-log.excerpt"])
    }

    @Test func anEvidenceTranslationOfNoLogOrOfANumberIsAnError() throws {
        let numbered = Self.log.replacingOccurrences(of: "\"17.5 or later (the deployment target)\"", with: "\"17.5\"")
        let tree = try Self.tree([
            "evidence/push-log.log": numbered, "lifecycles/vc.yaml": Self.lifecycle + "    logs: [push-log]\n",
            "translations/de/evidence.yaml": "push-lgo:\n  action: A pusht B\npush-log:\n  ios: \"17,5\"\n",
        ])
        #expect(
            tree.messages == [
                "translations/de/evidence.yaml:1:1: evidence.yaml has no 'push-lgo' in the English [lifeline.translation.unknown-key]",
                "translations/de/evidence.yaml:4:3: the header of 'push-log' gives ios as a version number (17.5), which is not translated [lifeline.translation.unknown-key]",
            ])
        #expect(tree.hints == ["did you mean 'push-log'?", "leave ios out: only an ios written in words (\"17 or later (…)\") is translated"])
    }

    /// A log whose header could not be read has its own errors; its translation is not
    /// one more, in any language.
    @Test func theTranslationOfAnUnreadableLogIsNoFurtherError() throws {
        let broken = Self.log.replacingOccurrences(of: "url: https://example.com/post\n", with: "")
        let tree = try Self.tree([
            "evidence/push-log.log": broken, "translations/de/evidence.yaml": "push-log:\n  action: A pusht B\n",
            "translations/zh-Hans/evidence.yaml": "push-log:\n  action: A 压入 B\n",
        ])
        #expect(tree.messages.count == 1, "\(tree.messages)")
        #expect(tree.messages.first?.hasPrefix("evidence/push-log.log:") == true, "\(tree.messages)")
    }

    /// A quote in English has no translation in the English, and the edition's readers
    /// still need one; a quote in the edition's own language needs none.
    @Test func anEditionTranslatesAQuoteTheEnglishLeavesAsItIs() throws {
        let claims = """
            claims:
              - id: en-quote
                source: { title: An article }
                statement: B appears first.
                quote: { lang: en, text: "B appears first." }
                scenario: push
                says: [B.viewWillAppear, A.viewWillDisappear]
                verdict: true
              - id: de-quote
                source: { title: Ein Artikel }
                statement: B appears first.
                quote: { lang: de, text: "B erscheint zuerst." }
                translation: B appears first.
                scenario: push
                says: [B.viewWillAppear, A.viewWillDisappear]
                verdict: true
              - id: bare
                source: { title: An article }
                statement: B appears first.
                scenario: push
                says: [B.viewWillAppear, A.viewWillDisappear]
                verdict: true

            """
        let tree = try Self.tree([
            "lifecycles/vc.yaml": Self.lifecycle + claims,
            "translations/zh-Hans/vc.yaml": "claims:\n  en-quote:\n    translation: B 先出现。\n  bare:\n    translation: B 先出现。\n",
            "translations/de/vc.yaml":
                "claims:\n  en-quote:\n    translation: B erscheint zuerst.\n  de-quote:\n    translation: B erscheint zuerst.\n",
        ])
        #expect(
            tree.messages == [
                "translations/zh-Hans/vc.yaml:5:5: claim 'bare' quotes nothing: there is no quote to translate [lifeline.translation.unknown-key]"
            ])
        let vc = try #require(tree.catalog.lifecycle(id: "vc"))
        let translation = try #require(vc.claims[0].translation)
        #expect(translation.translation(in: "zh-Hans") == "B 先出现。")
        #expect(translation.translation(in: "de") == "B erscheint zuerst.")
        // The English has none: its edition shows the quote alone.
        #expect(translation.translation(in: "en") == nil)
        #expect(vc.claims[1].translation?.translation(in: "en") == "B appears first.")
        // The English quote asks no edition for a translation; the German one asks every
        // edition but its own.
        let missingClaims = TranslationCompleteness.missing(in: tree.catalog, language: "zh-Hans").compactMap(\.key).filter {
            $0.hasSuffix(".translation")
        }
        #expect(missingClaims == ["claims.de-quote.translation"])
    }

    /// A page marked `translated: false` is written for the default edition alone: no
    /// edition lists it as missing.
    @Test func aPageMarkedUntranslatedIsNeverMissing() throws {
        let tree = try Self.tree(["pages/keys.md": "---\ntitle: Keys\ntranslated: false\n---\nText.\n"])
        #expect(tree.messages == [])
        let missing = TranslationCompleteness.missing(in: tree.catalog, language: "de").map { tree.relative($0.file) }
        #expect(missing.contains("pages/guide.de.md"))
        #expect(!missing.contains("pages/keys.de.md"))
        #expect(tree.catalog.pages.first { $0.slug == "keys" }?.isTranslated == false)
    }

    @Test func translatedProseIsCheckedAsTheEnglishIs() throws {
        let tree = try Self.tree(["lifecycles/vc.de.md": "Siehe [dort](nowhere.html) und <b>fett</b>.\n"])
        #expect(tree.messages.contains { $0.hasPrefix("lifecycles/vc.de.md:1:") && $0.hasSuffix("[lifeline.prose.raw-html]") })
        // Its links are checked against the site's pages with the English ones.
        #expect(tree.catalog.lifecycle(id: "vc")?.links.contains { $0.location.file.hasSuffix("vc.de.md") } == true)
    }

    @Test func missingTextsAreListedAtTheEnglishText() throws {
        let tree = try Self.tree(["translations/de/vc.yaml": "title: View-Controller\n"])
        let missing = TranslationCompleteness.missing(in: tree.catalog, language: "de")
        let places = missing.map { "\(tree.relative($0.location.file)):\($0.location.line) \(tree.relative($0.file)) \($0.key ?? "-")" }
        #expect(
            places == [
                "site.yaml:1 translations/de/site.yaml title",
                "site.yaml:5 translations/de/site.yaml nav.controllers",
                "pages/guide.md:1 pages/guide.de.md -",
                "lifecycles/vc.yaml:4 translations/de/vc.yaml summary",
                "lifecycles/vc.md:1 lifecycles/vc.de.md -",
                "lifecycles/vc.yaml:8 translations/de/vc.yaml scenarios.push.title",
                "lifecycles/vc.yaml:9 translations/de/vc.yaml scenarios.push.summary",
            ])
        let notes = TranslationCompleteness.report(tree.catalog)
        #expect(notes.allSatisfy { $0.severity == .info })
        #expect(notes.contains { $0.summary == "de: 7 texts in 4 files have no translation" })
    }

    /// A translation that drops paragraphs or links of the English is as incomplete as a
    /// missing one: translations had dropped the evidence paragraphs, hedges included, of
    /// over a hundred scenario notes (the reader trial, 2026-12-07).
    @Test func aTranslationThatLeavesOutParagraphsOrLinksIsPartial() throws {
        let english = Self.lifecycle.replacingOccurrences(
            of: "    summary: B is pushed.\n",
            with: "    summary: B is pushed.\n    notes: |\n      The order.\n\n      A [log](https://example.com/log) shows it; no other does.\n")
        let site = Self.site + "require-complete: [de]\n"
        let files: (String) -> [String: String] = { germanNotes in
            [
                "lifecycles/vc.yaml": english,
                "translations/de/vc.yaml": "title: V\nsummary: S\nscenarios:\n  push:\n    title: P\n    summary: B\n    notes: |\n" + germanNotes,
                "translations/de/site.yaml": "title: L\nnav:\n  controllers: C\n", "pages/guide.de.md": "# A\n\nT.\n",
                "lifecycles/vc.de.md": "# R\n\nText.\n",
            ]
        }
        let shortened = try Self.tree(files("      Die Reihenfolge.\n"), site: site)
        #expect(
            shortened.messages == [
                "lifecycles/vc.yaml:10:12: the de translation of this text leaves out 1 of the English's 2 paragraphs, and site.yaml requires the de edition to be complete [lifeline.translation.partial]"
            ])
        #expect(
            shortened.hints.map { $0.map(shortened.relative) } == [
                "complete 'scenarios.push.notes' in translations/de/vc.yaml, or take de out of 'require-complete'"
            ])
        let unlinked = try Self.tree(files("      Die Reihenfolge.\n\n      Ein Log zeigt sie.\n"), site: site)
        #expect(unlinked.messages.map { $0.contains("leaves out the link to https://example.com/log") } == [true])
        let whole = try Self.tree(files("      Die Reihenfolge.\n\n      Ein [Log](https://example.com/log) zeigt sie.\n"), site: site)
        #expect(whole.messages == [])
        // Without require-complete, a note of what each edition still lacks.
        let report = TranslationCompleteness.report(try Self.tree(files("      Die Reihenfolge.\n")).catalog)
        #expect(report.contains { $0.id == "lifeline.translation.partial" && $0.summary == "de: 1 translation leaves out part of the English" })
        // A page or a lifecycle body that leaves out an embed of the English: the German
        // front page kept a sentence the English had replaced with `lifeline-recordings`.
        let pages = try Self.tree([
            "pages/guide.md": "# Guide\n\nLogs. `lifeline-recordings`\n", "pages/guide.de.md": "# Anleitung\n\nLogs aus iOS 8 bis 14.\n",
            "lifecycles/vc.md": "# Body\n\nSee [Apple](https://developer.apple.com).\n", "lifecycles/vc.de.md": "# Rumpf\n\nSiehe Apple.\n",
        ])
        let partial = TranslationCompleteness.partial(in: pages.catalog, language: "de").map { "\(pages.relative($0.file)): \($0.leftOut ?? "")" }
        #expect(partial == ["pages/guide.de.md: its lifeline-recordings embed", "lifecycles/vc.de.md: the link to https://developer.apple.com"])
    }

    @Test func requireCompleteMakesEachMissingTextAnError() throws {
        let site = Self.site + "require-complete: [de]\n"
        let tree = try Self.tree(
            [
                "translations/de/vc.yaml": "title: V\nsummary: S\nscenarios:\n  push:\n    title: P\n    summary: B\n",
                "translations/de/site.yaml": "title: L\nnav:\n  controllers: C\n",
                "pages/guide.de.md": "# A\n\nT.\n",
            ], site: site)
        #expect(
            tree.messages == [
                "lifecycles/vc.md:1:1: this text has no de translation, and site.yaml requires the de edition to be complete [lifeline.translation.incomplete]"
            ])
        #expect(tree.hints.map { $0.map(tree.relative) } == ["write it as lifecycles/vc.de.md, or take de out of 'require-complete'"])
        let complete = try Self.tree(
            [
                "translations/de/vc.yaml": "title: V\nsummary: S\nscenarios:\n  push:\n    title: P\n    summary: B\n",
                "translations/de/site.yaml": "title: L\nnav:\n  controllers: C\n",
                "pages/guide.de.md": "# A\n\nT.\n", "lifecycles/vc.de.md": "# R\n\nText.\n",
            ], site: site)
        #expect(complete.messages == [])
    }

    /// A translation file with a syntax error gives that error alone, not one more for
    /// each of its texts; the other files' missing texts are still errors.
    @Test func anUnparsableTranslationFileIsOneErrorNotOnePerText() throws {
        let tree = try Self.tree(
            [
                "translations/de/vc.yaml": "title: V\nsummary: a: b\n",
                "translations/de/site.yaml": "title: L\nnav:\n  controllers: C\n",
                "pages/guide.de.md": "# A\n\nT.\n",
            ], site: Self.site + "require-complete: [de]\n")
        #expect(tree.messages.count == 2, "\(tree.messages)")
        #expect(tree.messages.first?.hasPrefix("translations/de/vc.yaml:2:") == true, "\(tree.messages)")
        #expect(tree.messages.last?.hasPrefix("lifecycles/vc.md:1:1: this text has no de translation") == true, "\(tree.messages)")
    }

    @Test func requireCompleteNamesOnlyDeclaredLanguages() throws {
        let tree = try Self.tree([:], site: Self.site + "require-complete: [fr]\n")
        #expect(tree.messages == ["site.yaml:8:20: require-complete names 'fr', which is not one of 'languages' [lifeline.schema.language]"])
    }
}
