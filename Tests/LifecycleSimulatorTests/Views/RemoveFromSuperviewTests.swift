import LifecycleSimulator
import Testing

/// remove-from-superview (view-removal.md §1): the window pair nests inside the
/// superview pair; the view stays alive and detached.
@Suite struct RemoveFromSuperviewTests {
    /// Two recordings (2016, 2019) agree on the nesting.
    @Test func fromAControllerOnScreen() throws {
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
              - remove-from-superview: { view: v }
            """)
        #expect(
            run.callsWithArguments() == [
                "v.willMove(toSuperview:) newSuperview: nil",
                "v.willMove(toWindow:) newWindow: nil",
                "v.didMoveToWindow()",
                "v.didMoveToSuperview()",
                "A.viewWillLayoutSubviews() pass: next layout pass",
                "A.viewDidLayoutSubviews() pass: next layout pass",
            ])
        #expect(run.result.events.map(\.stateAfter) == ["in-window", "in-window", "in-superview", "detached", "appeared", "appeared"])
        #expect(BehaviourRegistry.behaviour(run.result.events[0].behaviour).sources.contains { $0.url != nil })
        #expect(run.result.evidence.map(\.id.rawValue).contains("view.remove.kept"), "the page says why there is no deinit")
    }

    /// A named superview hears willRemoveSubview(_:) first (unverified) and is laid out
    /// again at the next pass (a claim).
    @Test func fromANamedViewOnScreen() throws {
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
              - remove-from-superview: { view: v }
            """)
        #expect(
            run.calls == [
                "w.willRemoveSubview(_:)",
                "v.willMove(toSuperview:)",
                "v.willMove(toWindow:)",
                "v.didMoveToWindow()",
                "v.didMoveToSuperview()",
                "w.layoutSubviews()",
            ])
        #expect(EvidenceLevels.withoutLogs.level(of: run.result.events[0].behaviour) == .unverified)
    }

    /// Off screen there is no window pair, and no layout until the superview is on screen.
    @Test func fromASuperviewNotInAWindow() throws {
        let run = try simulate(
            """
            objects:
              w: { kind: view }
              v: { kind: view }
            steps:
              - add-subview: { view: v, to: w }
              - remove-from-superview: { view: v }
            """)
        #expect(
            run.calls == [
                "w.init(frame:)", "v.init(frame:)", "v.willMove(toSuperview:)", "v.didMoveToSuperview()", "w.didAddSubview(_:)",
                "w.willRemoveSubview(_:)", "v.willMove(toSuperview:)", "v.didMoveToSuperview()",
            ])
        #expect(run.result.states.last?["v"] == "detached")
    }

    /// Removing a view takes its subviews out of the window with it: every will-call,
    /// parent first, then every did-call (order unverified), inside the superview pair.
    @Test func takesItsSubtreeOutOfTheWindow() throws {
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
              - remove-from-superview: { view: w }
            """)
        #expect(
            run.calls == [
                "w.willMove(toSuperview:)",
                "w.willMove(toWindow:)",
                "v.willMove(toWindow:)",
                "w.didMoveToWindow()",
                "v.didMoveToWindow()",
                "w.didMoveToSuperview()",
                "A.viewWillLayoutSubviews()",
                "A.viewDidLayoutSubviews()",
            ])
        #expect(run.result.states.last?["v"] == "in-superview", "v stays inside w, out of the window")
        let child = run.result.events.filter { $0.receiver == "v" }.map(\.behaviour.rawValue)
        #expect(child == ["view.window.subtree", "view.window.subtree"])
    }
}
