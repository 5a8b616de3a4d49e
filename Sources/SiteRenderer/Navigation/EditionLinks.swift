internal import LifecycleModel
internal import Mustache

/// The language switcher of a page and its `hreflang` alternates: the same page in every
/// edition, linked relatively (so editions work from disk), or absolutely in `<head>`
/// when `base-url` is known.
struct EditionLinks {
    let site: SiteInput

    /// Each edition's name in its own language, as a switcher shows it.
    static func name(of language: String) -> String {
        switch language {
        case "en": "English"
        case "de": "Deutsch"
        case "fr": "Français"
        case "ja": "日本語"
        case "zh-Hans": "简体中文"
        case "zh-Hant": "繁體中文"
        default: language
        }
    }

    /// `{editions: [{lang, name, href, current}]}`, every edition seen from the page at
    /// `path` (a path inside the current edition); null on a site of one edition.
    func switcher(for path: String) -> MustacheValue {
        let editions = site.catalog.settings.editions
        guard editions.count > 1 else { return .null }
        let entries = MustacheValue.array(
            editions.map { language in
                .dictionary([
                    "lang": .string(language),
                    "name": .string(Self.name(of: language)),
                    "href": .string(href(to: path, in: language, from: path)),
                    "current": .bool(language == site.language),
                ])
            })
        return .dictionary(["editions": entries])
    }

    /// `{lang, href}` for every edition and `x-default` (the site's own), for `<link
    /// rel="alternate" hreflang>`; null on a site of one edition.
    func alternates(for path: String) -> MustacheValue {
        let editions = site.catalog.settings.editions
        guard editions.count > 1 else { return .null }
        let link = { (language: String) -> String in
            guard let baseURL = site.catalog.settings.baseURL else { return href(to: path, in: language, from: path) }
            return Sitemap.url(of: Self.folder(language, site) + path, baseURL: baseURL, folders: editions.dropFirst().map { "\($0)/" })
        }
        let entries = editions.map { language in MustacheValue.dictionary(["lang": .string(language), "href": .string(link(language))]) }
        return .array(entries + [.dictionary(["lang": .string("x-default"), "href": .string(link(site.defaultLanguage))])])
    }

    /// `target` (a path inside an edition) in the edition of `language`, from the page at
    /// `path` in the current edition.
    func href(to target: String, in language: String, from path: String) -> String {
        let toSiteRoot = SitePaths.root(from: path) + (site.edition == nil ? "" : "../")
        return toSiteRoot + Self.folder(language, site) + target
    }

    private static func folder(_ language: String, _ site: SiteInput) -> String {
        language == site.defaultLanguage ? "" : "\(language)/"
    }
}
