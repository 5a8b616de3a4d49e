internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// `claims.html`: every claim of the content, its source, the engine's verdict and, for a
/// false one, both orders side by side.
struct ClaimsPage {
    let frame: SiteFrame
    var site: SiteInput { frame.site }
    let path = SitePaths.claims

    func context() -> MustacheValue {
        let checks = Validator.claimChecks(site.validation)
        let page = PageContext(
            frame: frame, path: path, title: "Claims checked",
            description: "Orders stated in articles and answers, checked against the engine.")
        return page.value(merging: [
            "claims": .array(checks.map(row)),
            "count": .int(checks.count),
            "falseCount": .int(checks.count { !$0.holds }),
            "unverifiedCount": .int(checks.count { $0.evidence == .unverified }),
        ])
    }

    private func row(_ check: ClaimCheck) -> MustacheValue {
        let lifecycle = site.catalog.lifecycle(id: check.lifecycle)
        let scenario = lifecycle?.scenario(id: check.claim.scenario.value)
        return .dictionary([
            "id": .string(check.claim.id),
            "source": .string(site.text(check.claim.source.title)),
            "url": check.claim.source.url.map(MustacheValue.string) ?? .null,
            "scenario": .string(scenario.map { site.text($0.title) } ?? check.claim.scenario.value),
            "scenarioHref": .string(SitePaths.link(to: SitePaths.scenario(check.lifecycle, check.claim.scenario.value), from: path)),
            "lifecycle": .string(lifecycle.map { site.text($0.title) } ?? check.lifecycle),
            "holds": .bool(check.holds),
            "evidence": check.evidence.map { .string($0.rawValue) } ?? .null,
            "isUnverified": .bool(check.evidence == .unverified),
            "says": .array(check.claim.says.map { .string($0.notation) }),
            "comparison": check.holds ? .null : SideBySideContext.value(check.comparison),
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
