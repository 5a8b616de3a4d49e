import Foundation
import LifecycleModel
@testable import SiteRenderer
import Testing

@Suite struct SearchIndexTests {
    typealias Fixture = SiteFixture

    /// The index is a script: nothing in a title may end the string or the script element.
    @Test func stringsCannotBreakOutOfTheScript() {
        #expect(SearchIndex.jsString("</script><b>\"x\"\\") == #""\u003c/script\u003e\u003cb\u003e\"x\"\\""#)
        #expect(SearchIndex.jsString("a\nb\u{2028}\u{1}") == #""a\nb\u2028\u0001""#)
    }

    /// The script's object, read back as JSON: `synonyms` and `entries`.
    static func decoded(_ script: String) throws -> (synonyms: [[Any]], entries: [[String]]) {
        let prefix = "window.lifelineSearchIndex = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix("};\n"))
        let json = Data(script.dropFirst(prefix.count).dropLast(2).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let synonyms = try #require(object["synonyms"] as? [[Any]])
        let entries = try #require(object["entries"] as? [[String]])
        #expect(entries.allSatisfy { $0.count == 6 })
        return (synonyms, entries)
    }

    static func entries(_ catalog: Catalog) throws -> [SearchIndex.Entry] {
        let script = SearchIndex.script(Fixture.input(catalog))
        return try decoded(script).entries.map {
            SearchIndex.Entry(kind: $0[0], title: $0[1], href: $0[2], context: $0[3], names: $0[4], text: $0[5])
        }
    }

    /// The synonym table of `SearchSynonyms`, each row a phrase and its alternatives.
    @Test func theIndexCarriesTheSynonymTable() throws {
        let (synonyms, _) = try Self.decoded(SearchIndex.script(Fixture.input()))
        #expect(synonyms.count == SearchSynonyms.table.count)
        let rows = synonyms.compactMap { row -> (String, [String])? in
            guard let phrase = row.first as? String, let alternatives = row.last as? [String] else { return nil }
            return (phrase, alternatives)
        }
        #expect(rows.count == synonyms.count)
        #expect(rows.contains { $0 == ("interactive pop", ["swipe back", "interactive-pop"]) })
        #expect(rows.contains { $0.0 == "notification center" && $0.1.contains("interruption") })
        #expect(rows.contains { $0 == ("modal", ["present"]) })
        #expect(rows.contains { $0.0 == "sheet" && $0.1 == ["page sheet", "present"] })
        // Every phrase is matched as folded words; none is empty once folded.
        #expect(SearchSynonyms.table.allSatisfy { !$0.phrase.filter(\.isLetter).isEmpty && !$0.alternatives.isEmpty })
    }

