import Foundation
import TestSupport
import Testing

/// Pages stay light: no page of the bundled site weighs more than 150 KB, counting the
/// HTML file and every stylesheet and script it loads. Search is not among them: site.js
/// adds search.js, and search.js the index, when the reader first uses the search box.
@Suite struct PageWeightTests {
    static let budget = 150 * 1024
    static let searchIndex = "assets/search-index.js"

    /// The files a page loads: its stylesheets and scripts, as site paths.
    static func loadedFiles(of html: String, at path: String) -> [String] {
        let tags = html.components(separatedBy: "<").filter { $0.hasPrefix("link ") || $0.hasPrefix("script ") }
        return tags.compactMap { tag -> String? in
            if tag.hasPrefix("link ") && !tag.contains("rel=\"stylesheet\"") { return nil }
            guard let target = LinkChecker.attributes(["href", "src"], in: " " + tag.prefix { $0 != ">" }).first else { return nil }
            return LinkChecker.resolve(target, from: path)
        }
    }

    /// The page's weight in bytes: the HTML and the files it loads, the search index excluded.
    static func weight(of path: String, in site: [String: Data]) -> Int {
        let html = String(decoding: site[path] ?? Data(), as: UTF8.self)
        let loaded = Set(loadedFiles(of: html, at: path)).subtracting([searchIndex])
        return (site[path]?.count ?? 0) + loaded.reduce(0) { $0 + (site[$1]?.count ?? 0) }
    }

    @Test func noPageIsOverBudget() throws {
        let site = try BundledSite.files()
        let pages = site.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count > 90)
        // The measure counts what a page loads: the claims pages load claims.js and
        // every page the stylesheet and site.js, never search.js or the search index.
        let claims = Set(Self.loadedFiles(of: String(decoding: site["claims/app.html"] ?? Data(), as: UTF8.self), at: "claims/app.html"))
        #expect(claims == ["assets/site.css", "assets/site.js", "assets/claims.js"])
        #expect(
            Self.weight(of: "claims/app.html", in: site)
                == ["claims/app.html", "assets/site.css", "assets/site.js", "assets/claims.js"].reduce(0) {
                    $0 + (site[$1]?.count ?? 0)
                })
        #expect(site[Self.searchIndex] != nil)
        let heavy = pages.map { ($0, Self.weight(of: $0, in: site)) }.filter { $0.1 > Self.budget }
        #expect(heavy.map { "\($0.0): \($0.1) bytes" } == [], "over \(Self.budget) bytes")
    }
}
