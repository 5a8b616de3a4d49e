import LifecycleModel
import Testing

/// interactive-transitions.md, sections 1-3: the swipe back from the screen's edge,
/// completed and cancelled, with the navigation controller's delegate.
@Suite struct InteractivePopTests {
    /// B on top of A; animation off by default, so the gesture's own `animated: true`
    /// shows in the arguments.
    static let stack = """
        config: { animated: false }
        objects:
          nav: { kind: navigation-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
        setup:
          - launch
          - show: { root: nav, stack: [A] }
          - push: { vc: B, on: nav }
        """

    /// A completed swipe is an animated pop, delegate calls included (section 1: the
    /// same interleave, the did-calls after the finger lifts).
    @Test func completedIsAnAnimatedPop() throws {
        let swipe = try simulate(
            Self.stack + """

                steps:
                  - interactive-pop: { on: nav, completes: true }
                """)
        let pop = try simulate(
            Self.stack + """

                steps:
                  - pop: { on: nav, animated: true }
                """)
        #expect(swipe.callsWithArguments() == pop.callsWithArguments())
        #expect(
            swipe.calls
                == swipe.trace(
                    "B.willMove(toParent:)",
                    "B.viewWillDisappear",
                    "A.viewWillAppear",
                    "A.viewIsAppearing",
                    "nav.navigationController(_:willShow:animated:)",
                    "B.viewDidDisappear",
                    "A.viewDidAppear",
                    "nav.navigationController(_:didShow:animated:)",
                    "B.didMove(toParent:)",
                    "B.deinit"
                ))
        #expect(swipe.result.events.filter { $0.callback.group == .appearance }.allSatisfy { $0.argumentText == "animated: true" })
    }

    /// Section 2 (one log, one listing, agreeing): both are told they will change, then
    /// A goes back and B comes back. A never gets viewDidAppear; the delegate gets
    /// willShow when the drag begins and no didShow (Open Radar 21137690).
    @Test func cancelledSendsTheReverseWillCallsAndNoDidShow() throws {
        let run = try simulate(
            Self.stack + """

                steps:
                  - interactive-pop: { on: nav, completes: false }
                """)
        #expect(
            run.calls
                == run.trace(
                    "B.willMove(toParent:)",
                    "B.viewWillDisappear",
                    "A.viewWillAppear",
                    "nav.navigationController(_:willShow:animated:)",
                    "A.viewWillDisappear",
                    "A.viewDidDisappear",
                    "B.viewWillAppear",
                    "B.viewDidAppear",
                    "B.didMove(toParent:)"
                ))
        #expect(!run.calls.contains("A.viewDidAppear(_:)"))
        #expect(!run.calls.contains("nav.navigationController(_:didShow:animated:)"))
        #expect(run.callsWithArguments(only: ["navigation"]) == ["nav.navigationController(_:willShow:animated:) viewController: A, animated: true"])
    }

    /// After a cancelled swipe B is still on top: the next pop is an ordinary one.
    @Test func afterACancelledSwipeBIsStillOnTop() throws {
        let run = try simulate(
            Self.stack + """

                steps:
                  - interactive-pop: { on: nav, completes: false }
                  - pop: { on: nav }
                """)
        #expect(
            run.result.events.filter { $0.step == 2 }.map(\.notation)
                == run.trace(
                    "B.willMove(toParent:)",
                    "B.viewWillDisappear",
                    "A.viewWillAppear",
                    "A.viewIsAppearing",
                    "nav.navigationController(_:willShow:animated:)",
                    "B.viewDidDisappear",
                    "A.viewDidAppear",
                    "nav.navigationController(_:didShow:animated:)",
                    "B.didMove(toParent:)",
                    "B.deinit"
                ))
    }

    /// A swipe on a navigation controller showing only its root has nothing to reveal.
    @Test func swipingBackFromTheRootIsAnIllegalStep() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - interactive-pop: { on: nav, completes: false }
            """)
        #expect(run.problems == ["8:5: interactive-pop on 'nav', which shows its root [lifeline.engine.illegal-step]"])
    }
}

/// interactive-transitions.md, section 3: where the navigation controller's delegate is
/// told, against the 2012 log: willShow after both controllers' will-calls, didShow
/// after their did-calls.
@Suite struct NavigationDelegateTests {
    static let objects = """
        objects:
          nav: { kind: navigation-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
        setup:
          - launch
          - show: { root: nav, stack: [A] }
        """

    @Test func pushTellsTheDelegateAboutTheNewTop() throws {
        let run = try simulate(
            Self.objects + """

                steps:
                  - push: { vc: B, on: nav }
                """)
        #expect(
            run.calls
                == run.trace(
                    "B.init(nibName:bundle:)",
                    "B.willMove(toParent:)",
                    "B.loadView",
                    "B.viewDidLoad",
                    "A.viewWillDisappear",
                    "B.viewWillAppear",
                    "B.viewIsAppearing",
                    "nav.navigationController(_:willShow:animated:)",
                    "B.viewWillLayoutSubviews",
                    "B.viewDidLayoutSubviews",
                    "A.viewDidDisappear",
                    "B.viewDidAppear",
                    "nav.navigationController(_:didShow:animated:)",
                    "B.didMove(toParent:)"
                ))
        #expect(
            run.callsWithArguments(only: ["navigation"]) == [
                "nav.navigationController(_:willShow:animated:) viewController: B, animated: true",
                "nav.navigationController(_:didShow:animated:) viewController: B, animated: true",
            ])
    }

    @Test func popTellsTheDelegateAboutTheRevealedController() throws {
        let run = try simulate(
            Self.objects + """

                  - push: { vc: B, on: nav }
                steps:
                  - pop: { on: nav, animated: false }
                """)
        #expect(
            run.calls
                == run.trace(
                    "B.willMove(toParent:)",
                    "B.viewWillDisappear",
                    "A.viewWillAppear",
                    "A.viewIsAppearing",
                    "nav.navigationController(_:willShow:animated:)",
                    "B.viewDidDisappear",
                    "A.viewDidAppear",
                    "nav.navigationController(_:didShow:animated:)",
                    "B.didMove(toParent:)",
                    "B.deinit"
                ))
        #expect(
            run.callsWithArguments(only: ["navigation"]) == [
                "nav.navigationController(_:willShow:animated:) viewController: A, animated: false",
                "nav.navigationController(_:didShow:animated:) viewController: A, animated: false",
            ])
    }

    /// The 2012 log shows the delegate told about the root when the navigation controller
    /// first comes on screen, at launch as after it.
    @Test(arguments: ["[launch, { show: { root: nav, stack: [A] } }]", "[{ show: { root: nav, stack: [A] } }, launch]"])
    func firstAppearanceTellsTheDelegateAboutTheRoot(steps: String) throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
            steps: \(steps)
            """)
        let calls = run.calls(of: "nav", "A").filter {
            !$0.hasPrefix("A.init") && !$0.contains("Layout") && !$0.contains("load") && !$0.contains("Load") && !$0.contains("Move")
        }
        #expect(
            calls
                == run.trace(
                    "A.viewWillAppear",
                    "A.viewIsAppearing",
                    "nav.navigationController(_:willShow:animated:)",
                    "A.viewDidAppear",
                    "nav.navigationController(_:didShow:animated:)"
                ))
    }
}
