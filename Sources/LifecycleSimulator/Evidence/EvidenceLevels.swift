public import LifecycleModel

/// Evidence levels derived from the content rather than typed by hand, call by call:
///
/// - a call is **recorded** when a log in `Content/evidence/`, attached to a scenario and
///   agreeing with it, printed that call of that behaviour (an instrumented call on one of
///   its mapped objects);
/// - otherwise **documented** when the registry gives Apple documentation for its
///   behaviour, and **unverified** when not.
///
/// A behaviour is recorded when every call it makes in the bundled scenarios is. So a
/// recording that is edited, detached or contradicted by an engine change takes its
/// "recorded" away with it, and the site cannot say more than its evidence shows.
public struct EvidenceLevels: Sendable {
    /// A call of a behaviour: `vc.push` making `viewWillDisappear(_:)`.
    public struct Call: Sendable, Hashable {
        public var behaviour: BehaviourID
        public var callback: String

        public init(_ behaviour: BehaviourID, _ callback: String) {
            self.behaviour = behaviour
            self.callback = callback
        }
    }

    /// A log that printed a call, and the scenario it was checked against.
    public struct Coverage: Sendable, Hashable {
        public var log: String
        public var scenario: ScenarioKey
    }

    /// Every call some agreeing log printed, with the logs that printed it.
    public private(set) var coverage: [Call: [Coverage]] = [:]
    /// The calls each behaviour makes in the catalog's scenarios.
    public private(set) var calls: [BehaviourID: Set<String>] = [:]

    public init(checks: [AttachedLogCheck], results: [ScenarioKey: SimulationResult]) {
        for result in results.values {
            for event in result.events { calls[event.behaviour, default: []].insert(event.callback.name) }
        }
        for check in checks.sorted(by: { ($0.log.id, $0.scenario) < ($1.log.id, $1.scenario) }) where check.agrees {
            guard let result = results[check.scenario] else { continue }
            for event in check.coveredEvents(of: result) {
                let key = Call(event.behaviour, event.callback.name)
                let entry = Coverage(log: check.log.id, scenario: check.scenario)
                if coverage[key]?.contains(entry) != true { coverage[key, default: []].append(entry) }
            }
        }
    }

    /// Levels with no log at all, for a catalog that has none (and for tests).
    public static let withoutLogs = EvidenceLevels(checks: [], results: [:])

    public func level(of event: TraceEvent) -> EvidenceLevel {
        coverage[Call(event.behaviour, event.callback.name)] != nil ? .recorded : fallback(event.behaviour)
    }

    /// Recorded when every call the behaviour makes in the scenarios was printed by a log.
    public func level(of behaviour: BehaviourID) -> EvidenceLevel {
        let made = calls[behaviour] ?? []
        if !made.isEmpty, made.allSatisfy({ coverage[Call(behaviour, $0)] != nil }) { return .recorded }
        return fallback(behaviour)
    }

    /// The logs that printed some call of the behaviour.
    public func logs(for behaviour: BehaviourID) -> [Coverage] {
        var seen: [Coverage] = []
        for callback in (calls[behaviour] ?? []).sorted() {
            for entry in coverage[Call(behaviour, callback)] ?? [] where !seen.contains(entry) { seen.append(entry) }
        }
        return seen
    }

    /// The weakest level among some calls; nil for no call.
    public func weakest(of events: [TraceEvent]) -> EvidenceLevel? {
        events.map(level(of:)).max()
    }

    public func weakest(of behaviours: [BehaviourID]) -> EvidenceLevel? {
        behaviours.map { level(of: $0) }.max()
    }

    private func fallback(_ behaviour: BehaviourID) -> EvidenceLevel {
        BehaviourRegistry.behaviour(behaviour).documentation.isEmpty ? .unverified : .documented
    }
}
