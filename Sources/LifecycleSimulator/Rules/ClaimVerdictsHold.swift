internal import Diagnostics
public import LifecycleModel

/// A claim made elsewhere, checked: `says` against the scenario's trace filtered to the
/// calls `says` names, a repeatable layout pass said one or more times (`OrderMatcher`).
public struct ClaimCheck: Sendable {
    public var lifecycle: String
    public var claim: Claim
    /// The engine's verdict: true when the claim holds.
    public var holds: Bool
    public var comparison: SideBySide
    /// The weakest evidence behind the calls the verdict compares (behind the whole trace
    /// when the engine makes none of them): a verdict is only as sure as the model.
    public var evidence: EvidenceLevel?

    static func evaluate(_ claim: Claim, in lifecycle: Lifecycle, result: SimulationResult) -> ClaimCheck {
        let named = Set(claim.says.map { Pair(object: $0.object, callback: $0.callback.name) })
        let compared = result.events.filter { named.contains(Pair(object: $0.receiver, callback: $0.callback.name)) }
        let says = claim.says.map(\.notation)
        let match = OrderMatcher.match(says, against: compared, key: \.notation, pass: \.repeatablePass)
        let comparison = SideBySide(leftTitle: "the claim", left: says, rightTitle: "the engine", right: match.expanded.map(\.notation))
        let basis = compared.isEmpty ? result.events : compared
        let evidence = basis.map { BehaviourRegistry.behaviour($0.behaviour).level }.max()
        return ClaimCheck(
            lifecycle: lifecycle.id, claim: claim, holds: match.agrees,
            comparison: comparison, evidence: evidence)
    }

    private struct Pair: Hashable {
        var object: String
        var callback: String
    }
}

/// The build fails when the engine's verdict on a claim differs from the one written.
struct ClaimVerdictsHold: ValidationRule {
    static let id = "lifeline.claim.verdict"

    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        for check in Validator.claimChecks(context) where check.holds != check.claim.verdict {
            diagnostics.error(
                Self.id, at: check.claim.location,
                "claim '\(check.claim.id)' is \(check.holds ? "true" : "false") in the engine, but its verdict says \(check.claim.verdict)",
                hint: check.holds
                    ? "the claimed order matches the simulation; set 'verdict: true'"
                    : "the orders differ (below); set 'verdict: false' or correct 'says'",
                notes: check.comparison.lines)
        }
    }
}
