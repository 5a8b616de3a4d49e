internal import Foundation
internal import Diagnostics
internal import ContentLoader
internal import LifecycleModel
internal import LifecycleSimulator

/// `lifeline trace-check FILE SCENARIO LOG [--map NAME=Class …]`: a console log captured
/// from a real app against the simulated trace of one scenario.
///
/// The steps are `simulate`'s (load one lifecycle file, find the scenario, run the engine),
/// then `ConsoleLogParser` and `LogComparison`; `TraceCheckReport` words the outcome.
/// The scenario's `only` filter is not applied: the log's own instrumentation is the filter.
struct TraceCheckCommand {
    let cli: CLI
    /// What `-` reads; tests replace it, as they cannot write to the process's stdin.
    var readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let (maps, rest) = try Self.extractMaps(arguments)
        // `--map` is taken out above because it repeats; naming it here keeps it in "did you mean".
        let parser = ArgumentParser(command: "trace-check", spec: .init(options: ["--map"], positionals: ["FILE", "SCENARIO", "LOG"]))
        let parsed = try parser.parse(rest)
        let file = parsed.positionals[0], scenarioID = parsed.positionals[1], logPath = parsed.positionals[2]

        var diagnostics = DiagnosticBag()
        let loaded = ContentLoader.loadLifecycleFile(at: file, diagnostics: &diagnostics)
        guard let lifecycle = loaded.lifecycle, !diagnostics.hasErrors else {
            return cli.report(diagnostics, sources: loaded.sources, success: "")
        }
        guard let scenario = lifecycle.scenario(id: scenarioID) else {
            let hint =
                Suggestion.hint(for: scenarioID, in: lifecycle.scenarios.map(\.id))
                ?? "scenarios: " + lifecycle.scenarios.map(\.id).joined(separator: ", ")
            return cli.fail("\(file) has no scenario '\(scenarioID)'", hint: hint)
        }
        let objects = Dictionary((ObjectDeclaration.implicit + scenario.objects).map { ($0.name, $0.kind) }) { _, declared in declared }
        let classNames = try Self.classNames(maps, objects: objects, scenario: scenarioID)
        guard let log = readLog(at: logPath) else {
            return cli.fail("cannot read log '\(logPath)'", hint: "give a file of console output, or - for standard input")
        }

        let result = Engine.simulate(scenario, config: scenario.config.over(lifecycle.config).resolved)
        guard result.diagnostics.isEmpty else {
            var bag = DiagnosticBag()
            bag.append(contentsOf: result.diagnostics)
            return cli.report(bag, sources: loaded.sources, success: "")
        }
        let parsedLog = ConsoleLogParser(objects: objects, classNames: classNames).parse(log)
        guard !parsedLog.calls.isEmpty else {
            return cli.fail(
                "no line of '\(logPath)' reads as a call on an object of scenario '\(scenarioID)'",
                hint: TraceCheckReport.receiverHint(parsedLog) ?? "objects: " + objects.keys.sorted().joined(separator: ", "))
        }
        let comparison = LogComparison(log: parsedLog, events: result.events)
        TraceCheckReport(comparison: comparison, scenario: scenarioID).lines.forEach(cli.console.out)
        return comparison.divergence == nil ? .success : .failure
    }
}

private extension TraceCheckCommand {
    func readLog(at path: String) -> String? {
        let data = path == "-" ? readStandardInput() : FileManager.default.contents(atPath: path)
        return data.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Takes every `--map VALUE` and `--map=VALUE` out of the arguments (up to `--`), as
    /// `ArgumentParser` keeps one value per option.
    static func extractMaps(_ arguments: [String]) throws(UsageError) -> (maps: [(name: String, className: String)], rest: [String]) {
        var maps: [String] = [], rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            } else if argument.hasPrefix("--map=") {
                maps.append(String(argument.dropFirst("--map=".count)))
            } else if argument == "--map" {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("--map needs a value", command: "trace-check")
                }
                maps.append(arguments[index])
                index += 1
            } else {
                rest.append(argument)
            }
        }
        return (try maps.map(splitMap), rest)
    }

    /// `B=DetailViewController` → (`B`, `DetailViewController`).
    static func splitMap(_ map: String) throws(UsageError) -> (name: String, className: String) {
        let parts = map.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw UsageError(
                "--map expects NAME=Class, not '\(map)'", command: "trace-check",
                hint: "for example --map B=DetailViewController")
        }
        return (parts[0], parts[1])
    }

    /// ["DetailViewController": "B"] for `--map B=DetailViewController`, once each NAME is
    /// known to be an object of the scenario (which takes loading the file).
    static func classNames(
        _ maps: [(name: String, className: String)], objects: [String: ObjectKind],
        scenario: String
    ) throws(UsageError) -> [String: String] {
        var classNames: [String: String] = [:]
        for (name, className) in maps {
            guard objects[name] != nil else {
                throw UsageError(
                    "--map names '\(name)', which is not an object of scenario '\(scenario)'", command: "trace-check",
                    hint: Suggestion.hint(for: name, in: objects.keys)
                        ?? "objects: " + objects.keys.sorted().joined(separator: ", "))
            }
            if let earlier = classNames[className], earlier != name {
                throw UsageError("--map gives class '\(className)' to both '\(earlier)' and '\(name)'", command: "trace-check")
            }
            classNames[className] = name
        }
        return classNames
    }
}
