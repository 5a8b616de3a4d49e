import LifecycleModel
@testable import SiteRenderer
import TestSupport
import Testing

/// The sidebar opens only the page's own section, and only around the page, so what a
/// page carries does not grow with the site; the index page lists everything.
@Suite struct NavigationTests {
    static func lifecycles(_ count: Int) -> [Lifecycle] {
        (1...count).map { number in
            let id = "p" + String(repeating: "0", count: 4 - String(number).count) + String(number)
            return Lifecycle(
                id: id, title: SiteFixture.text("Page \(number)"), object: .app, location: SiteFixture.at(1, "Content/lifecycles/\(id).yaml"))
        }
    }

    static func catalog(_ lifecycles: [Lifecycle], nav: [NavEntry] = []) -> Catalog {
        var catalog = SiteFixture.catalog
        catalog.lifecycles = lifecycles
        catalog.settings.navEntries = nav
        return catalog
    }

    static func section(_ id: String, _ title: String, _ lifecycles: [String]) -> NavEntry {
        .section(
            NavSection(
                id: id, title: SiteFixture.text(title), lifecycles: lifecycles.map { Located($0, at: SiteFixture.at(1, "Content/site.yaml")) },
                location: SiteFixture.at(1, "Content/site.yaml")))
    }

    static func sidebar(_ path: String, in files: [OutputFile]) throws -> String {
        let page = try #require(files.text(path))
        return try #require(HTMLFragments.first(from: "<nav class=\"sidebar\"", to: "</nav>", in: page))
    }

    /// The lifecycle links of a sidebar, in order.
    static func links(_ sidebar: String) -> [String] {
        sidebar.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func onlyTheCurrentSectionIsOpen() throws {
        let catalog = Self.catalog(
            Self.lifecycles(5), nav: [Self.section("first", "First", ["p0001", "p0002"]), Self.section("second", "Second", ["p0003", "p0004"])])
        let (files, diagnostics) = try SiteFixture.render(catalog)
        #expect(diagnostics.all.isEmpty)
        let sidebar = try Self.sidebar("p0003/index.html", in: files)
        #expect(
            sidebar.contains(
                #"<li class="nav-group nav-section">"# + "\n"
                    + #"        <a class="nav-section-title" href="../index.html#section-first">First</a>"#))
        #expect(sidebar.contains(#"<li class="nav-group nav-section open">"#))
        #expect(sidebar.contains(#"<a href="../p0003/index.html" aria-current="page">Page 3</a>"#))
        #expect(sidebar.contains(#"<a href="../p0004/index.html">Page 4</a>"#))
        #expect(!sidebar.contains("p0001/") && !sidebar.contains("p0002/") && !sidebar.contains("p0005/"))
        // The lifecycle nav leaves out gets a section of its own, collapsed here.
        #expect(sidebar.contains(#"href="../index.html#section-more-lifecycles">More lifecycles</a>"#))
    }

    @Test func pagesOutsideLifecyclesOpenNoSection() throws {
        let catalog = Self.catalog(Self.lifecycles(4), nav: [Self.section("first", "First", ["p0001", "p0002"])])
        let sidebar = try Self.sidebar("guide.html", in: try SiteFixture.render(catalog).files)
        #expect(!sidebar.contains("nav-section open"))
        #expect(!sidebar.contains("p000"))
    }

    /// Today's form of `nav`, a list of ids: those lifecycles are listed on every page.
    @Test func lifecyclesListedOnTheirOwnAreOnEveryPage() throws {
        let catalog = Self.catalog(
            Self.lifecycles(3), nav: [.lifecycle(Located("p0002", at: SiteFixture.at(1))), .lifecycle(Located("p0001", at: SiteFixture.at(1)))])
        let files = try SiteFixture.render(catalog).files
        for path in ["index.html", "guide.html", "p0003/index.html"] {
            let links = Self.links(try Self.sidebar(path, in: files)).filter { $0.contains("p000") && !$0.contains("p0003") }
            #expect(links.map { $0.replacingOccurrences(of: "../", with: "") } == ["p0002/index.html", "p0001/index.html"], "\(path)")
        }
    }

    /// Without `nav`, every lifecycle is in one section; a page lists the lifecycles
    /// around it and links to those just outside, whatever their number: the page is the
    /// same byte for byte in a site ten times larger.
    @Test func pageDoesNotChangeWithTheSizeOfTheSite() throws {
        let small = try SiteFixture.render(Self.catalog(Self.lifecycles(60))).files
        let large = try SiteFixture.render(Self.catalog(Self.lifecycles(600))).files
        #expect(try #require(small.text("p0030/index.html")) == (try #require(large.text("p0030/index.html"))))
        let sidebar = try Self.sidebar("p0030/index.html", in: large)
        let shown = Self.links(sidebar).filter { $0.hasSuffix("/index.html") && $0.hasPrefix("../p") }
        #expect(shown.count == NavigationGroups.window + 2)
        #expect(shown.first == "../p0019/index.html" && shown.last == "../p0040/index.html")
        #expect(sidebar.contains(#"<li class="nav-more"><a href="../p0019/index.html">Earlier lifecycles</a></li>"#))
        #expect(sidebar.contains(#"<li class="nav-more"><a href="../p0040/index.html">Later lifecycles</a></li>"#))
        #expect(sidebar.contains(#"href="../index.html#section-lifecycles">Lifecycles</a>"#))
    }

    @Test func firstPageOfALongSectionHasOnlyLaterLifecycles() throws {
        let sidebar = try Self.sidebar("p0001/index.html", in: try SiteFixture.render(Self.catalog(Self.lifecycles(30))).files)
        #expect(!sidebar.contains("Earlier lifecycles"))
        #expect(sidebar.contains(#"<a href="../p0021/index.html">Later lifecycles</a>"#))
    }

    @Test func indexPageListsEveryLifecycleUnderItsSection() throws {
        let catalog = Self.catalog(Self.lifecycles(30), nav: [Self.section("first", "First", ["p0002", "p0001"])])
        let (files, diagnostics) = try SiteFixture.render(catalog)
        #expect(diagnostics.all.isEmpty)
        let index = try #require(files.text("index.html"))
        let first = try #require(HTMLFragments.first(from: #"<section class="index-group" id="section-first""#, to: "</section>", in: index))
        #expect(first.contains(#"<h3 id="section-first-heading">First</h3>"#))
        #expect(Self.links(first) == ["p0002/index.html", "p0001/index.html"])
        let more = try #require(HTMLFragments.first(from: #"id="section-more-lifecycles""#, to: "</section>", in: index))
        #expect(Self.links(more).count == 28)
        #expect(LinkChecker(files: files.texts).problems == [])
    }

    @Test(arguments: [(5, 2, 0..<5), (50, 0, 0..<20), (50, 3, 0..<20), (50, 30, 20..<40), (50, 49, 30..<50), (50, nil, 0..<20)])
    func windowKeepsThePageNearTheMiddle(count: Int, index: Int?, expected: Range<Int>) {
        #expect(NavigationGroups.window(in: count, around: index) == expected)
    }
}

extension Array where Element == OutputFile {
    /// Every file as text, for the link checker.
    var texts: [String: String] {
        Dictionary(uniqueKeysWithValues: map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }
}
