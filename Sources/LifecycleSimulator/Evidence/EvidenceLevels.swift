internal import LifecycleModel

/// Evidence levels derived from the content rather than typed by hand, call by call:
///
/// - a call is **recorded** when a log in `Content/evidence/`, attached to a scenario and
///   agreeing with it, printed that call of that behaviour (an instrumented call on one of
///   its mapped objects);
/// - otherwise **documented** when the registry gives Apple documentation for its
///   behaviour, and **unverified** when not.
///
/// A log covers a row only in the situation it was taken in (`Situation`): for the aspects
/// the row's behaviour depends on, the scenario the log is checked against (and the log's
/// own `ios:`, `device:` and `animated:` where it states them) must match the row's. An
/// animated present does not record an unanimated one.
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

    /// A log that printed a call, the scenario it was checked against, and the situation
    /// it was taken in.
    public struct Coverage: Sendable, Hashable {
        public var log: String
        public var scenario: ScenarioKey
        public var situation: Situation
        /// The line of the log that printed the call (1-based, as trace-check counts).
        public var line: Int?
    }

    /// Every call some agreeing log printed, with the logs that printed it.
    public private(set) var coverage: [Call: [Coverage]] = [:]
    /// The calls each behaviour makes in the catalog's scenarios.
    public private(set) var calls: [BehaviourID: Set<String>] = [:]
    /// The line of an attached log that printed this very call of the scenario. The
    /// coverage above keeps one line per log for a callback, so a row of the same page
    /// linked to another view's line ("tab 1 appear" for the second tab, the reader trial).
    private var printedLines: [ScenarioKey: [TraceEvent: Coverage]] = [:]

    public init(checks: [AttachedLogCheck], results: [ScenarioKey: SimulationResult]) {
        for result in results.values {
            for event in result.events { calls[event.behaviour, default: []].insert(event.callback.name) }
        }
        for check in checks.sorted(by: { ($0.log.id, $0.scenario) < ($1.log.id, $1.scenario) }) where check.agrees {
            guard let result = results[check.scenario] else { continue }
            for (event, line) in check.coveredEventsWithLines(of: result) {
                let key = Call(event.behaviour, event.callback.name)
                let entry = Coverage(log: check.log.id, scenario: check.scenario, situation: Self.situation(of: check.log, event), line: line)
                if line != nil, printedLines[check.scenario]?[event] == nil { printedLines[check.scenario, default: [:]][event] = entry }
                if coverage[key]?.contains(where: { $0.log == entry.log && $0.scenario == entry.scenario && $0.situation == entry.situation }) != true
                {
                    coverage[key, default: []].append(entry)
                }
            }
        }
    }

    /// Levels with no log at all, for a catalog that has none (and for tests).
    public static let withoutLogs = EvidenceLevels(checks: [], results: [:])

    /// The situation a log was taken in, for one of the calls it printed: the scenario's,
    /// with what the log's header states about its iOS version, device and animation.
    static func situation(of log: EvidenceLog, _ event: TraceEvent) -> Situation {
        var situation = event.situation
        if let ios = log.provenance.ios.flatMap({ Int($0.prefix { $0.isNumber }) }) { situation.ios = ios }
        if let device = log.provenance.device?.lowercased() {
            if device.contains("ipad") { situation.device = .ipad } else if device.contains("iphone") { situation.device = .iphone }
        }
        if let animated = log.provenance.animated { situation.animated = animated }
        return situation
    }

    /// The logs that printed this call in its situation.
    public func recordings(of event: TraceEvent) -> [Coverage] {
        let aspects = BehaviourRegistry.behaviour(event.behaviour).dependsOn
        return (coverage[Call(event.behaviour, event.callback.name)] ?? []).filter { $0.situation.matches(event.situation, on: aspects) }
    }

    /// The log line that printed this call of this scenario, when a log attached to it did.
    public func printedLine(of event: TraceEvent, in scenario: ScenarioKey) -> Coverage? {
        printedLines[scenario]?[event]
    }

    public func level(of event: TraceEvent) -> EvidenceLevel {
        recordings(of: event).isEmpty ? fallback(event.behaviour) : .recorded
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
            for entry in coverage[Call(behaviour, callback)] ?? []
            where !seen.contains(where: { $0.log == entry.log && $0.scenario == entry.scenario }) {
                seen.append(entry)
            }
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
