import Foundation
import TestSupport
import Testing

/// The claims page of the bundled site holds the checkable claims of the four seed
/// articles, at least forty, each quoted in its language (`lang`), translated, linked to
/// the scenario that checks it, with the engine's verdict and the evidence level.
@Suite struct SeedClaimsPageTests {
    static let seeds = [
        "A widely shared Chinese overview of iOS lifecycles", "Lifecycle of UIViewController in iOS (kingcos)",
        "ViewController Lifecycle in iOS: Schlüsselkonzepte", "ViewController lifecycle, with the loadView special case",
    ]

    /// Each `<article>` of the page, cut before the first article nested in it.
    static func articles(in page: String) -> [String] {
        page.components(separatedBy: "<article ").dropFirst().map { $0.components(separatedBy: "</article>")[0] }
    }

    @Test func everySeedClaimHasItsQuoteTranslationScenarioVerdictAndEvidence() throws {
        // The entries are on the lifecycles' claims pages; a source's section may be on several.
        let page = try BundledSite.pages().filter { $0.key.hasPrefix("claims/") }.sorted { $0.key < $1.key }.map(\.value).joined()
        var seedClaims = 0
        for (index, seed) in Self.seeds.enumerated() {
            let sections = page.components(separatedBy: "<section class=\"claim-source\"").dropFirst().filter {
                $0.contains("\">\(seed)") && $0.contains("-heading\">")
            }
            #expect(!sections.isEmpty, "no section for seed \(index)")
            for article in sections.flatMap(Self.articles) {
                let id = article.components(separatedBy: "data-claim=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "?"
                #expect(article.contains("<blockquote class=\"quote\" lang=\""), "\(id): quote")
                let lang = article.components(separatedBy: "lang=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
                if !lang.hasPrefix("en") { #expect(article.contains("<p class=\"translation\">"), "\(id): translation") }
                #expect(article.contains("data-verdict=\""), "\(id): verdict")
                guard !article.contains("data-verdict=\"partly\"") || article.contains("<p class=\"meta\">Scenario:") else { continue }
                if article.contains("Split into the parts below") { continue }
                seedClaims += 1
                #expect(article.contains("<p class=\"meta\">Scenario: <a href=\""), "\(id): scenario link")
                #expect(
                    article.contains("<span class=\"verdict\">True</span>") || article.contains("<span class=\"verdict\">False</span>"), "\(id)")
                #expect(article.contains("<p class=\"evidence-line evidence-"), "\(id): evidence level")
            }
        }
        #expect(seedClaims >= 40)
    }
}
