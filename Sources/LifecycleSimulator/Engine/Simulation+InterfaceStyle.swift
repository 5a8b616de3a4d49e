internal import LifecycleModel

/// `switch-appearance`: the system's appearance changes between Light and Dark.
///
/// An app in front hears it at once: each controller of the window's hierarchy gets
/// `traitCollectionDidChange(_:)`, parents first, as a size-class change on rotation
/// reaches them, and the views on screen may lay out again. An app in the background
/// (the user changed it in Settings) hears it when it comes back, after it is told it
/// will enter the foreground and before it becomes active. A process that is not running
/// starts in the new appearance and hears nothing.
extension Simulation {
    mutating func switchAppearance(to style: String) throws {
        guard config.ios >= 13 else {
            throw SimulationError(
                "switch-appearance on iOS \(config.ios), which has no Dark Mode",
                hint: "Dark Mode came with iOS 13: set 'config: { ios: 13 }' or later")
        }
        guard style != world.appearance else {
            throw SimulationError(
                "switch-appearance to \(style), which is the current appearance",
                hint: style == "light"
                    ? "scenarios start in light; to trace a switch to light, switch to dark in setup first"
                    : "an earlier switch-appearance turned it dark already")
        }
        world.appearance = style
        if world.app == .notRunning { world.appearanceHeard = style }
        guard world.app.isForeground else { return }
        hearAppearance(.vcAppearanceSwitch)
    }

    /// On the way back from the background, once the app is told it will enter the
    /// foreground: the change it missed (an appearance set in Settings). A window shown
    /// for the first time (the app was launched into the background) is drawn in the
    /// current appearance and hears no change.
    mutating func hearAppearanceSwitchedAway(firstShown: Bool) {
        guard world.appearanceHeard != world.appearance else { return }
        if firstShown {
            world.appearanceHeard = world.appearance
        } else {
            hearAppearance(.vcAppearanceSwitchOnReturn)
        }
    }

    /// The controllers that hear the change are those a size-class change reaches; the
    /// layout after it is optional, as no log prints it.
    private mutating func hearAppearance(_ behaviour: BehaviourID) {
        let change = [TraceEvent.Argument("previousTraitCollection", "userInterfaceStyle: \(world.appearanceHeard)")]
        world.appearanceHeard = world.appearance
        for name in rotationReceivers { emit(name, "traitCollectionDidChange(_:)", change, behaviour) }
        if config.ios >= 17 { noteBehaviour(.iosTraitRegistration) }
        let laidOut = onScreen
        repeatableLayoutPass(optional: true) { s in
            for name in laidOut { s.layOutController(name, .vcAppearanceLayout) }
        }
    }
}
