import Foundation
import LifecycleModel
import LifecycleSimulator
import SiteBuilder
import TestSupport
import Testing

/// The repository's own Content/ and Templates/ through the real adapters.
@Suite struct BundledSiteTests {
    @Test func buildsWithoutDiagnostics() throws {
        let outcome = try BundledSite.outcome()
        #expect(outcome.diagnostics.all.filter { $0.severity != .info }.map(\.summary) == [])
        #expect(outcome.filesWritten == (try BundledSite.files().count))
        #expect(outcome.difference == nil)
    }

    @Test func twoBuildsAreByteIdentical() throws {
        try withTemporaryDirectory { directory in
            let first = directory.appendingPathComponent("first")
            let second = directory.appendingPathComponent("second")
            _ = try Builds.run(output: first)
            _ = try Builds.run(output: second)
            let a = try FixtureTree.read(first), b = try FixtureTree.read(second)
            #expect(a.count > 30)
            #expect(a.keys.sorted() == b.keys.sorted())
            #expect(a.keys.filter { a[$0] != b[$0] }.sorted() == [])
        }
    }

    /// Rebuilding over an existing site gives the same bytes and leaves nothing beside it.
    @Test func rebuildingInPlaceChangesNothing() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            _ = try Builds.run(output: site)
            let before = try FixtureTree.read(site)
            _ = try Builds.run(output: site)
            #expect(try FixtureTree.read(site) == before)
            #expect(try Builds.entries(of: directory) == ["site"])
        }
    }

    @Test func everyLifecycleAndScenarioPageHasAnInlineDiagram() throws {
        let pages = try BundledSite.pages()
        // The claims and reference folders hold text pages; every other folder a lifecycle.
        let diagramPages = pages.keys.filter { $0.contains("/") && !$0.hasPrefix("claims/") && !$0.hasPrefix("reference/") }.sorted()
        #expect(diagramPages.count > 20)
        for path in diagramPages {
            let all = SVGDocument.elements(in: pages[path]!)
            let svgs = all.filter { $0.contains("class=\"diagram\"") }
            #expect(svgs.count == 1, "\(path)")
            // A scenario page also has its sequence diagram, unless no call is shown.
            #expect(all.count - svgs.count == (path.hasSuffix("/index.html") ? 0 : all.count > 1 ? 1 : 0), "\(path)")
            guard let svg = svgs.first else { continue }
            #expect(svg.contains("<title>"), "\(path)")
            // Natural size: the page scrolls a wide diagram instead of shrinking its text.
            #expect(svg.hasPrefix("<svg width="), "\(path)")
            #expect(
                pages[path]!.contains("<div class=\"diagram-scroll\" id=\"diagram-view\" tabindex=\"0\" role=\"region\" aria-label=\""), "\(path)"
            )
            #expect(pages[path]!.contains("<a href=\"#diagram-view\">Open the diagram at full size</a>"), "\(path)")
            #expect(!svg.contains("<title>state&#45;"), "\(path)")
            let document = try SVGDocument(svg)
            #expect(document.titles.first?.hasSuffix(": state diagram") == true, "\(path)")
            #expect(document.classes["diagram"] == "graph", "\(path)")
        }
    }

    @Test func diagramKeepsStableIDsAndClasses() throws {
        let page = try #require(try BundledSite.pages()["view-controller/index.html"])
        let document = try SVGDocument(try #require(SVGDocument.elements(in: page).first))
        #expect(document.classes["state-not-loaded"] == "node state initial")
        #expect(document.classes["state-deallocated"] == "node state final")
        #expect(document.classes["edge-start"] == "edge transition start")
        #expect(document.classes["edge-not-loaded-appeared-1"] == "edge transition")
        // The table's name for the state, with the author's label beneath.
        #expect(document.texts.contains("not&#45;loaded") || document.texts.contains("not-loaded"))
        #expect(document.texts.contains("(View not loaded)"))
    }

    @Test func everyLinkIsRelativeAndResolves() throws {
        let checker = LinkChecker(files: try BundledSite.texts())
        #expect(checker.links.count > 500)
        #expect(checker.problems == [])
        #expect(checker.duplicateIDs == [])
        #expect(checker.links.filter { $0.target.hasPrefix("/") } == [])
    }

    @Test func lifecyclePagesShowTheirTablesAndScenarios() throws {
        let page = try #require(try BundledSite.pages()["view-controller/index.html"])
        #expect(page.contains("<table class=\"callbacks\">"))
        #expect(page.contains("<a href=\"../view-controller/push.html\"><strong>Push onto a navigation stack</strong></a>"))
        #expect(page.contains("<h2 id=\"references-heading\">References</h2>"))
    }

    /// Sections shown only for non-empty lists (objects, setup, evidence, options, sources).
    @Test func listSectionsAppearWhenTheListHasItems() throws {
        let pages = try BundledSite.pages()
        let push = try #require(pages["view-controller/push.html"])
        #expect(push.contains("<table class=\"objects\">"))
        #expect(push.contains("<ol class=\"steps setup\">"))
        #expect(push.contains("<h2 id=\"evidence-heading\">Evidence</h2>"))
        #expect(push.contains("<ul class=\"sources\">"))
        let reference = try #require(pages["reference.html"])
        #expect(reference.contains("<ul><li><code>from</code>"))
        #expect(try #require(pages["reference/vc.html"]).contains("<ul class=\"sources\">"))
    }

    /// The reference documents every `config` key with every value the loader accepts, the
    /// versions a value needs and the default, in each edition.
    @Test func theReferenceListsEveryConfigKeyAndValue() throws {
        let pages = try BundledSite.allPages()
        for path in ["reference.html", "de/reference.html", "zh-Hans/reference.html"] {
            let reference = try #require(pages[path], "\(path)")
            for key in ["ios", "lifecycle", "animated", "device"] {
                #expect(reference.contains("<tr id=\"config-\(key)\"><td><code>\(key)</code>"), "\(path): \(key)")
            }
            let values = EngineConfig.LifecycleModel.allCases.map(\.rawValue) + EngineConfig.Device.allCases.map(\.rawValue)
            for value in values {
                #expect(reference.contains("<div><code>\(value)</code>"), "\(path): \(value)")
            }
        }
        let reference = try #require(pages["reference.html"])
        #expect(reference.contains("<div><code>scenes</code> <span class=\"meta\">iOS 13 and later</span> — "))
        #expect(reference.contains("<td><code>7 to 27</code></td><td><code>17</code></td>"))
        #expect(reference.contains("<td><code>scenes</code><div class=\"meta\">app-delegate before iOS 13</div></td>"))
    }

    /// A scenario page links each callback its table shows to the callback's row on the
    /// reference page, each behaviour of its evidence to the behaviour's entry, and each
    /// claim to its entry on the claims page that holds it; the index pages keep the old
    /// anchors and link on.
    @Test func scenarioPagesLinkToTheirReferenceEntriesAndClaims() throws {
        let pages = try BundledSite.pages()
        let push = try #require(pages["view-controller/push.html"])
        let reference = try #require(pages["reference.html"])
        let shown = Set(
            push.components(separatedBy: "<tr class=\"evidence-").dropFirst().compactMap { row in
                row.components(separatedBy: "</td><td><code>").dropFirst(2).first?.components(separatedBy: "</code>").first?
                    .replacingOccurrences(of: "<wbr>", with: "")
            })
        #expect(shown.contains("viewWillAppear(_:)") && shown.count >= 5)
        for callback in shown {
            let words = callback.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
            let anchor = "callback-view-controller-\(words)"
            #expect(push.contains("<li><a href=\"../reference.html#\(anchor)\"><code>\(callback)</code></a>"), "\(callback)")
            #expect(reference.contains("<tr id=\"\(anchor)\">"), "\(anchor)")
        }
        #expect(push.contains("href=\"../reference/vc.html#behaviour-vc.push\""))
        #expect(try #require(pages["reference/vc.html"]).contains("id=\"behaviour-vc.push\""))
        // The index names each area's behaviours by count and level; their lines are on the area's page.
        #expect(reference.contains("<li id=\"area-vc\"><a href=\"reference/vc.html\">"))
        #expect(!reference.contains("id=\"behaviour-vc.push\""))
        let claim = "claim-view-controller-push-new-will-appear-first"
        #expect(push.contains("<a href=\"../claims/view-controller.html#\(claim)\">"))
        #expect(try #require(pages["claims/view-controller.html"]).contains("<article class=\"claim claim-false\" id=\"\(claim)\""))
        #expect(
            try #require(pages["claims.html"]).contains(
                "<li id=\"\(claim)\" class=\"claim-line verdict-false\" data-claim=\"push-new-will-appear-first\"><a href=\"claims/view-controller.html#\(claim)\">"
            ))
        // The scenario names the claim by its statement; the id is only the anchor.
        #expect(!push.contains(">push-new-will-appear-first<"))
    }
}

