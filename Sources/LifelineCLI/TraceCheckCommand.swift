internal import Foundation
internal import Diagnostics
internal import ContentLoader
internal import LifecycleModel
internal import LifecycleSimulator

/// `lifeline trace-check FILE SCENARIO LOG [--map NAME=Class[,…]] [--format text|json]
/// [--call Printed=callback[,…]] [--pairs BEGIN/END|value|receiver-first]`: a console log captured from a
/// real app against the simulated trace of one scenario.
///
/// The steps are `simulate`'s (load the scenario, run the engine), then the log's header if
/// it has one and `TraceCheckReading` (`ConsoleLogParser` and `LogComparison`, or the
/// recorded-log check when the header says what was instrumented); `TraceCheckReport` or `TraceCheckJSON` word the
/// outcome. Errors elsewhere in the file (another scenario, a claim) are reported but do
/// not block the check. The scenario's `only` filter is not applied: the log's own
/// instrumentation is the filter.
struct TraceCheckCommand {
    let cli: CLI
    /// What `-` reads; tests replace it, as they cannot write to the process's stdin.
    var readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let (maps, afterMaps) = try TraceCheckMaps.extract(arguments)
        let (calls, rest) = try TraceCheckMaps.extractCalls(afterMaps)
        // `--map` and `--call` are taken out above because they repeat; the spec still names them for "did you mean".
        let parser = ArgumentParser(Help.traceCheck)
        let parsed = try parser.parse(rest)
        let format = parsed.options["--format"] ?? "text"
        guard ["text", "json"].contains(format) else {
            throw UsageError("--format must be text or json, not '\(format)'", command: "trace-check")
        }
        let pairing = try parsed.options["--pairs"].map { value throws(UsageError) in
            guard let pairing = LinePairing(value) else {
                throw UsageError(
                    "--pairs expects BEGIN/END, value or receiver-first, not '\(value)'", command: "trace-check",
                    hint: "for example --pairs begin/end, --pairs '->/<-', --pairs value, or --pairs receiver-first")
            }
            return pairing
        }
        let file = parsed.positionals[0], scenarioID = parsed.positionals[1], logPath = parsed.positionals[2]

        let loaded = ContentLoader.loadScenario(scenarioID, fromLifecycleFileAt: file)
        guard let lifecycle = loaded.lifecycle, let scenario = loaded.scenario, loaded.isUsable else {
            return refuse(loaded, file: file, scenarioID: scenarioID)
        }
        reportErrorsElsewhere(loaded, file: file, scenario: scenarioID)
        let objects = Dictionary((ObjectDeclaration.implicit + scenario.objects).map { ($0.name, $0.kind) }) { _, declared in declared }
        let config = scenario.config.over(lifecycle.config).resolved
        let absent = LogScope.absent(from: objects, config: config)
        let classNames = try TraceCheckMaps.classNames(maps, objects: objects, absent: absent, scenario: scenarioID)
        try TraceCheckMaps.checkCallOwners(calls, objects: objects, classNames: classNames, absent: absent)
        guard let text = readLog(at: logPath) else {
            return cli.fail("cannot read log '\(logPath)'", hint: "give a file of console output, or - for standard input")
        }
        let logFile = ContentLoader.traceLog(text, path: logPath == "-" ? "<stdin>" : logPath)
        guard !logFile.diagnostics.hasErrors else {
            return cli.report(logFile.diagnostics, sources: [logPath == "-" ? "<stdin>" : logPath: text], success: "")
        }

