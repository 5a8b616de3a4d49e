internal import LifecycleModel
internal import LifecycleSimulator
internal import Mustache

/// One claim (or group entry) of a lifecycle's claims page with its parts: headed by its
/// verdict and statement (the id is only its anchor), then the quote, and for a claim that
/// does not hold what recordings show instead.
struct ClaimEntryContext {
    let site: SiteInput
    let sourceAnchor: String
    /// The claims page the entry is on, for its relative links.
    let path: String

    func value(_ entry: ClaimEntries.Entry) -> MustacheValue {
        var fields: [String: MustacheValue] = [
            "anchor": .string(entry.anchor),
            "id": .string(entry.id),
            "statement": .string(entry.shownStatement(site)),
            "correction": entry.correction.map { .string(site.text($0)) } ?? .null,
            "correctionLabel": .string(Self.correctionLabel(entry.check?.evidence, site: site)),
            "sourceAnchor": .string(sourceAnchor),
            "verdict": .string(entry.verdict),
            "verdictLabel": .string(Self.label(entry.verdict, site: site)),
            "quote": entry.quote.map { .dictionary(["lang": .string($0.language), "text": .string($0.text)]) } ?? .null,
            "translation": entry.translation.flatMap(site.writtenText).map(MustacheValue.string) ?? .null,
            "lifecycle": .string(site.titleText(entry.lifecycle.title)),
            "parts": .array(entry.parts.map(value)),
            "hasParts": .bool(!entry.parts.isEmpty),
            "isGroup": .bool(entry.check == nil),
        ]
        if let check = entry.check {
            fields.merge(checked(check, in: entry.lifecycle)) { _, new in new }
        }
        return .dictionary(fields)
    }

    /// What a correction rests on: "Recordings show" only where a log records the calls the
    /// verdict compares; the claims page said it over corrections no recording shows (the
    /// reader trial, 2026-12-07).
    static func correctionLabel(_ evidence: EvidenceLevel?, site: SiteInput) -> String {
        switch evidence {
        case .recorded: site.string("claimRecordingsShow")
        case .documented: site.string("claimDocumentationShows")
        default: site.string("claimModelShows")
        }
    }

    private func checked(_ check: ClaimCheck, in lifecycle: Lifecycle) -> [String: MustacheValue] {
        let claim = check.claim
        let scenario = lifecycle.scenario(id: claim.scenario.value)
        return [
            "scenario": .string(scenario.map { site.titleText($0.title) } ?? claim.scenario.value),
            "scenarioHref": .string(SitePaths.link(to: SitePaths.scenario(lifecycle.id, claim.scenario.value), from: path)),
            "evidence": check.evidence.map { .string($0.rawValue) } ?? .null,
            "evidenceName": check.evidence.map { .string(EvidenceContext.name($0, site: site)) } ?? .null,
            "isUnverified": .bool(check.evidence == .unverified),
            // One list and a flag: a section over a list repeats its contents per item.
            "says": .array(claim.says.map { .string($0.notation) }),
            "hasSays": .bool(!claim.says.isEmpty),
            "absent": .array(claim.absent.map { .string($0.notation) }),
            "hasAbsent": .bool(!claim.absent.isEmpty),
            "presentAbsent": .array(check.presentAbsentCalls.map(MustacheValue.string)),
            "hasPresentAbsent": .bool(!check.presentAbsentCalls.isEmpty),
            "path": claim.path.map { path in
                let claimed = path.states.map(\.value).joined(separator: " → ")
                let observed = (check.observedPath ?? []).joined(separator: " → ")
                let text = site.string(
                    "claimPathHtml",
                    [
                        "object": "<code>\(HTMLEscaping.attribute(path.object.value))</code>", "claimed": HTMLEscaping.attribute(claimed),
                        "observed": HTMLEscaping.attribute(observed),
                    ])
                return .dictionary([
                    "object": .string(path.object.value), "claimed": .string(claimed), "observed": .string(observed), "text": .html(text),
                ])
            } ?? .null,
            "comparison": check.holds || claim.says.isEmpty
                ? .null
                : SideBySideContext.value(check.comparison, titles: (site.string("claimColumnClaim"), site.string("claimColumnEngine"))),
        ]
    }

    /// The verdict as readers see it, in the edition's language.
    static func label(_ verdict: String, site: SiteInput) -> String {
        switch verdict {
        case "holds": site.string("claimVerdictTrue")
        case "false": site.string("claimVerdictFalse")
        default: site.string("claimVerdictPartly")
        }
    }
}
