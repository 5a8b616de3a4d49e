import LifecycleSimulator
import Testing

/// The deferred passes (view-layout.md): layout requests wait for the end of the
/// run-loop turn (each step ends one) and merge; layoutIfNeeded lays out at once only
/// when something is pending; drawing comes after every layout of its pass.
@Suite struct LayoutPassTests {
    /// A, with v inside it, and a navigation controller to push A away and pop back.
    static let offScreenSetup = """
        objects:
          nav: { kind: navigation-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
          v: { kind: view }
        setup:
          - launch
          - show: { root: nav, stack: [A] }
          - add-subview: { view: v, to: A }
          - push: { vc: B, on: nav }
        """

    @Test func setNeedsLayoutWaitsForTheNextPass() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: v, to: A }
            steps:
              - set-needs-layout: { view: v }
            """)
        #expect(run.callsWithArguments() == ["v.layoutSubviews() pass: next layout pass"])
        #expect(run.result.events.first?.behaviour.rawValue == "view.layout.set-needs-layout")
        #expect(BehaviourRegistry.behaviour("view.layout.set-needs-layout").sources.contains { $0.url != nil })
    }

    /// The layout comes after the step's own calls: here after the superview and
    /// window calls of the add.
    @Test func theLayoutFollowsTheStepsOwnCalls() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              w: { kind: view }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: w, to: A }
            steps:
              - add-subview: { view: v, to: w }
            """)
        let firstLayout = try #require(run.calls.firstIndex(of: "w.layoutSubviews()"))
        #expect(run.calls[..<firstLayout].allSatisfy { !$0.hasSuffix("layoutSubviews()") && !$0.hasSuffix("draw(_:)") })
        #expect(firstLayout > run.calls.firstIndex(of: "v.didMoveToWindow()")!)
    }

    /// Two requests while the view waits off screen give one layoutSubviews when it comes
    /// back, in the appearance's pass.
    @Test func twoRequestsMergeIntoOneLayout() throws {
        let run = try simulate(
            Self.offScreenSetup + """

                steps:
                  - set-needs-layout: { view: v }
                  - set-needs-layout: { view: v }
                  - pop: { on: nav }
                """)
        #expect(run.calls(of: "v") == ["v.willMove(toWindow:)", "v.didMoveToWindow()", "v.layoutSubviews()"])
        #expect(run.result.events.filter { $0.step < 3 }.isEmpty)
    }

    /// On screen every step is its own turn, so two steps give two passes.
    @Test func requestsInTwoStepsAreTwoTurns() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: v, to: A }
            steps:
              - set-needs-layout: { view: v }
              - set-needs-layout: { view: v }
            """)
        #expect(run.result.events.map(\.step) == [1, 2])
    }

    /// On screen, the previous turn already laid the view out: layoutIfNeeded finds
    /// nothing pending and calls nothing.
    @Test func layoutIfNeededWithNothingPending() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: v, to: A }
              - set-needs-layout: { view: v }
            steps:
              - layout-if-needed: { view: v }
            """)
        #expect(run.calls == [])
        #expect(run.result.evidence.map(\.id.rawValue) == ["view.layout.layout-if-needed"])
    }

    /// Pending: laid out at once, within the step, the receiver before its subviews; the
    /// later pass has nothing left to do. Off screen this is unverified.
    @Test func layoutIfNeededWithALayoutPending() throws {
        let run = try simulate(
            """
            objects:
              w: { kind: view }
              v: { kind: view }
            setup:
              - add-subview: { view: v, to: w }
            steps:
              - set-needs-layout: { view: w }
              - layout-if-needed: { view: w }
              - layout-if-needed: { view: w }
            """)
        #expect(
            run.callsWithArguments() == [
                "w.layoutSubviews() pass: layoutIfNeeded, now",
                "v.layoutSubviews() pass: layoutIfNeeded, now",
            ])
        #expect(run.result.events.allSatisfy { $0.step == 2 })
        #expect(run.result.events.allSatisfy { $0.behaviour.rawValue == "view.layout.layout-if-needed.off-window" })
    }

    /// Laid out while off screen: coming back needs no second layout.
    @Test func layoutIfNeededOffScreenThenBack() throws {
        let run = try simulate(
            Self.offScreenSetup + """

                steps:
                  - set-needs-layout: { view: v }
                  - layout-if-needed: { view: v }
                  - pop: { on: nav }
                """)
        #expect(run.calls(of: "v") == ["v.layoutSubviews()", "v.willMove(toWindow:)", "v.didMoveToWindow()"])
    }

    @Test func setNeedsDisplayDrawsAtTheNextPass() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: v, to: A }
            steps:
              - set-needs-display: { view: v }
            """)
        #expect(run.callsWithArguments() == ["v.draw(_:) rect: bounds, pass: next display pass"])
        #expect(EvidenceLevels.withoutLogs.level(of: run.result.events[0].behaviour) == .documented)
    }

    /// Display asked first, layout second: the pass still lays out before it draws.
    @Test func drawComesAfterLayout() throws {
        let run = try simulate(
            Self.offScreenSetup + """

                steps:
                  - set-needs-display: { view: v }
                  - set-needs-layout: { view: v }
                  - pop: { on: nav }
                """)
        #expect(run.calls(of: "v") == ["v.willMove(toWindow:)", "v.didMoveToWindow()", "v.layoutSubviews()", "v.draw(_:)"])
        #expect(run.calls(of: "v", "A").last == "A.viewDidAppear(_:)", "both before the controller has appeared")
    }

    /// A size change lays out the view and its superview (parent first); nothing is
    /// redrawn. When the superview is a controller's root view, the controller hears it.
    @Test func resize() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              w: { kind: view }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: w, to: A }
              - add-subview: { view: v, to: w }
            steps:
              - resize: { view: v }
              - resize: { view: w }
            """)
        #expect(run.result.events.filter { $0.step == 1 }.map(\.notation) == ["w.layoutSubviews()", "v.layoutSubviews()"])
        #expect(
            run.result.events.filter { $0.step == 2 }.map(\.notation) == [
                "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()", "w.layoutSubviews()",
            ])
        #expect(!run.calls.contains { $0.hasSuffix("draw(_:)") })
    }

    /// A view not in a window is not laid out by a pass: its request waits.
    @Test func noPassLayoutOffScreen() throws {
        let run = try simulate(
            Self.offScreenSetup + """

                steps:
                  - set-needs-layout: { view: v }
                  - resize: { view: v }
                  - set-needs-display: { view: v }
                """)
        #expect(run.calls == [])
    }
}
