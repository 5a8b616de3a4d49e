internal import LifecycleModel
internal import Mustache

/// A page from `Content/pages/`; `index` is the front page and also the full index of the
/// lifecycles, section by section, which the navigation of every other page links to.
struct FreePage {
    let frame: SiteFrame
    var site: SiteInput { frame.site }
    /// The page as written in the site's language; ``shown`` is what the edition shows.
    let page: Page

    /// The page's translation into the edition's language, else the page itself.
    var shown: Page { page.inLanguage(site.language) }
    var path: String { SitePaths.page(page.slug) }
    var template: String { page.slug == "index" ? "index" : "page" }

    func context() -> MustacheValue {
        let context = PageContext(frame: frame, path: path, title: shown.title, description: nil)
        let (body, headings) = bodyWithAnchors()
        var values: [String: MustacheValue] = ["body": .html(body), "toc": Self.toc(headings)]
        if page.slug == "index" {
            let byID = Dictionary(site.catalog.lifecycles.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let card = { (entry: NavigationEntry) in byID[entry.id].map(self.card) ?? .null }
            let sections = frame.navigation.groups.groups.map { group -> MustacheValue in
                .dictionary([
                    // Lifecycles outside a section sit at the top of the list, which has the anchor.
                    "anchor": group.section.map { _ in .string(NavigationContext.anchor(group.section)) } ?? .null,
                    "title": group.section.map { .string($0.title) } ?? .null,
                    "lifecycles": .array(group.lifecycles.map(card)),
                ])
            }
            values["sections"] = .array(sections)
            values["lifecycles"] = .array(frame.navigation.groups.groups.flatMap(\.lifecycles).map(card))
        }
        return context.value(merging: values)
    }

    /// The page's prose as HTML with ids on its headings; `SitePages` lists the same ids.
    func bodyWithAnchors() -> (html: String, headings: [HeadingAnchors.Heading]) {
        var anchors = HeadingAnchors(linkLabel: site.string("headingLinkLabel"))
        let prose = ProseHTML(site: site, path: path).html(shown.markdown)
        let body = anchors.add(to: RecordingsSummary(site: site, path: path).fill(prose))
        let untranslated = site.edition != nil && page.translations[site.language] == nil && !page.markdown.isEmpty
        // A page written for the default edition alone says so, in the edition's words.
        let note =
            untranslated && !page.isTranslated
            ? "<p class=\"untranslated-note\">"
                + HTMLEscaping.attribute(site.string("untranslatedPage", ["language": EditionLinks.name(of: site.defaultLanguage)])) + "</p>\n"
            : ""
        return (note + site.markingLanguage(body, fallsBack: untranslated), anchors.headings)
    }

    /// The page's second-level headings, for a table of contents when there are three or more.
    static func toc(_ headings: [HeadingAnchors.Heading]) -> MustacheValue {
        let entries = headings.filter { $0.level == 2 }
        guard entries.count >= 3 else { return .null }
        return .dictionary(["entries": .array(entries.map { .dictionary(["id": .string($0.id), "text": .string($0.text)]) })])
    }

    private func card(_ lifecycle: Lifecycle) -> MustacheValue {
        .dictionary([
            "title": .string(site.titleText(lifecycle.title)),
            "summary": site.summary(lifecycle.summary), "summaryHtml": site.summaryHtml(lifecycle.summary),
            "href": .string(SitePaths.link(to: SitePaths.lifecycle(lifecycle.id), from: path)),
            "scenarioCount": .int(lifecycle.scenarios.count),
            "scenarioCountText": .string(site.plural("scenarioCount", count: lifecycle.scenarios.count)),
        ])
    }
}
