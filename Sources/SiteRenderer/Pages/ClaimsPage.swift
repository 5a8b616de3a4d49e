internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// `claims.html` and `claims/<lifecycle>.html`: every claim of the content with the words
/// it quotes (marked with their language), a translation, the scenario it is checked
/// against, the engine's verdict and the evidence behind it. A statement that was split
/// shows its parts under it.
///
/// The entries are on one page per lifecycle, so no page grows with the whole catalog;
/// `claims.html` is the index: first the claims that do not hold, each as what its source
/// says and what recordings show, one line each; then by lifecycle, the partly true, and
/// by source with one line per claim (its statement and verdict) that keeps the claim's
/// anchor (`claims.html#claim-…`) and links on to its entry. Ids are anchors only: a
/// reader sees statements.
/// Every index works without JavaScript; `claims.js` adds filter controls where scripts run.
struct ClaimsPage {
    let frame: SiteFrame
    var site: SiteInput { frame.site }
    /// Whether the templates ship `assets/claims.js`; the pages work without it.
    let hasScript: Bool
    let path = SitePaths.claims

    /// The index and one page per lifecycle with claims, in catalog order.
    func pages() -> [PlannedPage] {
        let checks = Validator.claimChecks(site.validation)
        let entries = ClaimEntries(site: site, checks: checks)
        var pages = [PlannedPage(template: "claims", path: path, context: index(entries, checks))]
        for page in entries.pages {
            let siblings = entries.pages.filter { $0.lifecycle.id == page.lifecycle.id }
            pages.append(PlannedPage(template: "claims", path: page.path, context: self.page(page, of: siblings.count)))
        }
        return pages
    }

    private func index(_ entries: ClaimEntries, _ checks: [ClaimCheck]) -> MustacheValue {
        let page = PageContext(
            frame: frame, path: path, title: site.string("claimsChecked"), description: site.string("claimsDescription"))
        let lifecycles = entries.pages.map { page -> MustacheValue in
            let all = page.sources.flatMap { $0.source.entries.flatMap { [$0] + $0.parts } }
            let title = site.titleText(page.lifecycle.title)
            let count = all.count { $0.check != nil }
            let falseCount = all.count { $0.check?.holds == false }
            return .dictionary([
                "title": .string(page.number == 1 ? title : site.string("claimsLifecyclePage", ["lifecycle": title, "page": String(page.number)])),
                "href": .string(page.path),
                "count": .int(count),
                "falseCount": .int(falseCount),
                "countsText": .string(site.plural("claimsCheckedAndFalse", count: count, ["false": String(falseCount)])),
            ])
        }
        return page.value(merging: [
            "isIndex": .bool(true),
            "lifecycles": .array(lifecycles),
            "sources": .array(entries.sources.enumerated().map { $1.indexValue(anchor: "source-\($0 + 1)", links: entries.href(from: path)) }),
            "falseClaims": .array(entries.all.filter { $0.check?.holds == false }.map { entries.link($0, from: path, site: site) }),
            "hasFalseClaims": .bool(entries.all.contains { $0.check?.holds == false }),
            "partlyClaims": .array(entries.all.filter { $0.verdict == "partly" }.map { entries.link($0, from: path, site: site) }),
            "count": .int(checks.count),
            "falseCount": .int(checks.count { !$0.holds }),
            "unverifiedCount": .int(checks.count { $0.evidence == .unverified }),
            "lead": .string(
                site.plural("claimsIndexCount", count: checks.count) + " " + site.plural("claimsFalseCount", count: checks.count { !$0.holds })),
            "intro": .html(site.plural("claimsIntroHtml", count: checks.count { $0.evidence == .unverified })),
        ])
    }

    private func page(_ claims: ClaimEntries.Page, of pageCount: Int) -> MustacheValue {
        let lifecycle = claims.lifecycle
        let pagePath = claims.path
        let title = site.titleText(lifecycle.title)
        let numbered = pageCount > 1 ? site.string("claimsPageOf", ["page": String(claims.number), "pages": String(pageCount)]) : ""
        let heading = site.string("claimsLifecycleHeading", ["lifecycle": title, "numbered": numbered])
        let page = PageContext(
            frame: frame, path: pagePath, title: heading,
            description: site.string("claimsLifecycleDescription", ["lifecycle": title]))
        let all = claims.sources.flatMap { $0.source.entries.flatMap { [$0] + $0.parts } }
        let checked = all.count { $0.check != nil }
        let statements =
            numbered.isEmpty
            ? site.plural("claimsLifecycleCount", count: checked, ["lifecycle": title])
            : site.plural("claimsLifecyclePageCount", count: checked, ["lifecycle": title])
        func neighbour(_ number: Int) -> MustacheValue {
            guard (1...pageCount).contains(number) else { return .null }
            return .dictionary([
                "href": .string(SitePaths.link(to: SitePaths.claims(lifecycle.id, page: number), from: pagePath)),
                "title": .string(site.string("claimsLifecyclePage", ["lifecycle": title, "page": String(number)])),
            ])
        }
        return page.value(merging: [
            "isIndex": .bool(false),
            "lifecycle": .dictionary([
                "title": .string(title), "href": .string(SitePaths.link(to: SitePaths.lifecycle(lifecycle.id), from: pagePath)),
            ]),
            "numbered": numbered.isEmpty ? .null : .string(numbered),
            "indexHref": .string(SitePaths.link(to: path, from: pagePath)),
            "sources": .array(claims.sources.map { $0.source.value(anchor: "source-\($0.index + 1)", from: pagePath) }),
            "count": .int(all.count { $0.check != nil }),
            "falseCount": .int(all.count { $0.check?.holds == false }),
            "heading": .string(heading),
            "lead": .string(statements + " " + site.plural("claimsFalseCount", count: all.count { $0.check?.holds == false })),
            "previous": neighbour(claims.number - 1),
            "next": neighbour(claims.number + 1),
            "script": hasScript ? .string(SitePaths.link(to: "assets/claims.js", from: pagePath)) : .null,
        ])
    }
}

enum SideBySideContext {
    /// - Parameter titles: the columns' headings in the edition's words.
    static func value(_ comparison: SideBySide, titles: (left: String, right: String)) -> MustacheValue {
        .dictionary([
            "leftTitle": .string(titles.left),
            "rightTitle": .string(titles.right),
            "rows": .array(
                comparison.rows.enumerated().map { index, row in
                    .dictionary([
                        "index": .int(index + 1),
                        "left": row.left.map(MustacheValue.string) ?? .null,
                        "right": row.right.map(MustacheValue.string) ?? .null,
                        "differs": .bool(row.differs),
                    ])
                }),
        ])
    }
}
