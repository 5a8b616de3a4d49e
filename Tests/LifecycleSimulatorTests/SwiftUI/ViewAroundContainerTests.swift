import LifecycleModel
import LifecycleSimulator
import Testing

/// A view whose body is a NavigationStack or a TabView (`inside:` on the container): it
/// comes and goes with the container as a whole, never with what moves inside it, and in
/// the same update as the view on top of the container, as a view around it.
@Suite struct ViewAroundContainerTests {
    private func run(objects: String, setup: String, steps: String, ios: Int = 17) throws -> Simulated {
        try simulateSwiftUIApp(objects: objects, setup: setup, steps: steps, ios: ios)
    }

    private let contentAroundStack = """
          Content: { kind: swiftui-view, task: attached }
          stack: { kind: navigation-stack, inside: Content }
          Home: { kind: swiftui-view }
          Detail: { kind: swiftui-view }
        """

    private let stackSetup = """
          - set-stack: { on: stack, stack: [Home] }
          - show: { root: stack }
        """

    /// The innermost view first and every task after every onAppear, as nested views run.
    @Test func theViewAroundAStackAppearsAfterItsRoot() throws {
        let ran = try run(objects: contentAroundStack, setup: stackSetup, steps: "  - launch")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(ran.calls(only: ["appearance"]) == ran.trace("Home.onAppear", "Content.onAppear", "Content.task"))
        let rootTask = try run(
            objects: contentAroundStack.replacingOccurrences(
                of: "Home: { kind: swiftui-view }", with: "Home: { kind: swiftui-view, task: attached }"),
            setup: stackSetup, steps: "  - launch")
        #expect(rootTask.calls(only: ["appearance"]) == rootTask.trace("Home.onAppear", "Content.onAppear", "Home.task", "Content.task"))
        let content = ran.result.events.filter { $0.receiver == "Content" && $0.callback.name == "onAppear" }
        #expect(content.map(\.behaviour.rawValue) == ["swiftui.view.around-container"])
    }

    @Test func aPushAndAPopInsideTellTheViewAroundNothing() throws {
        let ran = try run(
            objects: contentAroundStack, setup: stackSetup + "\n  - launch",
            steps: "  - push: { vc: Detail, on: stack }\n  - pop: { on: stack }")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(
            ran.calls(only: ["appearance"])
                == ran.trace("Detail.onAppear", "Home.onDisappear", "Home.onAppear", "Detail.onDisappear"))
        #expect(ran.result.states.last?["Content"] == "appeared")
    }

    /// A tab whose content is a view around a stack: the tab switch moves the view with its
    /// stack, ahead of the stack's top view.
    @Test func aTabSwitchMovesTheViewAroundTheTabsStack() throws {
        let ran = try run(
            objects: """
                  tabs: { kind: tab-view }
                  Feed: { kind: swiftui-view }
                  feedStack: { kind: navigation-stack, inside: Feed }
                  Home: { kind: swiftui-view }
                  Settings: { kind: swiftui-view }
                """,
            setup: "  - set-stack: { on: feedStack, stack: [Home] }\n  - show: { root: tabs, tabs: [feedStack, Settings] }\n  - launch",
            steps: "  - select-tab: { on: tabs, index: 1 }\n  - select-tab: { on: tabs, index: 0 }")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(
            ran.calls(only: ["appearance"])
                == ran.trace(
                    "Settings.onAppear", "Home.onDisappear", "Feed.onDisappear",
                    "Home.onAppear", "Feed.onAppear", "Settings.onDisappear"))
    }

    /// Containers in containers: the innermost view around one first.
    @Test func viewsAroundNestedContainersRunInnermostFirst() throws {
        let ran = try run(
            objects: """
                  Main: { kind: swiftui-view }
                  tabs: { kind: tab-view, inside: Main }
                  Feed: { kind: swiftui-view }
                  feedStack: { kind: navigation-stack, inside: Feed }
                  Home: { kind: swiftui-view }
                  Settings: { kind: swiftui-view }
                  LogIn: { kind: swiftui-view }
                """,
            setup: "  - set-stack: { on: feedStack, stack: [Home] }\n  - show: { root: tabs, tabs: [feedStack, Settings] }",
            steps: "  - launch\n  - show: { root: LogIn }")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(
            ran.calls(only: ["appearance"]).prefix(6)
                == ran.trace("Home.onAppear", "Feed.onAppear", "Main.onAppear", "LogIn.onAppear", "Home.onDisappear", "Feed.onDisappear")[...])
        #expect(ran.calls(only: ["appearance"]).dropFirst(6).first == "Main.onDisappear")
    }

    /// The stale onAppear of a logout is for tabs shown before: the view around the
    /// TabView only goes (a post says an onAppear written outside the container is spared).
    @Test func aLogoutEndsTheViewAroundTheTabViewWithoutAStaleOnAppear() throws {
        let ran = try run(
            objects: """
                  Main: { kind: swiftui-view }
                  tabs: { kind: tab-view, inside: Main }
                  Home: { kind: swiftui-view }
                  MyPage: { kind: swiftui-view }
                  LogIn: { kind: swiftui-view }
                """,
            setup: "  - show: { root: tabs, tabs: [Home, MyPage] }\n  - launch\n  - select-tab: { on: tabs, index: 1 }",
            steps: "  - show: { root: LogIn }", ios: 18)
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        let main = ran.result.events.filter { $0.receiver == "Main" }
        #expect(main.map(\.callback.name) == ["onDisappear"])
        #expect(main.first?.stateAfter == "gone")
        #expect(ran.calls(only: ["appearance"]).prefix(3) == ran.trace("LogIn.onAppear", "MyPage.onDisappear", "Main.onDisappear")[...])
    }

