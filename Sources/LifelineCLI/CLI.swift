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
        /// `trace-check`: a line of the log looks like a lifecycle call but could not be
        /// read, so the log neither agrees nor diverges.
        case inconclusive = 3
    }

    let console: any Console
    /// From `--quiet` and `--verbose`, which may stand anywhere before `--`.
    var verbosity = Verbosity.normal
    /// Colour on a terminal; never in a pipe, nor with NO_COLOR set.
    var style = TerminalStyle.plain
    let environment: [String: String]

    /// `environment` decides colour (`NO_COLOR`, `TERM`); nil reads the process's own.
    public init(console: any Console, environment: [String: String]? = nil) {
        self.console = console
        self.environment = environment ?? TerminalStyle.processEnvironment
    }

    /// `arguments` excludes the program name.
    public func run(_ arguments: [String]) -> ExitStatus {
        var cli = self
        let arguments = cli.takeGlobalOptions(arguments)
        do {
            return try cli.dispatch(arguments)
        } catch {
            cli.error("lifeline: error: \(error.message)")
            if let hint = error.hint { cli.error("    hint: \(hint)") }
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
        if let help = Help.text(for: command), Help.asksForHelp(rest) {
            console.out(help)
            return .success
        }
        switch command {
        case "--help", "-h":
            console.out(Help.main)
            return .success
        case "help":
            return try helpCommand(rest)
        case "--version":
            console.out(Help.version)
            return .success
        case "build":
            return try build(rest)
        case "check":
            return try check(rest)
        case "simulate":
            return try SimulateCommand(cli: self).run(rest)
        case "serve":
            return try ServeCommand(cli: self).run(rest)
        case "trace-check":
            return try TraceCheckCommand(cli: self).run(rest)
        case "update-expect":
            return try UpdateExpectCommand(cli: self).run(rest)
        case "init":
            return try InitCommand(cli: self).run(rest)
        case "templates":
            return try TemplatesCommand(cli: self).run(rest)
        case "schema":
            return try SchemaCommand(cli: self).run(rest)
        case "completions":
            return try CompletionsCommand(cli: self).run(rest)
        case "man":
            return try ManCommand(cli: self).run(rest)
        default:
            throw UsageError(
                "unknown command '\(command)'",
                hint: Suggestion.hint(for: command, in: ["--help", "--version"] + Help.commands.map(\.name)))
        }
    }

    // MARK: Commands

    private func build(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parser = ArgumentParser(Help.build)
        let parsed = try parser.parse(arguments)
        let content = parsed.options["--content"] ?? "Content"
        var threads = BuildOptions.defaultThreads
        if let jobs = parsed.options["--jobs"] {
            guard let count = Int(jobs), count >= 1 else {
                throw UsageError("--jobs must be a whole number of at least 1, not '\(jobs)'", command: "build")
            }
            threads = count
        }
        var options = BuildOptions(
            contentDirectory: content,
            templatesDirectory: parsed.options["--templates"] ?? BuildOptions.templatesBeside(content: content),
            outputDirectory: parsed.options["--output"] ?? "site",
            checkOnly: parsed.flags.contains("--check"), threads: threads
        )
        options.strict = parsed.flags.contains("--strict")
        options.clean = parsed.flags.contains("--clean")
        options.engineCache = .standard
        note("templates: \(options.templatesDirectory.map { "\($0), over those built into lifeline" } ?? "built into lifeline")")
        return runBuild(options)
    }

    private func check(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parser = ArgumentParser(Help.check)
        let parsed = try parser.parse(arguments)
        let format = try DiagnosticOutput.parse(parsed.options["--format"], command: "check")
        var diagnostics = DiagnosticBag(warningsAreErrors: parsed.flags.contains("--strict"))
        let directory = parsed.options["--content"] ?? "Content"
        do {
            let content = try ContentLoader(contentDirectory: directory, threads: BuildOptions.defaultThreads).load(diagnostics: &diagnostics)
            _ = ContentChecks.validate(
                content, threads: BuildOptions.defaultThreads, engineCache: .standard, diagnostics: &diagnostics)
            // What each edition still shows in the site's language, as notes, once the
            // content is whole: with a file unread, they would count what it might hold.
            let strings = StringCompleteness.check(
                templatesDirectory: BuildOptions.templatesBeside(content: directory), settings: content.catalog.settings, &diagnostics)
            if !diagnostics.hasErrors {
                diagnostics.append(
                    contentsOf: TranslationCompleteness.report(content.catalog) { ContentChecks.engineTextsMissing(content.catalog, language: $0) })
                diagnostics.append(contentsOf: strings)
            }
            return report(diagnostics, sources: content.sources, success: "content is valid", format: format)
        } catch {
            guard format != .text else { return fail(error.message, hint: error.hint) }
            diagnostics.error("lifeline.content.directory", at: nil, error.message, hint: error.hint)
            return report(diagnostics, sources: [:], success: "", format: format)
        }
    }

    private func runBuild(_ options: BuildOptions) -> ExitStatus {
        let outcome: SiteBuilder.Outcome
        do {
            outcome = try SiteBuilder(options: options).run { progress($0) }
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
                if difference.interrupted {
                    error(
                        "lifeline: error: \(options.outputDirectory)/ is a mix of two builds: a build writing into this mount point "
                            + "was stopped while it swapped the site's top-level entries, so some are old and some new (each file is whole)")
                }
                if !difference.lines.isEmpty {
                    error("lifeline: error: \(options.outputDirectory)/ is stale: \(difference.lines.count) files differ from a fresh build")
                }
                difference.lines.forEach { console.err("  \($0)") }
                if let versions = difference.graphvizVersions {
                    console.err(
                        "    note: \(options.outputDirectory)/ was built with Graphviz \(versions.site) and this build uses Graphviz "
                            + "\(versions.build), which lays diagrams out differently; compare with the version that built it")
                }
                console.err("Run 'lifeline build' to regenerate it.")
                return .failure
            }
            info("\(options.outputDirectory)/ is up to date.")
            return .success
        }
        if outcome.upToDate {
            info("\(options.outputDirectory)/ is up to date: nothing changed since it was built; nothing written.")
            return .success
        }
        let reused = outcome.jobsReused > 0 ? " (\(outcome.jobsRendered) jobs rendered, \(outcome.jobsReused) unchanged and reused)" : ""
        info("Wrote \(outcome.filesWritten) files to \(options.outputDirectory)/\(reused).")
        return .success
    }

    // MARK: Output

    /// Diagnostics printed in one run; a tree with thousands of errors needs its first ones
    /// fixed, not pages of the same mistake.
    static let printedDiagnosticsLimit = 100

    func report(_ diagnostics: DiagnosticBag, sources: [String: String], success: String) -> ExitStatus {
        printDiagnostics(diagnostics, sources: sources)
        if diagnostics.hasErrors {
            let count = diagnostics.errorCount
            console.err("\(count) error\(count == 1 ? "" : "s") found.")
            return .failure
        }
        if !success.isEmpty { info(success) }
        return .success
    }

    /// The message may name a file of the content, whose name may hold control characters.
    /// Every diagnostic, errors and warnings, in file order, up to the limit: what `check`,
    /// `build` and each build of `serve` print.
    func printDiagnostics(_ diagnostics: DiagnosticBag, sources: [String: String]) {
        let sorted = diagnostics.sorted
        let shown = Array(sorted.prefix(Self.printedDiagnosticsLimit))
        for text in DiagnosticFormatter(sources: sources).formatEach(shown) {
            console.err(style.diagnostic(text))
        }
        if sorted.count > shown.count {
            let rest = sorted.count - shown.count
            console.err("… and \(rest) more diagnostic\(rest == 1 ? "" : "s") not shown (the first \(shown.count) are above).")
        }
    }

    func fail(_ message: String, hint: String?) -> ExitStatus {
        error("lifeline: error: \(VisibleText.escaping(message))")
        if let hint { error("    hint: \(VisibleText.escaping(hint))") }
        return .failure
    }
}
