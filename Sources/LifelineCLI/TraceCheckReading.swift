internal import ContentLoader
internal import LifecycleModel
internal import LifecycleSimulator

/// How `trace-check` reads one log: the command line's `--map`, `--call` and `--pairs`
/// over what the log's header gives (`map:`, `calls:`, `pairs:`), and, when the header
/// says what was instrumented, the comparison `check` makes of a recorded log, so a file of
/// `Content/evidence/` gets the same verdict from both.
struct TraceCheckReading {
    let header: EvidenceLog?
    let bodyStartLine: Int
    /// `--map` as given (empty: the header's map applies).
    let maps: [TraceCheckMaps.Map]
    let classNames: [String: [String]]
    let calls: [String: String]
    let pairing: LinePairing?

    /// `--map` when given, else the header's `map:`.
    var effectiveClassNames: [String: [String]] {
        maps.isEmpty ? header?.classNames ?? [:] : classNames
    }

    var effectiveCalls: [String: String] {
        (header?.callNames ?? [:]).merging(calls) { _, given in given }
    }

    var effectivePairing: LinePairing? { pairing ?? header?.pairing }

    /// Where the pairing came from, for the report: `--pairs` or the header.
    var pairingSource: String? {
        if pairing != nil { return "--pairs \(pairing!.spelling)" }
        return header?.pairing.map { _ in "pairs: in the header" }
    }

    /// The header's `instrumented:` applies when the objects it covers are mapped.
    var usesInstrumented: Bool {
        header?.instrumented.isEmpty == false && !effectiveClassNames.isEmpty
    }

    /// Objects the header's map names that the scenario lacks (none when `--map` replaces it).
    func unknownHeaderObjects(_ objects: [String: ObjectKind]) -> [Located<String>] {
        guard maps.isEmpty, let header else { return [] }
        return header.map.map(\.object).filter { objects[$0.value] == nil }
    }

    /// The header as `check` would read it, with the command line's maps, calls and
    /// pairing over its own; nil when it says nothing of what was instrumented.
    var instrumentedHeader: EvidenceLog? {
        guard usesInstrumented, var log = header else { return nil }
        log.map = effectiveClassNames.sorted { $0.key < $1.key }.flatMap { className, objects in
            objects.map { EvidenceLog.MapEntry(object: Located($0, at: log.location), className: className) }
        }
        log.calls = effectiveCalls.sorted { $0.key < $1.key }.map {
            EvidenceLog.CallName(printed: Located($0.key, at: log.location), callback: $0.value)
        }
        log.pairing = effectivePairing
        return log
    }

    func compare(
        _ body: String, scenario: Scenario, objects: [String: ObjectKind], config: EngineConfig, result: SimulationResult
    ) -> LogComparison {
        if var log = instrumentedHeader {
            log.body = body
            let key = ScenarioKey(lifecycle: "", scenario: scenario.id)
            return AttachedLogCheck.evaluate(log, scenario: scenario, key: key, config: config, result: result, firstLine: bodyStartLine)
                .comparison
        }
        let parser = ConsoleLogParser(
            objects: objects, classNames: effectiveClassNames, callNames: effectiveCalls, pairing: effectivePairing,
            absent: LogScope.absent(from: objects, config: config))
        let parsed = SharedClassOrder.assigning(
            BareCallLines.sorting(
                SameCallSpellings.matching(parser.parse(body, firstLine: bodyStartLine), events: result.events), events: result.events),
            events: result.events)
        let read = LogScope.restrict(parsed, to: scenario, config: config, result: result)
        let mapped = Dictionary(effectiveClassNames.flatMap { className, objects in objects.map { ($0, className) } }) { first, _ in first }
        return LogComparison(log: read, events: result.events, mapped: mapped)
    }
}
