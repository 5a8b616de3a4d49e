import LifecycleModel
import Testing

/// tab-bar.md: a tap on another tab. The new tab is told it will appear before the old
/// one is told it will disappear (two recordings), unlike a push; the delegate is asked
/// before anything changes and told didSelect between the will-calls and the did-calls
/// (a Korean study note's log, `TabDelegateLogTests`). The new tab's viewIsAppearing
/// follows the old tab's viewWillDisappear (youngkdevlog's log) and the delegate's
/// didSelect, which no log places against it.
@Suite struct TabSwitchTests {
    static let tabs = """
        objects:
          tabs: { kind: tab-bar-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
        setup:
          - launch
          - show: { root: tabs, tabs: [A, B] }
        """

    /// The first visit to B loads it and lays it out; the delegate calls frame the switch.
    @Test func firstVisitLoadsAndLaysOutTheNewTab() throws {
        let run = try simulate(
            Self.tabs + """

                steps:
                  - select-tab: { on: tabs, index: 1 }
                """)
        #expect(
            run.calls
                == run.trace(
                    "tabs.tabBarController(_:shouldSelect:)",
                    "B.loadView",
                    "B.viewDidLoad",
                    "B.viewWillAppear",
                    "A.viewWillDisappear",
                    "tabs.tabBarController(_:didSelect:)",
                    "B.viewIsAppearing",
                    "B.viewWillLayoutSubviews",
                    "B.viewDidLayoutSubviews",
                    "A.viewDidDisappear",
                    "B.viewDidAppear"
                ))
        #expect(
            run.callsWithArguments(only: ["navigation"]) == [
                "tabs.tabBarController(_:shouldSelect:) viewController: B",
                "tabs.tabBarController(_:didSelect:) viewController: B",
            ])
        #expect(
            run.result.events.filter { $0.callback.group == .appearance }.allSatisfy { $0.argumentText == "animated: false" },
            "a tab switch is not animated")
    }

    /// Back to A: its view is loaded and laid out already, so only appearance remains,
    /// in the same new-first order (tab-bar.md, source 2, switch back 2→1).
    @Test func returningToATabNeitherLoadsNorLaysOut() throws {
        let run = try simulate(
            Self.tabs + """

                  - select-tab: { on: tabs, index: 1 }
                steps:
                  - select-tab: { on: tabs, index: 0 }
                """)
        #expect(
            run.calls
                == run.trace(
                    "tabs.tabBarController(_:shouldSelect:)",
                    "A.viewWillAppear",
                    "B.viewWillDisappear",
                    "tabs.tabBarController(_:didSelect:)",
                    "A.viewIsAppearing",
                    "B.viewDidDisappear",
                    "A.viewDidAppear"
                ))
    }

    /// didSelect is sent even when the selected controller is tapped again (documented
    /// since iOS 3); nothing appears or disappears.
    @Test func selectingTheSelectedTabSendsOnlyTheDelegateCalls() throws {
        let run = try simulate(
            Self.tabs + """

                steps:
                  - select-tab: { on: tabs, index: 0 }
                """)
        #expect(
            run.callsWithArguments() == [
                "tabs.tabBarController(_:shouldSelect:) viewController: A",
                "tabs.tabBarController(_:didSelect:) viewController: A",
            ])
    }

    /// The same two controllers, tab switch and push, filtered to the four appearance
    /// calls: the will-calls swap; the did-calls keep old-then-new.
    @Test func tabOrderDiffersFromPush() throws {
        let appearance = ["viewWillAppear", "viewWillDisappear", "viewDidAppear", "viewDidDisappear"]
        let tab = try simulate(
            Self.tabs + """

                steps:
                  - select-tab: { on: tabs, index: 1 }
                """)
        let push = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav }
            """)
        #expect(tab.calls(only: appearance) == trace("B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear"))
        #expect(push.calls(only: appearance) == trace("A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"))
    }

    /// A tab that is a navigation controller passes the appearance on to its top
    /// controller, given to it before the tabs were shown; the navigation controller's
    /// own calls are not traced, and the delegate is told about it, not about B.
    @Test func aNavigationTabForwardsToItsTopController() throws {
        let run = try simulate(
            """
            objects:
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              nav: { kind: navigation-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - set-stack: { on: nav, stack: [B] }
              - show: { root: tabs, tabs: [A, nav] }
            steps:
              - select-tab: { on: tabs, index: 1 }
            """)
        #expect(
            run.callsWithArguments() == [
                "tabs.tabBarController(_:shouldSelect:) viewController: nav",
                "B.loadView()",
                "B.viewDidLoad()",
                "B.viewWillAppear(_:) animated: false",
                "A.viewWillDisappear(_:) animated: false",
                "tabs.tabBarController(_:didSelect:) viewController: nav",
                "B.viewIsAppearing(_:) animated: false",
                "B.viewWillLayoutSubviews()",
                "B.viewDidLayoutSubviews()",
                "A.viewDidDisappear(_:) animated: false",
                "B.viewDidAppear(_:) animated: false",
            ])
    }

    /// The new tab's view, and its subviews with it, joins the window once the old tab is
    /// told it will disappear: the view's window calls come after that will-call, before
    /// viewIsAppearing.
    @Test func theNewTabsSubviewsJoinTheWindowAfterTheWillCalls() throws {
        let run = try simulate(
            """
            objects:
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              v: { kind: view }
            setup:
              - launch
              - show: { root: tabs, tabs: [A, B] }
              - add-subview: { view: v, to: B }
            steps:
              - select-tab: { on: tabs, index: 1 }
            """)
        let order = run.calls.filter { ["A.viewWillDisappear(_:)", "v.willMove(toWindow:)", "B.viewIsAppearing(_:)"].contains($0) }
        #expect(order == ["A.viewWillDisappear(_:)", "v.willMove(toWindow:)", "B.viewIsAppearing(_:)"], "\(run.calls)")
    }

    @Test func anIndexPastTheLastTabIsAnIllegalStep() throws {
        let run = try simulate(
            Self.tabs + """

                steps:
                  - select-tab: { on: tabs, index: 2 }
                """)
        #expect(run.problems == ["9:5: select-tab index 2, but 'tabs' has 2 tabs [lifeline.engine.illegal-step]"])
        #expect(run.calls == [])
    }
}
