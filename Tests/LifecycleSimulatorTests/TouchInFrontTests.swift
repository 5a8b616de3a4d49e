import Testing

/// The user's touch reaches only what is in front: a tab bar or a swipe back under a
/// presentation is refused (the HIG: a sheet "prevents people from interacting with the
/// parent view"); the same touch once the presentation is gone is traced.
@Suite struct TouchInFrontTests {
    private func tabs(_ setup: String, _ step: String, ios: Int = 17) throws -> Simulated {
        try simulate(
            """
            config: { ios: \(ios) }
            objects:
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              M: { kind: view-controller }
            setup:
              - launch
              - show: { root: tabs, tabs: [A, B] }
            \(setup)
            steps:
              - \(step)
            """)
    }

    @Test(arguments: ["fullScreen", "pageSheet", "formSheet", "overFullScreen"])
    func aTabUnderAPresentationIsNotTapped(style: String) throws {
        let run = try tabs("  - present: { vc: M, from: A, style: \(style) }", "select-tab: { on: tabs, index: 1 }")
        #expect(
            run.problems.first?.contains(
                "select-tab on 'tabs' under 'M', which is presented over it: the user's touches go to the presentation in front") == true,
            "\(run.problems)")
        #expect(run.result.diagnostics.first?.hint == "dismiss 'M' first")
    }

    @Test func theTabIsTappedOnceThePresentationIsGone() throws {
        let run = try tabs(
            """
              - present: { vc: M, from: A, style: pageSheet }
              - dismiss: { vc: M }
            """, "select-tab: { on: tabs, index: 1 }")
        #expect(run.problems == [])
        #expect(run.calls.contains("tabs.tabBarController(_:didSelect:)"))
        #expect(run.calls.contains("B.viewDidAppear(_:)"))
    }

    @Test func aSwipeBackUnderASheetIsRefused() throws {
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
              - push: { vc: B, on: nav }
              - present: { vc: M, from: B, style: pageSheet }
            steps:
              - interactive-pop: { on: nav, completes: true }
            """)
        #expect(run.problems.first?.contains("interactive-pop on 'nav' under 'M', which is presented over it") == true, "\(run.problems)")
    }

    /// A TabView with a sheet written on it: SwiftUI's sheet is as modal as UIKit's.
    @Test func aTabViewUnderASwiftUISheetIsNotTapped() throws {
        let run = try simulate(
            """
            config: { ios: 17, lifecycle: swiftui }
            objects:
              tabs: { kind: tab-view }
              First: { kind: swiftui-view }
              Second: { kind: swiftui-view }
              Sheet: { kind: swiftui-view }
            setup:
              - show: { root: tabs, tabs: [First, Second] }
              - launch
              - sheet: { view: Sheet, from: First }
            steps:
              - select-tab: { on: tabs, index: 1 }
            """)
        #expect(run.problems.first?.contains("select-tab on 'tabs' under 'Sheet'") == true, "\(run.problems)")
    }

    /// A tab bar controller pushed away (a child of the screen pushed over) is not on
    /// screen; one presented in a sheet is the presentation in front, and its tabs are tapped.
    @Test func aTabBarOffScreenIsNotTappedAndOneInASheetIs() throws {
        let pushedAway = try simulate(
            """
            config: { ios: 17 }
            objects:
              nav: { kind: navigation-controller }
              P: { kind: view-controller }
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [P] }
              - set-tabs: { on: tabs, tabs: [A, B] }
              - add-child: { child: tabs, parent: P }
              - push: { vc: C, on: nav }
            steps:
              - select-tab: { on: tabs, index: 1 }
            """)
        #expect(pushedAway.problems.first?.contains("select-tab on 'tabs', which is not on screen") == true, "\(pushedAway.problems)")
        let inSheet = try simulate(
            """
            config: { ios: 17 }
            objects:
              R: { kind: view-controller }
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: R }
              - set-tabs: { on: tabs, tabs: [A, B] }
              - present: { vc: tabs, from: R, style: pageSheet }
            steps:
              - select-tab: { on: tabs, index: 1 }
            """)
        #expect(inSheet.problems == [])
        #expect(inSheet.calls.contains("B.viewDidAppear(_:)"))
    }

    /// Before a launch, a scenario sets up what it likes, as it did before.
    @Test func aTabSelectedBeforeTheLaunchIsTraced() throws {
        let run = try simulate(
            """
            objects:
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - show: { root: tabs, tabs: [A, B] }
            steps:
              - select-tab: { on: tabs, index: 1 }
              - launch
            """)
        #expect(run.problems == [])
    }
}

/// On iPad a window the user closed stays in the background while another is in use:
/// what is in it is not touched.
@Suite struct TouchInABackgroundWindowTests {
    private func closedSecondWindow(showing root: String, _ step: String) throws -> Simulated {
        try simulate(
            """
            config: { ios: 17, device: ipad }
            objects:
              second: { kind: scene }
              tabs: { kind: tab-bar-controller }
              nav: { kind: navigation-controller }
              other: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
              D: { kind: view-controller }
            setup:
              - launch
              - show: { root: other, tabs: [C, D] }
              - open-scene: { scene: second }
              - \(root)
              - close-scene: { scene: second }
            steps:
              - \(step)
            """)
    }

    @Test func aTabInAClosedWindowIsNotTapped() throws {
        let run = try closedSecondWindow(showing: "show: { root: tabs, tabs: [A, B], in: second }", "select-tab: { on: tabs, index: 1 }")
        #expect(
            run.problems.first?.contains(
                "select-tab on 'tabs', whose window 'second' was closed: the user touches only a window in front") == true,
            "\(run.problems)")
        #expect(run.result.diagnostics.first?.hint?.hasPrefix("touch what is in a window in front") == true)
    }

    @Test func aSwipeBackInAClosedWindowIsRefused() throws {
        let run = try closedSecondWindow(
            showing: "show: { root: nav, stack: [A, B], in: second }", "interactive-pop: { on: nav, completes: true }")
        #expect(run.problems.first?.contains("interactive-pop on 'nav', whose window 'second' was closed") == true, "\(run.problems)")
    }

    @Test func theWindowInFrontIsTouchedAsBefore() throws {
        let run = try closedSecondWindow(showing: "show: { root: tabs, tabs: [A, B], in: second }", "select-tab: { on: other, index: 1 }")
        #expect(run.problems == [])
        #expect(run.calls.contains("D.viewDidAppear(_:)"))
    }
}
