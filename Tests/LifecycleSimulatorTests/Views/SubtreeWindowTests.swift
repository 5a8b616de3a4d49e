import LifecycleSimulator
import Testing

/// Views follow their superview chain into and out of the window: a subtree built off
/// screen is told when it is attached, and a controller's views when it appears or
/// disappears.
@Suite struct SubtreeWindowTests {
    /// Built while detached: only superview calls. Attached to a controller on screen:
    /// the window pair for the whole subtree (wills parent first, then dids), then one
    /// pass lays out and draws it top-down.
    @Test func detachedSuperviewThenAttached() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              w: { kind: view }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
            steps:
              - add-subview: { view: v, to: w }
              - add-subview: { view: w, to: A }
            """)
        #expect(
            run.result.events.filter { $0.step == 1 }.map(\.notation) == [
                "w.init(frame:)", "v.init(frame:)", "v.willMove(toSuperview:)", "v.didMoveToSuperview()", "w.didAddSubview(_:)",
            ])
        #expect(
            run.result.events.filter { $0.step == 2 }.map(\.notation) == [
                "w.willMove(toSuperview:)",
                "w.didMoveToSuperview()",
                "w.willMove(toWindow:)",
                "v.willMove(toWindow:)",
                "w.didMoveToWindow()",
                "v.didMoveToWindow()",
                "A.viewWillLayoutSubviews()",
                "A.viewDidLayoutSubviews()",
                "w.layoutSubviews()",
                "v.layoutSubviews()",
                "w.draw(_:)",
                "v.draw(_:)",
            ])
        #expect(run.result.states[1]["v"] == "in-superview")
        #expect(run.result.states[2]["v"] == "in-window")
    }

    /// No window call at add time off screen, not even a nil-window didMoveToWindow.
    @Test func addedOffScreenGetsNoWindowCall() throws {
        let run = try simulate(
            """
            objects:
              w: { kind: view }
              v: { kind: view }
            steps:
              - add-subview: { view: v, to: w }
            """)
        #expect(!run.calls.contains("v.didMoveToWindow()"))
        #expect(run.result.evidence.first { $0.id.rawValue == "view.add.off-window" }?.sources.contains { $0.url != nil } == true)
    }

    /// juejin 2023: the controller's subviews leave the window after its viewWillDisappear
    /// and before its viewDidDisappear, and come back after its viewWillAppear. Nothing
    /// was pending, so nothing is laid out or drawn again.
    @Test func followTheirControllerAwayAndBack() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              w: { kind: view }
              v: { kind: view }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
              - add-subview: { view: w, to: A }
              - add-subview: { view: v, to: w }
            steps:
              - push: { vc: B, on: nav }
              - pop: { on: nav }
            """)
        #expect(
            run.result.events.filter { $0.step == 1 }.map(\.notation).filter { !$0.hasPrefix("B.") && !$0.hasPrefix("nav.") } == [
                "A.viewWillDisappear(_:)",
                "w.willMove(toWindow:)",
                "v.willMove(toWindow:)",
                "w.didMoveToWindow()",
                "v.didMoveToWindow()",
                "A.viewDidDisappear(_:)",
            ])
        #expect(
            run.result.events.filter { $0.step == 2 }.map(\.notation).filter { !$0.hasPrefix("B.") && !$0.hasPrefix("nav.") } == [
                "A.viewWillAppear(_:)",
                "w.willMove(toWindow:)",
                "v.willMove(toWindow:)",
                "w.didMoveToWindow()",
                "v.didMoveToWindow()",
                "A.viewIsAppearing(_:)",
                "A.viewDidAppear(_:)",
            ])
        let leave = run.result.events.filter { $0.step == 1 && $0.receiver == "w" }.map(\.behaviour.rawValue)
        #expect(leave == ["view.window.controller", "view.window.controller"])
        #expect(run.result.states[1]["w"] == "in-superview")
        #expect(run.result.states[2]["w"] == "in-window")
    }

    /// A full-screen presentation takes the presenter's views out of the window; a sheet
    /// leaves them in it.
    @Test(arguments: [("fullScreen", true), ("pageSheet", false)])
    func presentationOverTheirController(style: String, leaves: Bool) throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: v, to: A }
            steps:
              - present: { vc: B, from: A, style: \(style) }
            """)
        #expect(run.calls(of: "v") == (leaves ? ["v.willMove(toWindow:)", "v.didMoveToWindow()"] : []))
        #expect(run.result.states.last?["v"] == (leaves ? "in-superview" : "in-window"))
    }

    /// A popped controller is deallocated; its view then removes each subview, which is
    /// deallocated in turn and removes its own, depth first (unverified). No window calls:
    /// they left the window with B. They cannot be used again.
    @Test func goWithTheirDeallocatedController() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              w: { kind: view }
              v: { kind: view }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
              - push: { vc: B, on: nav }
              - add-subview: { view: w, to: B }
              - add-subview: { view: v, to: w }
            steps:
              - pop: { on: nav }
              - set-needs-layout: { view: v }
            """)
        #expect(
            run.calls(of: "B", "w", "v") == [
                "B.willMove(toParent:)",
                "B.viewWillDisappear(_:)",
                "w.willMove(toWindow:)",
                "v.willMove(toWindow:)",
                "w.didMoveToWindow()",
                "v.didMoveToWindow()",
                "B.viewDidDisappear(_:)",
                "B.didMove(toParent:)",
                "B.deinit",
                "w.willMove(toSuperview:)",
                "w.didMoveToSuperview()",
                "w.deinit",
                "v.willMove(toSuperview:)",
                "v.didMoveToSuperview()",
                "v.deinit",
            ])
        #expect(run.problems == ["15:5: 'v' was already deallocated [lifeline.engine.illegal-step]"])
        #expect(run.result.states.last?["v"] == "deallocated")
    }

    /// Terminating the process ends every view without a call.
    @Test func endWithTheProcess() throws {
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
              - terminate: { by: user }
            """)
        #expect(run.calls(of: "v") == [])
        #expect(run.result.states.last?["v"] == "deallocated")
    }

    /// A view added before launch joins the window with its controller: right after the
    /// controller's viewWillAppear, and is laid out and drawn before its viewDidAppear.
    @Test func addedBeforeLaunchJoinsTheWindowWithItsController() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - show: { root: A }
              - add-subview: { view: v, to: A }
            steps:
              - launch
            """)
        let views = run.result.events.filter { $0.receiver == "v" }
        #expect(views.map(\.notation) == ["v.willMove(toWindow:)", "v.didMoveToWindow()", "v.layoutSubviews()", "v.draw(_:)"])
        let order = run.result.events.map(\.notation)
        let willAppear = try #require(order.firstIndex(of: "A.viewWillAppear(_:)"))
        let didAppear = try #require(order.firstIndex(of: "A.viewDidAppear(_:)"))
        #expect(order.firstIndex(of: "v.willMove(toWindow:)")! > willAppear)
        #expect(order.firstIndex(of: "v.draw(_:)")! < didAppear)
    }
}
