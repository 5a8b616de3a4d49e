public import Diagnostics

/// `Content/site.yaml`.
public struct SiteSettings: Sendable {
    public var title: LocalizedText
    public var description: LocalizedText?
    public var language: String
    /// The other editions, each built into a folder of its own (`zh-Hans/`).
    public var languages: [String]
    /// Editions that must be complete: a text with no translation is an error, not a note.
    public var requireComplete: [Located<String>] = []
    /// Where the site will be hosted. Output links stay relative whatever it says; it is
    /// kept for absolute URLs in metadata only.
    public var basePath: String
    /// The site's absolute address (`https://example.org/docs/`, ending in `/`), when
    /// known: it enables `sitemap.xml`, canonical and Open Graph URLs, which must be
    /// absolute. Links between pages stay relative.
    public var baseURL: String? = nil
    /// `nav` as written: lifecycles on their own and sections, in navigation order.
    /// Lifecycles it does not name follow, sorted by id.
    public var navEntries: [NavEntry]
    /// Paths in the output directory that builds keep (`CNAME`, `.well-known/`): files the
    /// site's host needs that lifeline does not write. A folder keeps everything under it.
    public var keep: [Located<String>] = []
    public var location: SourceLocation

    public init(
        title: LocalizedText, description: LocalizedText? = nil, language: String = "en",
        languages: [String] = [], basePath: String = "/", navEntries: [NavEntry] = [],
        location: SourceLocation
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.languages = languages
        self.basePath = basePath
        self.navEntries = navEntries
        self.location = location
    }

    /// Every lifecycle id `nav` names, sections opened, in navigation order.
    public var nav: [Located<String>] {
        navEntries.flatMap(\.lifecycleIDs)
    }

    /// Every edition's language, the site's own first.
    public var editions: [String] { [language] + languages.filter { $0 != language } }

    /// The sections of `nav`, in order.
    public var navSections: [NavSection] {
        navEntries.compactMap { entry in
            if case .section(let section) = entry { section } else { nil }
        }
    }
}
