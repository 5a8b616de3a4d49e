import Foundation
import LifelineCLI
import TestSupport
import Testing

/// `simulate --format expect`, `--all`, and simulating past other scenarios' errors.
@Suite struct SimulateCommandTests {
    static let file = """
        id: vc
        title: View controller
        object: view-controller
        scenarios:
          - id: push
            title: Push
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup: [launch, { show: { root: nav, stack: [A] } }]
            steps:
              - push: { vc: B, on: nav }
            only: [loading, viewWillAppear, viewDidDisappear]
          - id: broken
            title: Broken
            objects:
              A: { kind: view-controller }
            steps:
              - pussh: { vc: A }

        """

    @Test func expectFormatPrintsTheBlockToPasteHonouringOnly() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
            let (status, console) = lifeline("simulate", path, "push", "--format", "expect")
            #expect(status == .success)
            #expect(
                console.outLines == [
                    """
                        expect:
                          - "B.init(nibName:bundle:)"
                          - B.loadView
                          - B.viewDidLoad
                          - B.viewWillAppear
                          - A.viewDidDisappear
                    """
                ])
            // The broken scenario's error is shown, and does not stop this one.
            #expect(console.stderr.contains("\(path):20:9: error: unknown action 'pussh' [lifeline.step.unknown-action]"))
            #expect(console.errLines.last == "lifeline: warning: simulating 'push' anyway: the errors above are in other parts of \(path)")
        }
    }

    /// Pasted under the scenario, the block makes `check` pass: the round trip the
    /// format exists for.
    @Test func pastedBlockPassesCheck() throws {
        try withTemporaryDirectory { directory in
            let withoutBroken = String(Self.file[..<Self.file.range(of: "  - id: broken")!.lowerBound])
            try FixtureTree.write(["site.yaml": "title: T\n", "lifecycles/vc.yaml": withoutBroken], into: directory)
            let path = directory.appendingPathComponent("lifecycles/vc.yaml").path
            let block = lifeline("simulate", path, "push", "--format", "expect").console.stdout
            try Data((withoutBroken + block + "\n").utf8).write(to: URL(fileURLWithPath: path))
            let (status, console) = lifeline("check", "--content", directory.path)
            #expect(status == .success, "\(console.stderr)")
        }
    }

    @Test func allIgnoresOnly() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
            let filtered = lifeline("simulate", path, "push").console.stdout
            let all = lifeline("simulate", path, "push", "--all").console.stdout
            #expect(!filtered.contains("B.viewDidAppear(_:)"))
            #expect(all.contains("B.viewDidAppear(_:)"))
            #expect(all.contains("nav.navigationController(_:willShow:animated:)"))
            #expect(all.split(separator: "\n").count > filtered.split(separator: "\n").count)
        }
    }

    @Test func theBrokenScenarioItselfIsStillAnError() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
            let (status, console) = lifeline("simulate", path, "broken")
            #expect(status == .failure)
            #expect(console.outLines == [])
            #expect(console.errLines.last == "1 error found.")
        }
    }

    @Test func anErrorBeforeTheScenariosStopsEveryScenario() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            let file = Self.file.replacingOccurrences(of: "object: view-controller\n", with: "object: view-controller\nconfig: { ios: 99 }\n")
            try Data(file.utf8).write(to: URL(fileURLWithPath: path))
            let (status, console) = lifeline("simulate", path, "push")
            #expect(status == .failure)
            #expect(console.outLines == [])
            #expect(console.stderr.contains("config 'ios' must be between 7 and 27, found 99"))
        }
    }

    @Test func allAndExpectDisagreeWhenTheScenarioFilters() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("vc.yaml").path
            try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
            let (status, _) = lifeline("simulate", path, "push", "--all", "--format", "expect")
            #expect(status == .usage)
        }
    }
}
