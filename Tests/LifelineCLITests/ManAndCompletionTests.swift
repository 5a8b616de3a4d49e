import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

/// The man page and the completion scripts come from the help texts.
@Suite struct ManAndCompletionTests {
    @Test func manPageHasEveryCommandAndOption() {
        let (status, console) = lifeline("man")
        #expect(status == .success)
        let page = console.stdout
        #expect(page.hasPrefix(".TH LIFELINE 1 \"\" \"lifeline 0.1.0\" \"User Commands\"\n.SH NAME\n"))
        for (name, text) in Help.commands {
            let document = HelpDocument(text)
            #expect(page.contains(".SS \(ManPage.escape(document.usage!))"), "\(name)")
            for option in document.options {
                #expect(page.contains(option.names.map { "\\fB\(ManPage.escape($0))\\fR" }.joined(separator: ", ")), "\(name) \(option.label)")
            }
        }
        #expect(page.contains(".SH EXIT STATUS"))
        #expect(page.contains(".B NO_COLOR"))
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

    @Test func helpTextsAreReadBack() {
        let simulate = HelpDocument(Help.simulate)
        #expect(simulate.usage == "lifeline simulate FILE SCENARIO [--format text|json|expect] [--all]")
        #expect(simulate.positionals == ["FILE", "SCENARIO"])
        #expect(simulate.options.map(\.names) == [["--format"], ["--all"], ["--help"]])
        #expect(simulate.options[0].value == "text|json|expect")
        #expect(simulate.options[0].text.hasPrefix("Output format (default: text); expect prints"))
        #expect(HelpDocument(Help.traceCheck).positionals == ["FILE", "SCENARIO", "LOG"])
        #expect(HelpDocument(Help.initSite).positionals == ["DIR"])
        #expect(HelpDocument(Help.main).options.map(\.names).first == ["-h", "--help"])
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

    @Test func zshAndFishNameEveryCommandAndOption() throws {
        let zsh = try #require(CompletionScripts.script(for: "zsh"))
        let fish = try #require(CompletionScripts.script(for: "fish"))
        #expect(zsh.hasPrefix("#compdef lifeline\n"))
        for command in CompletionModel().commands {
            #expect(zsh.contains("    '\(command.name):"))
            #expect(zsh.contains("        \(command.name)) _arguments"))
            #expect(fish.contains("-a \(command.name) -d "))
            for option in command.options {
                for name in option.names where name.hasPrefix("--") {
                    #expect(zsh.contains("'\(name)[") || zsh.contains(",\(name)}"), "\(command.name) \(name)")
                    #expect(fish.contains("__fish_seen_subcommand_from \(command.name)' -l \(name.dropFirst(2))"), "\(command.name) \(name)")
                }
            }
        }
        #expect(fish.contains("-l format -x -a 'text json expect'"))
        #expect(zsh.contains("'--format[") && zsh.contains(":(text json expect)'"))
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
