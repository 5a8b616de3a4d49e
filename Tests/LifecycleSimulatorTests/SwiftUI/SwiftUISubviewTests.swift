import LifecycleModel
import LifecycleSimulator
import Testing

/// Views in another view's body (`inside:`) appear and disappear with it
/// (`Simulation+SwiftUISubviews`): every onAppear first, in the reverse of the order the
/// views are written in (the innermost of a nest first, the last of siblings first), then
/// the tasks in the same order.
@Suite struct SwiftUISubviewTests {
    private func run(_ objects: String, setup: String = "  - show: { root: stack, stack: [Outer] }", steps: String, ios: Int = 17) throws
        -> Simulated
    {
        try simulate(
            """
            config: { ios: \(ios), lifecycle: swiftui }
            objects:
            \(ios >= 16 ? "  stack: { kind: navigation-stack }" : "")
            \(objects)
            setup:
            \(setup)
            steps:
            \(steps)
            """)
    }

    /// `steps` run once the app has launched into a stack showing Outer.
    private func launched(_ objects: String, then steps: String) throws -> Simulated {
        try run(objects, setup: "  - show: { root: stack, stack: [Outer] }\n  - launch", steps: steps)
    }

    /// The shape of the printed run: Group { VStack { Text } }, each with a .task.
    private let nested = """
          Outer: { kind: swiftui-view, task: attached }
          Middle: { kind: swiftui-view, task: attached, inside: Outer }
          Inner: { kind: swiftui-view, task: attached, inside: Middle }
          Sibling: { kind: swiftui-view, inside: Outer }
          Detail: { kind: swiftui-view }
        """

