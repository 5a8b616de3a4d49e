internal import Diagnostics
internal import LifecycleModel

/// Rule 3: a scenario's `expect` equals its simulated trace after `only`, call for call,
/// a layout pass the engine marks as repeatable written one or more times
/// (`OrderMatcher`). The message shows both orders side by side with the first
/// difference marked, and points at the first expected call that differs; the hint
/// names the command that rewrites the list when the engine is right.
struct ExpectMatchesTrace: ValidationRule {
    static let id = "lifeline.expect.mismatch"

    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        for lifecycle in context.catalog.lifecycles {
            for scenario in lifecycle.scenarios {
                guard let expect = scenario.expect, let result = context.result(lifecycle, scenario),
                    result.diagnostics.isEmpty
                else { continue }
                let events = result.filtered(by: scenario.only?.map(\.value))
                let expected = expect.value.map(\.notation)
                let match = OrderMatcher.match(expected, against: events, key: \.notation, pass: \.repeatablePass)
                guard let index = match.firstDifference else { continue }
                let simulated = match.expanded.map(\.notation)
                let comparison = SideBySide(leftTitle: "expect", left: expected, rightTitle: "simulated", right: simulated)
                let location = index < expect.value.count ? expect.value[index].location : expect.location
                // A call the engine makes that `only` leaves out: the list is not wrong about
                // the call, the filter hides it (the claims trial, 2026-12-06).
                let hidden = index < expect.value.count ? expect.value[index] : nil
                let onlyHides = hidden.map { call in
                    !events.contains { $0.notation == call.notation } && result.events.contains { $0.notation == call.notation }
                }
                diagnostics.error(
                    Self.id, at: location,
                    "scenario '\(scenario.id)': expected call \(index + 1) differs from the simulated trace",
                    hint: onlyHides == true
                        ? "expect says \(expected[index]), which the engine makes but `only` leaves out; add \(hidden!.callback.baseName) to `only`, or take the call out of expect"
                        : hint(expected: expected, simulated: simulated, at: index)
                            + "; run `lifeline update-expect \(expect.location.file) \(scenario.id)` to take the engine's order",
                    notes: comparison.lines)
            }
        }
    }

    private func hint(expected: [String], simulated: [String], at index: Int) -> String {
        switch (index < expected.count, index < simulated.count) {
        case (true, true): "expect says \(expected[index]); the engine calls \(simulated[index]) there"
        case (true, false): "expect lists \(expected.count - simulated.count) more call(s) than the engine makes"
        default: "the engine makes \(simulated.count - expected.count) more call(s), starting with \(simulated[index])"
        }
    }
}
