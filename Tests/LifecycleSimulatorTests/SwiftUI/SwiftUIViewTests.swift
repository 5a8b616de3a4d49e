import LifecycleModel
import LifecycleSimulator
import Testing

/// SwiftUI views run as hosting controllers: onAppear after the controller's will-appear,
/// onDisappear after its did-disappear (`Simulation+SwiftUIViews`). Few recordings of these
/// orders exist; the tests hold the engine to the rules its behaviours state.
@Suite struct SwiftUIViewTests {
    private func run(_ config: String = "{ ios: 17, lifecycle: swiftui }", objects: String, setup: String, steps: String) throws
        -> Simulated
    {
        try simulate(config: config, objects: objects, setup: setup, steps: steps)
    }

    private let stack = """
          stack: { kind: navigation-stack }
          Home: { kind: swiftui-view, task: attached }
          Detail: { kind: swiftui-view, task: attached }
        """

    @Test func aPushedViewAppearsBeforeTheRootDisappearsAndTheTaskFollowsEach() throws {
        let push = try run(
            objects: stack, setup: "  - show: { root: stack, stack: [Home] }\n  - launch", steps: "  - push: { vc: Detail, on: stack }")
        #expect(push.calls(only: ["appearance", "scene"]) == push.trace("Detail.onAppear", "Detail.task", "Home.onDisappear", "Home.taskCancelled"))
        #expect(push.result.behaviours.contains("swiftui.view.appear"))
        #expect(push.result.behaviours.contains("swiftui.view.task"))
    }

    @Test func popBringsTheRootBackAndTheDestinationIsGone() throws {
        let pop = try run(
            objects: stack, setup: "  - show: { root: stack, stack: [Home] }\n  - launch\n  - push: { vc: Detail, on: stack }",
            steps: "  - pop: { on: stack }")
        #expect(pop.calls(only: ["appearance", "scene"]) == pop.trace("Home.onAppear", "Home.task", "Detail.onDisappear", "Detail.taskCancelled"))
        #expect(pop.result.states.last?["Detail"] == "gone")
    }

    /// The onDisappear of a view that goes for good (popped, dismissed, taken out by an
    /// `if`) leaves it gone, as the diagram's step does; one that is only covered (a push
    /// over it, a cover, another tab) leaves it disappeared.
    @Test(arguments: [
        ("  - push: { vc: Detail, on: stack }", "  - pop: { on: stack }", "Detail", "gone"),
        ("  - push: { vc: Detail, on: stack }", "  - interactive-pop: { on: stack, completes: true }", "Detail", "gone"),
        ("  - sheet: { view: Detail, from: Home }", "  - dismiss: { vc: Detail }", "Detail", "gone"),
        ("  - full-screen-cover: { view: Detail, from: Home }", "  - dismiss: { vc: Detail }", "Detail", "gone"),
        ("  - sheet: { view: Detail, from: Home }", "  - interactive-dismiss: { vc: Detail, completes: true }", "Detail", "gone"),
        ("  - push: { vc: Detail, on: stack }", "  - push: { vc: Other, on: stack }", "Detail", "disappeared"),
        ("  - launch", "  - full-screen-cover: { view: Detail, from: Home }", "Home", "disappeared"),
        ("  - launch", "  - remove-view: { view: Badge }", "Badge", "gone"),
        ("  - launch", "  - replace-view: { view: Badge, with: Banner }", "Badge", "gone"),
    ])
    func anOnDisappearThatEndsTheViewLeavesItGone(_ before: String, _ step: String, _ view: String, _ state: String) throws {
        let objects =
            stack + """

                  Other: { kind: swiftui-view }
                  Badge: { kind: swiftui-view, inside: Home }
                  Banner: { kind: swiftui-view, inside: Home, start: hidden }
                """
        let setup = "  - show: { root: stack, stack: [Home] }\n  - launch" + (before == "  - launch" ? "" : "\n" + before)
        let ran = try run(objects: objects, setup: setup, steps: step)
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        let states = ran.result.events.filter { $0.receiver == view && ["onDisappear", "taskCancelled"].contains($0.callback.name) }
            .map(\.stateAfter)
        #expect(!states.isEmpty && states.allSatisfy { $0 == state }, "\(states)")
    }

