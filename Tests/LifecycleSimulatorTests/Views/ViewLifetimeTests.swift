import LifecycleSimulator
import Testing

/// Views that begin with their controller's nib (`loaded-with`), are released by the
/// author (`release: { view: v }`), and end with their superview. Evidence in
/// `BehaviourRegistry+ViewLifetimes.swift`.
@Suite struct ViewLifetimeTests {
    /// Brad Bambara (2015) and Tomasz Szulc (2015): a storyboard view is decoded and added
    /// inside the controller's loadView, and awakeFromNib follows its superview pair.
    @Test func aNibViewLoadsInsideItsControllersLoadView() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller, from: storyboard }
              v: { kind: view, loaded-with: A }
            setup: [launch]
            steps:
              - show: { root: A }
            """)
        #expect(
            run.calls(of: "A", "v").prefix(9)
                == [
                    "A.init(coder:)", "A.awakeFromNib()", "A.loadView()", "v.init(coder:)", "v.willMove(toSuperview:)",
                    "v.didMoveToSuperview()", "v.awakeFromNib()", "A.viewDidLoad()", "A.viewWillAppear(_:)",
                ])
        #expect(run.result.events.first { $0.notation == "v.willMove(toSuperview:)" }?.argumentText == "newSuperview: A.view")
        // It then joins the window with A and is laid out and drawn before viewDidAppear.
        let rest = run.calls(of: "v").dropFirst(4)
        #expect(Array(rest) == ["v.willMove(toWindow:)", "v.didMoveToWindow()", "v.layoutSubviews()", "v.draw(_:)"])
    }

    /// A nib view inside another is decoded inside its superview's init(coder:) (unverified);
    /// awakeFromNib comes after the whole nib, in declaration order.
    @Test func nestedNibViewsAreDecodedInsideTheirSuperview() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              w: { kind: view, loaded-with: A }
              v: { kind: view, loaded-with: w }
            setup: [launch]
            steps:
              - show: { root: A }
            """)
        #expect(
            run.calls(only: ["loading", "hierarchy"]).prefix(12)
                == [
                    "A.init(nibName:bundle:)", "A.loadView()", "w.init(coder:)", "v.init(coder:)", "v.willMove(toSuperview:)",
                    "v.didMoveToSuperview()", "w.didAddSubview(_:)", "w.willMove(toSuperview:)", "w.didMoveToSuperview()",
                    "w.awakeFromNib()", "v.awakeFromNib()", "A.viewDidLoad()",
                ])
        #expect(EvidenceLevels.withoutLogs.level(of: "view.nib.nested") == .unverified)
    }

    @Test func aNibViewCannotBeUsedBeforeItsControllerLoads() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
              v: { kind: view, loaded-with: B }
            setup: [launch, { show: { root: A } }]
            steps:
              - add-subview: { view: v, to: A }
            """)
        #expect(
            run.problems == ["7:5: 'v' is part of the nib loaded with 'B': it exists once 'B' has loaded its view [lifeline.engine.illegal-step]"])
    }

    /// The released view's deinit, then each subview removed and released in turn.
    @Test func releasingADetachedViewReleasesItsSubviews() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
              w: { kind: view }
              x: { kind: view }
            setup:
              - launch
              - show: { root: A }
              - add-subview: { view: v, to: A }
              - add-subview: { view: w, to: v }
              - add-subview: { view: x, to: v }
              - remove-from-superview: { view: v }
            steps:
              - release: { view: v }
            """)
        #expect(
            run.calls == [
                "v.deinit", "w.willMove(toSuperview:)", "w.didMoveToSuperview()", "w.deinit", "x.willMove(toSuperview:)",
                "x.didMoveToSuperview()", "x.deinit",
            ])
        #expect(run.calls(only: ["v.deinit"]) == ["v.deinit"])
    }

    @Test func aViewHeldByItsSuperviewCannotBeReleased() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            setup: [launch, { show: { root: A } }, { add-subview: { view: v, to: A } }]
            steps:
              - release: { view: v }
            """)
        #expect(run.problems == ["6:5: release of 'v' while its superview 'A.view' holds it [lifeline.engine.illegal-step]"])
    }
}
