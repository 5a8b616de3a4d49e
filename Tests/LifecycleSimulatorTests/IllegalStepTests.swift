import Diagnostics
import Testing

/// An action that is not legal in the current world is a diagnostic at the step's line
/// and column (the action's name), never a crash; the run stops there.
@Suite struct IllegalStepTests {
    @Test func popOfTheRootController() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - pop: { on: nav }
              - rotate: { to: landscape }
            """)
        #expect(run.problems == ["8:5: pop of the root of 'nav' [lifeline.engine.illegal-step]"])
        #expect(run.calls == [])
    }

    @Test func dismissWithNothingPresented() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
            steps:
              - rotate: { to: landscape }
              - dismiss: { vc: A }
              - present: { vc: B, from: A }
            """)
        #expect(run.problems == ["9:5: dismiss of 'A', which is not presented [lifeline.engine.illegal-step]"])
        #expect(run.result.events.allSatisfy { $0.step == 1 }, "nothing after the illegal step runs")
        #expect(
            run.calls(of: "A")
                == trace(
                    "A.willTransition", "A.viewWillTransition", "A.traitCollectionDidChange", "A.viewWillLayoutSubviews",
                    "A.viewDidLayoutSubviews"))
    }

    /// A is covered by a full-screen B, so it is not on screen and cannot present.
    @Test func presentFromAControllerNotOnScreen() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
            steps:
              - present: { vc: B, from: A, style: fullScreen }
              - present: { vc: C, from: A }
            """)
        #expect(run.problems == ["10:5: present from 'A', which is not on screen [lifeline.engine.illegal-step]"])
        #expect(run.calls(of: "C") == [], "C is not even created")
    }

    @Test(arguments: ["{ ios: 12 }", "{ ios: 17, lifecycle: scenes }"])
    func foregroundWhileActive(config: String) throws {
        let run = try simulate(
            """
            config: \(config)
            setup:
              - launch
            steps:
              - foreground
              - background
            """)
        #expect(run.problems == ["5:5: foreground while the app is active [lifeline.engine.illegal-step]"])
        #expect(run.calls == [])
    }

    @Test func terminateWhileNotRunning() throws {
        let run = try simulate(
            """
            steps:
              - terminate
              - launch
            """)
        #expect(run.problems == ["2:5: terminate while the app is not running [lifeline.engine.illegal-step]"])
        #expect(run.calls == [])
    }

    /// The diagnostic names the loaded file itself, so `lifeline check` can print it.
    @Test func diagnosticPointsIntoTheContentFile() throws {
        let run = try simulate(
            """
            steps:
              - terminate
            """)
        let diagnostic = try #require(run.result.diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: run.path, line: 8, column: 9))
        #expect(diagnostic.severity == .error)
    }

    /// An illegal step in `setup` is reported too, marked as setup, and nothing is traced.
    @Test func illegalSetupStepStopsBeforeTheSteps() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
              - pop: { on: nav }
            steps:
              - rotate: { to: landscape }
            """)
        #expect(run.problems == ["7:5: setup: pop of the root of 'nav' [lifeline.engine.illegal-step]"])
        #expect(run.calls == [])
    }
}
