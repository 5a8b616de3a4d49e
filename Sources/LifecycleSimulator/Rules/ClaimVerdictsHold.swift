internal import Diagnostics
public import LifecycleModel

/// A claim made elsewhere, checked: `says` against the scenario's trace filtered to the
/// calls `says` names, a repeatable layout pass said one or more times (`OrderMatcher`);
/// `absent` against every call of the steps; `path` against the states the object passes
/// through. Every check the claim gives must hold.
public struct ClaimCheck: Sendable {
    public var lifecycle: String
    public var claim: Claim
    /// The engine's verdict: true when the claim holds.
    public var holds: Bool
    /// `says` next to the engine's order of the same calls (empty when the claim says none).
    public var comparison: SideBySide
    /// The calls of `absent` that do happen, in trace notation.
    public var presentAbsentCalls: [String]
    /// The object's states during the steps, when the claim gives a path.
    public var observedPath: [String]?
    /// Where the claim first fails: the first call of `says` the engine's order cannot
    /// take, else the first call of `absent` that happens, else the path's object; nil when
    /// the claim holds.
    var failure: SourceLocation?
    /// The weakest evidence behind the calls the verdict compares (behind the whole trace
    /// when the engine makes none of them): a verdict is only as sure as the model.
    public var evidence: EvidenceLevel?

    static func evaluate(_ claim: Claim, in lifecycle: Lifecycle, result: SimulationResult, evidence levels: EvidenceLevels) -> ClaimCheck {
        let named = Set(claim.says.map { Pair(object: $0.object, callback: $0.callback.name) })
        let compared = result.events.filter { named.contains(Pair(object: $0.receiver, callback: $0.callback.name)) }
        let says = claim.says.map(\.notation)
        let match = OrderMatcher.match(says, against: compared, key: \.notation, pass: \.repeatablePass)
        let comparison = SideBySide(leftTitle: "the claim", left: says, rightTitle: "the engine", right: match.expanded.map(\.notation))
        // A pass the engine marks "×0 or more" may not run at all: it neither refutes
        // `absent` nor confirms it, as `expect` and `says` may leave it out.
        let present = result.events.filter { event in
            event.repeatablePass?.mayBeAbsent != true
                && claim.absent.contains { $0.object == event.receiver && ($0.callback == nil || $0.callback == event.callback) }
        }
        let path = claim.path.map { statePath(of: $0.object.value, in: result) }
        let pathHolds = claim.path.map { claimed in path!.contains(run: claimed.states.map(\.value)) } ?? true
        let pathEvents = claim.path.map { path in result.events.filter { $0.receiver == path.object.value } } ?? []
        // A pass that may be left out is part of what the verdict rests on only when the
        // claim's order, which agrees, takes it in.
        let used = match.agrees ? Set(match.expanded) : []
        let decided = compared.filter { $0.repeatablePass?.mayBeAbsent != true || used.contains($0) }
        let basis = decided + present + pathEvents
        // A claim about steps that make no call at all rests on the behaviours that decided so.
        let evidence =
            !basis.isEmpty
            ? levels.weakest(of: basis)
            : !result.events.isEmpty ? levels.weakest(of: result.events) : levels.weakest(of: result.behaviours)
        let failedCall = says.isEmpty ? nil : match.firstDifference.map { claim.says[min($0, claim.says.count - 1)].location }
        let failedAbsence = present.first.flatMap { event in
            claim.absent.first { $0.object == event.receiver && ($0.callback == nil || $0.callback == event.callback) }?.location
        }
        let failure = failedCall ?? failedAbsence ?? (pathHolds ? nil : claim.path?.object.location)
        return ClaimCheck(
            lifecycle: lifecycle.id, claim: claim, holds: failure == nil, comparison: comparison,
            presentAbsentCalls: present.map(\.notation), observedPath: path, failure: failure, evidence: evidence)
    }

    /// The object's state before the steps, then after each of its calls and after each
    /// step (a silent change, such as a suspension, has no call), repeats merged.
    static func statePath(of object: String, in result: SimulationResult) -> [String] {
        var path: [String] = []
        func visit(_ state: String?) {
            if let state, path.last != state { path.append(state) }
        }
        visit(result.states.first?[object])
        for (index, snapshot) in result.states.enumerated().dropFirst() {
            for event in result.events where event.step == index && event.receiver == object { visit(event.stateAfter) }
            visit(snapshot[object])
        }
        return path
    }

    private struct Pair: Hashable {
        var object: String
        var callback: String
    }
}

private extension Array where Element == String {
    func contains(run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= count else { return run.isEmpty }
        return (0...(count - run.count)).contains { Array(self[$0..<($0 + run.count)]) == run }
    }
}

/// The build fails when the engine's verdict on a claim differs from the one written.
struct ClaimVerdictsHold: ValidationRule {
    static let id = "lifeline.claim.verdict"

    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        for check in Validator.claimChecks(context) where check.holds != check.claim.verdict {
            // Where the author acts: the verdict to set, or the part of the claim the engine
            // refutes (the claims trial pointed at the claim's `id`, far from either).
            let location = check.holds ? check.claim.verdictLocation : check.failure
            diagnostics.error(
                Self.id, at: location ?? check.claim.location,
                "claim '\(check.claim.id)' is \(check.holds ? "true" : "false") in the engine, but its verdict says \(check.claim.verdict)",
                hint: check.holds
                    ? "the claim matches the simulation; set 'verdict: true'"
                    : "the engine differs (below); set 'verdict: false' or correct the claim",
                notes: notes(check))
        }
    }

    private func notes(_ check: ClaimCheck) -> [String] {
        var notes = check.claim.says.isEmpty ? [] : check.comparison.lines
        if !check.presentAbsentCalls.isEmpty { notes.append("said not to happen, but called: " + check.presentAbsentCalls.joined(separator: ", ")) }
        if let path = check.observedPath, let claimed = check.claim.path {
            notes.append("path claimed: " + claimed.states.map(\.value).joined(separator: " → "))
            notes.append("path of \(claimed.object.value) in the engine: " + path.joined(separator: " → "))
        }
        return notes
    }
}
