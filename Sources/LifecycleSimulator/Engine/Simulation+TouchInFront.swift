internal import LifecycleModel

/// The user's touch reaches only what is in front. A full-screen presentation removes the
/// presenter's views, and a sheet is modal: Apple's Human Interface Guidelines (Sheets) say
/// it "prevents people from interacting with the parent view until they dismiss the sheet".
/// Before, a tab tapped under a full-screen cover switched tabs when the cover went, and a
/// swipe back under a page sheet popped the controller that presented it (the fourth and
/// fifth authors' trials, 2026-12-06).
extension Simulation {
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