    /// A hosting controller that is kept (taken out of its container, not released) keeps
    /// its view: it has disappeared, and can come back.
    @Test func aViewWhoseHostingControllerIsKeptHasOnlyDisappeared() throws {
        let ran = try run(
            "{ ios: 17 }",
            objects: """
                  Root: { kind: view-controller }
                  Host: { kind: view-controller, hosts: V }
                  V: { kind: swiftui-view }
                """, setup: "  - show: { root: Root }\n  - launch\n  - add-child: { parent: Root, child: Host }",
            steps: "  - remove-child: { child: Host }\n  - add-child: { parent: Root, child: Host }")
        #expect(ran.problems.isEmpty, "\(ran.problems)")
        #expect(
            ran.result.events.filter { $0.receiver == "V" }.map { "\($0.callback.name) \($0.stateAfter)" }
                == ["onDisappear disappeared", "onAppear appeared"])
    }

    @Test func aCancelledSwipeShowsTheRootForAMomentAndLeavesTheTopAlone() throws {
        let cancelled = try run(
            objects: stack, setup: "  - show: { root: stack, stack: [Home] }\n  - launch\n  - push: { vc: Detail, on: stack }",
            steps: "  - interactive-pop: { on: stack, completes: false }")
        #expect(
            cancelled.calls(only: ["appearance", "scene"]) == cancelled.trace("Home.onAppear", "Home.task", "Home.onDisappear", "Home.taskCancelled"))
        #expect(cancelled.result.states.last?["Detail"] == "appeared")
    }

    @Test func onlyTheSelectedTabAppearsAndASwitchShowsTheNewTabFirst() throws {
        let tabs = """
              tabs: { kind: tab-view }
              First: { kind: swiftui-view }
              Second: { kind: swiftui-view }
            """
        let launch = try run(objects: tabs, setup: "  - show: { root: tabs, tabs: [First, Second] }", steps: "  - launch")
        #expect(launch.calls(only: ["appearance", "scene"]) == launch.trace("First.onAppear"))
        let switched = try run(
            objects: tabs, setup: "  - show: { root: tabs, tabs: [First, Second] }\n  - launch",
            steps: "  - select-tab: { on: tabs, index: 1 }\n  - select-tab: { on: tabs, index: 1 }")
        #expect(
            switched.calls(only: ["appearance", "scene"]) == switched.trace("Second.onAppear", "First.onDisappear"),
            "a tap on the selected tab changes nothing")
    }

    /// A TabView of three tabs, and what may take its place: a SwiftUI login view, a controller.
    private let loggingOut = """
          tabs: { kind: tab-view }
          First: { kind: swiftui-view }
          Second: { kind: swiftui-view }
          Third: { kind: swiftui-view }
          LogIn: { kind: swiftui-view }
          Login: { kind: view-controller }
        """

    /// A logout: the TabView is replaced by a login view. The tabs shown before, not the
    /// selected one, may run onAppear once more after the new view's (dazy's iOS 18 log,
    /// FB13103224): each an optional call that never repeats, the first tab's on the log's
    /// behaviour, a further tab's on one that only the report supports.
    @Test func aTabViewThatGoesMayGiveItsEarlierTabsAStaleOnAppear() throws {
        let objects = loggingOut
        let setup =
            "  - show: { root: tabs, tabs: [First, Second, Third] }\n  - launch\n  - select-tab: { on: tabs, index: 2 }\n  - select-tab: { on: tabs, index: 1 }"
        let logout = try run("{ ios: 18, lifecycle: swiftui }", objects: objects, setup: setup, steps: "  - show: { root: LogIn }")
        #expect(
            logout.calls(only: ["appearance"]) == logout.trace("LogIn.onAppear", "Second.onDisappear", "First.onAppear", "Third.onAppear"))
        let stale = Array(logout.result.events.suffix(2))
        #expect(stale.allSatisfy { $0.repeatablePass?.mayBeAbsent == true && $0.repeatablePass?.mayRepeat == false }, "×0 or 1")
        #expect(stale[0].repeatablePass != stale[1].repeatablePass, "each tab's call on its own")
        #expect(stale.map(\.behaviour.rawValue) == ["swiftui.tabs.removed-stale-appear", "swiftui.tabs.removed-stale-appear.more"])
        let firstOnly = try run(
            "{ ios: 18, lifecycle: swiftui }", objects: objects, setup: "  - show: { root: tabs, tabs: [First, Second, Third] }\n  - launch",
            steps: "  - show: { root: LogIn }")
        #expect(firstOnly.calls(only: ["appearance"]) == firstOnly.trace("LogIn.onAppear", "First.onDisappear"), "no tab but the selected was shown")
    }

    /// No source shows the stale call when a UIKit controller takes the TabView's place.
    @Test func aControllerTakingTheTabViewsPlaceGetsNoStaleOnAppear() throws {
        let setup = "  - show: { root: tabs, tabs: [First, Second] }\n  - launch\n  - select-tab: { on: tabs, index: 1 }"
        let logout = try run("{ ios: 18, lifecycle: swiftui }", objects: loggingOut, setup: setup, steps: "  - show: { root: Login }")
        #expect(!logout.calls.contains("First.onAppear"), "\(logout.calls)")
    }

    @Test func aSheetLeavesThePresenterOnScreenAndACoverDoesNot() throws {
        let objects = """
              Home: { kind: swiftui-view }
              Modal: { kind: swiftui-view }
            """
        let sheet = try run(
            objects: objects, setup: "  - show: { root: Home }\n  - launch",
            steps: "  - sheet: { view: Modal, from: Home }\n  - interactive-dismiss: { vc: Modal, completes: false }\n  - dismiss: { vc: Modal }")
        #expect(sheet.calls(only: ["appearance", "scene"]) == sheet.trace("Modal.onAppear", "Modal.onDisappear"))
        let cover = try run(
            objects: objects, setup: "  - show: { root: Home }\n  - launch",
            steps: "  - full-screen-cover: { view: Modal, from: Home }\n  - dismiss: { vc: Modal }")
        #expect(
            cover.calls(only: ["appearance", "scene"]) == cover.trace("Modal.onAppear", "Home.onDisappear", "Home.onAppear", "Modal.onDisappear"))
        let old = try run(
            "{ ios: 13, lifecycle: scenes }", objects: objects, setup: "  - show: { root: Home }\n  - launch",
            steps: "  - full-screen-cover: { view: Modal, from: Home }")
        #expect(old.problems.first?.contains("full-screen-cover needs iOS 14 or later") == true)
    }

    @Test func rowsAppearWithTheirListAsTheyScrollAndComeBackWithIt() throws {
        let objects = """
              stack: { kind: navigation-stack }
              Home: { kind: swiftui-view }
              Row1: { kind: swiftui-view, row-of: Home, start: visible }
              Row2: { kind: swiftui-view, row-of: Home, list: lazy-stack }
              Detail: { kind: swiftui-view }
            """
        let rows = try run(
            objects: objects, setup: "  - show: { root: stack, stack: [Home] }",
            steps:
                "  - launch\n  - scroll-in: { row: Row2 }\n  - scroll-out: { row: Row1 }\n  - push: { vc: Detail, on: stack }\n  - pop: { on: stack }\n  - scroll-out: { row: Row2 }"
        )
        #expect(
            rows.calls(only: ["appearance"])
                == rows.trace(
                    "Home.onAppear", "Row1.onAppear", "Row2.onAppear", "Row1.onDisappear", "Detail.onAppear", "Home.onDisappear",
                    "Row2.onDisappear", "Home.onAppear", "Row2.onAppear", "Detail.onDisappear", "Row2.onDisappear"))
        #expect(rows.result.behaviours.contains("swiftui.rows.lazy-stack-disappear"))
        let offScreen = try run(objects: objects, setup: "  - show: { root: stack, stack: [Home] }", steps: "  - scroll-in: { row: Row2 }")
        #expect(offScreen.problems.first?.contains("while 'Home' is not on screen") == true)
    }

    /// The bridges: a hosting controller pushed from UIKit hears its calls before its root
    /// view's, and a representable makes, loads and updates its controller first.
    @Test func hostingControllersAndRepresentablesInterleaveWithUIKit() throws {
        let hosting = try run(
            "{ ios: 17, lifecycle: scenes }",
            objects: """
                  nav: { kind: navigation-controller }
                  A: { kind: view-controller }
                  H: { kind: view-controller, hosts: V }
                  V: { kind: swiftui-view }
                """, setup: "  - show: { root: nav, stack: [A] }\n  - launch", steps: "  - push: { vc: H, on: nav }")
        #expect(
            hosting.calls(only: ["appearance"])
                == hosting.trace(
                    "A.viewWillDisappear", "H.viewWillAppear", "H.viewIsAppearing", "V.onAppear", "A.viewDidDisappear", "H.viewDidAppear"))
        let wrapped = try run(
            objects: """
                  Home: { kind: swiftui-view }
                  R: { kind: swiftui-view, represents: W }
                  W: { kind: view-controller }
                """, setup: "  - show: { root: Home }\n  - launch", steps: "  - sheet: { view: R, from: Home }")
        #expect(
            wrapped.calls(only: ["loading", "appearance"])
                == wrapped.trace(
                    "R.makeUIViewController", "W.init(nibName:bundle:)", "W.loadView", "W.viewDidLoad", "R.updateUIViewController",
                    "R.onAppear", "W.viewWillAppear", "W.viewIsAppearing", "W.viewDidAppear"))
        // Where the wrapped controller's calls fall is the representable's rule, not UIKit's
        // for the sheet: no log of a plain sheet vouches for them.
        #expect(Set(wrapped.result.events.filter { $0.receiver == "W" }.map(\.behaviour.rawValue)) == ["swiftui.representable"])
        let inside = try run(
            objects: """
                  Home: { kind: swiftui-view }
                  R: { kind: swiftui-view, represents: W }
                  W: { kind: view-controller }
                  X: { kind: view-controller }
                """, setup: "  - show: { root: Home }\n  - launch\n  - sheet: { view: R, from: Home }\n  - add-child: { parent: W, child: X }",
            steps: "  - dismiss: { vc: R }")
        let xCalls = inside.result.events.filter { $0.receiver == "X" }
        #expect(!xCalls.isEmpty && xCalls.allSatisfy { $0.behaviour == "swiftui.representable" }, "\(xCalls.map(\.behaviour))")
    }

    /// The window's content appears while the scene is inactive: before scenePhase's first
    /// change is reported.
    @Test func theRootAppearsBeforeTheFirstScenePhaseChange() throws {
        let launch = try run(
            objects: """
                  phase: { kind: swiftui-app }
                  Home: { kind: swiftui-view }
                """, setup: "  - show: { root: Home }", steps: "  - launch")
        #expect(launch.calls(only: ["appearance", "scene"]) == launch.trace("Home.onAppear", "phase.onChange(of:)"))
    }

    /// The onAppear of a lone view that is the whole content of the window the app launches
    /// with has a behaviour of its own, which printed runs of such a view back; every other
    /// appearance keeps the general one, which those runs do not vouch for.
    @Test(arguments: ["swiftui", "scenes", "app-delegate"])
    func onlyALoneViewInTheLaunchWindowHasTheLaunchBehaviour(_ lifecycle: String) throws {
        func appearances(_ objects: String, _ setup: String, _ steps: String, device: String = "iphone") throws -> [String] {
            let run = try run("{ ios: 17, lifecycle: \(lifecycle), device: \(device) }", objects: objects, setup: setup, steps: steps)
            return run.result.events.filter { $0.callback.name == "onAppear" }.map { "\($0.receiver) \($0.behaviour.rawValue)" }
        }
        let lone = "  Home: { kind: swiftui-view }\n  Detail: { kind: swiftui-view }"
        #expect(try appearances(lone, "  - show: { root: Home }", "  - launch") == ["Home swiftui.view.appear.launch"])
        #expect(
            try appearances(stack, "  - show: { root: stack, stack: [Home] }", "  - launch\n  - push: { vc: Detail, on: stack }")
                == ["Home swiftui.view.appear", "Detail swiftui.view.appear"], "a stack's root and a pushed view")
        #expect(
            try appearances(lone, "  - launch: { into: background, for: location }\n  - foreground", "  - show: { root: Home }")
                == ["Home swiftui.view.appear"], "the window of an app launched into the background, set up once opened")
        if lifecycle != "app-delegate" {
            let windows = lone + "\n  second: { kind: scene }"
            #expect(
                try appearances(windows, "  - launch\n  - show: { root: Detail, in: second }", "  - open-scene: { scene: second }", device: "ipad")
                    == ["Detail swiftui.view.appear"], "a second window opened after launch")
        }
    }

    /// The printed runs of a task are of the launch window's lone view too: a pushed view's
    /// task, and every cancellation, keep the general behaviour, which no log vouches for.
    @Test func onlyTheLaunchWindowsTaskHasTheLaunchBehaviour() throws {
        let run = try run(
            "{ ios: 17, lifecycle: swiftui }",
            objects: """
                  stack: { kind: navigation-stack }
                  Home: { kind: swiftui-view, task: attached }
                  Detail: { kind: swiftui-view, task: attached }
                """, setup: "  - show: { root: stack, stack: [Home] }",
            steps: "  - launch\n  - push: { vc: Detail, on: stack }\n  - pop: { on: stack }")
        let tasks = run.result.events.filter { $0.callback.name.hasPrefix("task") }.map {
            "\($0.receiver) \($0.callback.name) \($0.behaviour.rawValue)"
        }
        #expect(
            tasks == [
                "Home task swiftui.view.task", "Detail task swiftui.view.task", "Home taskCancelled swiftui.view.task",
                "Home task swiftui.view.task", "Detail taskCancelled swiftui.view.task",
            ])
        let holding = try self.run(
            "{ ios: 17, lifecycle: swiftui }",
            objects: """
                  Screen: { kind: swiftui-view, task: attached }
                  Label: { kind: swiftui-view, inside: Screen }
                """, setup: "  - show: { root: Screen }", steps: "  - launch")
        #expect(
            holding.result.events.filter { $0.receiver == "Screen" }.map { "\($0.callback.name) \($0.behaviour.rawValue)" }
                == ["onAppear swiftui.view.appear", "task swiftui.view.task"], "no run shows a view holding others")
        let wrapping = try self.run(
            "{ ios: 17, lifecycle: swiftui }",
            objects: """
                  Picker: { kind: swiftui-view, represents: Camera, task: attached }
                  Camera: { kind: view-controller }
                """, setup: "  - show: { root: Picker }", steps: "  - launch")
        #expect(
            wrapping.result.events.filter { $0.receiver == "Picker" && $0.callback.name.hasPrefix("task") }.map(\.behaviour.rawValue)
                == ["swiftui.view.task"], "a representable is not a lone view: no run shows it against its controller")
        let lone = try self.run(
            "{ ios: 17, lifecycle: swiftui }", objects: "  Lone: { kind: swiftui-view, task: attached }", setup: "  - show: { root: Lone }",
            steps: "  - launch")
        #expect(lone.result.events.filter { $0.callback.name == "task" }.map(\.behaviour.rawValue) == ["swiftui.view.task.launch"])
    }

    @Test(arguments: [
        ("{ ios: 15, lifecycle: swiftui }", "stack: { kind: navigation-stack }", "'stack' is a NavigationStack, which needs iOS 16 or later"),
        ("{ ios: 14, lifecycle: swiftui }", "V: { kind: swiftui-view, task: attached }", "'V' has a .task, which needs iOS 15 or later"),
    ])
    func versionsBeforeAFeatureAreRefused(_ config: String, _ object: String, _ message: String) throws {
        let name = String(object.prefix { $0 != ":" })
        let setup = name == "stack" ? "  - show: { root: stack, stack: [V] }" : "  - show: { root: V }"
        let objects = "  " + object + (name == "stack" ? "\n  V: { kind: swiftui-view }" : "")
        let refused = try run(config, objects: objects, setup: setup, steps: "  - launch")
        #expect(refused.problems.first?.contains(message) == true, "\(refused.problems)")
        #expect(refused.problems.first?.contains("hint") == false)
        #expect(refused.result.diagnostics.first?.hint?.isEmpty == false)
    }
}