    @Test func theInnermostAndTheLastViewAppearFirstAndEveryTaskStartsAfterEveryOnAppear() throws {
        let launch = try run(nested, steps: "  - launch")
        #expect(
            launch.calls(only: ["appearance"])
                == launch.trace(
                    "Sibling.onAppear", "Inner.onAppear", "Middle.onAppear", "Outer.onAppear", "Inner.task", "Middle.task", "Outer.task"))
        let behaviours = launch.result.events.filter { $0.callback.name == "onAppear" }.map(\.behaviour.rawValue)
        #expect(behaviours == ["swiftui.view.subviews", "swiftui.view.subviews", "swiftui.view.subviews", "swiftui.view.appear"])
    }

    @Test func subviewsLeaveAndComeBackWithTheirView() throws {
        let push = try launched(nested, then: "  - push: { vc: Detail, on: stack }\n  - pop: { on: stack }")
        #expect(
            push.calls(only: ["appearance"])
                == push.trace(
                    "Detail.onAppear", "Sibling.onDisappear", "Inner.onDisappear", "Middle.onDisappear", "Outer.onDisappear",
                    "Inner.taskCancelled", "Middle.taskCancelled", "Outer.taskCancelled",
                    "Sibling.onAppear", "Inner.onAppear", "Middle.onAppear", "Outer.onAppear", "Inner.task", "Middle.task", "Outer.task",
                    "Detail.onDisappear"))
        #expect(push.result.states.last?["Inner"] == "appeared")
    }

    /// `if show { Shown() }`: the view and the views inside it follow the flag while their
    /// enclosing view is on screen, and a view removed stays out when that view comes back.
    @Test func aViewBehindAnIfFollowsItsFlag() throws {
        let objects = """
              Outer: { kind: swiftui-view }
              Shown: { kind: swiftui-view, inside: Outer, start: hidden, task: attached }
              Label: { kind: swiftui-view, inside: Shown }
              Detail: { kind: swiftui-view }
            """
        let flips = try launched(
            objects,
            then: "  - insert-view: { view: Shown }\n  - remove-view: { view: Shown }\n  - push: { vc: Detail, on: stack }\n  - pop: { on: stack }")
        #expect(
            flips.calls(only: ["appearance"])
                == flips.trace(
                    "Label.onAppear", "Shown.onAppear", "Shown.task", "Label.onDisappear", "Shown.onDisappear", "Shown.taskCancelled",
                    "Detail.onAppear", "Outer.onDisappear", "Outer.onAppear", "Detail.onDisappear"))
        #expect(flips.result.states.last?["Shown"] == "disappeared")
        #expect(flips.result.behaviours.contains("swiftui.view.subviews"))
    }

    /// `if loaded { Loaded() } else { Loading() }`: the new branch appears before the old
    /// one goes, unless the views have `.transition(.identity)`; swapping back works alike.
    @Test(arguments: [
        ("", ["Loaded.onAppear", "Loading.onDisappear", "Loading.onAppear", "Loaded.onDisappear"]),
        (", transition: identity", ["Loading.onDisappear", "Loaded.onAppear", "Loading.onAppear", "Loaded.onDisappear"]),
    ])
    func anIfElseSwapShowsTheNewBranchFirstUnlessTheTransitionIsIdentity(_ transition: String, _ order: [String]) throws {
        let objects = """
              Outer: { kind: swiftui-view }
              Loading: { kind: swiftui-view, inside: Outer }
              Loaded: { kind: swiftui-view, inside: Outer, start: hidden }
            """
        let swap = try launched(
            objects, then: "  - replace-view: { view: Loading, with: Loaded\(transition) }\n  - replace-view: { view: Loaded, with: Loading }")
        #expect(swap.calls(only: ["appearance"]) == swap.trace(order[0], order[1], order[2], order[3]))
        #expect(swap.result.behaviours.contains("swiftui.view.replace"))
    }

    @Test(arguments: [
        ("  - replace-view: { view: Sibling, with: Inner }", "both must be inside the same view"),
        ("  - replace-view: { view: Middle, with: Sibling }", "'Sibling' is in 'Outer' now"),
    ])
    func swapsThatCannotHappenAreRefused(_ step: String, _ message: String) throws {
        let refused = try launched(nested, then: step)
        #expect(refused.problems.first?.contains(message) == true, "\(refused.problems)")
    }

    @Test(arguments: [
        ("  - insert-view: { view: Sibling }", "insert-view of 'Sibling', which is in 'Outer' already", "remove it first"),
        ("  - remove-view: { view: Outer }", "remove-view of 'Outer', which is not inside another view", "declare it with 'inside: V'"),
        ("  - push: { vc: Inner, on: stack }", "'Inner' is inside 'Middle': it shows with it", "place 'Middle'"),
    ])
    func flipsThatCannotHappenAreRefused(_ step: String, _ message: String, _ hint: String) throws {
        let refused = try launched(nested, then: step)
        #expect(refused.problems.first?.contains(message) == true, "\(refused.problems)")
        #expect(refused.result.diagnostics.first?.hint?.contains(hint) == true)
    }

    @Test func aFlipWhileTheEnclosingViewIsOffScreenIsRefused() throws {
        let refused = try run(nested, steps: "  - remove-view: { view: Sibling }")
        #expect(refused.problems.first?.contains("remove-view of 'Sibling' while 'Outer' is not on screen") == true, "\(refused.problems)")
    }

    @Test(arguments: [
        ("Row: { kind: swiftui-view, inside: Outer, row-of: Outer }", 17, "declared both inside 'Outer' and as a row of 'Outer'"),
        (
            "Wrap: { kind: swiftui-view, inside: Outer, represents: W }\n  W: { kind: view-controller }", 17,
            "a representable that is not a screen of its own is not modelled"
        ),
        ("Late: { kind: swiftui-view, inside: Outer, task: attached }", 14, "'Late' has a .task, which needs iOS 15 or later"),
    ])
    func subviewsTheEngineDoesNotModelAreRefusedWhenTheirViewIsPlaced(_ object: String, _ ios: Int, _ message: String) throws {
        let objects = "  Outer: { kind: swiftui-view }\n  " + object
        let refused = try run(objects, setup: "  - show: { root: Outer }", steps: "  - launch", ios: ios)
        #expect(refused.problems.first?.contains(message) == true, "\(refused.problems)")
    }

    @Test func aHostingControllersViewIsHeldToTheSameRules() throws {
        let objects = """
              H: { kind: view-controller, hosts: Outer }
              Outer: { kind: swiftui-view }
              Wrap: { kind: swiftui-view, inside: Outer, represents: W }
              W: { kind: view-controller }
            """
        let refused = try run(objects, setup: "  - show: { root: H }", steps: "  - launch")
        #expect(refused.problems.first?.contains("'Wrap' is a representable inside 'Outer'") == true, "\(refused.problems)")
    }
}
