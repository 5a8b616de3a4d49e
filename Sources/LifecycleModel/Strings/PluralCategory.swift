/// CLDR's plural categories, as far as the site's languages use them: English and German
/// say "1 call" and "2 calls" (`one`, `other`); Chinese and Japanese have one form for
/// every count (`other`).
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of a whole number `count` in `language` (a BCP 47 tag: `de`, `zh-Hant`).
    /// Languages without rules of their own here follow English.
    public static func of(_ count: Int, in language: String) -> PluralCategory {
        switch primary(language) {
        case "zh", "ja", "ko": .other
        case "fr": count == 0 || count == 1 ? .one : .other
        default: count == 1 ? .one : .other
        }
    }

    /// The categories a catalogue in `language` must give for every plural string.
    public static func required(in language: String) -> [PluralCategory] {
        switch primary(language) {
        case "zh", "ja", "ko": [.other]
        default: [.one, .other]
        }
    }

    private static func primary(_ language: String) -> String {
        String(language.split(separator: "-").first ?? "").lowercased()
    }
}
