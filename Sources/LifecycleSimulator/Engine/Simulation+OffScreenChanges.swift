internal import LifecycleModel

/// A controller whose laid-out view changed while it was off screen: the device turned
/// (only the controllers in a window hear of the size), or its views changed (a subview
/// added, removed or resized).
/// As it returns its view is laid out again (Apple's viewIsAppearing(_:) page: by then "the
/// view has accurate geometry" and updated traits), but no recording places that layout and
/// trait change among its appearance calls; before, the engine replayed the return recorded
/// at an unchanged size, with no layout at all (the fifth author's trial).
extension Simulation {
    /// Each laid-out controller the turn does not reach: the orientation it was laid out in,
    /// forgotten when the device turns back to it.
    mutating func noteTurnOffScreen(hearing: [String], from previous: String) {
        for name in laidOutControllers(besides: Set(hearing)) {
            let laidOutIn = world.controllers[name]!.laidOutInOrientation ?? previous
            world.controllers[name]!.laidOutInOrientation = laidOutIn == world.orientation ? nil : laidOutIn
        }
    }

    /// The living, laid-out view controllers other than `shown`, in creation order: those
    /// a change that reaches only `shown` leaves behind.
    func laidOutControllers(besides shown: Set<String>) -> [String] {
        world.order.filter { name in
            guard !shown.contains(name), let controller = world.controllers[name] else { return false }
            return controller.kind == .viewController && controller.isAlive && controller.isLaidOut
        }
    }

    func refuseReturnAfterOffScreenChange(_ returning: [String]) throws {
        let change = { (name: String) -> String? in
            guard let controller = self.world.controllers[name] else { return nil }
            if controller.laidOutInOrientation != nil { return "the device turned" }
            return controller.laidOutInAppearance != nil ? "a switch of appearance" : controller.changedOffScreen
        }
        guard let name = returning.first(where: { change($0) != nil }), let change = change(name) else { return }
        throw SimulationError(
            "'\(name)' returns to the screen after \(change) while it was off screen, which is not modelled: its view is laid out again as it returns, and no recording places that layout (or a trait change) among its appearance calls",
            hint: "make the change while '\(name)' is on screen, or end the scenario before '\(name)' returns")
    }
}
