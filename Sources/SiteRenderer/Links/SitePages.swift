internal import ContentSchema
internal import LifecycleModel
internal import LifecycleSimulator

/// Every page the site will have and the anchors on it that a link may aim at: the one
/// list prose links are checked against, built from the same jobs and page types the
/// renderer runs, so a page that moves moves here too.
///
/// The anchors are those the site makes to be linked to: the ids of prose headings
/// (computed by the pages themselves, through `HeadingAnchors`), the claims, the sources
/// of the claims page, the kinds and behaviours of the reference, a scenario's recorded
/// logs, the front page's sections, and the headings every page of a type has. A test
/// holds each of them to the built site's HTML.
public struct SitePages: Sendable {
    /// Page path → the anchors on it.
    public private(set) var anchors: [String: Set<String>] = [:]
    /// Other files the build writes (schemas, the sitemap), and the static files: links may
    /// lead to them, their anchors are not checked.
    public private(set) var files: Set<String> = []

    /// Ids the base template gives every page.
    static let everyPage: Set<String> = ["main", "site-nav", "search-input", "search-status", "search-results", "theme-toggle"]

    public init(_ site: SiteInput, staticFiles: [String] = []) {
        let frame = SiteFrame(site: site)
        let logs = Validator.logChecks(site.validation)
        for job in PageJob.all(in: site) {
            switch job {
            case .claims: addClaims(site)
            case .reference: addReference()
            case .freePage(let page): add(FreePage(frame: frame, page: page))
            case .placeholderIndex:
                add(FreePage(frame: frame, page: .init(slug: "index", title: "", markdown: "", location: site.catalog.settings.location)))
            case .lifecycle(let lifecycle): add(lifecycle, frame, logs: logs)
            }
        }
        files.formUnion(ContentSchema.files.map(\.path))
        if site.catalog.settings.baseURL != nil { files.insert("sitemap.xml") }
        files.formUnion(staticFiles)
    }

    private mutating func add(_ path: String, _ ids: Set<String>) {
        anchors[path, default: Self.everyPage].formUnion(ids)
    }

    private mutating func add(_ page: FreePage) {
        var ids = Set(page.bodyWithAnchors().headings.map(\.id))
        if page.page.slug == "index" {
            ids.formUnion(["lifecycles", "lifecycles-heading"])
            for group in page.frame.navigation.groups.groups {
                guard let section = group.section else { continue }
                let anchor = NavigationContext.anchor(section)
                ids.formUnion([anchor, "\(anchor)-heading"])
            }
        }
        add(page.path, ids)
    }

    private mutating func add(_ lifecycle: Lifecycle, _ frame: SiteFrame, logs: [AttachedLogCheck]) {
        let site = frame.site
        // `LifecycleDiagram` draws a diagram exactly when the lifecycle has one, and each of
        // its pages shows it with its full-size view.
        let diagramIDs: Set<String> = lifecycle.diagram == nil ? [] : [DiagramFigure.viewID, DiagramFigure.openID]
        add(SitePaths.lifecycle(lifecycle.id), Set(LifecyclePage.bodyWithAnchors(lifecycle, site: site).headings.map(\.id)).union(diagramIDs))
        for scenario in lifecycle.scenarios where site.validation.result(lifecycle, scenario) != nil {
            let key = ScenarioKey(lifecycle: lifecycle.id, scenario: scenario.id)
            var ids: Set<String> = ["world-heading", "calls-heading"]
            ids.formUnion(logs.filter { $0.scenario == key }.map { "log-\($0.log.id)" })
            add(SitePaths.scenario(lifecycle.id, scenario.id), ids.union(diagramIDs))
        }
    }

    /// The index keeps every claim's and source's anchor; each lifecycle's page holds its
    /// own entries and sources (`ClaimEntries` decides which page holds what).
    private mutating func addClaims(_ site: SiteInput) {
        let entries = ClaimEntries(site: site, checks: Validator.claimChecks(site.validation))
        var index: Set<String> = ["wrong-heading", "by-lifecycle-heading", "partly-heading", "by-source-heading"]
        for position in entries.sources.indices { index.formUnion(Self.sourceAnchors(position)) }
        for entry in entries.all { index.formUnion([entry.anchor] + entry.parts.map(\.anchor)) }
        add(SitePaths.claims, index)
        for page in entries.pages {
            var ids: Set<String> = ["claims-filter"]
            for (position, source) in page.sources {
                ids.formUnion(Self.sourceAnchors(position))
                for entry in source.entries { ids.formUnion([entry.anchor] + entry.parts.map(\.anchor)) }
            }
            add(page.path, ids)
        }
    }

    private static func sourceAnchors(_ position: Int) -> [String] {
        ["source-\(position + 1)", "source-\(position + 1)-heading"]
    }

    /// The index has the kinds, their callbacks' rows, the actions, and a line per area of
    /// behaviours; each area's page holds that area's behaviours.
    private mutating func addReference() {
        var index: Set<String> = ["kinds-heading", "actions-heading", "behaviours-heading"]
        for kind in ObjectKind.allCases {
            index.insert("kind-\(kind.rawValue)")
            index.formUnion(Vocabulary.callbacks(of: kind).map { ReferenceAnchors.callback($0.name, of: kind) })
        }
        let areas = ReferencePage.areas()
        index.formUnion(areas.map { "area-\($0.id)" })
        add(SitePaths.reference, index)
        for area in areas {
            add(SitePaths.behaviours(area.id), Set(area.behaviours.map { "behaviour-\($0.id.rawValue)" }))
        }
    }
}
