internal import Diagnostics
internal import LifecycleModel

/// Every `lifeline-calls` reference in prose (free pages, lifecycle bodies, scenario
/// notes) names a scenario that runs, and every call it names is one the scenario makes:
/// otherwise the error is at the reference's own place in the prose.
struct EmbeddedOrdersResolve: ValidationRule {
    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        let embeds = context.catalog.pages.flatMap(\.embeds) + context.catalog.lifecycles.flatMap(\.embeds)
        for embed in embeds {
            guard case .failure(let problem) = EmbeddedOrder.resolve(embed.value, in: context), problem != .notSimulated else { continue }
            let (id, summary, hint) = Self.words(problem, embed.value)
            diagnostics.error("lifeline.embed.\(id)", at: embed.location, summary, hint: hint)
        }
    }

    static func words(_ problem: EmbeddedOrder.Problem, _ embed: OrderEmbed) -> (String, String, String?) {
        switch problem {
        case .malformed:
            return (
                "reference", "'\(embed.reference)' is not a scenario reference",
                "write lifecycle/scenario, e.g. view-controller/push, optionally followed by ': A.viewWillDisappear, B.viewWillAppear'"
            )
        case .unknownLifecycle(let id, let candidates):
            return (
                "unknown-lifecycle", "'\(id)' is not a lifecycle id",
                Suggestion.hint(for: id, in: candidates) ?? "lifecycles: " + candidates.joined(separator: ", ")
            )
        case .unknownScenario(let id, let lifecycle, let candidates):
            return (
                "unknown-scenario", "lifecycle '\(lifecycle)' has no scenario '\(id)'",
                Suggestion.hint(for: id, in: candidates) ?? "scenarios: " + candidates.joined(separator: ", ")
            )
        case .unknownObject(let object, let call, let candidates):
            return (
                "unknown-call", "'\(call)' names no object of the scenario",
                candidates.isEmpty
                    ? "write Object.callback" : Suggestion.hint(for: object, in: candidates) ?? "objects: " + candidates.joined(separator: ", ")
            )
        case .unknownCallback(let name, let call, let suggestion):
            return ("unknown-call", "'\(call)': '\(name)' is no callback of its object", suggestion.map { "did you mean '\($0)'?" })
        case .notCalled(let call, let scenario):
            return ("not-called", "'\(call)' is not called in scenario '\(scenario)'", "name only calls the scenario's table shows")
        case .notSimulated:
            return ("not-simulated", "the scenario could not be simulated", nil)
        }
    }
}
