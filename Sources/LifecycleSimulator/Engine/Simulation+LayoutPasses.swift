internal import LifecycleModel

/// Layout passes UIKit may run more than once in a row.
///
/// When a window first shows its root controller, recorded logs show one or two
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` pairs before `viewDidAppear` (the
/// second when Auto Layout or the safe area settles), with the views' `layoutSubviews`
/// inside each. How many depends on the app, not on the lifecycle, so the engine records
/// the pass once and marks its calls as one repeatable pass (`TraceEvent.repeatablePass`);
/// `OrderMatcher` then accepts it one or more times, and nothing else in its place.
///
/// During a full-screen presentation, some logs lay the presenting controller out once
/// more before the presented one's viewDidAppear and others do not: that pass is optional,
/// accepted zero or more times. Two logs then lay the presented controller out again, and
/// lay the presenting controller out when it comes back: optional passes too.
extension Simulation {
    /// Records the calls `body` makes as one pass that may repeat, and with `optional` may
    /// not run at all. Passes do not nest: an inner call joins the outer pass.
    mutating func repeatableLayoutPass(optional: Bool = false, _ body: (inout Simulation) -> Void) {
        let recorded = repeatableRun(optional: optional, body)
        // An optional pass's calls carry the behaviour that explains them.
        if recorded, !optional { noteBehaviour(.layoutPassRepeats) }
    }

    /// Records the calls `body` makes as one run that may repeat (and with `optional` be
    /// left out): a layout pass, or the rounds of a loadView that sets no view. Returns
    /// whether it recorded a call.
    @discardableResult
    mutating func repeatableRun(optional: Bool = false, _ body: (inout Simulation) -> Void) -> Bool {
        openRun(optional ? RepeatablePass.zeroOrMore : RepeatablePass.oneOrMore, body)
    }

    /// Records the calls `body` makes as a run that may be left out but never repeats: a
    /// bug's extra call that a source shows once and none shows always.
    @discardableResult
    mutating func optionalRun(_ body: (inout Simulation) -> Void) -> Bool {
        openRun(RepeatablePass.zeroOrOne, body)
    }

    private mutating func openRun(_ kind: (Int) -> RepeatablePass, _ body: (inout Simulation) -> Void) -> Bool {
        guard openPass == nil else {
            body(&self)
            return false
        }
        passCount += 1
        openPass = kind(passCount)
        let before = events.count
        body(&self)
        openPass = nil
        return events.count > before
    }

    /// One controller's layout calls.
    mutating func layOutController(_ name: String, _ behaviour: BehaviourID) {
        emit(name, "viewWillLayoutSubviews()", [], behaviour)
        emit(name, "viewDidLayoutSubviews()", [], behaviour)
    }
}
