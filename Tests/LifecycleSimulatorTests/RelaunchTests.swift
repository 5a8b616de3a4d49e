import Testing

/// After the process ends, nothing of it gets another call: its windows went with it,
/// so a relaunch starts without a root (found by the random sequences: the engine used
/// to make the terminated root appear again at the next launch).
@Suite struct RelaunchTests {
    @Test(arguments: ["{ ios: 12 }", "{ ios: 17, lifecycle: scenes }"])
    func relaunchAfterTerminateCallsNoControllerOfTheEndedProcess(config: String) throws {
        let run = try simulate(
            """
            config: \(config)
            objects:
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
              - background
            steps:
              - terminate
              - launch
              - rotate: { to: landscape }
            """)
        #expect(run.problems == [])
        #expect(run.calls(of: "A") == [])
    }

    /// The ended controller cannot be shown again: a new process needs a new object.
    @Test func anEndedControllerCannotBeShownAgain() throws {
        let run = try simulate(
            """
            config: { ios: 12 }
            objects:
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
              - background
              - terminate
              - launch
            steps:
              - show: { root: A }
            """)
        #expect(run.problems == ["11:5: 'A' no longer exists: the app was terminated [lifeline.engine.illegal-step]"])
    }

    /// A fresh controller shown after the relaunch has its ordinary first appearance.
    @Test func aNewRootAfterRelaunchAppearsNormally() throws {
        let run = try simulate(
            """
            config: { ios: 12 }
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - show: { root: A }
              - launch
              - background
              - terminate
            steps:
              - show: { root: B }
              - launch
            """)
        #expect(
            run.delegateCalls
                == trace(
                    "B.init(nibName:bundle:)",
                    "app.application(_:willFinishLaunchingWithOptions:)",
                    "app.application(_:didFinishLaunchingWithOptions:)",
                    "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
                    "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                    "app.applicationDidBecomeActive",
                    "B.viewDidAppear"
                ))
    }
}
