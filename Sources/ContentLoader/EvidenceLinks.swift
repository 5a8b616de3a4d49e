internal import Diagnostics
internal import LifecycleModel

/// The links between scenarios and recorded logs, which need the whole tree: every id a
/// scenario's `logs:` names must be a file in `Content/evidence/`, and a log no scenario
/// names is checked against nothing, so it is worth a warning (only when every lifecycle
/// loaded whole: else the one listing it may be among those that did not).
enum EvidenceLinks {
    static func check(_ catalog: Catalog, unreadable: Set<String>, _ diagnostics: inout DiagnosticBag) {
        let ids = Set(catalog.evidence.map(\.id))
        var referenced: Set<String> = []
        for lifecycle in catalog.lifecycles {
            for scenario in lifecycle.scenarios {
                for log in scenario.logs {
                    referenced.insert(log.value)
                    guard !ids.contains(log.value), !unreadable.contains(log.value) else { continue }
                    diagnostics.error(
                        "lifeline.evidence.unknown-log", at: log.location,
                        "scenario '\(scenario.id)' lists log '\(log.value)', which is not in the evidence folder",
                        hint: Suggestion.hint(for: log.value, in: ids)
                            ?? "add Content/evidence/\(log.value).log, or remove the id")
                }
            }
        }
        // A lifecycle that did not load whole may be the one listing the log.
        guard catalog.incompleteLifecycles.isEmpty else { return }
        for log in catalog.evidence where !referenced.contains(log.id) {
            diagnostics.append(
                Diagnostic(
                    .warning, id: "lifeline.evidence.unreferenced", at: log.location,
                    "log '\(log.id)' is attached to no scenario, so nothing checks it",
                    hint: "list it under 'logs:' of the scenario whose steps produced it"))
        }
    }
}
