import LifecycleModel
import LifecycleSimulator
import Testing

/// A NavigationStack is written inside a TabView's tab or a sheet's content
/// (`NavigationStack { Home() }`): `set-stack` gives it its root view before it is shown,
/// and SwiftUI's containers take SwiftUI views only.
@Suite struct NavigationStackPlacementTests {
    private func run(objects: String, setup: String, steps: String) throws -> Simulated {
        try simulate(
            """
            config: { ios: 17, lifecycle: swiftui }
            objects:
            \(objects)
            setup:
            \(setup)
            steps:
            \(steps)
            """)
    }

    private let tabsOfStacks = """
          tabs: { kind: tab-view }
          s1: { kind: navigation-stack }
          s2: { kind: navigation-stack }
          Home: { kind: swiftui-view }
          Settings: { kind: swiftui-view }
          Detail: { kind: swiftui-view }
        """

    private let tabsSetup = """
          - set-stack: { on: s1, stack: [Home] }
          - set-stack: { on: s2, stack: [Settings] }
          - show: { root: tabs, tabs: [s1, s2] }
        """

    @Test func aTabViewOfStacksShowsOnlyTheFirstStacksRootAtLaunch() throws {
        let ran = try run(objects: tabsOfStacks, setup: tabsSetup, steps: "  - launch")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(ran.calls(only: ["appearance"]) == ran.trace("Home.onAppear"))
    }

    /// The tab's top view is what leaves and comes back on a tab switch, not the root under it.
    @Test func aTabSwitchMovesThePushedViewNotTheRootUnderIt() throws {
        let ran = try run(
            objects: tabsOfStacks, setup: tabsSetup + "\n  - launch\n  - push: { vc: Detail, on: s1 }",
            steps: "  - select-tab: { on: tabs, index: 1 }\n  - select-tab: { on: tabs, index: 0 }")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(
            ran.calls(only: ["appearance"])
                == ran.trace("Settings.onAppear", "Detail.onDisappear", "Detail.onAppear", "Settings.onDisappear"))
    }

    @Test func aSheetHoldingAStackShowsItsRootAndItsPushesAndEndsWithItsTop() throws {
        let ran = try run(
            objects: """
                  Home: { kind: swiftui-view }
                  s3: { kind: navigation-stack }
                  Edit: { kind: swiftui-view }
                  More: { kind: swiftui-view }
                """,
            setup: "  - show: { root: Home }\n  - launch\n  - set-stack: { on: s3, stack: [Edit] }",
            steps: "  - sheet: { view: s3, from: Home }\n  - push: { vc: More, on: s3 }\n  - dismiss: { vc: s3 }")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(ran.calls(only: ["appearance"]) == ran.trace("Edit.onAppear", "More.onAppear", "Edit.onDisappear", "More.onDisappear"))
        #expect(ran.result.states.last?["More"] == "gone")
    }

    @Test func aStackWithoutItsRootPointsToSetStack() throws {
        let ran = try run(
            objects: tabsOfStacks, setup: "  - set-stack: { on: s1, stack: [Home] }\n  - show: { root: tabs, tabs: [s1, s2] }",
            steps: "  - launch")
        #expect(ran.problems.first?.contains("'s2' has an empty stack") == true, "\(ran.problems)")
        #expect(ran.result.diagnostics.first?.hint?.contains("set-stack: { on: s2") == true)
    }

    /// `path = [...]` on a stack on screen is not modelled: no recording shows what the
    /// views between the root and the new top are told.
    @Test func aStackOnScreenKeepsItsRootAndRefusesANewStack() throws {
        let ran = try run(
            objects: tabsOfStacks, setup: tabsSetup + "\n  - launch",
            steps: "  - set-stack: { on: s1, stack: [Home, Detail] }")
        #expect(ran.problems.first?.contains("has its root view already") == true, "\(ran.problems)")
    }

    @Test(arguments: [
        ("  - show: { root: s1, stack: [A] }", "show of 'A', a view-controller, into 's1', a navigation-stack", "represents: A"),
        ("  - set-stack: { on: s1, stack: [A] }", "set-stack of 'A', a view-controller, into 's1'", "represents: A"),
        (
            "  - set-stack: { on: s1, stack: [Home] }\n  - show: { root: s1, stack: [Home] }\n  - push: { vc: A, on: s1 }",
            "push of 'A', a view-controller, into 's1'", "represents: A"
        ),
        (
            "  - set-stack: { on: nav, stack: [A] }\n  - show: { root: tabs, tabs: [nav] }",
            "show of 'nav', a navigation-controller, into 'tabs', a tab-view, which holds only swiftui-view and navigation-stack objects",
            "UIKit container inside SwiftUI is not modelled"
        ),
    ])
    func aUIKitControllerInASwiftUIContainerIsRefused(_ steps: String, _ message: String, _ hint: String) throws {
        let ran = try run(
            objects: tabsOfStacks + "\n  A: { kind: view-controller }\n  nav: { kind: navigation-controller }", setup: "  - launch",
            steps: steps)
        #expect(ran.problems.first?.contains(message) == true, "\(ran.problems)")
        #expect(ran.result.diagnostics.first?.hint?.contains(hint) == true)
    }
}
