import LifecycleModel
import TestSupport
@testable import SiteRenderer
import Testing

/// A site with `languages` is built as one edition per language, each whole in its
/// folder: the same pages, their own assets and search index, a switcher and `hreflang`
/// alternates leading to the same page in every edition.
@Suite struct EditionTests {
    static let languages = ["de", "zh-Hans"]

    /// The fixture with two other languages, the push scenario's title and the guide
    /// translated into German only.
    static func catalog(baseURL: String? = nil) -> Catalog {
        var catalog = SiteFixture.catalog
        catalog.settings.languages = languages
        catalog.settings.baseURL = baseURL
        let vc = catalog.lifecycles.firstIndex { $0.id == "vc" }!
        let push = catalog.lifecycles[vc].scenarios.firstIndex { $0.id == "push" }!
        catalog.lifecycles[vc].scenarios[push].title.setTranslation("Push auf den Stapel", in: "de")
        let guide = catalog.pages.firstIndex { $0.slug == "guide" }!
        catalog.pages[guide].translations["de"] = Page(
            slug: "guide", title: "Anleitung", markdown: "YAML schreiben.", location: SiteFixture.at(1, "Content/pages/guide.de.md"))
        return catalog
    }

    let files: [String: String]

    init() throws {
        let site = try SiteFixture.render(Self.catalog()).files
        files = Dictionary(uniqueKeysWithValues: site.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    /// The pages of the site's own edition, at the root.
    var rootPages: [String] {
        files.keys.filter { path in path.hasSuffix(".html") && !Self.languages.contains { path.hasPrefix("\($0)/") } }.sorted()
    }

    @Test func everyEditionHasEveryPageItsAssetsAndA404() {
        #expect(rootPages.contains("404.html"))
        #expect(rootPages.contains("vc/push.html"))
        for language in Self.languages {
            for page in rootPages { #expect(files["\(language)/\(page)"] != nil, "\(language)/\(page)") }
            for asset in ["assets/site.css", "assets/site.js", "assets/search-index.js"] {
                #expect(files["\(language)/\(asset)"] != nil, "\(language)/\(asset)")
            }
            // The schemas are for editors of the content, not readers: once, at the root.
            #expect(!files.keys.contains { $0.hasPrefix("\(language)/schema/") })
        }
    }

    @Test func eachPageSaysItsLanguage() {
        #expect(files["vc/push.html"]!.contains(#"<html lang="en">"#))
        #expect(files["de/vc/push.html"]!.contains(#"<html lang="de">"#))
        #expect(files["zh-Hans/404.html"]!.contains(#"<html lang="zh-Hans">"#))
    }

    @Test func everyLinkOfEveryEditionResolvesRelatively() {
        let checker = LinkChecker(files: files)
        #expect(checker.problems == [])
        // Each edition reaches its own stylesheet, not the root's.
        let deep = checker.links.filter { $0.page == "de/vc/push.html" }.compactMap { LinkChecker.resolve($0.target, from: $0.page) }
        #expect(deep.contains("de/assets/site.css"))
        #expect(!deep.contains("assets/site.css"))
    }

    /// The switcher of a page at any depth of any edition leads to the same page in each
    /// edition, marking the current one.
    @Test func theSwitcherLeadsToTheSamePageInEachEdition() throws {
        for inner in ["index.html", "guide.html", "vc/push.html", "reference/vc.html"] {
            for (language, folder) in [("en", ""), ("de", "de/"), ("zh-Hans", "zh-Hans/")] {
                let page = folder + inner
                let html = try #require(files[page], "\(page)")
                let start = try #require(html.firstRange(of: #"<nav class="languages""#), "\(page)")
                let end = try #require(html[start.lowerBound...].firstRange(of: "</nav>"))
                let switcher = String(html[start.lowerBound..<end.upperBound])
                let targets = LinkChecker.attributes(["href"], in: switcher).compactMap { LinkChecker.resolve($0, from: page) }
                #expect(targets == [inner, "de/" + inner, "zh-Hans/" + inner], "\(page)")
                #expect(switcher.contains(#"lang="\#(language)" hreflang="\#(language)" aria-current="true""#), "\(page)")
            }
        }
    }

    @Test func alternatesNameEveryEditionAndTheDefault() throws {
        let html = try #require(files["de/vc/push.html"])
        for (language, target) in [("en", ""), ("de", "de/"), ("zh-Hans", "zh-Hans/"), ("x-default", "")] {
            #expect(html.contains(#"<link rel="alternate" hreflang="\#(language)" href="../../\#(target)vc/push.html">"#), "\(language)")
        }
    }

    @Test func translatedTextsShowAndTheRestFallsBackMarkedAsEnglish() throws {
        let push = try #require(files["de/vc/push.html"])
        #expect(push.contains("Push auf den Stapel"))
        #expect(files["vc/push.html"]!.contains("<title>Push · "))
        // The notes have no German text: shown in English, marked so.
        #expect(push.contains(#"<div lang="en">"#))
        let guide = try #require(files["de/guide.html"])
        #expect(guide.contains("Anleitung"))
        #expect(!guide.contains(#"<div lang="en">"#))
        #expect(try #require(files["zh-Hans/guide.html"]).contains(#"<div lang="en">"#))
    }

    @Test func theSearchIndexOfAnEditionHoldsItsTexts() throws {
        #expect(try #require(files["de/assets/search-index.js"]).contains("Push auf den Stapel"))
        #expect(try #require(files["de/assets/search-index.js"]).contains("Anleitung"))
        #expect(try !#require(files["assets/search-index.js"]).contains("Anleitung"))
    }

    @Test func theSitemapListsEachPageWithItsAlternates() throws {
        let site = try SiteFixture.render(Self.catalog(baseURL: "https://example.org/docs/")).files
        let sitemap = try #require(site.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/docs/de/vc/push.html</loc>"))
        #expect(sitemap.contains(#"<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://example.org/docs/zh-Hans/vc/push.html"/>"#))
        #expect(sitemap.contains(#"<xhtml:link rel="alternate" hreflang="de" href="https://example.org/docs/de/"/>"#))
        #expect(!sitemap.contains("404.html"))
        let page = try #require(site.text("de/vc/push.html"))
        #expect(page.contains(#"<link rel="canonical" href="https://example.org/docs/de/vc/push.html">"#))
        #expect(page.contains(#"<link rel="alternate" hreflang="en" href="https://example.org/docs/vc/push.html">"#))
    }

    @Test func aSiteOfOneLanguageHasNoSwitcher() throws {
        let site = try SiteFixture.render().files
        #expect(!site.contains { $0.path.hasPrefix("de/") })
        #expect(try !#require(site.text("vc/push.html")).contains("hreflang"))
    }
}
