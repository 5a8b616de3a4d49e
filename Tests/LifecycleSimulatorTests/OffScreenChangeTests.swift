import Testing

/// A controller whose laid-out view changed while it was off screen (the device turned, a
/// view was added to its root) returns with a layout no recording places: its return is
/// refused. One never laid out is laid out at its first appearance, as before.
@Suite struct OffScreenChangeTests {
    private func stack(_ setup: String, _ steps: String) throws -> Simulated {
        try simulate(
            """
            config: { ios: 17 }
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            \(setup)
            steps:
            \(steps)
            """)
    }

    @Test(arguments: ["pop: { on: nav }", "interactive-pop: { on: nav, completes: false }"])
    func aControllerTurnedOffScreenDoesNotReturn(back: String) throws {
        let run = try stack("  - push: { vc: B, on: nav }\n  - rotate: { to: landscape }", "  - \(back)")
        #expect(
            run.problems.first?.contains(
                "'A' returns to the screen after the device turned while it was off screen, which is not modelled") == true,
            "\(run.problems)")
        #expect(run.result.diagnostics.first?.hint == "make the change while 'A' is on screen, or end the scenario before 'A' returns")
    }

    @Test func aViewAddedOffScreenKeepsItsControllerAway() throws {
        let run = try stack("  - push: { vc: B, on: nav }", "  - add-subview: { view: v, to: A }\n  - pop: { on: nav }")
        #expect(run.problems.first?.contains("'A' returns to the screen after its views changed while it was off screen") == true, "\(run.problems)")
    }

    /// Turned and turned back while off screen, A's view has its size again.
    @Test func aTurnUndoneOffScreenReturnsAsBefore() throws {
        let run = try stack(
            "  - push: { vc: B, on: nav }\n  - rotate: { to: landscape }\n  - rotate: { to: portrait }", "  - pop: { on: nav }")
        #expect(run.problems == [])
    }

    /// Turned while on screen, A hears the turn and is laid out; it leaves and comes back
    /// as recorded.
    @Test func aControllerTurnedOnScreenReturnsAsBefore() throws {
        let run = try stack("  - rotate: { to: landscape }", "  - push: { vc: B, on: nav }\n  - pop: { on: nav }")
        #expect(run.problems == [])
        #expect(run.calls.contains("A.viewDidAppear(_:)"))
    }

    /// B, pushed under a full-screen cover and never shown, is first laid out when it
    /// first appears, at whatever size the device has then.
    @Test func aControllerNeverLaidOutAppearsAsBefore() throws {
        let run = try simulate(
            """
            config: { ios: 17 }
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              M: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
              - present: { vc: M, from: nav, style: fullScreen }
              - push: { vc: B, on: nav }
              - rotate: { to: landscape }
            steps:
              - dismiss: { vc: M }
            """)
        #expect(run.problems == [])
        #expect(run.calls.contains("B.viewWillLayoutSubviews()"))
    }
}
