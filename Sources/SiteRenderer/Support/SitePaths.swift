/// Where each page lives in the site, and how one page links to another.
///
/// Every link is relative, so the site works opened from disk and under any sub-path:
/// a page at `app/push.html` reaches the stylesheet as `../assets/site.css`.
public enum SitePaths {
    public static let index = "index.html"
    public static let claims = "claims.html"
    public static let reference = "reference.html"
    public static let stylesheet = "assets/site.css"

    public static func lifecycle(_ id: String) -> String { "\(id)/index.html" }
    /// A lifecycle's claims, in the `claims/` folder (a lifecycle id `claims` is reserved);
    /// a long list goes on on `claims/ID.2.html`, … (no id has a `.`).
    public static func claims(_ lifecycle: String, page: Int = 1) -> String {
        page == 1 ? "claims/\(lifecycle).html" : "claims/\(lifecycle).\(page).html"
    }
    /// The modelled behaviours of one area (`vc` of `vc.push`), in the `reference/` folder
    /// (a lifecycle id `reference` is reserved).
    public static func behaviours(_ area: String) -> String { "reference/\(area).html" }
    public static func scenario(_ lifecycle: String, _ scenario: String) -> String { "\(lifecycle)/\(scenario).html" }
    public static func page(_ slug: String) -> String { slug == "index" ? index : "\(slug).html" }

    /// The prefix that leads from `path`'s directory back to the site root (`../`).
    public static func root(from path: String) -> String {
        String(repeating: "../", count: path.count { $0 == "/" })
    }

    /// `target` as seen from the page at `path`.
    public static func link(to target: String, from path: String) -> String {
        root(from: path) + target
    }
}
