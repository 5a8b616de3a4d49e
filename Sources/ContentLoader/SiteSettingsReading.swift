internal import Diagnostics
internal import YAMLSupport
internal import LifecycleModel

extension FileReader {
    func siteSettings(_ node: YAMLNode) -> SiteSettings? {
        guard var fields = Fields(node, "site.yaml", reader: self) else { return nil }
        let language = fields.optional("language").flatMap { languageTag($0) } ?? "en"
        let title = fields.required("title").flatMap { text($0, "title", language: language) }
        var settings = SiteSettings(
            title: title ?? LocalizedText("Lifecycles", language: language),
            language: language, location: location(node))
        settings.description = fields.optional("description").flatMap { text($0, "description", language: language) }
        settings.languages = fields.optional("languages").flatMap { sequence($0, "languages") }?.compactMap(languageTag) ?? []
        if let basePath = fields.optional("base-path"), let value = string(basePath, "base-path") {
            if value.hasPrefix("/") {
                settings.basePath = value
            } else {
                error("schema.base-path", at: basePath, "base-path must start with '/'", hint: "for example '/' or '/docs/'")
            }
        }
        settings.navEntries = fields.optional("nav").map { navEntries($0, language: language) } ?? []
        fields.finish()
        return settings
    }

    /// A BCP 47 tag, loosely: letters and digits in parts joined by '-'.
    private func languageTag(_ node: YAMLNode) -> String? {
        guard let tag = string(node, "language") else { return nil }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let valid =
            !parts.isEmpty
            && parts.allSatisfy { part in
                (1...8).contains(part.count)
                    && part.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
            }
        guard valid else {
            error("schema.language", at: node, "'\(tag)' is not a language tag", hint: "for example 'en' or 'zh-Hans'")
            return nil
        }
        return tag
    }
}
