/// Prose that may be given in several languages (`title: { en: Push, zh-Hans: 推入 }`).
///
/// A plain scalar is stored under the site's default language, so most content never
/// has to think about languages at all.
public struct LocalizedText: Sendable, Hashable {
    /// Language tag → text, in the order the author wrote them.
    public var translations: [(language: String, text: String)]

    public init(_ text: String, language: String) {
        translations = [(language, text)]
    }

    public init(translations: [(language: String, text: String)]) {
        self.translations = translations
    }

    /// The text in `language`, else in `fallback`, else the first one written.
    public func text(in language: String, fallback: String) -> String {
        translations.first { $0.language == language }?.text
            ?? translations.first { $0.language == fallback }?.text
            ?? translations.first?.text
            ?? ""
    }

    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.translations.elementsEqual(rhs.translations) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        for (language, text) in translations {
            hasher.combine(language)
            hasher.combine(text)
        }
    }
}
