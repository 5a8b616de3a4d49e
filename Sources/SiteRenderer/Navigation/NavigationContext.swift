internal import LifecycleModel
internal import Mustache

/// The `nav` every page's sidebar is rendered from.
///
/// What it holds is bounded whatever the size of the site: each section's title, the
/// page's own group opened around the page (see ``NavigationGroups``), the open
/// lifecycle's scenarios and the free pages.
struct NavigationContext {
    let site: SiteInput
    let groups: NavigationGroups

    /// The navigation of the page at `path`; `lifecycle` is the lifecycle the page
    /// belongs to (its own page or one of its scenarios), nil for other pages.
    func value(for path: String, in lifecycle: Lifecycle?) -> MustacheValue {
        let place = lifecycle.flatMap { groups.place(of: $0.id) }
        let groupValues = groups.groups.indices.map { index in
            group(
                index, for: path, open: groups.groups[index].section == nil || place?.group == index, at: place?.group == index ? place?.index : nil)
        }
        let scenarios = (lifecycle?.scenarios ?? []).map { scenario -> MustacheValue in
            let target = SitePaths.scenario(lifecycle!.id, scenario.id)
            return .dictionary([
                "title": .string(site.text(scenario.title)),
                "href": .string(SitePaths.link(to: target, from: path)),
                "current": .bool(target == path),
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
            "groups": .array(groupValues), "scenarios": .array(scenarios), "pages": .array(pages),
            "index": fixed(SitePaths.index + "#lifecycles"),
            "claims": fixed(SitePaths.claims), "reference": fixed(SitePaths.reference),
        ])
    }

    /// One group: its title linking to its part of the index page, and when open the
    /// lifecycles around the current one, with counts of those left out before and after.
    private func group(_ index: Int, for path: String, open: Bool, at current: Int?) -> MustacheValue {
        let group = groups.groups[index]
        let indexHref = SitePaths.link(to: SitePaths.index + "#" + Self.anchor(group.section), from: path)
        var value: [String: MustacheValue] = [
            "isSection": .bool(group.section != nil),
            "title": group.section.map { .string($0.title) } ?? .null,
            "href": .string(indexHref),
            "count": .int(group.lifecycles.count),
            "open": .bool(open),
            "lifecycles": .array([]), "earlier": .null, "later": .null,
        ]
        guard open else { return .dictionary(value) }
        let shown = NavigationGroups.window(in: group.lifecycles.count, around: current)
        value["lifecycles"] = .array(
            shown.map { position in
                let lifecycle = group.lifecycles[position]
                let target = SitePaths.lifecycle(lifecycle.id)
                return .dictionary([
                    "title": .string(site.text(lifecycle.title)),
                    "href": .string(SitePaths.link(to: target, from: path)),
                    "current": .bool(target == path),
                    "open": .bool(position == current),
                ])
            })
        let left = (shown.lowerBound, group.lifecycles.count - shown.upperBound)
        value["earlier"] = left.0 == 0 ? .null : .dictionary(["count": .int(left.0), "href": .string(indexHref)])
        value["later"] = left.1 == 0 ? .null : .dictionary(["count": .int(left.1), "href": .string(indexHref)])
        return .dictionary(value)
    }

    /// The anchor of a group's part of the index page; lifecycles outside any section
    /// lead to the top of the list.
    static func anchor(_ section: NavigationGroups.Section?) -> String {
        section.map { "section-\($0.id)" } ?? "lifecycles"
    }
}
