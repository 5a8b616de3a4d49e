public import Diagnostics
public import LifecycleModel
internal import ParallelWork

/// Runs every scenario in the engine and every validation rule over the catalog.
public enum Validator {
    static let rules: [any ValidationRule] = [
        ScenarioStepsAreLegal(), ExpectMatchesTrace(), DrawnDiagramMatchesModel(), DrawnDiagramEnds(), ClaimVerdictsHold(),
        AttachedLogsAgree(), EmbeddedOrdersResolve(), DeclaredObjectsTakePart(),
    ]

    /// `threads` run the scenarios and explore the models the diagrams are checked
    /// against (or drawn from) at once, then run the rules over their results; the
    /// diagnostics come in rule order, the same for any number.
    public static func validate(_ catalog: Catalog, threads: Int = 1, diagnostics: inout DiagnosticBag) -> ValidationContext {
        let simulated = ParallelMap.map(catalog.lifecycles, threads: threads) { lifecycle in
            lifecycle.scenarios.filter(\.isComplete).map { scenario in
                let config = scenario.config.over(lifecycle.config).resolved
                return (ScenarioKey(lifecycle: lifecycle.id, scenario: scenario.id), Engine.simulate(scenario, config: config))
            }
        }
        var results: [ScenarioKey: SimulationResult] = [:]
        for (key, result) in simulated.joined() { results[key] = result }
        ModelExplorer.explore(catalog.lifecycles.filter { $0.diagram != nil }.map { ($0.object, $0.config.resolved) }, threads: threads)
        var context = ValidationContext(catalog: catalog, results: results)
        context.evidence = EvidenceLevels(checks: logChecks(context), results: results)
        // The rules only read the context, so they run side by side, each into a bag of its
        // own, appended in rule order: 78 ms on one core at 2,000 lifecycles otherwise.
        let checked = context
        let found = ParallelMap.map(rules, threads: threads) { rule in
            var found = DiagnosticBag()
            rule.check(checked, &found)
            return found.all
        }
        for ruleDiagnostics in found { diagnostics.append(contentsOf: ruleDiagnostics) }
        return context
    }

    /// Every claim of the catalog with the engine's verdict, in catalog order. Claims whose
    /// scenario could not run are left out (that scenario already has an error).
    public static func claimChecks(_ context: ValidationContext) -> [ClaimCheck] {
        context.catalog.lifecycles.flatMap { lifecycle in
            lifecycle.claims.compactMap { claim -> ClaimCheck? in
                guard let scenario = lifecycle.scenario(id: claim.scenario.value),
                    let result = context.result(lifecycle, scenario), result.diagnostics.isEmpty
                else { return nil }
                return ClaimCheck.evaluate(claim, in: lifecycle, result: result, evidence: context.evidence)
            }
        }
    }

    /// Every log attached to a scenario, compared with its trace, in catalog order. Logs of
    /// scenarios that could not run, and ids no file has, are left out (those already have
    /// an error).
    public static func logChecks(_ context: ValidationContext) -> [AttachedLogCheck] {
        context.catalog.lifecycles.flatMap { lifecycle in
            lifecycle.scenarios.flatMap { scenario in logChecks(context, lifecycle, scenario) }
        }
    }

    /// The logs attached to one scenario, compared with its trace, in the order `logs:`
    /// lists them: what its page shows, without checking every other scenario's logs.
    public static func logChecks(_ context: ValidationContext, _ lifecycle: Lifecycle, _ scenario: Scenario) -> [AttachedLogCheck] {
        guard let result = context.result(lifecycle, scenario), result.diagnostics.isEmpty else { return [] }
        let key = ScenarioKey(lifecycle: lifecycle.id, scenario: scenario.id)
        let config = scenario.config.over(lifecycle.config).resolved
        return scenario.logs.compactMap { id in
            context.catalog.evidenceLog(id: id.value).map {
                AttachedLogCheck.evaluate($0, scenario: scenario, key: key, config: config, result: result)
            }
        }
    }
}
