public import LifecycleModel

/// A recorded log attached to a scenario (`logs: [ID]`), read and compared as
/// `lifeline trace-check` would with the log's `map:` as `--map`: the same parser, the
/// same matcher, the same verdict. `check`, the scenario pages and the derived evidence
/// levels all use this one result.
public struct AttachedLogCheck: Sendable {
    public var log: EvidenceLog
    public var scenario: ScenarioKey
    public var comparison: LogComparison
    /// Entries of `map:` that name no object of the scenario; the log is then not compared.
    public var unknownObjects: [EvidenceLog.MapEntry]
    /// Entries of `calls:` given to an object that is not the scenario's or never makes the
    /// call (`CallOwners`), each with why; the log is then not compared either.
    public var unreadableCalls: [(entry: EvidenceLog.CallName, problem: String)]

    public var verdict: LogComparison.Verdict {
        unknownObjects.isEmpty && unreadableCalls.isEmpty ? comparison.verdict : .inconclusive
    }

    /// The log agrees with the scenario's simulated order: what may raise a behaviour to
    /// "recorded".
    public var agrees: Bool { verdict == .agreement }

    /// - Parameter firstLine: the number given to the body's first line: 1 for `check`,
    ///   which reports at the file's line itself; the file's line for `trace-check`.
    public static func evaluate(
        _ log: EvidenceLog, scenario: Scenario, key: ScenarioKey, config: EngineConfig, result: SimulationResult, firstLine: Int = 1
    ) -> AttachedLogCheck {
        let declared = ObjectDeclaration.implicit + scenario.objects
        let objects = Dictionary(declared.map { ($0.name, $0.kind) }) { _, later in later }
        let unknown = log.map.filter { objects[$0.object.value] == nil }
        // The header says which objects the log shows: a call with no receiver on its line
        // is one of theirs, and a class of another object is a line the map does not explain.
        let owners = CallOwners.owners(in: log.callNames, classNames: log.classNames)
        let mapped = objects.filter { name, _ in log.map.contains { $0.object.value == name } || owners.contains(name) }
        let unreadable = log.calls.compactMap { entry in
            CallOwners.problem(with: entry.callback, objects: objects, classNames: log.classNames).map { (entry: entry, problem: $0) }
        }
        // A call the scenario does not model (a delegate the SwiftUI app never adopts, an
        // object no step creates) is refused as trace-check refuses it, not counted as a
        // divergence that no change of the engine's order could fix.
        let parser = ConsoleLogParser(
            objects: mapped, classNames: log.classNames, callNames: log.callNames, pairing: log.pairing,
            absent: LogScope.absent(from: mapped, config: config))
        let assigned = SharedClassOrder.assigning(
            BareCallLines.sorting(
                SameCallSpellings.matching(parser.parse(log.body, firstLine: firstLine), events: result.events), events: result.events),
            events: result.events)
        let parsed = LogScope.restrict(assigned, to: scenario, config: config, result: result)
        let comparison = LogComparison(
            log: parsed, events: result.events, instrumented: instrumentation(of: log),
            mapped: Dictionary(log.map.map { ($0.object.value, $0.className) }) { first, _ in first })
        return AttachedLogCheck(log: log, scenario: key, comparison: comparison, unknownObjects: unknown, unreadableCalls: unreadable)
    }

    /// The calls the log's header says the app printed: on a mapped object (or one `calls:`
    /// gives calls to), matching an `instrumented` item (`appearance`, `viewDidLoad`, or
    /// `B.deinit` for B's alone).
    static func instrumentation(of log: EvidenceLog) -> @Sendable (TraceEvent) -> Bool {
        let instruments = instruments(log)
        return { event in instruments(event.receiver, event.callback) }
    }

    /// Whether the header says the app printed `callback` of `receiver`: for `trace-check`'s
    /// hint when the log prints a call the header leaves out, which then has no place.
    public static func instruments(_ log: EvidenceLog) -> @Sendable (_ receiver: String, _ callback: CallbackSpec) -> Bool {
        let objects = Set(log.map.map(\.object.value)).union(CallOwners.owners(in: log.callNames, classNames: log.classNames))
        let items = log.instrumented.map { item -> (object: String?, word: String) in
            guard let dot = item.value.firstIndex(of: ".") else { return (nil, item.value) }
            return (String(item.value[..<dot]), String(item.value[item.value.index(after: dot)...]))
        }
        return { receiver, callback in
            objects.contains(receiver)
                && items.contains { ($0.object ?? receiver) == receiver && Vocabulary.filterMatches($0.word, callback) }
        }
    }

    /// The simulated calls a log that agrees vouches for: every instrumented call on a
    /// mapped object (none when it does not agree), but a call of a pass that may be left
    /// out only where the log printed it: its absence is no recording of it.
    public func coveredEvents(of result: SimulationResult) -> [TraceEvent] {
        guard agrees else { return [] }
        let printed = Set(comparison.simulated)
        return result.events.filter(Self.instrumentation(of: log)).filter { $0.repeatablePass?.mayBeAbsent != true || printed.contains($0) }
    }
}
