internal import LifecycleModel

/// The navigation's shape, worked out once per site: `nav`'s sections and lifecycles
/// listed on their own, in order, with every lifecycle `nav` leaves out in a section of
/// their own at the end.
///
/// A page shows every section's title but opens only its own section, and even that only
/// around itself (``window``), so what a page carries does not grow with the site.
struct NavigationGroups: Sendable {
    struct Group: Sendable {
        /// Nil for lifecycles listed in `nav` on their own: shown on every page.
        var section: Section?
        var lifecycles: [NavigationEntry]
    }

    struct Section: Sendable {
        var id: String
        var title: String
    }

    /// How many lifecycles an open group lists at most; the rest are counted and linked
    /// to the index page, which lists them all.
    static let window = 20

    let groups: [Group]
    /// Lifecycle id → its group and its place in it.
    private let places: [String: (group: Int, index: Int)]

    /// - Parameter restTitles: the titles of the group of lifecycles no nav entry lists,
    ///   when it is the only group and when it follows others, in the edition's words.
    init(catalog: Catalog, text: (LocalizedText) -> String, restTitles: (only: String, more: String)) {
        self.init(
            settings: catalog.settings, lifecycles: catalog.lifecycles.map { NavigationEntry(id: $0.id, title: text($0.title)) },
            text: text, restTitles: restTitles)
    }

    /// The shape from the lifecycles' ids and titles alone, in catalog order: a build that
    /// renders one lifecycle's page takes the others' from the site's manifest.
    init(
        settings: SiteSettings, lifecycles all: [NavigationEntry], text: (LocalizedText) -> String, restTitles: (only: String, more: String)
    ) {
        let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var groups: [Group] = []
        var listed = Set<String>()
        for entry in settings.navEntries {
            let lifecycles = entry.lifecycleIDs.compactMap { byID[$0.value] }.filter { listed.insert($0.id).inserted }
            switch entry {
            case .lifecycle:
                if let last = groups.last, last.section == nil {
                    groups[groups.count - 1].lifecycles += lifecycles
                } else if !lifecycles.isEmpty {
                    groups.append(Group(section: nil, lifecycles: lifecycles))
                }
            case .section(let section):
                groups.append(Group(section: Section(id: section.id, title: text(section.title)), lifecycles: lifecycles))
            }
        }
        let rest = all.filter { !listed.contains($0.id) }
        if !rest.isEmpty {
            let taken = Set(groups.compactMap(\.section?.id))
            let base = groups.isEmpty ? "lifecycles" : "more-lifecycles"
            var id = base
            var number = 1
            while taken.contains(id) {
                number += 1
                id = "\(base)-\(number)"
            }
            groups.append(Group(section: Section(id: id, title: groups.isEmpty ? restTitles.only : restTitles.more), lifecycles: rest))
        }
        self.groups = groups
        var places: [String: (group: Int, index: Int)] = [:]
        for (groupIndex, group) in groups.enumerated() {
            for (index, lifecycle) in group.lifecycles.enumerated() { places[lifecycle.id] = (groupIndex, index) }
        }
        self.places = places
    }

    /// The group a lifecycle is in, and its index there.
    func place(of lifecycleID: String) -> (group: Int, index: Int)? {
        places[lifecycleID]
    }

    /// The part of a group an open group lists: all of it when it is short, else
    /// ``window`` lifecycles around `index` (from the start when there is none).
    static func window(in count: Int, around index: Int?) -> Range<Int> {
        guard count > window else { return 0..<count }
        let start = min(max(0, (index ?? 0) - window / 2), count - window)
        return start..<(start + window)
    }
}

/// A lifecycle as the navigation lists it: its id and its title in the site's language.
public struct NavigationEntry: Sendable, Equatable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
