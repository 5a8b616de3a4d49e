internal import LifecycleModel
internal import Mustache

/// A page from `Content/pages/`; `index` is the front page and also lists the lifecycles.
struct FreePage {
    let site: SiteInput
    let page: Page

    var path: String { SitePaths.page(page.slug) }
    var template: String { page.slug == "index" ? "index" : "page" }

    func context() -> MustacheValue {
        let context = PageContext(site: site, path: path, title: page.title, description: nil)
        let lifecycles = site.catalog.lifecycles.map { lifecycle -> MustacheValue in
            .dictionary([
                "title": .string(site.text(lifecycle.title)),
                "summary": lifecycle.summary.map { .string(site.text($0)) } ?? .null,
                "href": .string(SitePaths.link(to: SitePaths.lifecycle(lifecycle.id), from: path)),
                "scenarioCount": .int(lifecycle.scenarios.count),
            ])
        }
        return context.value(merging: [
            "body": .string(ProseHTML(site: site, path: path).html(page.markdown)),
            "lifecycles": .array(lifecycles),
        ])
    }
}
