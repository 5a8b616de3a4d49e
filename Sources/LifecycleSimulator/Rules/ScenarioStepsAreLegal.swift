internal import Diagnostics
internal import LifecycleModel

/// Rule 2: every scenario runs in the engine. An illegal step (pop of a root controller,
/// dismiss with nothing presented) is an error at that step; the engine already made it
/// a diagnostic, this rule reports it.
struct ScenarioStepsAreLegal: ValidationRule {
    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        for lifecycle in context.catalog.lifecycles {
            for scenario in lifecycle.scenarios {
                diagnostics.append(contentsOf: context.result(lifecycle, scenario)?.diagnostics ?? [])
            }
        }
    }
}
