/// A `{{{name}}}` or `{{&name}}` tag that wrote a plain-text value (`MustacheValue.string`)
/// without escaping it: harmless for text without `<` and `&`, an injection for a title
/// that has them. The host reports it; rendering goes on.
public struct UnescapedPlainText: Sendable, Hashable {
    public let templateName: String
    public let position: MustacheError.Position
    /// The name in the tag (`title`, `lifecycle.title`).
    public let name: String

    init(site: TagSite, name: String) {
        templateName = site.templateName
        position = site.position
        self.name = name
    }
}
