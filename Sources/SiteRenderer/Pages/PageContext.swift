internal import LifecycleModel
internal import Mustache

/// What every page's template sees: the site, the navigation, and the way back to the
/// root. Page-specific keys are merged on top.
struct PageContext {
    let site: SiteInput
    /// The page's own path, for relative links and for marking the current nav entry.
    let path: String
    let title: String
    let description: String?

    func value(merging page: [String: MustacheValue]) -> MustacheValue {
        var context: [String: MustacheValue] = [
            "root": .string(SitePaths.root(from: path)),
            "site": .dictionary([
                "title": .string(site.title),
                "description": site.description.map(MustacheValue.string) ?? .null,
                "language": .string(site.language),
            ]),
            "page": .dictionary([
                "title": .string(title),
                "description": description.map(MustacheValue.string) ?? .null,
                "path": .string(path),
            ]),
            "nav": navigation,
            "stylesheet": .string(SitePaths.link(to: SitePaths.stylesheet, from: path)),
            "homeHref": .string(SitePaths.link(to: SitePaths.index, from: path)),
        ]
        context.merge(page) { _, new in new }
        return .dictionary(context)
    }

    private var navigation: MustacheValue {
        let lifecycles = site.catalog.lifecycles.map { lifecycle -> MustacheValue in
            let target = SitePaths.lifecycle(lifecycle.id)
            let isOpen = path.hasPrefix("\(lifecycle.id)/")
            // Only the open lifecycle lists its scenarios: listing all of them on every
            // page would make the site's size grow with the square of its content.
            let scenarios =
                !isOpen
                ? []
                : lifecycle.scenarios.map { scenario -> MustacheValue in
                    let scenarioPath = SitePaths.scenario(lifecycle.id, scenario.id)
                    return .dictionary([
                        "title": .string(site.text(scenario.title)),
                        "href": .string(SitePaths.link(to: scenarioPath, from: path)),
                        "current": .bool(scenarioPath == path),
                    ])
                }
            return .dictionary([
                "title": .string(site.text(lifecycle.title)),
                "href": .string(SitePaths.link(to: target, from: path)),
                "current": .bool(target == path),
                "open": .bool(isOpen),
                "scenarios": .array(scenarios),
            ])
        }
        let pages = site.catalog.pages.filter { $0.slug != "index" }.map { page -> MustacheValue in
            let target = SitePaths.page(page.slug)
            return .dictionary([
                "title": .string(page.title),
                "href": .string(SitePaths.link(to: target, from: path)),
                "current": .bool(target == path),
            ])
        }
        let fixed = { (target: String) -> MustacheValue in
            .dictionary(["href": .string(SitePaths.link(to: target, from: path)), "current": .bool(target == path)])
        }
        return .dictionary([
            "lifecycles": .array(lifecycles), "pages": .array(pages),
            "claims": fixed(SitePaths.claims), "reference": fixed(SitePaths.reference),
        ])
    }
}
