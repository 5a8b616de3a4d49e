public import Diagnostics
internal import LifecycleModel

/// Every relative link written in prose leads to a page of the site (or a file the build
/// writes, or a static file), and every anchor it names is on that page: otherwise an
/// error at the link, with the page or anchor it probably meant.
///
/// External addresses (with a scheme such as `https:` or `mailto:`, or `//host`), links
/// to `assets/`, which the templates provide, and paths from the host's root (`/…`) are
/// not checked. Query strings are ignored. Links into a lifecycle whose file did not load
/// whole are not checked either: its pages are not all known.
public enum ProseLinkCheck {
    public static let brokenLinkID = "lifeline.prose.broken-link"
    public static let unknownAnchorID = "lifeline.prose.unknown-anchor"

    public static func check(_ site: SiteInput, staticFiles: [String], _ diagnostics: inout DiagnosticBag) {
        let links = site.catalog.pages.flatMap(\.links) + site.catalog.lifecycles.flatMap(\.links)
        guard !links.isEmpty else { return }
        let pages = SitePages(site, staticFiles: staticFiles)
        let incomplete = site.catalog.incompleteLifecycles
        for link in links {
            guard let problem = problem(link.value, in: pages) else { continue }
            // A lifecycle whose file did not load whole is missing pages it may well have.
            if let folder = LinkTarget(link.value.destination, from: path(of: link.value.place))?.path?.split(separator: "/").first,
                incomplete.contains(String(folder))
            {
                continue
            }
            diagnostics.append(problem.diagnostic(at: link.location))
        }
    }

    struct Problem {
        var id: String
        var summary: String
        var hint: String

        func diagnostic(at location: SourceLocation) -> Diagnostic {
            .error(id, at: location, summary, hint: hint)
        }
    }

    static func problem(_ link: ProseLink, in pages: SitePages) -> Problem? {
        let from = path(of: link.place)
        guard let target = LinkTarget(link.destination, from: from) else { return nil }
        guard let path = target.path else {
            return Problem(
                id: brokenLinkID, summary: "link '\(link.destination)' leads out of the site",
                hint: "relative links start from this page, \(from); there is nothing above the site's root")
        }
        if let anchors = pages.anchors[path] {
            guard let fragment = target.fragment, !fragment.isEmpty, !anchors.contains(fragment) else { return nil }
            let page = path == from ? "this page" : "'\(path)'"
            let hint =
                Suggestion.closest(to: fragment, in: anchors).map { "did you mean '\(target.written)#\($0)'?" }
                ?? anchorList(anchors.subtracting(SitePages.everyPage), of: page)
            return Problem(id: unknownAnchorID, summary: "\(page) has no anchor '\(fragment)'", hint: hint)
        }
        if pages.files.contains(path) || path.hasPrefix("assets/") { return nil }
        return Problem(
            id: brokenLinkID, summary: "link '\(link.destination)' leads to no page of the site",
            hint: suggestion(for: path, from: from, in: pages).map { "did you mean '\($0)'?" }
                ?? "relative links start from this page, \(from): a lifecycle is 'ID/index.html', a scenario 'ID/SCENARIO.html', a free page 'SLUG.html'"
        )
    }

    /// The anchors a page has when they are few, else how a heading's anchor is made.
    private static func anchorList(_ anchors: Set<String>, of page: String) -> String {
        guard !anchors.isEmpty, anchors.count <= 12 else {
            return "a heading's anchor is its text in lower case, words joined by '-' ('## YAML pitfalls' → #yaml-pitfalls)"
        }
        return "anchors on \(page): " + anchors.sorted().joined(separator: ", ")
    }

    /// The page prose on `place` is shown on.
    static func path(of place: ProseLink.Place) -> String {
        switch place {
        case .page(let slug): SitePaths.page(slug)
        case .lifecycle(let id): SitePaths.lifecycle(id)
        case .scenario(let lifecycle, let scenario): SitePaths.scenario(lifecycle, scenario)
        }
    }

    /// A close spelling of the path, else the one page with the same file name (a link
    /// written as if from another folder), as a link from `from`.
    private static func suggestion(for path: String, from: String, in pages: SitePages) -> String? {
        let candidates = pages.anchors.keys
        if let close = Suggestion.closest(to: path, in: candidates) { return LinkTarget.relative(close, from: from) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let sameName = candidates.filter { ($0.split(separator: "/").last.map(String.init) ?? $0) == name }
        return sameName.count == 1 ? LinkTarget.relative(sameName[0], from: from) : nil
    }
}
