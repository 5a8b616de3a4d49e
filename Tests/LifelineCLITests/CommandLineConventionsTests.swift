import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

/// `-h` everywhere, `help COMMAND`, colour only on a terminal, `--quiet` and `--verbose`.
@Suite struct CommandLineConventionsTests {
    @Test(arguments: Help.commands.map(\.name))
    func dashHAndHelpCommandShowTheSameText(_ command: String) {
        let short = lifeline(command, "-h")
        let long = lifeline(command, "--help")
        let viaHelp = lifeline("help", command)
        #expect(short.status == .success)
        #expect(short.console.stdout.hasPrefix("USAGE: lifeline \(command)"))
        #expect(short.console.stdout == long.console.stdout)
        #expect(short.console.stdout == viaHelp.console.stdout)
        #expect(viaHelp.status == .success)
    }

    @Test func everyCommandIsListedInTheMainHelp() {
        let list = Help.main.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
        let main = list.split(separator: "\n").map { String($0.dropFirst(2).prefix { $0 != " " }) }
        #expect(main == Help.commands.map(\.name))
    }

    @Test func helpForAnUnknownCommand() {
        let (status, console) = lifeline("help", "biuld")
        #expect(status == .usage)
        #expect(console.errLines.prefix(2) == ["lifeline: error: no command 'biuld'", "    hint: did you mean 'build'?"])
    }

    /// A colour console: one that says it is a terminal.
    final class TerminalConsole: Console {
        var errLines: [String] = []
        func out(_ text: String) {}
        func err(_ text: String) { errLines.append(text) }
        var isTerminal: Bool { true }
    }

    @Test(
        arguments: [
            ([:], true), (["NO_COLOR": "1"], false), (["NO_COLOR": ""], true), (["TERM": "dumb"], false),
        ] as [([String: String], Bool)])
    func colourOnlyOnATerminalAndWithoutNoColor(_ environment: [String: String], _ coloured: Bool) {
        let console = TerminalConsole()
        let status = CLI(console: console, environment: environment).run(["check", "--content", "/nonexistent-content"])
        #expect(status == .failure)
        let first = console.errLines.first ?? ""
        #expect(first.contains("\u{1B}[1;31merror\u{1B}[0m") == coloured)
        #expect(
            first.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[1;31m", with: "")
                .replacingOccurrences(of: "\u{1B}[0m", with: "") == "lifeline: error: content directory '/nonexistent-content' does not exist")
    }

    @Test func neverColourInAPipe() {
        let (_, console) = lifeline("check", "--content", "/nonexistent-content")
        #expect(!console.stderr.contains("\u{1B}["))
    }

    @Test func colouredDiagnosticKeepsItsText() {
        let plain = """
            a.yaml:3:9: error: unknown action 'pussh' [lifeline.step.unknown-action]
              3 |   - pussh: {}
                |     ^
                hint: did you mean 'push'?
            """
        let coloured = TerminalStyle(isEnabled: true).diagnostic(plain)
        #expect(coloured != plain)
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
        #expect(TerminalStyle.plain.diagnostic(plain) == plain)
    }

    @Test func quietLeavesOnlyResultsAndErrors() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Trees.valid, into: directory.appendingPathComponent("Content"))
            let content = directory.appendingPathComponent("Content").path
            let site = directory.appendingPathComponent("site").path
            let built = lifeline("--quiet", "build", "--content", content, "--output", site)
            #expect(built.status == .success)
            #expect(built.console.outLines == [])
            #expect(built.console.errLines == [])
            let checked = lifeline("check", "-q", "--content", content)
            #expect(checked.status == .success)
            #expect(checked.console.outLines == [])
            let simulated = lifeline("simulate", "-q", "\(content)/lifecycles/vc.yaml", "show")
            #expect(simulated.console.stdout.contains("A.viewWillAppear(_:)"))
        }
    }

    @Test func verboseNamesWhatInitCreated() throws {
        try withTemporaryDirectory { directory in
            let (status, console) = lifeline("init", directory.appendingPathComponent("demo").path, "--verbose")
            #expect(status == .success)
            #expect(console.errLines.contains("created \(directory.appendingPathComponent("demo").path)/Content/site.yaml"))
            let quiet = lifeline("init", directory.appendingPathComponent("other").path)
            #expect(!quiet.console.errLines.contains { $0.hasPrefix("created ") })
            let demo = directory.appendingPathComponent("demo").path
            let built = lifeline("build", "--verbose", "--content", "\(demo)/Content", "--output", "\(demo)/site")
            #expect(built.console.errLines.first == "templates: built into lifeline")
        }
    }

    /// `--` ends options: what follows is never taken for --quiet or --help.
    @Test func doubleDashEndsGlobalOptions() {
        var cli = CLI(console: RecordingConsole(), environment: [:])
        #expect(cli.takeGlobalOptions(["check", "--", "--quiet"]) == ["check", "--", "--quiet"])
        #expect(cli.verbosity == .normal)
        #expect(!Help.asksForHelp(["--", "--help"]))
    }
}
