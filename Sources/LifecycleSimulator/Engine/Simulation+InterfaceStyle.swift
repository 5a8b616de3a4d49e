internal import LifecycleModel

/// `switch-appearance`: the system's appearance changes between Light and Dark.
///
/// Each window hears it when it is in front: at once when the user switches with the app
/// in front (Control Center, a schedule), and on its way back when it was away (Settings),
/// after it is told it will enter the foreground and before it becomes active. In a window,
/// the controllers it shows get `traitCollectionDidChange(_:)`, parents first (traits go
/// down the hierarchy from the window), and may lay out again. A laid-out controller that
/// is not shown (under a pushed one, behind a full-screen presentation) hears nothing then,
/// and what it hears as it returns is not recorded, so that return is refused, as after a
/// turn of the device. A window shown for the first time draws in the current appearance.
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
        let inFront = windowKeys.filter(isWindowInFront)
        let shownAnywhere = windowKeys.flatMap(shownHierarchy(of:))
        try refuseMissingViews(in: inFront.flatMap(shownHierarchy(of:)))
        if config.lifecycle == .swiftui, shownAnywhere.isEmpty {
            throw SimulationError(
                "switch-appearance in a SwiftUI app with no UIKit controller on screen, which is not modelled: SwiftUI views hear it through colorScheme (onChange(of: colorScheme)), which the engine does not trace",
                hint: "a UIViewControllerRepresentable's controller on screen hears it as a UIKit controller does")
        }
        let previous = world.appearance
        world.appearance = style
        for key in windowKeys where !inFront.contains(key) {
            // Switched there and back while away: nothing to hear on the return.
            let before = world.appearanceHeard[key] ?? previous
            world.appearanceHeard[key] = before == style ? nil : before
        }
        for name in laidOutControllers(besides: Set(shownAnywhere)) {
            // Forgotten when the appearance comes back to the one it was laid out in.
            let laidOutIn = world.controllers[name]!.laidOutInAppearance ?? previous
            world.controllers[name]!.laidOutInAppearance = laidOutIn == style ? nil : laidOutIn
        }
        for key in inFront { hearAppearance(in: key, previous: previous, .vcAppearanceSwitch) }
    }

    /// A window on its way back, once told it will enter the foreground (`scene`, or nil
    /// for the app delegate's window): the switch it missed. One shown for the first time
    /// (the app was launched into the background) draws in the current appearance.
    mutating func hearAppearanceSwitchedAway(in scene: String?, firstShown: Bool) {
        let key = scene ?? Self.appWindow
        guard let before = world.appearanceHeard.removeValue(forKey: key), !firstShown else { return }
        hearAppearance(in: key, previous: before, .vcAppearanceSwitchOnReturn)
    }

    /// The app delegate's window, among scenes' names in `appearanceHeard`.
    static let appWindow = "(window)"

    private var windowKeys: [String] {
        guard world.usesScenes else { return world.windowShown ? [Self.appWindow] : [] }
        return world.order.filter { world.scenes[$0]?.showsWindow == true }
    }

    private func isWindowInFront(_ key: String) -> Bool {
        key == Self.appWindow ? world.app.isForeground : world.scenes[key]?.state.isForeground == true
    }

    /// The UIKit controllers a window shows; SwiftUI views hear it through colorScheme.
    private func shownHierarchy(of key: String) -> [String] {
        let root = key == Self.appWindow ? world.windowRoot : world.scenes[key]?.root
        return (root.map(onScreenChain(from:)) ?? []).filter { world.controllers[$0]?.kind == .viewController }
    }

    private mutating func hearAppearance(in key: String, previous: String, _ behaviour: BehaviourID) {
        let shown = shownHierarchy(of: key)
        let change = [TraceEvent.Argument("previousTraitCollection", "userInterfaceStyle: \(previous)")]
        for name in shown { emit(name, "traitCollectionDidChange(_:)", change, behaviour) }
        guard !shown.isEmpty else { return }
        if config.ios >= 17 { noteBehaviour(.iosTraitRegistration) }
        repeatableLayoutPass(optional: true) { s in
            for name in shown { s.layOutController(name, .vcAppearanceLayout) }
        }
    }
}
