internal import Diagnostics
internal import SiteBuilder
internal import ContentLoader
internal import LifecycleSimulator

/// The command line as a function from arguments to an exit status, so it can be tested
/// without spawning processes.
public struct CLI {
    public enum ExitStatus: Int32 {
        case success = 0
        case failure = 1
        case usage = 2
    }

    let console: any Console

    public init(console: any Console) {
        self.console = console
    }

    /// `arguments` excludes the program name.
    public func run(_ arguments: [String]) -> ExitStatus {
        do {
            return try dispatch(arguments)
        } catch {
            console.err("lifeline: error: \(error.message)")
            if let hint = error.hint { console.err("    hint: \(hint)") }
            let help = error.command.map { "lifeline \($0) --help" } ?? "lifeline --help"
            console.err("Run '\(help)' for usage.")
            return .usage
        }
    }

    private func dispatch(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        guard let command = arguments.first else {
            console.err(Help.main)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            console.out(Help.main)
            return .success
        case "--version":
            console.out(Help.version)
            return .success
        case "build":
            if rest.contains("--help") { console.out(Help.build); return .success }
            return try build(rest)
        case "check":
            if rest.contains("--help") { console.out(Help.check); return .success }
            return try check(rest)
        case "simulate":
            if rest.contains("--help") { console.out(Help.simulate); return .success }
            return try simulate(rest)
        case "trace-check":
            if rest.contains("--help") { console.out(Help.traceCheck); return .success }
            return try TraceCheckCommand(cli: self).run(rest)
        default:
            throw UsageError(
                "unknown command '\(command)'",
                hint: Suggestion.hint(for: command, in: ["--help", "--version", "build", "check", "simulate", "trace-check"]))
        }
    }

    // MARK: Commands

    private func build(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parser = ArgumentParser(
            command: "build",
            spec: .init(
                flags: ["--check"], options: ["--content", "--templates", "--output"]))
        let parsed = try parser.parse(arguments)
        let options = BuildOptions(
            contentDirectory: parsed.options["--content"] ?? "Content",
            templatesDirectory: parsed.options["--templates"] ?? "Templates",
            outputDirectory: parsed.options["--output"] ?? "site",
            checkOnly: parsed.flags.contains("--check")
        )
        return runBuild(options)
    }

    private func check(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parser = ArgumentParser(command: "check", spec: .init(options: ["--content"]))
        let parsed = try parser.parse(arguments)
        var diagnostics = DiagnosticBag()
        let directory = parsed.options["--content"] ?? "Content"
        do {
            let content = try ContentLoader(contentDirectory: directory).load(diagnostics: &diagnostics)
            _ = Validator.validate(content.catalog, diagnostics: &diagnostics)
            return report(diagnostics, sources: content.sources, success: "content is valid")
        } catch {
            return fail(error.message, hint: error.hint)
        }
    }

    private func simulate(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parser = ArgumentParser(command: "simulate", spec: .init(options: ["--format"], positionals: ["FILE", "SCENARIO"]))
        let parsed = try parser.parse(arguments)
        let format = parsed.options["--format"] ?? "text"
        guard ["text", "json"].contains(format) else {
            throw UsageError("--format must be text or json, not '\(format)'", command: "simulate")
        }
        let file = parsed.positionals[0], scenarioID = parsed.positionals[1]
        var diagnostics = DiagnosticBag()
        let loaded = ContentLoader.loadLifecycleFile(at: file, diagnostics: &diagnostics)
        guard let lifecycle = loaded.lifecycle, !diagnostics.hasErrors else {
            return report(diagnostics, sources: loaded.sources, success: "")
        }
        guard let scenario = lifecycle.scenario(id: scenarioID) else {
            let hint =
                Suggestion.hint(for: scenarioID, in: lifecycle.scenarios.map(\.id))
                ?? "scenarios: " + lifecycle.scenarios.map(\.id).joined(separator: ", ")
            return fail("\(file) has no scenario '\(scenarioID)'", hint: hint)
        }
        let result = Engine.simulate(scenario, config: scenario.config.over(lifecycle.config).resolved)
        guard result.diagnostics.isEmpty else {
            var bag = DiagnosticBag()
            bag.append(contentsOf: result.diagnostics)
            return report(bag, sources: loaded.sources, success: "")
        }
        let events = result.filtered(by: scenario.only?.map(\.value))
        console.out(
            format == "json"
                ? TraceFormatter.json(events, findings: result.findings)
                : TraceFormatter.text(events, findings: result.findings))
        return .success
    }

    private func runBuild(_ options: BuildOptions) -> ExitStatus {
        let outcome: SiteBuilder.Outcome
        do {
            outcome = try SiteBuilder(options: options).run { console.err($0) }
        } catch {
            return fail(error.message, hint: error.hint)
        }
        if outcome.diagnostics.hasErrors {
            let status = report(outcome.diagnostics, sources: outcome.sources, success: "")
            console.err("\(options.outputDirectory)/ was left untouched.")
            return status
        }
        // Warnings (a file removed from the output, a site restored) print before the result.
        _ = report(outcome.diagnostics, sources: outcome.sources, success: "")
        if let difference = outcome.difference {
            guard difference.isEmpty else {
                console.err("lifeline: error: \(options.outputDirectory)/ is stale: \(difference.lines.count) files differ from a fresh build")
                difference.lines.forEach { console.err("  \($0)") }
                if let versions = difference.graphvizVersions {
                    console.err(
                        "    note: \(options.outputDirectory)/ was built with Graphviz \(versions.site) and this build uses Graphviz "
                            + "\(versions.build), which lays diagrams out differently; compare with the version that built it")
                }
                console.err("Run 'lifeline build' to regenerate it.")
                return .failure
            }
            console.out("\(options.outputDirectory)/ is up to date.")
            return .success
        }
        console.out("Wrote \(outcome.filesWritten) files to \(options.outputDirectory)/.")
        return .success
    }

    // MARK: Output

    /// Diagnostics printed in one run; a tree with thousands of errors needs its first ones
    /// fixed, not pages of the same mistake.
    static let printedDiagnosticsLimit = 100

    func report(_ diagnostics: DiagnosticBag, sources: [String: String], success: String) -> ExitStatus {
        let sorted = diagnostics.sorted
        let shown = Array(sorted.prefix(Self.printedDiagnosticsLimit))
        for text in DiagnosticFormatter(sources: sources).formatEach(shown) {
            console.err(text)
        }
        if sorted.count > shown.count {
            let rest = sorted.count - shown.count
            console.err("… and \(rest) more diagnostic\(rest == 1 ? "" : "s") not shown (the first \(shown.count) are above).")
        }
        if diagnostics.hasErrors {
            let count = diagnostics.errorCount
            console.err("\(count) error\(count == 1 ? "" : "s") found.")
            return .failure
        }
        if !success.isEmpty { console.out(success) }
        return .success
    }

    func fail(_ message: String, hint: String?) -> ExitStatus {
        console.err("lifeline: error: \(message)")
        if let hint { console.err("    hint: \(hint)") }
        return .failure
    }
}
