internal import Foundation
internal import Diagnostics
internal import ContentLoader
internal import LifecycleModel
internal import LifecycleSimulator

/// `lifeline simulate FILE SCENARIO [--format text|json|expect] [--all]`: one scenario's
/// simulated calls, as a table, as JSON, or as the `expect:` block to paste.
///
/// Errors elsewhere in the file do not stop it: an author fixing one scenario can still
/// run another. Only errors in the scenario itself, or before the file's first scenario
/// (its `config`, which every scenario inherits), do.
struct SimulateCommand {
    let cli: CLI

    func run(_ arguments: [String]) throws(UsageError) -> CLI.ExitStatus {
        let parser = ArgumentParser(Help.simulate)
        let parsed = try parser.parse(arguments)
        let format = parsed.options["--format"] ?? "text"
        guard ["text", "json", "expect"].contains(format) else {
            throw UsageError(
                "--format must be text, json or expect, not '\(format)'", command: "simulate",
                hint: Suggestion.hint(for: format, in: ["text", "json", "expect"]))
        }
        let all = parsed.flags.contains("--all")
        let file = parsed.positionals[0], scenarioID = parsed.positionals[1]
        var diagnostics = DiagnosticBag()
        let loaded = ContentLoader.loadLifecycleFile(at: file, diagnostics: &diagnostics)
        guard let lifecycle = loaded.lifecycle else {
            return cli.report(diagnostics, sources: loaded.sources, success: "")
        }
        guard let scenario = lifecycle.scenario(id: scenarioID) else {
            if diagnostics.hasErrors { _ = cli.report(diagnostics, sources: loaded.sources, success: "") }
            let hint =
                Suggestion.hint(for: scenarioID, in: lifecycle.scenarios.map(\.id))
                ?? "scenarios: " + lifecycle.scenarios.map(\.id).joined(separator: ", ")
            return cli.fail("\(file) has no scenario '\(scenarioID)'", hint: hint)
        }
        if all, format == "expect", scenario.only != nil {
            throw UsageError(
                "--all and --format expect disagree: scenario '\(scenarioID)' has an `only` filter that its expect is compared after",
                command: "simulate", hint: "drop --all, or remove the scenario's only first")
        }
        if diagnostics.hasErrors {
            guard scenario.isComplete, !Self.blocks(diagnostics, lifecycle: lifecycle) else {
                return cli.report(diagnostics, sources: loaded.sources, success: "")
            }
            _ = cli.report(diagnostics, sources: loaded.sources, success: "")
            cli.error("lifeline: warning: simulating '\(scenarioID)' anyway: the errors above are in other parts of \(file)")
        }
        let result = Engine.simulate(scenario, config: scenario.config.over(lifecycle.config).resolved)
        guard result.diagnostics.isEmpty else {
            var bag = DiagnosticBag()
            bag.append(contentsOf: result.diagnostics)
            return cli.report(bag, sources: loaded.sources, success: "")
        }
        let events = all ? result.events : result.filtered(by: scenario.only?.map(\.value))
        switch format {
        case "json": cli.console.out(TraceFormatter.json(events, findings: result.findings))
        case "expect": cli.console.out(ExpectBlock(events: events, indent: scenario.location.column - 1).text)
        default: cli.console.out(TraceFormatter.text(events, findings: result.findings))
        }
        return .success
    }

    /// Errors the scenario's run could depend on: any before the file's first scenario,
    /// where the file's `id`, `object` and `config` are.
    static func blocks(_ diagnostics: DiagnosticBag, lifecycle: Lifecycle) -> Bool {
        let firstScenarioLine = lifecycle.scenarios.map(\.location.line).min() ?? .max
        return diagnostics.all.contains { diagnostic in
            guard diagnostic.severity == .error, let location = diagnostic.location else { return diagnostic.severity == .error }
            return location.line < firstScenarioLine
        }
    }
}

/// The `expect:` block for a trace, indented to sit under the scenario's other keys:
///
///     expect:
///       - "B.init(nibName:bundle:)"
///       - B.viewDidLoad
///
/// Each call is written as briefly as the loader reads it back unambiguously: the base
/// name when the kind has one callback of that name, the full Swift name otherwise.
struct ExpectBlock {
    let events: [TraceEvent]
    let indent: Int

    var text: String {
        let pad = String(repeating: " ", count: max(0, indent))
        guard !events.isEmpty else { return "\(pad)expect: []" }
        return (["\(pad)expect:"] + events.map { "\(pad)  - \(Self.yaml(Self.notation(for: $0)))" }).joined(separator: "\n")
    }

    static func notation(for event: TraceEvent) -> String {
        let base = event.callback.baseName
        if case .found(let callback) = Vocabulary.resolve(base, for: event.kind), callback == event.callback {
            return "\(event.receiver).\(base)"
        }
        return "\(event.receiver).\(event.callback.name)"
    }

    /// Plain when it is only letters, digits and `._-`; double-quoted otherwise.
    static func yaml(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0) }
        guard !plain else { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
