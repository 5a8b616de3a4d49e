import ContentLoader
import Diagnostics
import LifecycleModel
import Testing

/// The templates' words per language: plain strings and counted ones, each language's
/// plural rules, English for what a language lacks, and mistakes at their place.
@Suite struct StringCatalogTests {
    static let english = "language: Language\nscenarioCount:\n  one: \"{count} scenario\"\n  other: \"{count} scenarios\"\n"

    static func read(_ text: String, language: String, known: Set<String>? = nil) -> ([String: StringCatalog.Entry], [String]) {
        var diagnostics = DiagnosticBag()
        let entries = StringCatalogReading.entries(
            Array(text.utf8), path: "strings/\(language).yaml", language: language, known: known, &diagnostics)
        return (entries, diagnostics.all.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.summary) [\($0.id)]" })
    }

    static func catalog(_ others: [String: String]) -> StringCatalog {
        let (english, _) = read(Self.english, language: "en")
        var catalog = StringCatalog(languages: ["en": english])
        for (language, text) in others { catalog.languages[language] = read(text, language: language, known: Set(english.keys)).0 }
        return catalog
    }

    @Test(arguments: [
        ("en", 0, PluralCategory.other), ("en", 1, .one), ("en", 2, .other), ("de", 1, .one), ("de", 21, .other),
        ("zh-Hans", 1, .other), ("zh-Hant", 2, .other), ("fr", 0, .one),
    ])
    func pluralCategories(language: String, count: Int, expected: PluralCategory) {
        #expect(PluralCategory.of(count, in: language) == expected)
    }

    @Test func countsTakeTheirLanguagesForm() {
        let catalog = Self.catalog([
            "de": "scenarioCount:\n  one: \"{count} Szenario\"\n  other: \"{count} Szenarien\"\n",
            "zh-Hans": "language: 语言\nscenarioCount:\n  other: \"{count} 个场景\"\n",
        ])
        #expect(catalog.plural("scenarioCount", count: 1, in: "en") == "1 scenario")
        #expect(catalog.plural("scenarioCount", count: 3, in: "en") == "3 scenarios")
        #expect(catalog.plural("scenarioCount", count: 1, in: "de") == "1 Szenario")
        #expect(catalog.plural("scenarioCount", count: 1, in: "zh-Hans") == "1 个场景")
        #expect(catalog.text("language", in: "zh-Hans") == "语言")
        // German has no word for the switcher's label yet: English stands in.
        #expect(catalog.text("language", in: "de") == "Language")
        #expect(catalog.texts(in: "de") == ["language": "Language"])
        // A language with no catalogue at all counts the English way.
        #expect(catalog.plural("scenarioCount", count: 1, in: "zh-Hant") == "1 scenario")
    }

    @Test func placeholdersAreFilledAndOthersKept() {
        let catalog = StringCatalog(languages: ["en": ["step": .text("Step {step} of {total} {unknown}")]])
        #expect(catalog.text("step", in: "en", ["step": "2", "total": "5"]) == "Step 2 of 5 {unknown}")
    }

    @Test func anUnknownKeyIsAnErrorWithTheClosestOne() {
        let (_, messages) = Self.read("langauge: Sprache\n", language: "de", known: ["language", "scenarioCount"])
        #expect(messages == ["1:1: 'langauge' is no string of the templates [lifeline.strings.unknown-key]"])
    }

    @Test func aCountedStringNeedsEveryFormItsLanguageUses() {
        let (_, german) = Self.read("scenarioCount:\n  other: \"{count} Szenarien\"\n", language: "de", known: ["scenarioCount"])
        #expect(german == ["2:3: 'scenarioCount' has no 'one' form, which de needs [lifeline.strings.plural]"])
        let (chinese, none) = Self.read("scenarioCount:\n  other: \"{count} 个场景\"\n", language: "zh-Hans", known: ["scenarioCount"])
        #expect(none == [])
        #expect(chinese["scenarioCount"] == .plural([.other: "{count} 个场景"]))
        let (_, typo) = Self.read("scenarioCount:\n  oen: x\n  other: y\n", language: "zh-Hans", known: ["scenarioCount"])
        #expect(typo == ["2:3: 'oen' is not a plural category [lifeline.strings.plural]"])
    }
}
