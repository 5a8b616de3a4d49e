internal import LifecycleModel

/// One unit of rendering work: a function of its own inputs and the shared ``SiteFrame``,
/// so jobs can run in any order on any thread, and a later build can tell which jobs an
/// edited file touches.
///
/// A lifecycle is one job with all its pages, so its diagram is laid out once and reused
/// by the lifecycle page and every scenario page.
enum PageJob: Sendable {
    case claims
    case reference
    case freePage(Page)
    /// The front page when `Content/pages/` has no `index.md`.
    case placeholderIndex
    case lifecycle(Lifecycle)

    /// `404.html`, which static hosts serve for a missing page; `Content/pages/404.md` replaces it.
    static func notFoundPage(_ site: SiteInput) -> Page {
        Page(
            slug: "404", title: site.string("notFoundTitle"), markdown: site.string("notFoundMarkdown") + "\n",
            location: site.catalog.settings.location)
    }

    /// Every job of the site. The single-page jobs that read the whole catalog come
    /// first, so that on several threads they do not finish last.
    static func all(in site: SiteInput) -> [PageJob] {
        var jobs: [PageJob] = [.claims, .reference]
        jobs += site.catalog.pages.map(PageJob.freePage)
        if !site.catalog.pages.contains(where: { $0.slug == "index" }) { jobs.append(.placeholderIndex) }
        if !site.catalog.pages.contains(where: { $0.slug == "404" }) { jobs.append(.freePage(notFoundPage(site))) }
        jobs += site.catalog.lifecycles.map(PageJob.lifecycle)
        return jobs
    }
}
