/// The words the templates and the renderer write around the content ("Call order",
/// column names, legends, controls), per language: `Templates/strings/en.yaml`, built in
/// and overridable like the templates, and one `LANG.yaml` per edition.
///
/// A string is plain text, or one form per plural category for text that shows a count;
/// `{name}` in a string is filled in by the caller (`{count} calls`). A language that
/// lacks a string shows the English one.
public struct StringCatalog: Sendable {
    public enum Entry: Sendable, Equatable {
        case text(String)
        case plural([PluralCategory: String])
    }

    /// Language → key → entry.
    public var languages: [String: [String: Entry]]
    /// The language every other falls back to.
    public var fallback: String

    public init(languages: [String: [String: Entry]] = [:], fallback: String = "en") {
        self.languages = languages
        self.fallback = fallback
    }

    /// Whether `key`'s text is markup (its name ends in `Html`): written into a page as it
    /// is, like the template text around it, so it may hold `<code>` or `&amp;`. Every
    /// other text is plain and escaped where it is written.
    public static func isHTML(_ key: String) -> Bool { key.hasSuffix("Html") }

    /// Every key the fallback language has, sorted.
    public var keys: [String] { (languages[fallback] ?? [:]).keys.sorted() }

    /// The entry of `key` in `language`, else in the fallback language.
    public func entry(_ key: String, in language: String) -> Entry? {
        languages[language]?[key] ?? languages[fallback]?[key]
    }

    /// `key`'s text in `language`, its `{…}` placeholders filled from `values`; the key
    /// itself when no language has it (a test holds the templates to the catalogue).
    public func text(_ key: String, in language: String, _ values: [String: String] = [:]) -> String {
        switch entry(key, in: language) {
        case .text(let text)?: Self.fill(text, values)
        case .plural(let forms)?: Self.fill(forms[.other] ?? "", values)
        case nil: key
        }
    }

    /// `key`'s form for `count` in `language` (`{count}` filled in with it).
    public func plural(_ key: String, count: Int, in language: String, _ values: [String: String] = [:]) -> String {
        var values = values
        values["count"] = String(count)
        let own = languages[language]?[key]
        let (entry, rules) = own.map { ($0, language) } ?? (languages[fallback]?[key], fallback)
        switch entry {
        case .plural(let forms)?:
            return Self.fill(forms[PluralCategory.of(count, in: rules)] ?? forms[.other] ?? "", values)
        case .text(let text)?:
            return Self.fill(text, values)
        case nil:
            return key
        }
    }

    /// Every plain string of `language` (the fallback's where it has none), for the
    /// templates' `{{strings.KEY}}`.
    public func texts(in language: String) -> [String: String] {
        var texts: [String: String] = [:]
        for key in Set((languages[fallback] ?? [:]).keys).union((languages[language] ?? [:]).keys) {
            if case .text(let text)? = entry(key, in: language) { texts[key] = text }
        }
        return texts
    }

    /// `{name}` replaced by `values[name]`; a brace with no value named is kept as written.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