    /// A login view whose body is a NavigationStack takes the TabView's place: the tab shown
    /// before may run its stale onAppear, as when the new root is a plain view.
    @Test func aLogoutToAViewAroundAStackKeepsTheStaleTabOnAppear() throws {
        let ran = try run(
            objects: """
                  tabs: { kind: tab-view }
                  Home: { kind: swiftui-view }
                  MyPage: { kind: swiftui-view }
                  LogIn: { kind: swiftui-view }
                  loginStack: { kind: navigation-stack, inside: LogIn }
                  Form: { kind: swiftui-view }
                """,
            setup: "  - show: { root: tabs, tabs: [Home, MyPage] }\n  - launch\n  - select-tab: { on: tabs, index: 1 }",
            steps: "  - set-stack: { on: loginStack, stack: [Form] }\n  - show: { root: loginStack }", ios: 18)
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(
            ran.calls(only: ["appearance"])
                == ran.trace("Form.onAppear", "LogIn.onAppear", "MyPage.onDisappear", "Home.onAppear"))
        #expect(ran.result.events.last?.behaviour.rawValue == "swiftui.tabs.removed-stale-appear")
    }

    /// A representable on top: its wrapped controller runs no onAppear, so the view around
    /// the stack comes and goes with the representable itself.
    @Test func aRepresentableOnTopBringsAndTakesTheViewAround() throws {
        let objects = contentAroundStack + "\n  Picker: { kind: swiftui-view, represents: Camera }\n  Camera: { kind: view-controller }"
        let launch = try run(objects: objects, setup: "  - set-stack: { on: stack, stack: [Picker] }\n  - show: { root: stack }", steps: "  - launch")
        #expect(launch.problems.isEmpty, "\(launch.problems)")
        #expect(launch.calls(only: ["onAppear", "task"]) == launch.trace("Picker.onAppear", "Content.onAppear", "Content.task"))
        let tabs = try run(
            objects: objects + "\n  tabs: { kind: tab-view }\n  Other: { kind: swiftui-view }",
            setup: stackSetup.replacingOccurrences(of: "show: { root: stack }", with: "show: { root: tabs, tabs: [stack, Other] }") + "\n  - launch",
            steps: "  - push: { vc: Picker, on: stack }\n  - select-tab: { on: tabs, index: 1 }\n  - select-tab: { on: tabs, index: 0 }")
        #expect(tabs.problems.isEmpty, "\(tabs.problems)")
        let switches = tabs.result.events.filter { $0.step >= 2 && $0.kind == .swiftuiView && $0.callback.group == .appearance }
        #expect(
            switches.map(\.notation)
                == tabs.trace(
                    "Other.onAppear", "Picker.onDisappear", "Content.onDisappear", "Content.taskCancelled",
                    "Picker.onAppear", "Content.onAppear", "Content.task", "Other.onDisappear"))
    }

    /// `.sheet` written on the view around a stack presents over the stack.
    @Test func aSheetFromTheViewAroundAStackPresentsOverIt() throws {
        let ran = try run(
            objects: contentAroundStack + "\n  Edit: { kind: swiftui-view }", setup: stackSetup + "\n  - launch",
            steps: "  - sheet: { view: Edit, from: Content }\n  - dismiss: { vc: Edit }")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(ran.calls(only: ["appearance"]) == ran.trace("Edit.onAppear", "Edit.onDisappear"))
    }

    @Test func theViewAroundIsNotPlacedItself() throws {
        let ran = try run(
            objects: contentAroundStack, setup: "  - set-stack: { on: stack, stack: [Home] }\n  - show: { root: Content }", steps: "  - launch")
        #expect(ran.problems.first?.contains("'Content' has 'stack' as its body: it cannot be placed itself") == true, "\(ran.problems)")
        #expect(ran.result.diagnostics.first?.hint?.hasPrefix("place 'stack'") == true)
        // Nor as its own stack's root.
        let ownRoot = try run(objects: contentAroundStack, setup: "  - set-stack: { on: stack, stack: [Content] }", steps: "  - launch")
        #expect(ownRoot.problems.first?.contains("in 'stack' or anywhere else") == true, "\(ownRoot.problems)")
    }

    /// The view's own modifiers must exist on the version, as a placed view's do.
    @Test func theViewAroundATabViewNeedsItsTaskVersion() throws {
        let ran = try run(
            objects: """
                  Main: { kind: swiftui-view, task: attached }
                  tabs: { kind: tab-view, inside: Main }
                  Home: { kind: swiftui-view }
                """,
            setup: "  - show: { root: tabs, tabs: [Home] }", steps: "  - launch", ios: 14)
        #expect(ran.problems.first?.contains("'Main' has a .task, which needs iOS 15 or later") == true, "\(ran.problems)")
    }
}
