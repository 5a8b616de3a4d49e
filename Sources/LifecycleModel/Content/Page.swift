public import Diagnostics

/// A free page from `Content/pages/*.md`.
public struct Page: Sendable {
    /// The file name without `.md`; `index` becomes the site's front page.
    public var slug: String
    public var title: String
    public var markdown: String
    /// The `lifeline-calls` references in `markdown`, at their place in the file.
    public var embeds: [Located<OrderEmbed>] = []
    /// The links of `markdown`, at their place in the file.
    public var links: [Located<ProseLink>] = []
    public var location: SourceLocation
    /// False when the page is written for the default language's edition alone
    /// (`translated: false` in its front matter, as the authoring guide, which names the
    /// English keys and messages): the other editions show it as it is, with a line that
    /// says so, and no edition asks for its translation.
    public var isTranslated = true
    /// The page in other languages (`NAME.LANG.md`), by language tag.
    public var translations: [String: Page] = [:]

    public init(slug: String, title: String, markdown: String, location: SourceLocation) {
        self.slug = slug
        self.title = title
        self.markdown = markdown
        self.location = location
    }

    /// The page as the edition in `language` shows it: its translation, else itself.
    public func inLanguage(_ language: String) -> Page {
        translations[language] ?? self
    }
}
