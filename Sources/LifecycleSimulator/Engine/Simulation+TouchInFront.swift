internal import LifecycleModel

/// The user's touch reaches only what is in front. A full-screen presentation removes the
/// presenter's views, and a sheet is modal: Apple's Human Interface Guidelines (Sheets) say
/// it "prevents people from interacting with the parent view until they dismiss the sheet".
/// Before, a tab tapped under a full-screen cover switched tabs when the cover went, and a
/// swipe back under a page sheet popped the controller that presented it (the fourth and
/// fifth authors' trials, 2026-12-06).
extension Simulation {
    /// On iPad one window may be in the background while another is in use (a window the
    /// user closed): what is in it is off screen, and a touch there had it switch tabs, pop
    /// or edit with no window in front (the reviewer of the fifth trial, 2026-12-06).
    func refuseTouchInABackgroundWindow(_ step: Step) throws {
        guard world.app == .active, world.usesScenes, Self.userTouches.contains(step.action),
            let touched = step.namedObjects.first, let scene = windowScene(holding: touched),
            let state = world.scenes[scene]?.state, state != .foregroundActive
        else { return }
        let closed = world.scenes[scene]?.isClosed == true
        throw SimulationError(
            "\(step.action.rawValue) on '\(touched)', whose window '\(scene)' \(closed ? "was closed" : "is \(state.rawValue)"): the user touches only a window in front",
            hint: closed
                ? "touch what is in a window in front; a closed window comes back only as a new scene (disconnect-scene, then open-scene)"
                : "bring '\(scene)' to the front first")
    }

    /// The scene whose window holds the controller `name`: through its parents and
    /// presenters to a window's root.
    private func windowScene(holding name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted, let controller = world.controllers[current] {
            if let scene = controller.windowOf { return world.scenes[scene] == nil ? nil : scene }
            guard let next = controller.parent ?? controller.presenter else { return nil }
            current = next
        }
        return nil
    }

    /// A tab tap or a swipe back on a container under a presentation, once the app runs;
    /// a scenario that never launches sets up what it likes.
    func refuseTouchUnderAPresentation(_ step: Step) throws {
        guard world.app == .active, [.selectTab, .interactivePop].contains(step.action), let container = step.object("on"),
            let record = world.controllers[container], record.isAlive
        else { return }
        if let cover = presentation(over: container) {
            throw SimulationError(
                "\(step.action.rawValue) on '\(container)' under '\(cover)', which is presented over it: the user's touches go to the presentation in front",
                hint: "dismiss '\(cover)' first")
        }
        if step.action == .selectTab, record.appearance != .appeared {
            throw SimulationError(
                "select-tab on '\(container)', which is not on screen: the user taps only a tab bar they can see",
                hint: "show '\(container)' first, or dismiss or pop what took its place")
        }
    }

    /// What is presented over the hierarchy `name` belongs to, if anything.
    private func presentation(over name: String) -> String? {
        guard let presented = world.controllers[presentationContext(name)]?.presented, world.controllers[presented]?.isAlive == true
        else { return nil }
        return presented
    }
}