    /// Scenarios by their title, their id and actions, in their lifecycle; the lifecycle
    /// with its summary and prose; every callback of every kind on its reference row.
    @Test func scenariosLifecyclesAndCallbacks() throws {
        let entries = try Self.entries(Fixture.catalog)
        let push = try #require(entries.first { $0.href == "vc/push.html" })
        #expect(
            push
                == SearchIndex.Entry(
                    kind: "scenario", title: "Push", href: "vc/push.html", context: "View controller", names: "push",
                    text: "B is pushed. Loaded first."))
        let lifecycle = try #require(entries.first { $0.href == "vc/index.html" })
        #expect(lifecycle.kind == "lifecycle" && lifecycle.text == "From init to deinit." && lifecycle.names == "vc view-controller")
        let callback = try #require(entries.first { $0.kind == "callback" && $0.title == "viewDidLoad()" && $0.names == "view-controller" })
        #expect(callback.href == "reference.html#callback-view-controller-viewDidLoad")
        #expect(callback.text.hasSuffix("Once."), "the lifecycle's note on the callback")
        let callbacks = entries.filter { $0.kind == "callback" }
        #expect(callbacks.count == ObjectKind.allCases.reduce(0) { $0 + Vocabulary.callbacks(of: $1).count })
        #expect(!callbacks.contains { $0.href.hasSuffix("-heading") })
        // Scenarios, callbacks and pages come before claims in the index too.
        let kinds = entries.map(\.kind)
        #expect(kinds.lastIndex { $0 != "claim" }! < (kinds.firstIndex(of: "claim") ?? kinds.count))
    }

    /// Letters and digits, lower case, as `assets/search.js` folds a query and a name.
    static func fold(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }

    /// A scenario is found by the engine's words for what it does: its id, then each
    /// step's action and the choices among its arguments, once each; so the synonym
    /// table's `interactive-pop` and `page-sheet` reach scenarios that never say them in prose.
    @Test func scenariosAreNamedByTheirActionsAndChoices() throws {
        // Only the names are read: the steps need not make a scenario the engine can run.
        let scenario = Scenario(
            id: "back-from-sheet", title: Fixture.text("Back from a sheet"),
            steps: [
                Step(action: .present, arguments: ["vc": .object("B"), "style": .choice("page-sheet")], location: Fixture.at(80)),
                Step(action: .interactivePop, arguments: ["on": .object("nav")], location: Fixture.at(81)),
                Step(action: .present, arguments: ["vc": .object("C"), "style": .choice("page-sheet")], location: Fixture.at(82)),
            ], location: Fixture.at(79))
        let names = SearchIndex.scenarioNames(scenario)
        #expect(names == "back-from-sheet present page-sheet interactive-pop")
        let folded = Set(names.split(separator: " ").map { Self.fold(String($0)) })
        for phrase in ["interactive pop", "page sheet"] {
            let row = try #require(SearchSynonyms.table.first { $0.phrase == phrase })
            #expect(row.alternatives.contains { folded.contains(Self.fold($0)) }, "\(phrase) reaches the scenario by its names")
        }
    }

    /// A lifecycle's body stays out of the index: a build after an edit of bodies alone
    /// (`ProseEdit`) rewrites only their pages, so an index holding them would go stale.
    @Test func lifecycleBodiesStayOutOfTheIndex() throws {
        var catalog = Fixture.catalog
        catalog.lifecycles[0].body = Fixture.text("## 生命周期\nOnly on its page, unmistakably.")
        let entries = try Self.entries(catalog)
        #expect(!entries.contains { $0.text.contains("unmistakably") || $0.title.contains("生命周期") })
        #expect(!entries.contains { $0.href.hasPrefix("vc/index.html#") })
    }

    /// Every link of the index leads to a page of the site and an anchor on it: a
    /// callback's to its row on the reference, a section's to its heading.
    @Test func everyLinkLandsOnAnAnchorThatExists() throws {
        for catalog in [Fixture.catalog, ClaimsPageTests.catalog] {
            let site = Fixture.input(catalog)
            let pages = SitePages(site)
            for entry in try Self.entries(catalog) {
                let parts = entry.href.split(separator: "#", maxSplits: 1).map(String.init)
                let anchors = try #require(pages.anchors[parts[0]], "\(entry.href) is no page")
                if parts.count == 2 { #expect(anchors.contains(parts[1]), "\(entry.href)") }
            }
        }
    }

    /// Markdown stand-in that knows headings: `## x` and `### x` lines, other lines in `<p>`.
    struct HeadingMarkdown: MarkdownToHTML {
        func html(from markdown: String) -> String {
            markdown.split(separator: "\n").map { line in
                let level = line.prefix { $0 == "#" }.count
                let text = escapeHTML(String(line.dropFirst(level).drop { $0 == " " }))
                return level > 0 ? "<h\(level)>\(text)</h\(level)>" : "<p>\(text)</p>"
            }.joined(separator: "\n")
        }
    }

    /// Prose pages are found by their sections, each landing on its heading.
    @Test func pagesAreIndexedBySection() throws {
        var catalog = Fixture.catalog
        catalog.pages[1].markdown = "Intro.\n## Objects & kinds\nDeclare them.\n### 推入\n推入导航栈"
        let script = SearchIndex.script(Fixture.input(catalog, markdown: HeadingMarkdown()))
        let entries = try Self.decoded(script).entries.map {
            SearchIndex.Entry(kind: $0[0], title: $0[1], href: $0[2], context: $0[3], names: $0[4], text: $0[5])
        }
        let sections = entries.filter { $0.href.hasPrefix("guide.html") }
        #expect(
            sections.map { [$0.kind, $0.title, $0.href, $0.context, $0.text] } == [
                ["page", "Guide", "guide.html", "Page", "Intro."],
                ["page", "Objects & kinds", "guide.html#objects-kinds", "Guide", "Declare them."],
                ["page", "推入", "guide.html#section-", "Guide", "推入导航栈"],
            ])
    }

    /// Each claim shows its one-line statement, else its translation, else the order it
    /// states, never its id; its verdict is on the line under it; it is found by its id,
    /// its words (quote and translation), its source and the calls it names.
    @Test func claimsShowTheirStatementAndVerdict() throws {
        var catalog = ClaimsPageTests.catalog
        // Without a statement, a claim and a group show their translation.
        catalog.lifecycles[1].claims[0].statement = nil
        catalog.lifecycles[1].claimGroups[0].statement = nil
        catalog.lifecycles[1].claims[1].statement = Fixture.text("The old page disappears first")
        catalog.lifecycles[1].claims.append(
            Claim(
                id: "wordless", source: Reference(title: Fixture.text("Notes"), url: nil), scenario: Located("push", at: Fixture.at(70)),
                says: [Fixture.call("A", "viewWillDisappear(_:)", 71), Fixture.call("B", "viewWillAppear(_:)", 71)], verdict: true,
                location: Fixture.at(69)))
        let claims = try Self.entries(catalog).filter { $0.kind == "claim" }
        let byID = Dictionary(uniqueKeysWithValues: claims.map { ($0.names, $0) })
        let wrong = try #require(byID["new-first"])
        #expect(wrong.title == "The new page appears first" && wrong.context == "False · View controller")
        #expect(wrong.href == "claims/vc.html#claim-vc-new-first")
        for words in ["新页面 <先> 出现", "The new page appears first", "一篇 <文章>", "B.viewWillAppear(_:)", "A.viewWillDisappear(_:)"] {
            #expect(wrong.text.contains(words), "\(words)")
        }
        #expect(byID["old-first"]?.title == "The old page disappears first")
        #expect(byID["old-first"]?.context == "True · View controller")
        #expect(byID["whole"]?.title == "The whole" && byID["whole"]?.context == "Partly true · View controller")
        #expect(byID["wordless"]?.title == "Push: A.viewWillDisappear(_:) → B.viewWillAppear(_:)")
        #expect(!claims.contains { $0.title == $0.names })
    }

    /// The same site gives the same index, byte for byte.
    @Test func theIndexIsDeterministic() {
        let site = Fixture.input(ClaimsPageTests.catalog)
        #expect(SearchIndex.script(site) == SearchIndex.script(site))
    }

    @Test func plainTextOfHTML() {
        #expect(SearchText.plain(html: "<p>A &amp; B &lt;C&gt; &#x4E2D;&#25991; &nbsp;x&unknown;</p>") == "A & B <C> 中文 x&unknown;")
        #expect(SearchText.plain(html: "<p>before</p><svg><text>label</text></svg><script>x()</script><p>after</p>") == "before after")
        #expect(
            SearchText.plain(markdown: "Use `viewWillAppear(_:)` and **see** [the guide](guide.html#x).")
                == "Use viewWillAppear(_:) and see the guide.")
    }

    @Test func sectionsFollowTheirHeadings() {
        let html = ##"<p>Intro</p><h2 id="a">A<a class="anchor" href="#a">#</a></h2><p>one</p><h3 id="b">B</h3><p>two</p>"##
        let headings = [HeadingAnchors.Heading(level: 2, id: "a", text: "A"), HeadingAnchors.Heading(level: 3, id: "b", text: "B")]
        #expect(
            SearchText.sections(of: html, headings: headings) == [
                SearchText.Section(id: nil, level: 1, heading: "", text: "Intro"),
                SearchText.Section(id: "a", level: 2, heading: "A", text: "one"),
                SearchText.Section(id: "b", level: 3, heading: "B", text: "two"),
            ])
    }

    @Test func oneLineTitlesAreCutAtAWord() {
        #expect(
            SearchText.oneLine("New controller:\n viewDidLoad / new: viewWillAppear", limit: 100)
                == "New controller: viewDidLoad / new: viewWillAppear")
        #expect(SearchText.oneLine("New controller: viewDidLoad / new: viewWillAppear", limit: 30) == "New controller: viewDidLoad…")
    }
}
