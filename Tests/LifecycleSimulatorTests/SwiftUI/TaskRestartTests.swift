import LifecycleModel
import LifecycleSimulator
import Testing

/// `.task(id:)` (`change-task-id`, `Simulation+TaskRestart`): a new id cancels the running
/// task and starts it again, and the view neither disappears nor appears; an id change the
/// engine has no run of is refused.
@Suite struct TaskRestartTests {
    /// A NavigationStack showing Home (with a task, and two views inside it, one with a task
    /// and one without) and a Detail to push; `steps` run after the launch.
    private func launched(then steps: String) throws -> Simulated {
        try simulateSwiftUIApp(
            objects: """
                  stack: { kind: navigation-stack }
                  Home: { kind: swiftui-view, task: attached }
                  Badge: { kind: swiftui-view, inside: Home, task: attached }
                  Plain: { kind: swiftui-view, inside: Home }
                  Detail: { kind: swiftui-view, task: attached }
                """,
            setup: "  - show: { root: stack, stack: [Home] }\n  - launch",
            steps: steps)
    }

    @Test func aNewIdCancelsTheRunningTaskAndStartsItAgainWithoutAnAppearance() throws {
        let restart = try launched(then: "  - change-task-id: { view: Home }\n  - change-task-id: { view: Home }")
        #expect(restart.problems.isEmpty, "\(restart.problems)")
        #expect(
            restart.calls(only: ["appearance"])
                == restart.trace("Home.taskCancelled", "Home.task", "Home.taskCancelled", "Home.task"))
        #expect(restart.result.events.allSatisfy { $0.behaviour == "swiftui.view.task.id-change" })
        #expect(restart.result.states.last?["Home"] == "appeared")
    }

    /// Only the view whose id changed restarts: the view inside it keeps its task.
    @Test func onlyTheNamedViewsTaskRestarts() throws {
        let restart = try launched(then: "  - change-task-id: { view: Badge }")
        #expect(restart.calls(only: ["appearance"]) == restart.trace("Badge.taskCancelled", "Badge.task"))
    }

    /// Back on screen after a pop, the view's id can change again; a pushed view's too.
    @Test func aViewThatCameBackOrWasPushedRestartsItsTask() throws {
        let restart = try launched(
            then:
                "  - push: { vc: Detail, on: stack }\n  - change-task-id: { view: Detail }\n  - pop: { on: stack }\n  - change-task-id: { view: Home }"
        )
        #expect(restart.problems.isEmpty, "\(restart.problems)")
        let tasks = restart.calls(only: ["appearance"]).filter { $0.contains("task") }
        #expect(
            tasks
                == restart.trace(
                    "Detail.task", "Badge.taskCancelled", "Home.taskCancelled", "Detail.taskCancelled", "Detail.task",
                    "Badge.task", "Home.task", "Detail.taskCancelled", "Home.taskCancelled", "Home.task"))
    }

    @Test(arguments: [
        ("  - change-task-id: { view: Plain }", "change-task-id of 'Plain', which has no .task", "declare it with 'task: attached'"),
        (
            "  - push: { vc: Detail, on: stack }\n  - change-task-id: { view: Home }",
            "change-task-id of 'Home' while it is not on screen, which is not modelled", "change the id while 'Home' is shown"
        ),
        (
            "  - background\n  - change-task-id: { view: Home }",
            "change-task-id of 'Home' while the app is in the background, which is not modelled", "window is in the foreground"
        ),
    ])
    func anIdChangeWithNoRecordedOutcomeIsRefused(_ steps: String, _ message: String, _ hint: String) throws {
        let refused = try launched(then: steps)
        #expect(refused.problems.first?.contains(message) == true, "\(refused.problems)")
        #expect(refused.result.diagnostics.first?.hint?.contains(hint) == true)
    }

    /// The view stays "shown" while its window is in the background (no onDisappear runs),
    /// so what is refused is the window's state: the app's, or the scene's on an iPad.
    @Test func anIdChangeWhileTheViewsSceneOrAppIsAwayIsRefusedByItsState() throws {
        let closed = try simulate(
            config: "{ ios: 17, lifecycle: scenes, device: ipad }",
            objects:
                "  s1: { kind: scene }\n  s2: { kind: scene }\n  A: { kind: swiftui-view, task: attached }\n  B: { kind: swiftui-view, task: attached }",
            setup: "  - show: { root: A, in: s1 }\n  - show: { root: B, in: s2 }\n  - launch\n  - open-scene: { scene: s2 }",
            steps: "  - change-task-id: { view: B }\n  - close-scene: { scene: s2 }\n  - change-task-id: { view: B }")
        #expect(closed.calls(only: ["appearance"]) == closed.trace("B.taskCancelled", "B.task"))
        #expect(
            closed.problems.first?.contains("change-task-id of 'B' while its scene 's2' is background, which is not modelled") == true,
            "\(closed.problems)")
        let ended = try launched(then: "  - terminate: { by: user }\n  - change-task-id: { view: Home }")
        #expect(ended.problems.first?.contains("while the app is not running") == true, "\(ended.problems)")
    }

    @Test func aViewNotYetShownIsRefused() throws {
        let refused = try simulateSwiftUIApp(
            objects: "  Home: { kind: swiftui-view, task: attached }", setup: "  - show: { root: Home }",
            steps: "  - change-task-id: { view: Home }")
        #expect(refused.problems.first?.contains("while it is not on screen") == true, "\(refused.problems)")
    }
}
