/// The engine reference's texts in the languages lifeline ships editions' strings for:
/// each behaviour's title and, where its sources disagree, that note.
///
/// They belong to the engine, as the English in ``BehaviourRegistry`` does, so a site in
/// one of these languages needs no translation of them; a content tree changes any of
/// them in `translations/LANG/behaviours.yaml`, and one in another language writes them
/// all there.
public enum BehaviourTranslations {
    public struct Text: Sendable {
        public let title: String
        public let disagreement: String?

        init(_ title: String, disagreement: String? = nil) {
            self.title = title
            self.disagreement = disagreement
        }
    }

    /// Language → behaviour id → its texts.
    public static let byLanguage: [String: [String: Text]] = [
        "de": german, "zh-Hans": simplifiedChinese, "zh-Hant": traditionalChinese,
    ]

    public static func text(of id: BehaviourID, in language: String) -> Text? {
        byLanguage[language]?[id.rawValue]
    }
}
