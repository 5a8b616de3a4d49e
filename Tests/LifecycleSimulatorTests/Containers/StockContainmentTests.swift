import Testing

/// Navigation and tab bar controllers are containers: their children hear
/// willMove(toParent:) and didMove(toParent:) (BehaviourRegistry+Membership: the
/// arm1.ru listing, Programming iOS, Stack Overflow 48653763).
@Suite struct StockContainmentTests {
    private static let stackOfA = """
        objects:
          nav: { kind: navigation-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
          C: { kind: view-controller }
        setup:
          - launch
          - show: { root: nav, stack: [A] }
        """

    /// arm1.ru: willMove before loadView, didMove after viewDidAppear.
    @Test func aPushedControllerJoinsBeforeItLoadsAndIsInPlaceAfterItAppears() throws {
        let run = try simulate(Self.stackOfA + "\nsteps:\n  - push: { vc: B, on: nav }")
        #expect(
            run.callsWithArguments(only: ["containment", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear"])
                == [
                    "B.willMove(toParent:) parent: nav", "B.loadView()", "B.viewDidLoad()", "A.viewWillDisappear(_:) animated: true",
                    "B.viewWillAppear(_:) animated: true", "B.viewDidAppear(_:) animated: true", "B.didMove(toParent:) parent: nav",
                ])
        #expect(run.calls(only: ["containment"]) == run.trace("B.willMove", "B.didMove"))
    }

    /// arm1.ru: willMove(toParent: nil) before viewWillDisappear, didMove(toParent: nil)
    /// after viewDidDisappear; the deinit after both.
    @Test func aPoppedControllerLeavesAroundItsDisappearance() throws {
        let run = try simulate(Self.stackOfA + "\n  - push: { vc: B, on: nav }\nsteps:\n  - pop: { on: nav }")
        #expect(
            run.callsWithArguments(only: ["containment", "viewWillDisappear", "viewDidDisappear", "deinit"])
                == [
                    "B.willMove(toParent:) parent: nil", "B.viewWillDisappear(_:) animated: true", "B.viewDidDisappear(_:) animated: true",
                    "B.didMove(toParent:) parent: nil", "B.deinit",
                ])
    }

    /// Every controller above the root hears willMove(toParent: nil) first, top first; B,
    /// under the old top and never on screen, is released as soon as the will-calls are
    /// made, C at the end (hdk2200, iOS 17: B.deinit between A.viewIsAppearing and
    /// C.viewDidDisappear, C.deinit last).
    @Test func popToRootRemovesEveryControllerAboveTheRootTopFirst() throws {
        let run = try simulate(Self.stackOfA + "\n  - push: { vc: B, on: nav }\n  - push: { vc: C, on: nav }\nsteps:\n  - pop-to-root: { on: nav }")
        #expect(
            run.calls(only: ["containment", "deinit"])
                == run.trace("C.willMove", "B.willMove", "B.didMove", "B.deinit", "C.didMove", "C.deinit"))
        #expect(run.calls(of: "B").allSatisfy { !$0.contains("Appear") && !$0.contains("Disappear") })
        #expect(
            run.calls(only: ["viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidDisappear", "viewDidAppear", "deinit"])
                == run.trace(
                    "C.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.deinit", "C.viewDidDisappear", "A.viewDidAppear",
                    "C.deinit"))
    }

    @Test func setStackJoinsTheNewAndRemovesTheOld() throws {
        let run = try simulate(Self.stackOfA + "\nsteps:\n  - set-stack: { on: nav, stack: [B, C] }")
        #expect(
            run.callsWithArguments(only: ["containment", "deinit"])
                == [
                    "B.willMove(toParent:) parent: nav", "C.willMove(toParent:) parent: nav", "A.willMove(toParent:) parent: nil",
                    "B.didMove(toParent:) parent: nav", "C.didMove(toParent:) parent: nav", "A.didMove(toParent:) parent: nil",
                    "A.deinit",
                ])
    }

    /// A stack given before the navigation controller is on screen: both calls at once,
    /// before any appearance.
    @Test func aStackShownWithTheWindowJoinsBeforeItAppears() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: nav, stack: [A, B] }
            """)
        #expect(
            Array(run.calls.prefix(6))
                == run.trace("A.init(nibName:bundle:)", "B.init(nibName:bundle:)", "A.willMove", "A.didMove", "B.willMove", "B.didMove"))
        #expect(run.calls(of: "A").filter { $0.contains("Appear") } == [])
    }

    @Test func aCompletedSwipeBackIsAPop() throws {
        let run = try simulate(Self.stackOfA + "\n  - push: { vc: B, on: nav }\nsteps:\n  - interactive-pop: { on: nav, completes: true }")
        #expect(run.calls(of: "B") == run.trace("B.willMove", "B.viewWillDisappear", "B.viewDidDisappear", "B.didMove", "B.deinit"))
    }

    /// The pop starts with the swipe; cancelled, B stays: willMove(nil), then didMove(nav).
    @Test func aCancelledSwipeBackKeepsTheControllerInTheStack() throws {
        let run = try simulate(Self.stackOfA + "\n  - push: { vc: B, on: nav }\nsteps:\n  - interactive-pop: { on: nav, completes: false }")
        #expect(run.callsWithArguments(only: ["containment"]) == ["B.willMove(toParent:) parent: nil", "B.didMove(toParent:) parent: nav"])
        #expect(run.calls(only: ["deinit"]) == [])
    }

    /// A tab's controller joins when the tabs are set, not when its tab is selected.
    @Test func tabsJoinWhenSetNotWhenSelected() throws {
        let run = try simulate(
            """
            objects:
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: tabs, tabs: [A, B] }
              - select-tab: { on: tabs, index: 1 }
            """)
        let containment = run.result.events.filter { $0.callback.group == .containment }
        #expect(containment.map(\.notation) == run.trace("A.willMove", "A.didMove", "B.willMove", "B.didMove"))
        #expect(containment.allSatisfy { $0.step == 1 })
        #expect(run.result.events.first { $0.notation == "B.loadView()" }?.step == 2, "B's view loads when its tab is selected")
    }
}
