import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

/// `--map`, standard input, help and the command's usage and input errors.
@Suite struct TraceCheckCommandTests {
    /// vc-push.md, source 1, as an app whose classes are named for their role: each class
    /// given to its object with `--map`.
    static let pushWithClassNames = """
        DetailViewController  viewDidLoad
        ListViewController  viewWillDisappear:
        DetailViewController  viewWillAppear:
        DetailViewController  viewWillLayoutSubviews
        DetailViewController  viewDidLayoutSubviews
        ListViewController  viewDidDisappear:
        DetailViewController  viewDidAppear:
        """

    @Test func mapGivesClassesToObjects() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "push", log: Self.pushWithClassNames, "--map", "A=ListViewController", "--map=B=DetailViewController")
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 7, calls: 7, scenario: "push"))
    }

    /// `--map` once for the whole run: pairs separated by commas.
    @Test(arguments: [
        ["--map", "A=ListViewController,B=DetailViewController"],
        ["--map=A=ListViewController, B=DetailViewController"],
        ["--map", "A=ListViewController", "--map", "B=DetailViewController,A=ListViewController"],
    ])
    func mapListsPairsSeparatedByCommas(_ arguments: [String]) throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.pushWithClassNames, arguments)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(console.outLines.last == "agreement: 7 calls match the simulated order of push")
    }

    /// Without `--map` every line names a class that is no object: nothing was read, so the
    /// verdict is inconclusive, with the `--map` hint.
    @Test func withoutMapNoLineReadsAsACall() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.pushWithClassNames)
        #expect(status == .inconclusive)
        #expect(console.outLines.first == "read 7 lines: 0 calls on objects of push, 7 lines ignored")
        #expect(console.stdout.contains("map it with --map NAME=DetailViewController"))
    }

    /// Only one of the two classes mapped: the other's lines could not be read, so the
    /// five calls read agree but the log as a whole is inconclusive.
    @Test func halfMappedLogIsInconclusive() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.pushWithClassNames, "--map", "B=DetailViewController")
        #expect(status == .inconclusive)
        #expect(console.outLines.first == "read 7 lines: 5 calls on objects of push, 2 lines ignored")
        #expect(
            console.outLines.suffix(2) == [
                "inconclusive: 2 lines look like lifecycle calls but were not read (above); the 5 calls read agree with the simulated order of push",
                "hint: lines naming ListViewController were not read, as no object of the scenario has that name; "
                    + "if one is an object, map it with --map NAME=ListViewController",
            ])
    }

    @Test func conventionNeedsNoMap() throws {
        let log = """
            -[BViewController viewDidLoad]
            -[AViewController viewWillDisappear:]
            -[BViewController viewWillAppear:]
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success)
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 3, calls: 3, scenario: "push"))
    }

    @Test(arguments: [
        (["--map", "Q=X"], "lifeline: error: --map names 'Q', which is not an object of scenario 'push'"),
        (["--map", "BDetail"], "lifeline: error: --map expects NAME=Class, not 'BDetail'"),
        (["--map", "A=X,B"], "lifeline: error: --map expects NAME=Class, not 'A=X,B'"),
        (["--map", "A=X,"], "lifeline: error: --map expects NAME=Class, not 'A=X,'"),
        (["--format", "xml"], "lifeline: error: --format must be text or json, not 'xml'"),
        (["--map", "=X"], "lifeline: error: --map expects NAME=Class, not '=X'"),
        (["--map"], "lifeline: error: --map needs a value"),
        (["--mapp", "A=X"], "lifeline: error: unknown option '--mapp' for 'trace-check'"),
    ])
    func badMapIsAUsageError(_ arguments: [String], _ message: String) throws {
        let (status, console) = try withTemporaryDirectory { directory in
            try FixtureTree.write(["traces.yaml": TraceCheckFixtures.lifecycle, "console.log": "B viewDidLoad"], into: directory)
            return lifeline(
                [
                    "trace-check", directory.appendingPathComponent("traces.yaml").path, "push",
                    directory.appendingPathComponent("console.log").path,
                ] + arguments)
        }
        #expect(status == .usage)
        #expect(console.errLines.first == message)
        #expect(console.errLines.last == "Run 'lifeline trace-check --help' for usage.")
    }

    /// An app without scenes has no scene to map (velog notes, dev round 7, 2026-12-06): the
    /// hint leaves it out.
    @Test func theObjectsAHintListsAreTheAppsOwn() throws {
        let (status, console) = try TraceCheckFixtures.check("background-foreground", log: "A viewWillAppear", "--map", "Q=X")
        #expect(status == .usage)
        #expect(console.errLines.contains("    hint: objects: A, app"), "\(console.stderr)")
    }

    @Test func misspeltMapOptionIsSuggested() {
        let (_, console) = lifeline("trace-check", "f", "s", "l", "--mapp", "A=X")
        #expect(console.errLines.contains("    hint: did you mean '--map'?"))
    }

    /// `-` reads the log from standard input.
    @Test func dashReadsStandardInput() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["traces.yaml": TraceCheckFixtures.lifecycle], into: directory)
            let console = RecordingConsole()
            let command = TraceCheckCommand(cli: CLI(console: console)) { Data(ReferenceLogAgreementTests.pushSource1.utf8) }
            let status = try command.run([directory.appendingPathComponent("traces.yaml").path, "push", "-"])
            #expect(status == .success)
            #expect(console.outLines == TraceCheckFixtures.agreement(lines: 7, calls: 7, scenario: "push"))
        }
    }

    @Test func missingLogFile() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["traces.yaml": TraceCheckFixtures.lifecycle], into: directory)
            let missing = directory.appendingPathComponent("nope.log").path
            let (status, console) = lifeline("trace-check", directory.appendingPathComponent("traces.yaml").path, "push", missing)
            #expect(status == .failure)
            #expect(console.errLines.first == "lifeline: error: cannot read log '\(missing)'")
        }
    }

    /// As `simulate`: an unreadable lifecycle file is a content error (exit 1), not a usage error.
    @Test func missingLifecycleFile() throws {
        try withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("nope.yaml").path
            let (status, console) = lifeline("trace-check", missing, "push", "-")
            #expect(status == .failure)
            #expect(console.stderr.contains("error: cannot read \(missing)"))
        }
    }

    @Test func unknownScenarioIsSuggested() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["traces.yaml": TraceCheckFixtures.lifecycle], into: directory)
            let file = directory.appendingPathComponent("traces.yaml").path
            let (status, console) = lifeline("trace-check", file, "pussh", "-")
            #expect(status == .failure)
            #expect(console.errLines == ["lifeline: error: \(file) has no scenario 'pussh'", "    hint: did you mean 'push'?"])
        }
    }

    @Test func missingArguments() {
        let (status, console) = lifeline("trace-check", "file.yaml")
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: missing SCENARIO LOG")
    }

    @Test func help() {
        let (status, console) = lifeline("trace-check", "--help")
        #expect(status == .success)
        #expect(
            console.stdout.hasPrefix(
                "USAGE: lifeline trace-check FILE SCENARIO LOG [--map NAME=Class[,NAME=Class…]] [--call Printed=[OBJECT.]callback[,…]] [--pairs PAIRING] [--format text|json]"
            ))
        #expect(console.errLines == [])
    }

    @Test func listedInMainHelp() {
        let (_, console) = lifeline("--help")
        #expect(console.stdout.contains("  trace-check    Compare a console log from a real app with a scenario's simulated order"))
    }

    @Test func misspeltCommandIsSuggested() {
        let (status, console) = lifeline("trace-chek")
        #expect(status == .usage)
        #expect(console.errLines.contains("    hint: did you mean 'trace-check'?"))
    }
}