/// The bundled site's translated editions show the engine reference in their language.
@Suite struct BundledEditionTests {
    /// Every page of every edition has one `<h1>`, its title: a translated page whose body
    /// repeats the front matter's title as a `#` heading would show it twice.
    @Test func everyPageOfEveryEditionHasOneHeading() throws {
        let pages = try BundledSite.allPages()
        #expect(pages.keys.contains("de/index.html"))
        let twice = pages.filter { $0.value.components(separatedBy: "<h1").count != 2 }.keys.sorted()
        #expect(twice == [])
    }

    /// No reader sees Markdown's backticks: a summary, a behaviour's title, where its
    /// sources disagree, a source's title and a log's excerpt show their code spans as code.
    /// Only code itself, a recorded log's lines and the scripts' data keep a backtick.
    @Test func noPageShowsTheBackticksOfACodeSpan() throws {
        var shown: [String] = []
        for (path, page) in try BundledSite.allPages() {
            var text = page
            for element in ["pre", "code", "script"] {
                text = text.replacing(try Regex("<\(element)[ >][\\s\\S]*?</\(element)>"), with: "")
            }
            for match in text.matches(of: try Regex(">([^<]*`[^<]*`[^<]*)<")) {
                shown.append("\(path): \(text[match.range].prefix(80))")
            }
        }
        #expect(shown.sorted() == [])
    }

