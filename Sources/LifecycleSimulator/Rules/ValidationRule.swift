internal import Diagnostics
public import LifecycleModel

/// One check of content against the engine. Each rule lives in its own file, has a
/// stable id printed with its diagnostics, and reports every failure it finds.
protocol ValidationRule: Sendable {
    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag)
}

/// What every rule may look at: the catalog and the simulation of each scenario.
public struct ValidationContext: Sendable {
    public var catalog: Catalog
    /// Keyed by `ScenarioKey`.
    public var results: [ScenarioKey: SimulationResult]
    /// Every behaviour's evidence level, from the logs attached to this catalog.
    public var evidence: EvidenceLevels = .withoutLogs

    public init(catalog: Catalog, results: [ScenarioKey: SimulationResult], evidence: EvidenceLevels = .withoutLogs) {
        self.catalog = catalog
        self.results = results
        self.evidence = evidence
    }

    public func result(_ lifecycle: Lifecycle, _ scenario: Scenario) -> SimulationResult? {
        results[ScenarioKey(lifecycle: lifecycle.id, scenario: scenario.id)]
    }
}

/// `<lifecycle>/<scenario>`, the scenario's page slug.
public struct ScenarioKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var lifecycle: String
    public var scenario: String

    public init(lifecycle: String, scenario: String) {
        self.lifecycle = lifecycle
        self.scenario = scenario
    }

    public var description: String { "\(lifecycle)/\(scenario)" }

    public static func < (lhs: ScenarioKey, rhs: ScenarioKey) -> Bool {
        (lhs.lifecycle, lhs.scenario) < (rhs.lifecycle, rhs.scenario)
    }
}
