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

    /// A view holding a nest and a sibling, in a NavigationStack.
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
        #expect(
            behaviours == [
                "swiftui.view.subviews.elsewhere", "swiftui.view.subviews.elsewhere", "swiftui.view.subviews.elsewhere", "swiftui.view.appear",
            ])
    }

    /// The printed runs of views inside a view show the content of the window the app
    /// launches with: only that case has their behaviour, not a stack's root (above), a
    /// pushed view, or a view that comes back.
    @Test func onlyTheLaunchWindowsViewsHaveTheRecordedBehaviour() throws {
        let objects = """
              Outer: { kind: swiftui-view }
              Inner: { kind: swiftui-view, inside: Outer, task: attached }
            """
        let launch = try run(objects, setup: "  - show: { root: Outer }", steps: "  - launch\n  - background\n  - foreground")
        #expect(
            launch.result.events.filter { $0.receiver == "Inner" }.map { "\($0.notation) \($0.behaviour.rawValue)" } == [
                "Inner.onAppear swiftui.view.subviews", "Inner.task swiftui.view.subviews",
            ])
    }

    /// A row of a view an `if` inserts, and the views inside that row, rest on the `if`.
    @Test func rowsOfAFlippedViewRestOnTheFlip() throws {
        let objects = """
              Outer: { kind: swiftui-view }
              Panel: { kind: swiftui-view, inside: Outer, start: hidden }
              Row: { kind: swiftui-view, row-of: Panel, start: visible }
              Cell: { kind: swiftui-view, inside: Row }
            """
        let flips = try launched(objects, then: "  - insert-view: { view: Panel }\n  - remove-view: { view: Panel }")
        #expect(Set(flips.result.events.map(\.behaviour.rawValue)) == ["swiftui.view.if"])
        #expect(flips.result.events.count == 6)
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
        #expect(flips.result.states.last?["Shown"] == "gone")
        #expect(flips.result.behaviours.contains("swiftui.view.if"))
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
        ("  - remove-view: { view: Outer }", "remove-view of 'Outer', which is not inside another view", "declare it with 'inside: PARENT'"),
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

    @Test func aTaskInsideAViewOrARowNeedsIOS15() throws {
        let objects = """
              H: { kind: view-controller, hosts: Outer }
              Outer: { kind: swiftui-view }
              Row: { kind: swiftui-view, row-of: Outer, start: visible }
              Late: { kind: swiftui-view, inside: Row, task: attached }
            """
        for setup in ["  - show: { root: Outer }", "  - show: { root: H }"] {
            let refused = try run(objects, setup: setup, steps: "  - launch", ios: 14)
            #expect(refused.problems.first?.contains("'Late' has a .task, which needs iOS 15 or later") == true, "\(refused.problems)")
        }
    }

    /// A `.sheet` written on a view in a screen's body is presented by that screen: a
    /// full-screen cover takes the whole screen, the view included, off screen.
    @Test func aViewInABodyPresentsThroughItsScreen() throws {
        let objects = """
              Outer: { kind: swiftui-view }
              Button: { kind: swiftui-view, inside: Outer }
              Hidden: { kind: swiftui-view, inside: Outer, start: hidden }
              Modal: { kind: swiftui-view }
            """
        let cover = try launched(objects, then: "  - full-screen-cover: { view: Modal, from: Button }\n  - dismiss: { vc: Modal }")
        #expect(
            cover.calls(only: ["appearance"])
                == cover.trace(
                    "Modal.onAppear", "Button.onDisappear", "Outer.onDisappear", "Button.onAppear", "Outer.onAppear", "Modal.onDisappear"))
        let hidden = try launched(objects, then: "  - sheet: { view: Modal, from: Hidden }")
        #expect(hidden.problems.first?.contains("sheet from 'Hidden', which is not on screen") == true, "\(hidden.problems)")
    }

    /// A view whose sheet is up, or a view holding it, cannot go (an `if`, a swap, a scroll,
    /// a pop): no recording says what becomes of the sheet. Once the sheet is dismissed, or where the screen
    /// itself wrote it, the view goes as any other.
    @Test func aViewWhoseSheetIsUpCannotLeaveTheBody() throws {
        let objects = """
              Outer: { kind: swiftui-view }
              Panel: { kind: swiftui-view, inside: Outer }
              Button: { kind: swiftui-view, inside: Panel }
              Other: { kind: swiftui-view, inside: Outer, start: hidden }
              Modal: { kind: swiftui-view }
            """
        for step in ["  - remove-view: { view: Button }", "  - remove-view: { view: Panel }", "  - replace-view: { view: Panel, with: Other }"] {
            let refused = try launched(objects, then: "  - sheet: { view: Modal, from: Button }\n" + step)
            #expect(
                refused.problems.first?.contains("while 'Modal', presented from 'Button', is up, which is not modelled") == true,
                "\(refused.problems)")
            #expect(refused.result.diagnostics.first?.hint?.contains("dismiss 'Modal' first") == true)
        }
        let withRows = objects + "\n  Row: { kind: swiftui-view, row-of: Panel, start: visible }"
        for step in ["  - scroll-out: { row: Row }", "  - remove-view: { view: Panel }"] {
            let refused = try launched(withRows, then: "  - sheet: { view: Modal, from: Row }\n" + step)
            #expect(
                refused.problems.first?.contains("while 'Modal', presented from 'Row', is up, which is not modelled") == true, "\(refused.problems)")
        }
        let pushed = try run(
            objects + "\n  Home: { kind: swiftui-view }", setup: "  - show: { root: stack, stack: [Home] }\n  - launch",
            steps: "  - push: { vc: Outer, on: stack }\n  - sheet: { view: Modal, from: Button }\n  - pop: { on: stack }")
        #expect(
            pushed.problems.first?.contains("'Outer' leaving the stack while 'Modal', presented from 'Button', is up") == true, "\(pushed.problems)")
        let hosted = """
              Root: { kind: view-controller }
              nav: { kind: navigation-controller }
              Host: { kind: view-controller, hosts: Page }
              Page: { kind: swiftui-view }
              Modal: { kind: swiftui-view }
            """
        for (setup, step) in [
            ("  - show: { root: nav, stack: [Root] }\n  - launch\n  - push: { vc: Host, on: nav }", "  - pop: { on: nav }"),
            ("  - show: { root: Root }\n  - launch\n  - add-child: { parent: Root, child: Host }", "  - remove-child: { child: Host }"),
        ] {
            let refused = try run(hosted, setup: setup + "\n  - sheet: { view: Modal, from: Page }", steps: step, ios: 17)
            #expect(
                refused.problems.first?.contains("'Host' leaving its container while 'Modal', presented from 'Page', is up") == true,
                "\(refused.problems)")
        }
        let dismissed = try launched(
            objects, then: "  - sheet: { view: Modal, from: Button }\n  - dismiss: { vc: Modal }\n  - remove-view: { view: Panel }")
        #expect(dismissed.problems.isEmpty, "\(dismissed.problems)")
        #expect(dismissed.calls(only: ["appearance"]).suffix(2) == dismissed.trace("Button.onDisappear", "Panel.onDisappear"))
        let fromTheScreen = try launched(objects, then: "  - sheet: { view: Modal, from: Outer }\n  - remove-view: { view: Panel }")
        #expect(fromTheScreen.problems.isEmpty, "\(fromTheScreen.problems)")
    }

    /// Only the first appearance of views with their screen rests on the printed runs;
    /// what an `if` or a swap does, and every later appearance, has a behaviour of its own,
    /// which no log covers.
    @Test func flipsAndReturnsDoNotBorrowTheBehaviourOfTheFirstAppearance() throws {
        let objects = """
              Outer: { kind: swiftui-view }
              Inner: { kind: swiftui-view, inside: Outer, task: attached }
              Shown: { kind: swiftui-view, inside: Outer, start: hidden, task: attached }
              Detail: { kind: swiftui-view }
            """
        let run = try launched(
            objects, then: "  - insert-view: { view: Shown }\n  - push: { vc: Detail, on: stack }\n  - pop: { on: stack }")
        let behaviours = run.result.events.filter { ["Inner", "Shown"].contains($0.receiver) }.map { "\($0.notation) \($0.behaviour.rawValue)" }
        #expect(
            behaviours == [
                "Shown.onAppear swiftui.view.if", "Shown.task swiftui.view.if",
                "Shown.onDisappear swiftui.view.subviews.elsewhere", "Inner.onDisappear swiftui.view.subviews.elsewhere",
                "Shown.taskCancelled swiftui.view.subviews.elsewhere", "Inner.taskCancelled swiftui.view.subviews.elsewhere",
                "Shown.onAppear swiftui.view.subviews.elsewhere", "Inner.onAppear swiftui.view.subviews.elsewhere",
                "Shown.task swiftui.view.subviews.elsewhere", "Inner.task swiftui.view.subviews.elsewhere",
            ])
    }

    /// An `if` that turns false ends the view: put back, it starts as a new one, its own
    /// `if`s as declared and its list at the top.
    @Test func aViewAnIfRemovesIsGoneAndComesBackNew() throws {
        let objects = """
              Outer: { kind: swiftui-view }
              Panel: { kind: swiftui-view, inside: Outer, start: hidden }
              Badge: { kind: swiftui-view, inside: Panel, start: hidden }
              Row1: { kind: swiftui-view, row-of: Panel, start: visible }
              Row2: { kind: swiftui-view, row-of: Panel }
            """
        let run = try launched(
            objects,
            then: """
                  - insert-view: { view: Panel }
                  - insert-view: { view: Badge }
                  - scroll-in: { row: Row2 }
                  - scroll-out: { row: Row1 }
                  - remove-view: { view: Panel }
                  - insert-view: { view: Panel }
                """)
        #expect(run.result.states[5]["Panel"] == "gone")
        #expect(run.result.states[5]["Badge"] == "gone")
        let back = run.result.events.filter { $0.step == 6 }.map(\.notation)
        #expect(back == run.trace("Panel.onAppear", "Row1.onAppear"), "Badge's if is false again, and the list starts at the top")
        #expect(run.result.states.last?["Badge"] == "not-created")
    }

    @Test func theViewsOfAScreenThatIsGoneAreGone() throws {
        let placed = try launched(nested, then: "  - push: { vc: Detail, on: stack }\n  - push: { vc: Inner, on: stack }")
        #expect(placed.problems.first?.contains("'Inner' is inside 'Middle'") == true)
        let popped = try run(
            """
              Home: { kind: swiftui-view }
              Detail: { kind: swiftui-view }
              Part: { kind: swiftui-view, inside: Detail }
            """, setup: "  - show: { root: stack, stack: [Home] }\n  - launch", steps: "  - push: { vc: Detail, on: stack }\n  - pop: { on: stack }")
        #expect(popped.result.states.last?["Part"] == "gone")
    }
}
