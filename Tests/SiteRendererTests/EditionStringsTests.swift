import LifecycleModel
import Testing

@testable import SiteRenderer

/// Issue 29: an edition writes the words around the content from its language's strings,
/// in the templates and in what the renderer makes (the answer sentence, counts), and
/// English where its language has no text yet; the site's own edition is untouched.
@Suite struct EditionStringsTests {
    static func strings() -> StringCatalog {
        var strings = SiteFixture.strings
        strings.languages["de"] = [
            "callOrder": .text("Aufrufreihenfolge"),
            "answerFirstLast": .text("Zuerst {first}, {zuletzt} {last}{count}."),
            "answerCall": .text("{callback} von {receiver}"),
            "answerCallCount": .plural([.one: "; {count} Aufruf", .other: "; {count} Aufrufe"]),
        ]
        strings.languages["zh-Hans"] = ["answerCallCount": .plural([.other: "；共 {count} 次调用"])]
        return strings
    }

    let files: [String: String]

    init() throws {
        let site = try SiteFixture.render(EditionTests.catalog(), strings: Self.strings()).files
        files = Dictionary(uniqueKeysWithValues: site.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    static func answer(_ page: String) -> String? {
        page.firstRange(of: #"<p class="answer">"#).flatMap { start in
            page[start.upperBound...].firstRange(of: "</p>").map { String(page[start.upperBound..<$0.lowerBound]) }
        }
    }

    @Test func aTemplateStringIsTheEditionsAndEnglishWhereItHasNone() throws {
        let german = try #require(files["de/vc/push.html"])
        #expect(german.contains(#"<h2 id="calls-heading">Aufrufreihenfolge</h2>"#))
        #expect(german.contains(#"<h2 id="world-heading">Setting and steps</h2>"#))
        #expect(files["vc/push.html"]?.contains(#"<h2 id="calls-heading">Call order</h2>"#) == true)
        #expect(files["zh-Hans/vc/push.html"]?.contains(#"<h2 id="calls-heading">Call order</h2>"#) == true)
    }

    @Test func theAnswerSentenceFollowsTheLanguagesWordOrderAndPluralRules() throws {
        let english = try #require(files["vc/push.html"].flatMap(Self.answer))
        let german = try #require(files["de/vc/push.html"].flatMap(Self.answer))
        let chinese = try #require(files["zh-Hans/vc/push.html"].flatMap(Self.answer))
        #expect(english.hasPrefix("<code>A</code>&#39;s <code>viewWillDisappear(_:)</code> comes first, "), "\(english)")
        // A brace that names no value stays as written; the calls after it are still filled in.
        #expect(german.hasPrefix("Zuerst <code>viewWillDisappear(_:)</code> von <code>A</code>, {zuletzt} <code>"), "\(german)")
        // The same count in each language's form; what a language lacks is English.
        #expect(english.hasSuffix(" last; 5 calls to 2 objects match the filter."), "\(english)")
        #expect(german.hasSuffix(" von <code>B</code>; 5 Aufrufe to 2 objects match the filter."), "\(german)")
        #expect(chinese.hasSuffix(" last；共 5 次调用 to 2 objects match the filter."), "\(chinese)")
    }
}
