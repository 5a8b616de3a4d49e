import LifecycleSimulator
import Testing

/// add-subview: the superview pair, then the window pair when the superview is in a
/// window, then layoutSubviews and draw(_:) at the next pass.
@Suite struct AddSubviewTests {
    /// view-add-to-window.md: four independent logs (2016–2019) agree on this order.
    @Test func toAControllerOnScreen() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
            steps:
              - add-subview: { view: v, to: A }
            """)
        #expect(run.problems == [])
        #expect(
            run.callsWithArguments() == [
                "v.init(frame:) frame: CGRect",
                "v.willMove(toSuperview:) newSuperview: A.view",
                "v.didMoveToSuperview()",
                "v.willMove(toWindow:) newWindow: window",
                "v.didMoveToWindow()",
                // The superview is A's root view: its layout is A's (view.layout.controller-root).
                "A.viewWillLayoutSubviews() pass: next layout pass",
                "A.viewDidLayoutSubviews() pass: next layout pass",
                "v.layoutSubviews() pass: next layout pass",
                "v.draw(_:) rect: bounds, pass: next display pass",
            ])
        #expect(
            run.result.events.map(\.stateAfter) == [
                "detached", "detached", "in-superview", "in-superview", "in-window", "appeared", "appeared", "in-window", "in-window",
            ])
        let add = BehaviourRegistry.behaviour("view.add.in-window")
        #expect(add.sources.contains { $0.url != nil })
        #expect(run.result.events[1].behaviour == add.id)
    }

    /// A named superview is told with didAddSubview(_:) (its place is unverified) and is
    /// laid out again before the new subview (a claim); only the newcomer is drawn.
    @Test func toANamedViewInAWindow() throws {
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
        #expect(
            run.calls == [
                "v.init(frame:)",
                "v.willMove(toSuperview:)",
                "v.didMoveToSuperview()",
                "w.didAddSubview(_:)",
                "v.willMove(toWindow:)",
                "v.didMoveToWindow()",
                "w.layoutSubviews()",
                "v.layoutSubviews()",
                "v.draw(_:)",
            ])
        let didAdd = try #require(run.result.events.first { $0.callback.name == "didAddSubview(_:)" })
        #expect(EvidenceLevels.withoutLogs.level(of: didAdd.behaviour) == .unverified)
        #expect(EvidenceLevels.withoutLogs.weakest(of: run.result.events) == .unverified)
    }

    /// From a nib: init(coder:), then awakeFromNib, before anything else.
    @Test func aViewFromANib() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view, from: nib }
            setup:
              - launch
              - show: { root: A }
            steps:
              - add-subview: { view: v, to: A }
            """)
        #expect(Array(run.calls.prefix(3)) == ["v.init(coder:)", "v.awakeFromNib()", "v.willMove(toSuperview:)"])
    }

    /// juejin 2023 (view-removal.md §3): a view added in viewDidLoad gets only the
    /// superview pair; its window pair follows the controller's viewWillAppear, and it is
    /// laid out after viewDidLayoutSubviews and drawn before viewDidAppear.
    @Test func inViewDidLoadThenPushed() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - add-subview: { view: v, to: B }
              - push: { vc: B, on: nav }
            """)
        #expect(
            run.calls(of: "B", "v") == [
                "B.init(nibName:bundle:)",
                "B.loadView()",
                "B.viewDidLoad()",
                "v.init(frame:)",
                "v.willMove(toSuperview:)",
                "v.didMoveToSuperview()",
                "B.willMove(toParent:)",
                "B.viewWillAppear(_:)",
                "v.willMove(toWindow:)",
                "v.didMoveToWindow()",
                "B.viewIsAppearing(_:)",
                "B.viewWillLayoutSubviews()",
                "B.viewDidLayoutSubviews()",
                "v.layoutSubviews()",
                "v.draw(_:)",
                "B.viewDidAppear(_:)",
                "B.didMove(toParent:)",
            ])
        #expect(run.result.states[1]["v"] == "in-superview")
        #expect(run.result.states[2]["v"] == "in-window")
        let layout = try #require(run.result.events.first { $0.notation == "v.layoutSubviews()" })
        #expect(layout.argumentText == "pass: appearance transition")
    }

    /// A view already on screen once is laid out again when it is added again, but not
    /// redrawn: its content was kept.
    @Test func addedAgainAfterRemoval() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: v, to: A }
              - remove-from-superview: { view: v }
            steps:
              - add-subview: { view: v, to: A }
            """)
        #expect(
            run.calls == [
                "v.willMove(toSuperview:)", "v.didMoveToSuperview()", "v.willMove(toWindow:)", "v.didMoveToWindow()",
                "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()", "v.layoutSubviews()",
            ])
    }
}
