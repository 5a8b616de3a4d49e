internal import LifecycleModel
internal import Mustache

/// What every page's template sees: the site, the navigation, and the way back to the
/// root. Page-specific keys are merged on top.
struct PageContext {
    let frame: SiteFrame
    /// The page's own path, for relative links and for marking the current nav entry.
    let path: String
    let title: String
    let description: String?
    /// The navigation of the lifecycle the page belongs to; nil for other pages.
    var navigation: LifecycleNavigation? = nil

    func value(merging page: [String: MustacheValue]) -> MustacheValue {
        var context: [String: MustacheValue] = [
            "root": .string(SitePaths.root(from: path)),
            "site": frame.siteValue,
            "strings": frame.stringsValue,
            "scriptStrings": frame.scriptStringsValue,
            "page": .dictionary([
                "title": .string(title),
                "description": description.map(MustacheValue.string) ?? .null,
                "path": .string(path),
                "canonical": frame.site.catalog.settings.baseURL.map {
                    .string(Sitemap.url(of: frame.site.folder + path, baseURL: $0, folders: [frame.site.folder]))
                } ?? .null,
            ]),
            // The same page in every edition: the switcher, and `hreflang` alternates.
            "languages": EditionLinks(site: frame.site).switcher(for: path),
            "alternates": EditionLinks(site: frame.site).alternates(for: path),
            "nav": navigation?.value(for: path) ?? frame.navigation.value(for: path),
            "stylesheet": .string(SitePaths.link(to: SitePaths.stylesheet, from: path)),
            "homeHref": .string(SitePaths.link(to: SitePaths.index, from: path)),
        ]
        context.merge(page) { _, new in new }
        return .dictionary(context)
    }
}
