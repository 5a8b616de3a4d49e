public import Diagnostics

/// Prose that may be given in several languages (`title: { en: Push, zh-Hans: 推入 }`).
///
/// A plain scalar is stored under the site's default language, so most content never
/// has to think about languages at all. Translation files (`Content/translations/LANG/…`)
/// add their texts to the same value when the content is loaded.
public struct LocalizedText: Sendable, Hashable {
    /// Language tag → text, in the order the author wrote them.
    public var translations: [(language: String, text: String)]
    /// Where the text in the site's language is written, for reports of a language that
    /// has no translation of it; not part of the value's identity.
    public var location: SourceLocation? = nil

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

    /// The text written in `language` itself, without falling back.
    public func translation(in language: String) -> String? {
        translations.first { $0.language == language }?.text
    }

    /// Sets the text in `language`, replacing one written inline: a translation file wins.
    public mutating func setTranslation(_ text: String, in language: String) {
        if let index = translations.firstIndex(where: { $0.language == language }) {
            translations[index].text = text
        } else {
            translations.append((language, text))
        }
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
