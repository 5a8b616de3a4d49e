public import Diagnostics

/// `Content/site.yaml`.
public struct SiteSettings: Sendable {
    public var title: LocalizedText
    public var description: LocalizedText?
    public var language: String
    public var languages: [String]
    /// Where the site will be hosted. Output links stay relative whatever it says; it is
    /// kept for absolute URLs in metadata only.
    public var basePath: String
    /// Lifecycle ids in navigation order; lifecycles not named follow, sorted by id.
    public var nav: [Located<String>]
    /// Paths in the output directory that builds keep (`CNAME`, `.well-known/`): files the
    /// site's host needs that lifeline does not write. A folder keeps everything under it.
    public var keep: [Located<String>] = []
    public var location: SourceLocation

    public init(
        title: LocalizedText, description: LocalizedText? = nil, language: String = "en",
        languages: [String] = [], basePath: String = "/", nav: [Located<String>] = [],
        location: SourceLocation
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.languages = languages
        self.basePath = basePath
        self.nav = nav
        self.location = location
    }
}
