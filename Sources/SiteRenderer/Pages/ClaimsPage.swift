internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// `claims.html`: every claim of the content in sections by source, each with the words
/// it quotes (marked with their language), a translation, the scenario it is checked
/// against, the engine's verdict and the evidence behind it. A statement that was split
/// shows its parts under it. Indexes by source and by verdict make the page filterable
/// without JavaScript; `claims.js` adds filter controls where scripts run.
struct ClaimsPage {
    let frame: SiteFrame
    var site: SiteInput { frame.site }
    /// Whether the templates ship `assets/claims.js`; the page works without it.
    let hasScript: Bool
    let path = SitePaths.claims

    func context() -> MustacheValue {
        let checks = Validator.claimChecks(site.validation)
        let entries = ClaimEntries(site: site, checks: checks)
        let page = PageContext(
            frame: frame, path: path, title: "Claims checked",
            description: "Orders stated in articles and answers, checked against the engine.")
        let sources = entries.sources.enumerated().map { index, source in
            source.value(anchor: "source-\(index + 1)")
        }
        return page.value(merging: [
            "sources": .array(sources),
            "falseClaims": .array(entries.all.filter { $0.check?.holds == false }.map(\.link)),
            "partlyClaims": .array(entries.all.filter { $0.verdict == "partly" }.map(\.link)),
            "count": .int(checks.count),
            "falseCount": .int(checks.count { !$0.holds }),
            "unverifiedCount": .int(checks.count { $0.evidence == .unverified }),
            "script": hasScript ? .string(SitePaths.link(to: "assets/claims.js", from: path)) : .null,
        ])
    }
}

enum SideBySideContext {
    static func value(_ comparison: SideBySide) -> MustacheValue {
        .dictionary([
            "leftTitle": .string(comparison.leftTitle),
            "rightTitle": .string(comparison.rightTitle),
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
