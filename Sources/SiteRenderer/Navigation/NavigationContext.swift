internal import LifecycleModel
internal import Mustache

/// The `nav` every page's sidebar is rendered from.
///
/// What it holds is bounded whatever the size of the site: each section's title, the
/// page's own group opened around the page (see ``NavigationGroups``), the open
/// lifecycle's scenarios and the free pages.
struct NavigationContext: Sendable {
    let site: SiteInput
    let groups: NavigationGroups
    /// The links every lifecycle and scenario page shows the same way: they all sit one
    /// folder down, and none of these targets is one of them.
    private let linksFromLifecycleFolders: [String: MustacheValue]

    init(site: SiteInput, groups: NavigationGroups) {
        self.site = site
        self.groups = groups
        linksFromLifecycleFolders = Self.links(for: SitePaths.lifecycle("lifecycle"), in: site)
    }

    /// The navigation of a page outside any lifecycle: every section closed.
    func value(for path: String) -> MustacheValue {
        var value = Self.links(for: path, in: site)
        value["groups"] = groupsValue(for: path, place: nil)
        value["scenarios"] = .array([])
        return .dictionary(value)
    }

    /// What the pages of one lifecycle share, worked out once for all of them.
    func forLifecycle(_ lifecycle: Lifecycle) -> LifecycleNavigation {
        let place = groups.place(of: lifecycle.id)
        return LifecycleNavigation(
            site: site, lifecycle: lifecycle, links: linksFromLifecycleFolders,
            lifecyclePageGroups: groupsValue(for: SitePaths.lifecycle(lifecycle.id), place: place),
            // No scenario page is the target of a lifecycle entry, so one value serves them all.
            scenarioPageGroups: groupsValue(for: SitePaths.scenario(lifecycle.id, ""), place: place))
    }

    private func groupsValue(for path: String, place: (group: Int, index: Int)?) -> MustacheValue {
        .array(
            groups.groups.indices.map { index in
                let isPlace = place?.group == index
                return group(index, for: path, open: groups.groups[index].section == nil || isPlace, at: isPlace ? place?.index : nil)
            })
    }

    /// The free pages and the fixed entries, as seen from `path`.
    private static func links(for path: String, in site: SiteInput) -> [String: MustacheValue] {
        let pages = site.catalog.pages.filter { $0.slug != "index" }.map { page -> MustacheValue in
            let target = SitePaths.page(page.slug)
            return .dictionary([
                "title": .string(page.inLanguage(site.language).title),
                "href": .string(SitePaths.link(to: target, from: path)),
                "current": .bool(target == path),
            ])
        }
        let fixed = { (target: String) -> MustacheValue in
            .dictionary(["href": .string(SitePaths.link(to: target, from: path)), "current": .bool(target == path)])
        }
        return [
            "pages": .array(pages), "index": fixed(SitePaths.index + "#lifecycles"),
            "claims": fixed(SitePaths.claims), "reference": fixed(SitePaths.reference),
        ]
    }

    /// One group: its title linking to its part of the index page, and when open the
    /// lifecycles around the current one, with links to the lifecycles just outside them.
    ///
    /// No count of the lifecycles in a group: a page then changes only when its own
    /// neighbourhood does, not whenever a lifecycle is added anywhere in the site.
    private func group(_ index: Int, for path: String, open: Bool, at current: Int?) -> MustacheValue {
        let group = groups.groups[index]
        var value: [String: MustacheValue] = [
            "isSection": .bool(group.section != nil),
            "title": group.section.map { .string($0.title) } ?? .null,
            "href": .string(SitePaths.link(to: SitePaths.index + "#" + Self.anchor(group.section), from: path)),
            "open": .bool(open),
            "lifecycles": .array([]), "earlier": .null, "later": .null,
        ]
        guard open else { return .dictionary(value) }
        let shown = NavigationGroups.window(in: group.lifecycles.count, around: current)
        let link = { (position: Int) -> String in SitePaths.link(to: SitePaths.lifecycle(group.lifecycles[position].id), from: path) }
        value["lifecycles"] = .array(
            shown.map { position in
                let lifecycle = group.lifecycles[position]
                let target = SitePaths.lifecycle(lifecycle.id)
                return .dictionary([
                    "title": .string(lifecycle.title),
                    "href": .string(SitePaths.link(to: target, from: path)),
                    "current": .bool(target == path),
                    "open": .bool(position == current),
                ])
            })
        value["earlier"] = shown.lowerBound == 0 ? .null : .dictionary(["href": .string(link(shown.lowerBound - 1))])
        value["later"] = shown.upperBound == group.lifecycles.count ? .null : .dictionary(["href": .string(link(shown.upperBound))])
        return .dictionary(value)
    }

    /// The anchor of a group's part of the index page; lifecycles outside any section
    /// lead to the top of the list.
    static func anchor(_ section: NavigationGroups.Section?) -> String {
        section.map { "section-\($0.id)" } ?? "lifecycles"
    }
}

/// The navigation of one lifecycle's pages: its section open around it, its scenarios
/// listed. Only the mark on the current scenario differs from page to page.
struct LifecycleNavigation: Sendable {
    let site: SiteInput
    let lifecycle: Lifecycle
    let links: [String: MustacheValue]
    let lifecyclePageGroups: MustacheValue
    let scenarioPageGroups: MustacheValue

    func value(for path: String) -> MustacheValue {
        var value = links
        value["groups"] = path == SitePaths.lifecycle(lifecycle.id) ? lifecyclePageGroups : scenarioPageGroups
        value["scenarios"] = .array(
            lifecycle.scenarios.map { scenario in
                let target = SitePaths.scenario(lifecycle.id, scenario.id)
                return .dictionary([
                    "title": .string(site.titleText(scenario.title)),
                    "href": .string(SitePaths.link(to: target, from: path)),
                    "current": .bool(target == path),
                ])
            })
        return .dictionary(value)
    }
}
