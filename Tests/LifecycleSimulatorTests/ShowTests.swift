import Testing

/// `show`: a controller becomes the window's root.
@Suite struct ShowTests {
    /// The old root disappears, the new one appears, and the old one is released.
    @Test func replacingTheRootHidesAndReleasesTheOldOne() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
            steps:
              - show: { root: B }
            """)
        #expect(
            run.calls(only: ["appearance", "deinit"])
                == trace(
                    "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                    "A.viewDidDisappear", "B.viewDidAppear", "A.deinit"
                ))
    }

    /// Before launch the window is not on screen: showing only sets the root up.
    @Test func showBeforeLaunchOnlyCreatesTheRoot() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
            steps:
              - show: { root: A }
            """)
        #expect(run.calls == trace("A.init(nibName:bundle:)"))
    }

    /// Replacing a root that presents something is not modelled (what UIKit does with the
    /// presented controller is not recorded). It used to send viewWillDisappear to the
    /// covered root a second time and leave the presented controller on screen with a
    /// deallocated presenter; it is now an error at the step.
    @Test func replacingARootThatPresentsIsAnError() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
              - present: { vc: B, from: A, style: fullScreen }
            steps:
              - show: { root: C }
            """)
        #expect(run.problems == ["10:5: show replaces 'A', which is presenting 'B' [lifeline.engine.illegal-step]"])
        #expect(run.calls == [], "C is not even created")
    }
}
