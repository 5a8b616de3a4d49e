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
        if let required = fields.optional("require-complete").flatMap({ sequence($0, "require-complete") }) {
            for node in required {
                guard let tag = languageTag(node) else { continue }
                guard settings.languages.contains(tag) else {
                    error(
                        "schema.language", at: node, "require-complete names '\(tag)', which is not one of 'languages'",
                        hint: Suggestion.hint(for: tag, in: settings.languages) ?? "add it to 'languages', or remove it here")
                    continue
                }
                settings.requireComplete.append(Located(tag, at: location(node)))
            }
        }
        if let basePath = fields.optional("base-path"), let value = string(basePath, "base-path") {
            if value.hasPrefix("/") {
                settings.basePath = value
            } else {
                error("schema.base-path", at: basePath, "base-path must start with '/'", hint: "for example '/' or '/docs/'")
            }
        }
        if let baseURL = fields.optional("base-url"), let value = string(baseURL, "base-url") {
            if (value.hasPrefix("https://") || value.hasPrefix("http://"))
                && !value.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" })
            {
                settings.baseURL = value.hasSuffix("/") ? value : value + "/"
            } else {
                error(
                    "schema.base-url", at: baseURL, "base-url must be an absolute http or https address",
                    hint: "for example 'https://example.org/docs/'")
            }
        }
        settings.navEntries = fields.optional("nav").map { navEntries($0, language: language) } ?? []
        settings.keep = fields.optional("keep").flatMap { sequence($0, "keep") }?.compactMap(keptPath) ?? []
        fields.finish()
        return settings
    }

    /// A path relative to the output directory, without `.` or `..` steps.
    private func keptPath(_ node: YAMLNode) -> Located<String>? {
        guard let raw = string(node, "a keep entry") else { return nil }
        let path = raw.hasSuffix("/") ? String(raw.dropLast()) : raw
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            error(
                "schema.keep", at: node, "keep entry '\(raw)' must be a path inside the output directory",
                hint: "write it relative to the site's root, such as 'CNAME' or '.well-known/'")
            return nil
        }
        guard !path.hasPrefix(".lifeline") else {
            error("schema.keep", at: node, "keep entry '\(raw)' names lifeline's own bookkeeping", hint: "remove the entry")
            return nil
        }
        return Located(path, at: location(node))
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
