import Foundation
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
            "copyCode": .text("Kopieren"),
            "searchResultCount": .plural([.one: "{count} Ergebnis", .other: "{count} Ergebnisse"]),
        ]
        strings.languages["zh-Hans"] = [
            "answerCallCount": .plural([.other: "；共 {count} 次调用"]),
            "searchNoResults": .text("没有“{query}”</script><b>&"),
        ]
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

    /// The scripts' words on a page: the JSON block `site.js`, `search.js` and `claims.js` read.
    static func scriptStrings(_ page: String) throws -> [String: Any] {
        let open = #"<script type="application/json" id="lifeline-strings">"#
        let start = try #require(page.firstRange(of: open))
        let end = try #require(page[start.upperBound...].firstRange(of: "</script>"))
        let json = Data(page[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test func anEditionsPageCarriesItsLanguagesScriptStringsAndEnglishWhereItHasNone() throws {
        let english = try Self.scriptStrings(try #require(files["vc/push.html"]))
        let german = try Self.scriptStrings(try #require(files["de/vc/push.html"]))
        let chinese = try Self.scriptStrings(try #require(files["zh-Hans/index.html"]))
        #expect(english.keys.sorted() == ScriptStrings.keys.sorted())
        #expect(english["copyCode"] as? String == "Copy")
        #expect(german["copyCode"] as? String == "Kopieren")
        #expect(german["copyDone"] as? String == "Copied")
        // A counted string carries the forms of the edition's language, for the script to choose from.
        #expect(german["searchResultCount"] as? [String: String] == ["one": "{count} Ergebnis", "other": "{count} Ergebnisse"])
        #expect(english["searchResultCount"] as? [String: String] == ["one": "{count} result", "other": "{count} results"])
        // Every page of an edition carries them, and nothing in a string ends the script element.
        #expect(chinese["searchNoResults"] as? String == "没有“{query}”</script><b>&")
        #expect(files["zh-Hans/index.html"]?.contains(#"没有“{query}”\u003c/script\u003e\u003cb\u003e\u0026"#) == true)
    }
}
