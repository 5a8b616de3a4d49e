import LifecycleModel
import LifecycleSimulator
import Testing

/// A NavigationStack is written inside a TabView's tab or a sheet's content
/// (`NavigationStack { Home() }`): `set-stack` gives it its root view before it is shown,
/// and SwiftUI's containers take SwiftUI views only.
@Suite struct NavigationStackPlacementTests {
    private func run(objects: String, setup: String, steps: String) throws -> Simulated {
        try simulateSwiftUIApp(objects: objects, setup: setup, steps: steps)
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
            "a UIKit container as a TabView's tab is not modelled; use a navigation-stack"
        ),
    ])
    func aUIKitControllerInASwiftUIContainerIsRefused(_ steps: String, _ message: String, _ hint: String) throws {
        let ran = try run(
            objects: tabsOfStacks + "\n  A: { kind: view-controller }\n  nav: { kind: navigation-controller }", setup: "  - launch",
            steps: steps)
        #expect(ran.problems.first?.contains(message) == true, "\(ran.problems)")
        #expect(ran.result.diagnostics.first?.hint?.contains(hint) == true)
    }

    /// A logout from a TabView of stacks, or from a stack with a view pushed: the root views
    /// off screen may run onAppear once more (fatbobman's report of the forum threads, as
    /// for plain tabs in dazy's log), each optional and never repeated; the selected tab's
    /// root, on screen, does not.
    @Test(arguments: [
        (
            "  - push: { vc: Detail, on: s1 }\n  - select-tab: { on: tabs, index: 1 }", "tabs",
            ["LogIn.onAppear", "Settings.onDisappear", "Home.onAppear"], 1
        ),
        (
            "  - select-tab: { on: tabs, index: 1 }\n  - select-tab: { on: tabs, index: 0 }", "tabs",
            ["LogIn.onAppear", "Home.onDisappear", "Settings.onAppear"], 1
        ),
        ("", "tabs", ["LogIn.onAppear", "Home.onDisappear"], 0),
        ("  - push: { vc: Detail, on: s1 }", "s1", ["LogIn.onAppear", "Detail.onDisappear", "Home.onAppear"], 1),
        ("", "s1", ["LogIn.onAppear", "Home.onDisappear"], 0),
    ])
    func aStackThatLeavesTheWindowMayGiveItsHiddenRootAStaleOnAppear(
        _ before: String, _ root: String, _ expected: [String], _ staleCalls: Int
    ) throws {
        let shown = root == "tabs" ? "  - show: { root: tabs, tabs: [s1, s2] }" : "  - show: { root: s1 }"
        let setup = "  - set-stack: { on: s1, stack: [Home] }\n  - set-stack: { on: s2, stack: [Settings] }\n" + shown + "\n  - launch"
        let ran = try run(
            objects: tabsOfStacks + "\n  LogIn: { kind: swiftui-view }", setup: setup + (before.isEmpty ? "" : "\n" + before),
            steps: "  - show: { root: LogIn }")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(ran.calls(only: ["appearance"]) == expected)
        let stale = ran.result.events.filter { $0.behaviour.rawValue == "swiftui.stack.removed-stale-appear" }
        #expect(stale.count == staleCalls)
        #expect(stale.allSatisfy { $0.repeatablePass?.mayBeAbsent == true && $0.repeatablePass?.mayRepeat == false }, "×0 or 1")
    }

    /// A NavigationLink pushes onto a stack that shows its root; an empty one has none.
    @Test func aPushOntoAStackWithoutItsRootPointsToSetStack() throws {
        let ran = try run(objects: tabsOfStacks, setup: "  - launch", steps: "  - push: { vc: Home, on: s1 }")
        #expect(ran.problems.first?.contains("push onto NavigationStack 's1', which has no root view") == true, "\(ran.problems)")
        #expect(ran.result.diagnostics.first?.hint == "give it its root first: 'set-stack: { on: s1, stack: [Home] }'")
    }

    /// Before, the hint said to present the view first, which fails again: it is shown.
    @Test func dismissingTheRootOfASheetsStackNamesTheStack() throws {
        let ran = try run(
            objects: "  Home: { kind: swiftui-view }\n  edit: { kind: navigation-stack }\n  Edit: { kind: swiftui-view }",
            setup: "  - show: { root: Home }\n  - launch\n  - set-stack: { on: edit, stack: [Edit] }\n  - sheet: { view: edit, from: Home }",
            steps: "  - dismiss: { vc: Edit }")
        #expect(ran.problems.first?.contains("dismiss of 'Edit', which is not presented") == true, "\(ran.problems)")
        #expect(ran.result.diagnostics.first?.hint == "'Edit' is inside 'edit', which is presented: name 'vc: edit'")
    }
}
