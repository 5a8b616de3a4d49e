import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

/// `--format json` parsed back, and a scenario checked while another scenario of the
/// same file has a schema error.
@Suite struct TraceCheckOutputTests {
    struct Report: Decodable {
        struct Call: Decodable, Equatable { var line: Int; var text: String; var call: String }
        struct Ignored: Decodable, Equatable {
            var line: Int
            var text: String
            var reason: String
            var unread: Bool
            var detail: String
            var suggestion: String?
        }
        struct EngineCall: Decodable, Equatable { var call: String; var step: Int; var repeatablePass: Int? }
        struct Difference: Decodable, Equatable { var row: Int; var logLine: Int?; var log: String?; var engine: String? }

        var scenario: String
        var verdict: String
        var lines: Int
        var calls: [Call]
        var ignored: [Ignored]
        var engine: [EngineCall]
        var firstDifference: Difference?
    }

    func json(_ scenario: String, _ log: String, _ arguments: String...) throws -> (CLI.ExitStatus, Report) {
        let (status, console) = try TraceCheckFixtures.check(scenario, log: log, ["--format", "json"] + arguments)
        return (status, try JSONDecoder().decode(Report.self, from: Data(console.stdout.utf8)))
    }

    /// The log's calls and the engine's are written alike: with the new phase when the
    /// phases are compared, without it when they are not.
    @Test func phasesAreWrittenOnBothSidesOrOnNeither() throws {
        let (status, report) = try json("swiftui-return", "inactive\nbackground\ninactive\nactive")
        #expect(status == .success)
        #expect(
            report.calls.map(\.call) == [
                "ui.onChange(of:) → inactive", "ui.onChange(of:) → background", "ui.onChange(of:) → inactive", "ui.onChange(of:) → active",
            ])
        #expect(report.engine.map(\.call) == report.calls.map(\.call))
        let (_, unsure) = try json(
            "swiftui-return",
            "ui onChange(of:) inactive\nui onChange(of:) background\nui onChange(of:) inactive, going to active\nui onChange(of:) active")
        #expect(
            unsure.calls.map(\.call) == [
                "ui.onChange(of:) → inactive", "ui.onChange(of:) → background", "ui.onChange(of:)", "ui.onChange(of:) → active",
            ])
        #expect(unsure.engine.map(\.call) == report.engine.map(\.call))
        #expect(unsure.verdict == "agreement", "a change that prints no phase is any change")
    }

    @Test func agreementWithARepeatedPass() throws {
        let (status, report) = try json("storyboard-root", RecordedLogShapeTests.yagamoLaunch + "\n------")
        #expect(status == .success)
        #expect(report.scenario == "storyboard-root")
        #expect(report.verdict == "agreement")
        #expect(report.lines == 10)
        #expect(report.calls.count == 9)
        #expect(report.calls[0] == .init(line: 1, text: "A: init(coder:)", call: "A.init(coder:)"))
        #expect(report.ignored == [.init(line: 10, text: "------", reason: "no-callback", unread: false, detail: "no lifecycle call")])
        #expect(report.engine.map(\.call) == report.calls.map(\.call), "the engine's side repeats the pass as the log does")
        #expect(report.engine.map(\.repeatablePass) == [nil, nil, nil, nil, 1, 1, 1, 1, nil])
        #expect(report.firstDifference == nil)
    }

    @Test func divergence() throws {
        let log = ReferenceLogAgreementTests.pushSource1.replacingOccurrences(of: "A  viewWillDisappear:", with: "A  viewDidDisappear:")
        let (status, report) = try json("push", log)
        #expect(status == .failure)
        #expect(report.verdict == "divergence")
        #expect(
            report.firstDifference == .init(row: 2, logLine: 2, log: "A.viewDidDisappear(_:)", engine: "B.viewWillAppear(_:)"),
            "A.viewWillDisappear is not in the log, so the engine side is narrowed to B and A.viewDidDisappear")
    }

    @Test func inconclusiveWithASuggestion() throws {
        let (status, report) = try json("push", "B viewDidLoadd\nB viewWillAppear:")
        #expect(status == .inconclusive)
        #expect(report.verdict == "inconclusive")
        #expect(
            report.ignored == [
                .init(
                    line: 1, text: "B viewDidLoadd", reason: "misspelt", unread: true,
                    detail: "'viewDidLoadd' is no callback; did you mean 'viewDidLoad'?", suggestion: "viewDidLoad")
            ])
        #expect(report.calls.map(\.call) == ["B.viewWillAppear(_:)"])
    }

    // MARK: Errors elsewhere in the file

    /// The push scenario is sound; the second scenario misspells an action and the claim
    /// names a scenario that does not exist.
    static let fileWithErrorsElsewhere = """
        id: traces
        title: Recorded traces
        object: view-controller
        scenarios:
          - id: push
            title: Push
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav, animated: true }
          - id: broken
            title: Broken
            objects:
              A: { kind: view-controller }
            steps:
              - pussh: { vc: A }
        claims:
          - id: c
            source: { title: Somewhere }
            statement: A loads its view.
            scenario: nowhere
            says: [A.viewDidLoad]
            verdict: true
        """

    func check(_ scenario: String, in file: String, log: String) throws -> (CLI.ExitStatus, RecordingConsole) {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["traces.yaml": file, "console.log": log], into: directory)
            return lifeline(
                "trace-check", TraceCheckFixtures.path("traces.yaml", in: directory), scenario,
                TraceCheckFixtures.path("console.log", in: directory))
        }
    }

    @Test func aSchemaErrorInAnotherScenarioDoesNotBlockThisOne() throws {
        let (status, console) = try check("push", in: Self.fileWithErrorsElsewhere, log: ReferenceLogAgreementTests.pushSource1)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 7, calls: 7, scenario: "push"))
        #expect(console.errLines.first?.hasSuffix("has 2 errors outside scenario 'push'; it is checked all the same") == true)
        #expect(console.stderr.contains("traces.yaml:21:9: error: unknown action 'pussh'"))
        #expect(console.stderr.contains("error: claim names scenario 'nowhere'"))
    }

    @Test func theBrokenScenarioItselfIsRefused() throws {
        let (status, console) = try check("broken", in: Self.fileWithErrorsElsewhere, log: "A viewDidLoad")
        #expect(status == .failure)
        #expect(console.outLines == [])
        #expect(console.stderr.contains("unknown action 'pussh'"))
        #expect(console.errLines.last == "2 errors found.")
    }

    /// An error in the file's own config concerns every scenario.
    @Test func anErrorInTheFileHeaderBlocksEveryScenario() throws {
        let file = Self.fileWithErrorsElsewhere.replacingOccurrences(
            of: "object: view-controller\n", with: "object: view-controller\nconfig: { ios: 99 }\n")
        let (status, console) = try check("push", in: file, log: ReferenceLogAgreementTests.pushSource1)
        #expect(status == .failure)
        #expect(console.outLines == [])
        #expect(console.stderr.contains("ios"))
    }
}
