import LifecycleModel
import Testing

/// containment.md: add-child and remove-child, and a contained child's appearance
/// following its parent's. Which containment calls are automatic is documented; the
/// parent-then-child order is recorded once; adding to or removing from a visible parent
/// rests on prose.
@Suite struct ChildContainmentTests {
    /// P is a root on screen.
    static let visibleParent = """
        objects:
          P: { kind: view-controller }
          C: { kind: view-controller }
        setup:
          - launch
          - show: { root: P }
        """

    /// P is at the bottom of a navigation stack, covered by X.
    static let coveredParent = """
        objects:
          nav: { kind: navigation-controller }
          P: { kind: view-controller }
          C: { kind: view-controller }
          X: { kind: view-controller }
        setup:
          - launch
          - show: { root: nav, stack: [P] }
        """

    /// addChild sends willMove; adding the view loads it and, the parent being on screen,
    /// makes it appear (laid out first, as any view appearing for the first time); the
    /// developer then calls didMove. The parent hears nothing.
    @Test func addingAChildToAVisibleParent() throws {
        let run = try simulate(
            Self.visibleParent + """

                steps:
                  - add-child: { child: C, parent: P }
                """)
        #expect(
            run.callsWithArguments() == [
                "C.init(nibName:bundle:) nibName: nil, bundle: nil",
                "C.willMove(toParent:) parent: P",
                "C.loadView()",
                "C.viewDidLoad()",
                "C.viewWillAppear(_:) animated: false",
                "C.viewIsAppearing(_:) animated: false",
                "C.viewWillLayoutSubviews()",
                "C.viewDidLayoutSubviews()",
                "C.viewDidAppear(_:) animated: false",
                "C.didMove(toParent:) parent: P",
            ])
    }

    /// The same add to a parent that is not on screen: the view loads, nothing appears.
    @Test func addingAChildToAParentNotOnScreen() throws {
        let run = try simulate(
            Self.coveredParent + """

                  - push: { vc: X, on: nav }
                steps:
                  - add-child: { child: C, parent: P }
                """)
        #expect(
            run.calls
                == run.trace(
                    "C.init(nibName:bundle:)",
                    "C.willMove(toParent:)",
                    "C.loadView",
                    "C.viewDidLoad",
                    "C.didMove(toParent:)"
                ))
    }

    /// When the parent appears and disappears, the child follows it call by call: parent
    /// will, child will, parent did, child did (containment.md, source 1, for appearing;
    /// the disappearing order by analogy).
    @Test func theParentsAppearanceIsForwardedAfterItsOwnCalls() throws {
        let run = try simulate(
            Self.coveredParent + """

                  - add-child: { child: C, parent: P }
                steps:
                  - push: { vc: X, on: nav }
                  - pop: { on: nav }
                """)
        let push = run.result.events.filter { $0.step == 1 && $0.callback.group == .appearance }.map(\.notation)
        let pop = run.result.events.filter { $0.step == 2 && $0.callback.group == .appearance }.map(\.notation)
        #expect(
            push
                == run.trace(
                    "P.viewWillDisappear",
                    "C.viewWillDisappear",
                    "X.viewWillAppear",
                    "X.viewIsAppearing",
                    "P.viewDidDisappear",
                    "C.viewDidDisappear",
                    "X.viewDidAppear"
                ))
        #expect(
            pop
                == run.trace(
                    "X.viewWillDisappear",
                    "P.viewWillAppear",
                    "P.viewIsAppearing",
                    "C.viewWillAppear",
                    "C.viewIsAppearing",
                    "X.viewDidDisappear",
                    "P.viewDidAppear",
                    "C.viewDidAppear"
                ))
    }

    /// A child added while its parent was covered appears for the first time with the
    /// parent, and is laid out then, although the pop lays out nothing else.
    @Test func aChildAddedOffScreenIsLaidOutWhenItFirstAppears() throws {
        let run = try simulate(
            Self.coveredParent + """

                  - push: { vc: X, on: nav }
                steps:
                  - add-child: { child: C, parent: P }
                  - pop: { on: nav }
                """)
        #expect(
            run.result.events.filter { $0.step == 2 }.map(\.notation)
                == run.trace(
                    "X.willMove(toParent:)",
                    "X.viewWillDisappear",
                    "P.viewWillAppear",
                    "P.viewIsAppearing",
                    "C.viewWillAppear",
                    "C.viewIsAppearing",
                    "nav.navigationController(_:willShow:animated:)",
                    "C.viewWillLayoutSubviews",
                    "C.viewDidLayoutSubviews",
                    "X.viewDidDisappear",
                    "P.viewDidAppear",
                    "C.viewDidAppear",
                    "nav.navigationController(_:didShow:animated:)",
                    "X.didMove(toParent:)",
                    "X.deinit"
                ))
    }

    /// Adding the child's view reads the parent's view, which loads first if it never
    /// has (P is under X in the stack and was never shown). Both appear, and are laid
    /// out, when the pop reveals P.
    @Test func addingAChildToAParentWhoseViewIsNotLoaded() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              P: { kind: view-controller }
              C: { kind: view-controller }
              X: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [P, X] }
            steps:
              - add-child: { child: C, parent: P }
              - pop: { on: nav }
            """)
        #expect(
            run.result.events.filter { $0.step == 1 }.map(\.notation)
                == run.trace(
                    "C.init(nibName:bundle:)",
                    "C.willMove(toParent:)",
                    "P.loadView",
                    "P.viewDidLoad",
                    "C.loadView",
                    "C.viewDidLoad",
                    "C.didMove(toParent:)"
                ))
        #expect(
            run.result.events.filter { $0.step == 2 }.map(\.notation)
                == run.trace(
                    "X.willMove(toParent:)",
                    "X.viewWillDisappear",
                    "P.viewWillAppear",
                    "P.viewIsAppearing",
                    "C.viewWillAppear",
                    "C.viewIsAppearing",
                    "nav.navigationController(_:willShow:animated:)",
                    "P.viewWillLayoutSubviews",
                    "P.viewDidLayoutSubviews",
                    "C.viewWillLayoutSubviews",
                    "C.viewDidLayoutSubviews",
                    "X.viewDidDisappear",
                    "P.viewDidAppear",
                    "C.viewDidAppear",
                    "nav.navigationController(_:didShow:animated:)",
                    "X.didMove(toParent:)",
                    "X.deinit"
                ))
    }

    /// The developer's willMove(toParent: nil), the view's removal (disappearance), then
    /// removeFromParent()'s didMove(toParent: nil). The author still holds C: no deinit.
    @Test func removingAChildFromAVisibleParent() throws {
        let run = try simulate(
            Self.visibleParent + """

                  - add-child: { child: C, parent: P }
                steps:
                  - remove-child: { child: C }
                """)
        #expect(
            run.callsWithArguments() == [
                "C.willMove(toParent:) parent: nil",
                "C.viewWillDisappear(_:) animated: false",
                "C.viewDidDisappear(_:) animated: false",
                "C.didMove(toParent:) parent: nil",
            ])
    }

    /// Removed while its parent was covered: no appearance calls, only containment.
    @Test func removingAChildFromAParentNotOnScreen() throws {
        let run = try simulate(
            Self.coveredParent + """

                  - add-child: { child: C, parent: P }
                  - push: { vc: X, on: nav }
                steps:
                  - remove-child: { child: C }
                """)
        #expect(run.calls == run.trace("C.willMove(toParent:)", "C.didMove(toParent:)"))
    }

    /// Once removed, the child no longer follows its parent off screen and back.
    @Test func aRemovedChildGetsNoMoreAppearanceCalls() throws {
        let run = try simulate(
            Self.coveredParent + """

                  - add-child: { child: C, parent: P }
                steps:
                  - remove-child: { child: C }
                  - push: { vc: X, on: nav }
                  - pop: { on: nav }
                """)
        #expect(
            run.calls(of: "C")
                == run.trace(
                    "C.willMove(toParent:)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent:)"
                ))
        #expect(
            run.calls(of: "P")
                == run.trace(
                    "P.viewWillDisappear", "P.viewDidDisappear", "P.viewWillAppear", "P.viewIsAppearing", "P.viewDidAppear"
                ), "P itself still disappears and reappears")
    }

    /// Added again, it follows its parent again: its view is loaded and laid out already.
    @Test func aChildAddedAgainAppearsAgain() throws {
        let run = try simulate(
            Self.visibleParent + """

                  - add-child: { child: C, parent: P }
                  - remove-child: { child: C }
                steps:
                  - add-child: { child: C, parent: P }
                """)
        #expect(
            run.calls
                == run.trace(
                    "C.willMove(toParent:)",
                    "C.viewWillAppear",
                    "C.viewIsAppearing",
                    "C.viewWillLayoutSubviews",
                    "C.viewDidLayoutSubviews",
                    "C.viewDidAppear",
                    "C.didMove(toParent:)"
                ))
    }

    /// C was taken out of P and given a child D of its own; C cannot go inside D.
    @Test func aControllerCannotBecomeTheChildOfItsOwnChild() throws {
        let run = try simulate(
            """
            objects:
              P: { kind: view-controller }
              C: { kind: view-controller }
              D: { kind: view-controller }
            setup:
              - launch
              - show: { root: P }
              - add-child: { child: C, parent: P }
              - remove-child: { child: C }
              - add-child: { child: D, parent: C }
            steps:
              - add-child: { child: C, parent: D }
            """)
        #expect(run.problems == ["12:5: add-child of 'C' to 'D', which is inside 'C' [lifeline.engine.illegal-step]"])
    }

    @Test func removingAControllerThatIsNotAChildIsAnIllegalStep() throws {
        let run = try simulate(
            Self.visibleParent + """

                steps:
                  - remove-child: { child: P }
                """)
        #expect(run.problems == ["8:5: remove-child of 'P', which is not a child controller [lifeline.engine.illegal-step]"])
    }
}