    /// The sequence diagram's caller is the framework that makes the calls, in its head and
    /// in the caption of every edition: SwiftUI for a sheet's `onAppear`, UIKit for a push.
    @Test func theSequenceDiagramNamesTheCaller() throws {
        let pages = try BundledSite.allPages()
        for (path, caller) in [
            ("swiftui-views/sheet.html", "SwiftUI"), ("view-controller/push.html", "UIKit"), ("swiftui-views/hosting-push.html", "iOS"),
        ] {
            let page = try #require(pages[path])
            #expect(page.contains("<figcaption>Sequence diagram: \(caller) calls each object"), "\(path)")
            #expect(page.contains(">\(caller)</text><line"), "\(path)")
            #expect(try #require(pages["de/" + path]).contains("<figcaption>Sequenzdiagramm: \(caller) ruft"), "\(path)")
        }
    }

    /// A behaviour's title, and where its sources disagree, are in the edition's language
    /// on its area page and wherever a scenario's evidence names it; the English pages keep
    /// the registry's.
    @Test func behaviourTitlesAreTheEditionsOwn() throws {
        let pages = try BundledSite.allPages()
        let german = "Kaltstart mit App-Delegate: will/did finish launching, dann aktiv, ohne applicationWillEnterForeground"
        #expect(BehaviourTranslations.text(of: "app.launch", in: "de")?.title == german)
        #expect(try #require(pages["de/reference/app.html"]).contains(german))
        #expect(pages.filter { $0.key.hasPrefix("de/app/") && $0.value.contains(german) }.count > 0)
        let note = try #require(BehaviourTranslations.text(of: "app.launch", in: "zh-Hans")?.disagreement)
        #expect(try #require(pages["zh-Hans/reference/app.html"]).contains(note))
        #expect(pages.filter { $0.key.hasPrefix("zh-Hans/app/") && $0.value.contains(note) }.count > 0)
        #expect(try #require(pages["reference/app.html"]).contains(german) == false)
    }
}
