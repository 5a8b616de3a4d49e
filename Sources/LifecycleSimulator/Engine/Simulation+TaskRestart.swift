internal import LifecycleModel

/// `.task(id:)`: a new value of its `id` restarts the task (`change-task-id`).
///
/// Apple: "If the id value changes, SwiftUI cancels and restarts the task." Printed runs on
/// macOS 27 (MetalUI's task probe, AppKit hosting) show the old task's cancellation handler
/// run, then the new body start, in the same update; a write of the same value and a body
/// update that leaves it alone restart nothing. No run on iOS shows the order, and none
/// shows an id that changes while its view is off screen or the app is in the background,
/// so those are refused rather than guessed (docs/research/swiftui-task-id.md).
extension Simulation {
    mutating func restartTask(of view: String) throws {
        guard declarations[view]?.options["task"] == "attached" else {
            throw SimulationError(
                "change-task-id of '\(view)', which has no .task",
                hint: "declare it with 'task: attached': a .task(id:) starts and is cancelled like a .task")
        }
        guard world.swiftUIShown.contains(view) else {
            throw SimulationError(
                "change-task-id of '\(view)' while it is not on screen, which is not modelled",
                hint: "change the id while '\(view)' is shown; what an id change does to a view off screen is not recorded")
        }
        if let away = awayFromForeground(showing: view) {
            throw SimulationError(
                "change-task-id of '\(view)' while \(away), which is not modelled",
                hint: "change the id while '\(view)'s window is in the foreground; what an id change does in the background is not recorded")
        }
        noteBehaviour(.swiftUITaskIDChange)
        record(view, "taskCancelled", [], .swiftUITaskIDChange)
        record(view, "task", [], .swiftUITaskIDChange)
    }

    /// What keeps the window showing `view` out of the foreground ("the app is in the
    /// background", "its scene 's2' is background"), or nil when it is in the foreground. A
    /// view stays "shown" while its app or scene is in the background, as no onDisappear
    /// runs then.
    private func awayFromForeground(showing view: String) -> String? {
        guard world.app.isForeground else { return world.app == .notRunning ? "the app is not running" : "the app is in the background" }
        guard world.usesScenes, let scene = sceneShowing(view), let state = world.scenes[scene]?.state else { return nil }
        return state.isForeground ? nil : "its scene '\(scene)' is \(state.rawValue)"
    }

    /// The scene whose window shows `view`: the window its screen's chain of parents and
    /// presenters ends at.
    private func sceneShowing(_ view: String) -> String? {
        var current: String? = screen(of: view)
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted, let controller = world.controllers[name] {
            if let window = controller.windowOf { return window }
            current = controller.parent ?? controller.presenter
        }
        return nil
    }
}
