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

    public init(slug: String, title: String, markdown: String, location: SourceLocation) {
        self.slug = slug
        self.title = title
        self.markdown = markdown
        self.location = location
    }
}
