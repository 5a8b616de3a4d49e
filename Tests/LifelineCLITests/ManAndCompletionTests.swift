import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

/// The man page and the completion scripts come from the commands' descriptions.
@Suite struct ManAndCompletionTests {
    @Test func manPageHasEveryCommandAndOption() {
        let (status, console) = lifeline("man")
        #expect(status == .success)
        let page = console.stdout
        #expect(page.hasPrefix(".TH LIFELINE 1 \"\" \"lifeline 0.1.0\" \"User Commands\"\n.SH NAME\n"))
        for command in Help.commands {
            #expect(page.contains(".SS \(ManPage.escape(command.usage))\n"), "\(command.name)")
            for option in command.allOptions {
                #expect(
                    page.contains(".TP\n" + option.names.map { "\\fB\(ManPage.escape($0))\\fR" }.joined(separator: ", ")),
                    "\(command.name) \(option.label)")
            }
        }
        #expect(page.contains(".SH EXIT STATUS"))
        #expect(page.contains(".B NO_COLOR"))
    }

    /// Every `.TP` of the page is an option of its command or a global one (issue 28: the
    /// wrapped trace-check `--format` line made prose into options).
    @Test func everyManPageEntryIsARealOption() {
        var command: CommandSpec?
        var entries = 0
        let lines = ManPage.render().split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() {
            if line == ".SH EXIT STATUS" { break }
            if line.hasPrefix(".SS ") { command = Help.commands.first { line == ".SS \(ManPage.escape($0.usage))" } }
            guard line == ".TP" else { continue }
            entries += 1
            let names = lines[index + 1].components(separatedBy: "\\fR").compactMap { part in
                part.components(separatedBy: "\\fB").dropFirst().first?.replacingOccurrences(of: "\\-", with: "-")
            }
            let value = lines[index + 1].components(separatedBy: "\\fI").dropFirst().first?.components(separatedBy: "\\fR").first
            let option = (command?.allOptions ?? Help.globalOptions).first { $0.names == names }
            #expect(option != nil, "\(command?.name ?? "global"): \(lines[index + 1])")
            #expect(value == option?.value.map { ManPage.escape($0.placeholder) }, "\(command?.name ?? "global"): \(lines[index + 1])")
        }
        #expect(entries == Help.globalOptions.count + Help.commands.map(\.allOptions.count).reduce(0, +))
    }

    @Test func roffEscaping() {
        #expect(ManPage.escape("--content C:\\dir") == "\\-\\-content C:\\edir")
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
    }

    /// groff's own warnings (`-ww`) catch a malformed page; skipped where groff is absent.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
    func groffReadsThePageWithoutWarnings() throws {
        let result = try run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z"], input: ManPage.render())
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    /// The usage line and the option list are made from the description; a label too
    /// long for its column puts its text on the lines below, never beside it.
    @Test func helpTextsAreMadeFromTheDescriptions() throws {
        let simulate = try #require(Help.text(for: "simulate"))
        #expect(simulate.hasPrefix("USAGE: lifeline simulate FILE SCENARIO [--format text|json|expect] [--all]\n\n"))
        #expect(simulate.contains("\n  --format text|json|expect\n                    Output format (default: text); expect prints"))
        #expect(simulate.contains("\n  --all             Show every call, ignoring the scenario's `only`\n"))
        #expect(Help.updateExpect.usage == "lifeline update-expect FILE [SCENARIO…]")
        #expect(Help.initSite.usage == "lifeline init [DIR] [--ci github|gitlab] [--lifeline-source URL[@REF]]")
        let traceCheck = try #require(Help.text(for: "trace-check"))
        #expect(traceCheck.contains("\n  --format text|json\n                    Output format (default: text). JSON:"))
        for command in Help.commands {
            let options = try #require(Help.text(for: command.name)).components(separatedBy: "\nOPTIONS:\n")[1]
            for line in options.split(separator: "\n") where !line.hasPrefix("    ") && line.hasPrefix("  ") {
                #expect(line.count <= HelpText.width, "\(command.name): \(line)")
            }
        }
    }

    /// Each command's parser accepts exactly the options its description lists.
    @Test(arguments: Help.commands.map(\.name))
    func theParserTakesTheDescribedOptions(_ name: String) throws {
        let command = try #require(Help.command(named: name))
        let parser = ArgumentParser(command)
        for option in command.options {
            for optionName in option.names {
                let value = option.value == nil ? [] : ["x"]
                do {
                    _ = try parser.parse([optionName] + value)
                } catch {
                    #expect(!error.message.hasPrefix("unknown option"), "\(name) \(optionName): \(error.message)")
                }
            }
        }
        #expect(throws: UsageError.self) { try parser.parse(["--not-an-option"]) }
    }

    /// The bash script, sourced in a real bash, completes commands, options, option values
    /// and positionals.
    @Test(arguments: [
        ("lifeline si", "simulate"),
        ("lifeline simulate --format ", "text json expect"),
        ("lifeline check --format g", "github"),
        ("lifeline completions ", "bash zsh fish"),
        ("lifeline help tr", "trace-check"),
        ("lifeline templates ", "export"),
        ("lifeline serve --al", "--allow-remote"),
        ("lifeline serve --port ", ""),
        ("lifeline build --c", "--content --check --clean"),
    ])
    func bashCompletes(_ line: String, _ expected: String) throws {
        let script = try #require(CompletionScripts.script(for: "bash"))
        let harness = """
            \(script)
            COMP_WORDS=(\(line.split(separator: " ").map { "'\($0)'" }.joined(separator: " "))\(line.hasSuffix(" ") ? " ''" : ""))
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            _lifeline
            echo "${COMPREPLY[*]}"
            """
        let result = try run("/bin/bash", ["--norc", "-s"], input: harness)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .newlines) == expected)
    }

    @Test func bashCompletesFilesForAFileAndDirectoriesForADirectory() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["life.yaml": "", "sub/x.txt": ""], into: directory)
            let script = try #require(CompletionScripts.script(for: "bash"))
            func complete(_ words: String) throws -> String {
                try run(
                    "/bin/bash", ["--norc", "-s"],
                    input:
                        "cd '\(directory.path)'\n\(script)\nCOMP_WORDS=(\(words) '')\nCOMP_CWORD=$((${#COMP_WORDS[@]} - 1))\n_lifeline\necho \"${COMPREPLY[*]}\""
                ).stdout.trimmingCharacters(in: .newlines)
            }
            #expect(try complete("lifeline simulate").split(separator: " ").sorted() == ["life.yaml", "sub"])
            #expect(try complete("lifeline build --output") == "sub")
            #expect(try complete("lifeline simulate life.yaml") == "")
        }
    }

    /// Every word a script offers is a command, an option of the command it is offered
    /// after, or a value that option or a positional takes; and every command and every
    /// option of every command is offered, in all three shells.
    @Test(arguments: ["bash", "zsh", "fish"])
    func everyCompletionWordIsRealAndEveryOptionIsOffered(_ shell: String) throws {
        let script = try #require(CompletionScripts.script(for: shell))
        let words: CompletionWords =
            switch shell {
            case "bash": .bash(script)
            case "zsh": .zsh(script)
            default: .fish(script)
            }
        let globals = Set(Help.globalOptions.flatMap(\.names))
        #expect(words.commands == Set(Help.commands.map(\.name)))
        #expect(words.globalOptions == globals)
        for command in Help.commands {
            let options = Set((command.allOptions + CommandSpec.verbosityOptions).flatMap(\.names))
            var values: Set<String> = []
            for kind in command.options.compactMap(\.value?.kind) + command.positionals.map(\.kind) {
                if case .words(let choices) = kind { values.formUnion(choices) }
                if case .commands = kind { values.formUnion(Help.commands.map(\.name)) }
            }
            let offered = words.options[command.name] ?? []
            #expect(offered.subtracting(options).isEmpty, "\(shell) \(command.name) offers \(offered.subtracting(options).sorted())")
            // fish offers the global options (help, quiet, verbose) once, for every command.
            let missing = options.subtracting(offered).subtracting(shell == "fish" ? globals : [])
            #expect(missing.isEmpty, "\(shell) \(command.name) lacks \(missing.sorted())")
            let offeredValues = words.values[command.name] ?? []
            #expect(offeredValues == values, "\(shell) \(command.name) values \(offeredValues.sorted())")
        }
    }

    /// `zsh -n` and `fish -n` check the syntax; skipped where the shell is not installed.
    @Test(.enabled(if: shellPath("zsh") != nil)) func zshParsesItsScript() throws {
        let result = try run(shellPath("zsh")!, ["-n"], input: CompletionScripts.script(for: "zsh")!)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(.enabled(if: shellPath("fish") != nil)) func fishParsesItsScript() throws {
        let result = try run(shellPath("fish")!, ["-n"], input: CompletionScripts.script(for: "fish")!)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func unknownShellIsAUsageError() {
        let (status, console) = lifeline("completions", "bsh")
        #expect(status == .usage)
        #expect(console.errLines.prefix(2) == ["lifeline: error: no completions for 'bsh'", "    hint: did you mean 'bash'?"])
    }
}

func shellPath(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs a program with `input` on its standard input.
func run(_ path: String, _ arguments: [String], input: String) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}
