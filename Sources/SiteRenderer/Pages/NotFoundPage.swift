internal import LifecycleModel
internal import Mustache

/// `404.html`, which a static host serves at whatever address it has no file for, at any
/// depth (`docs/view-controller/pussh.html`), where the page's relative links would lead
/// into folders that do not exist and its stylesheet would not load.
///
/// With `base-url` every relative link and script of the page is made absolute from it.
/// Without, the stylesheet is inline, and `assets/not-found.js`, inlined too, finds the
/// site's root when the page loads, makes the links absolute and loads the site's
/// scripts. Without scripts the page still has its styles, and its links, as written,
/// are right at the top level of the site (and from disk).
struct NotFoundPage: Sendable {
    static let slug = "404"
    /// The script under `assets/` that the page inlines; not copied into the site.
    static let scriptAsset = "not-found.js"
    static let stylesheetAsset = "site.css"

    /// The stylesheet and the script as the templates ship them; nil when they do not,
    /// or when one could not be inlined (it would close its own element early).
    let styles: String?
    let script: String?

    init(assets: [String: [UInt8]]) {
        func inlinable(_ name: String, closedBy tag: String) -> String? {
            guard let bytes = assets[name] else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.lowercased().contains("</\(tag)") ? nil : text
        }
        styles = inlinable(Self.stylesheetAsset, closedBy: "style")
        script = inlinable(Self.scriptAsset, closedBy: "script")
    }

    /// The page planned as a free page, with what makes it work at any depth: the base
    /// its links are made absolute from, or the inline stylesheet and script.
    func planned(_ free: FreePage) -> PlannedPage {
        let baseURL = free.site.catalog.settings.baseURL
        var context = free.context()
        if baseURL == nil, case .dictionary(var fields) = context {
            fields["notFound"] = .dictionary([
                "styles": styles.map(MustacheValue.html) ?? .null,
                "script": script.map(MustacheValue.html) ?? .null,
            ])
            context = .dictionary(fields)
        }
        var page = PlannedPage(template: free.template, path: free.path, location: free.page.location, context: context)
        // An edition's 404 page links within its own folder.
        page.linkBase = baseURL.map { $0 + free.site.folder }
        return page
    }

    /// `html` with every relative `href` and `src` made absolute from `base` (an absolute
    /// URL ending in `/`, as `base-url` is). Fragments, absolute paths and URLs with a
    /// scheme stay as they are. The renderer writes every attribute value in double
    /// quotes, and a quote inside text is an entity, so ` href="` only starts an attribute.
    static func absoluteLinks(_ html: String, base: String) -> String {
        let prefix = HTMLEscaping.attribute(base)
        var out = ""
        var rest = html[...]
        while let next = [rest.range(of: #" href=""#), rest.range(of: #" src=""#)].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
            out += rest[..<next.upperBound]
            rest = rest[next.upperBound...]
            if isRelative(rest) { out += prefix }
        }
        return out + rest
    }

    private static func isRelative(_ value: Substring) -> Bool {
        guard let first = value.first, first != "#", first != "/", first != "\"" else { return false }
        let scheme = value.prefix { $0.isLetter || $0.isNumber || "+.-".contains($0) }
        return !(value.dropFirst(scheme.count).first == ":" && scheme.first?.isLetter == true)
    }
}