        let result = Engine.simulate(scenario, config: config)
        guard result.diagnostics.isEmpty else {
            var bag = DiagnosticBag()
            bag.append(contentsOf: result.diagnostics)
            return cli.report(bag, sources: loaded.sources, success: "")
        }
        let reading = TraceCheckReading(
            header: logFile.header, bodyStartLine: logFile.bodyStartLine, maps: maps, classNames: classNames, calls: calls,
            pairing: pairing)
        var owners = DiagnosticBag()
        for entry in logFile.header?.calls ?? [] where calls[entry.printed.value] == nil {
            guard let problem = CallOwners.problem(with: entry.callback, objects: objects, classNames: reading.effectiveClassNames) else {
                continue
            }
            owners.error(
                "lifeline.evidence.calls", at: entry.printed.location,
                "the log's header gives '\(entry.printed.value)' to '\(entry.callback)', but \(problem)",
                hint: TraceCheckMaps.listed(objects, absent: absent) + "; give the call to the object that makes it")
        }
        for unknown in reading.unknownHeaderObjects(objects) {
            owners.error(
                "lifeline.evidence.map", at: unknown.location,
                "the log's header maps '\(unknown.value)', which is not an object of scenario '\(scenarioID)'",
                hint: TraceCheckMaps.listed(objects, absent: absent))
        }
        guard !owners.hasErrors else { return cli.report(owners, sources: [logPath == "-" ? "<stdin>" : logPath: text], success: "") }
        let comparison = reading.compare(logFile.body, scenario: scenario, objects: objects, config: config, result: result)
        let setupAgrees =
            comparison.verdict != .agreement
            && agreesWithSetupTraced(logFile.body, scenario: scenario, objects: objects, config: config, reading: reading)
        if format == "json" {
            cli.console.out(TraceCheckJSON.text(comparison, scenario: scenarioID, reading: reading, agreesWithSetupTraced: setupAgrees))
        } else {
            TraceCheckReport(
                comparison: comparison, scenario: scenarioID, objects: objects.keys.filter { absent[$0] == nil }.sorted(), reading: reading,
                agreesWithSetupTraced: setupAgrees, usesScenes: config.lifecycle != .appDelegate
            )
            .lines.forEach(cli.console.out)
        }
        switch comparison.verdict {
        case .agreement: return .success
        case .divergence: return .failure
        case .inconclusive: return .inconclusive
        }
    }
}

private extension TraceCheckCommand {
    func readLog(at path: String) -> String? {
        let data = path == "-" ? readStandardInput() : FileManager.default.contents(atPath: path)
        return data.map(LogText.decoded)
    }

    /// The file, the scenario or what it rests on has errors, or there is no such scenario.
    func refuse(_ loaded: LoadedScenario, file: String, scenarioID: String) -> CLI.ExitStatus {
        if loaded.diagnostics.hasErrors {
            return cli.report(loaded.diagnostics, sources: loaded.sources, success: "")
        }
        let ids = loaded.lifecycle?.scenarios.map(\.id) ?? []
        let hint = Suggestion.hint(for: scenarioID, in: ids) ?? "scenarios: " + ids.joined(separator: ", ")
        return cli.fail("\(file) has no scenario '\(scenarioID)'", hint: hint)
    }

    /// Whether a log that does not agree (it diverges, or it shows an object moving that no
    /// step moves) agrees once the scenario's setup is traced as steps too: a log printed
    /// from the app's start holds the setup's calls, which the engine does not trace, and
    /// the fix is to trim them, not to change the engine.
    func agreesWithSetupTraced(
        _ body: String, scenario: Scenario, objects: [String: ObjectKind], config: EngineConfig, reading: TraceCheckReading
    ) -> Bool {
        guard !scenario.setup.isEmpty else { return false }
        var traced = scenario
        traced.steps = scenario.setup + scenario.steps
        traced.setup = []
        let result = Engine.simulate(traced, config: config)
        guard result.diagnostics.isEmpty else { return false }
        return reading.compare(body, scenario: traced, objects: objects, config: config, result: result).verdict == .agreement
    }

    /// Errors in other scenarios or the claims of the file: shown, as they are real, but
    /// they do not concern the scenario checked.
    func reportErrorsElsewhere(_ loaded: LoadedScenario, file: String, scenario: String) {
        guard loaded.diagnostics.hasErrors else { return }
        let count = loaded.diagnostics.errorCount
        cli.console.err(
            "lifeline: note: \(file) has \(count) error\(count == 1 ? "" : "s") outside scenario '\(scenario)'; it is checked all the same")
        let formatter = DiagnosticFormatter(sources: loaded.sources)
        loaded.diagnostics.sorted.forEach { cli.console.err(formatter.format($0)) }
    }
}
