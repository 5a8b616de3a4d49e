public import LifecycleModel

/// A `lifeline-calls` reference resolved against the simulation: the scenario it names
/// and the calls it shows, in the engine's order. The rule that checks prose and the page
/// that renders it both go through `resolve`, so what passes `check` is what is shown.
public struct EmbeddedOrder: Sendable {
    public var key: ScenarioKey
    public var lifecycle: Lifecycle
    public var scenario: Scenario
    /// The named calls as they occur in the trace, or, without names, the scenario's table
    /// (its trace after `only`).
    public var events: [TraceEvent]
    /// Whether the reference named its calls (a selection) or shows the whole table.
    public var isSelection: Bool

    /// Why a reference cannot be shown; the rule words it, with a did-you-mean.
    public enum Problem: Error, Sendable, Equatable {
        case malformed
        case unknownLifecycle(String, candidates: [String])
        case unknownScenario(String, lifecycle: String, candidates: [String])
        /// The scenario has errors of its own, already reported (or its lifecycle's file
        /// did not load whole, which may be why it is not found).
        case notSimulated
        case unknownObject(String, call: String, candidates: [String])
        case unknownCallback(String, call: String, suggestion: String?)
        case notCalled(String, scenario: String)
    }

    public static func resolve(_ embed: OrderEmbed, in context: ValidationContext) -> Result<EmbeddedOrder, Problem> {
        guard let parsed = embed.parsed else { return .failure(.malformed) }
        let catalog = context.catalog
        // A lifecycle whose file did not load whole may be the one named; its errors are reported.
        let incomplete = catalog.incompleteLifecycles.contains(parsed.lifecycle)
        guard let lifecycle = catalog.lifecycle(id: parsed.lifecycle) else {
            if incomplete { return .failure(.notSimulated) }
            return .failure(.unknownLifecycle(parsed.lifecycle, candidates: catalog.lifecycles.map(\.id)))
        }
        guard let scenario = lifecycle.scenario(id: parsed.scenario) else {
            if incomplete { return .failure(.notSimulated) }
            return .failure(.unknownScenario(parsed.scenario, lifecycle: lifecycle.id, candidates: lifecycle.scenarios.map(\.id)))
        }
        guard let result = context.result(lifecycle, scenario), result.diagnostics.isEmpty else { return .failure(.notSimulated) }
        let key = ScenarioKey(lifecycle: lifecycle.id, scenario: scenario.id)
        guard !parsed.calls.isEmpty else {
            let events = result.filtered(by: scenario.only?.map(\.value))
            return .success(EmbeddedOrder(key: key, lifecycle: lifecycle, scenario: scenario, events: events, isSelection: false))
        }
        var named: Set<String> = []
        for call in parsed.calls {
            switch resolve(call, in: scenario) {
            case .success(let notation):
                guard result.events.contains(where: { $0.notation == notation }) else { return .failure(.notCalled(call, scenario: key.description)) }
                named.insert(notation)
            case .failure(let problem):
                return .failure(problem)
            }
        }
        let events = result.events.filter { named.contains($0.notation) }
        return .success(EmbeddedOrder(key: key, lifecycle: lifecycle, scenario: scenario, events: events, isSelection: true))
    }

    /// `A.viewWillAppear` → `A.viewWillAppear(_:)`, the notation of the trace.
    private static func resolve(_ call: String, in scenario: Scenario) -> Result<String, Problem> {
        guard let dot = call.firstIndex(of: "."), dot != call.startIndex else {
            return .failure(.unknownObject(call, call: call, candidates: []))
        }
        let object = String(call[..<dot]), name = String(call[call.index(after: dot)...])
        guard let kind = scenario.kind(of: object) else {
            let names = (ObjectDeclaration.implicit + scenario.objects).map(\.name)
            return .failure(.unknownObject(object, call: call, candidates: names))
        }
        switch Vocabulary.resolve(name, for: kind) {
        case .found(let callback): return .success("\(object).\(callback.name)")
        case .ambiguous(let candidates): return .failure(.unknownCallback(name, call: call, suggestion: candidates.first?.name))
        case .unknown(let suggestion): return .failure(.unknownCallback(name, call: call, suggestion: suggestion))
        }
    }
}
