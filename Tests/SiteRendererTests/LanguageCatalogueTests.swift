import ContentLoader
import Diagnostics
import Foundation
import LifecycleModel
import TestSupport
import Testing

/// Issue 29: each built-in `Templates/strings/LANG.yaml` translates the whole of `en.yaml`.
/// A key a language leaves out would show English in its edition without a word from
/// `lifeline check`, so every language file has exactly English's keys, each of the same
/// kind (text or counted, markup or plain), with the same `{placeholders}` and tags, and
/// the plural forms its language's rules name, no more and no fewer.
@Suite struct LanguageCatalogueTests {
    static let folder = repositoryRoot().appendingPathComponent("Templates/strings")

    /// Every language of the folder but English, sorted.
    static let languages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") && $0 != "en.yaml" }.map { String($0.dropLast(".yaml".count)) }.sorted()
    }()

    static func read(_ language: String, known: Set<String>?) -> (entries: [String: StringCatalog.Entry], messages: [String]) {
        let path = folder.appendingPathComponent("\(language).yaml").path
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        var diagnostics = DiagnosticBag()
        let entries = StringCatalogReading.entries(bytes, path: path, language: language, known: known, &diagnostics)
        return (entries, diagnostics.all.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.summary)" })
    }

    static let english = read("en", known: nil).entries

    /// The texts of an entry: one, or one per plural form.
    static func texts(_ entry: StringCatalog.Entry) -> [String] {
        switch entry {
        case .text(let text): [text]
        case .plural(let forms): forms.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { forms[$0] }
        }
    }

    /// The `{name}` placeholders of an entry, over all its forms (a form for one may say
    /// "the call" where the others say "{count} calls").
    static func placeholders(_ entry: StringCatalog.Entry) -> Set<String> {
        Set(texts(entry).flatMap { $0.matches(of: /\{([A-Za-z]+)\}/).map { String($0.output.1) } })
    }

    /// The tags of an entry's first form with their attributes, sorted (a sentence may
    /// put them in another order).
    static func tags(_ entry: StringCatalog.Entry) -> [String] {
        (texts(entry).first ?? "").matches(of: /<[^>]*>/).map { String($0.output) }.sorted()
    }

    /// The chip beside a callback names its group in the edition's words: English names
    /// every group the engine has (a key it lacked would be shown as the key itself).
    @Test func englishNamesEveryCallbackGroup() {
        let keys = CallbackGroup.allCases.map { "group" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
        #expect(keys.filter { Self.english[$0] == nil } == [])
    }

    @Test func theFolderHoldsTheThreeEditionsLanguages() {
        #expect(Self.languages == ["de", "zh-Hans", "zh-Hant"])
        #expect(Self.english.count > 200)
    }

    @Test(arguments: languages)
    func aLanguageReadsWithoutAnErrorAndHasExactlyEnglishsKeys(language: String) {
        let (entries, messages) = Self.read(language, known: Set(Self.english.keys))
        #expect(messages == [], "\(language).yaml")
        #expect(Set(Self.english.keys).subtracting(entries.keys).sorted() == [], "\(language).yaml lacks these keys")
        #expect(entries.count == Self.english.count)
    }

    @Test(arguments: languages)
    func eachStringHasEnglishsKindPlaceholdersAndMarkup(language: String) {
        let entries = Self.read(language, known: Set(Self.english.keys)).entries
        for (key, english) in Self.english.sorted(by: { $0.key < $1.key }) {
            guard let entry = entries[key] else { continue }  // the test above names it
            switch (english, entry) {
            case (.text, .text), (.plural, .plural): break
            default: Issue.record("\(language).yaml: '\(key)' is \(entry) where English has \(english)")
            }
            #expect(Self.placeholders(entry) == Self.placeholders(english), "\(language).yaml: '\(key)' placeholders")
            if StringCatalog.isHTML(key) {
                #expect(Self.tags(entry) == Self.tags(english), "\(language).yaml: '\(key)' markup")
            } else {
                #expect(!Self.texts(entry).contains { $0.contains("<") }, "\(language).yaml: '\(key)' is plain text, not markup")
            }
        }
    }

    @Test(arguments: languages)
    func eachCountedStringHasTheFormsOfItsLanguagesRules(language: String) {
        let required = Set(PluralCategory.required(in: language))
        for (key, entry) in Self.read(language, known: Set(Self.english.keys)).entries.sorted(by: { $0.key < $1.key }) {
            if case .plural(let forms) = entry {
                #expect(Set(forms.keys) == required, "\(language).yaml: '\(key)' has \(forms.keys.map(\.rawValue).sorted())")
            }
        }
    }

    /// Each language's words differ from English, so an edition shows no English chrome;
    /// the strings that are the same in every language (a name, a code, a symbol) are named.
    @Test(arguments: languages)
    func aLanguageTranslatesEveryStringButTheSharedOnes(language: String) {
        let shared: [String: Set<String>] = [
            // German developers say Callback, View and Containment too.
            "de": [
                "areaContainment", "areaView", "callbacks", "columnCallback", "searchKindCallback", "referenceApple", "referenceAreaSummary",
                "referenceOptional", "sentenceEnd", "bannerSeparator", "groupDeinit",
            ],
            // Taiwanese ones say App delegate and log; every language names deinit's group
            // after the keyword.
            "zh-Hans": ["groupDeinit"], "zh-Hant": ["areaApp", "logLink", "groupDeinit"],
        ]
        let entries = Self.read(language, known: Set(Self.english.keys)).entries
        let same = Self.english.keys.filter { entries[$0] == Self.english[$0] }.sorted()
        #expect(Set(same) == (shared[language] ?? []), "\(language).yaml: the same as English")
    }
}
