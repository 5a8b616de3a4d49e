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
        guard world.app.isForeground else {
            throw SimulationError(
                "change-task-id of '\(view)' while the app is in the background, which is not modelled",
                hint: "change the id after 'foreground'; what an id change does in the background is not recorded")
        }
        noteBehaviour(.swiftUITaskIDChange)
        record(view, "taskCancelled", [], .swiftUITaskIDChange)
        record(view, "task", [], .swiftUITaskIDChange)
    }
}
