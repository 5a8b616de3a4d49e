internal import LifecycleModel

/// The window's horizontal size class, which the device and, on iPad, the way the app
/// shares the screen decide (`EngineConfig.Device`), and what the engine refuses where it
/// does not know it or does not model its change.
extension Simulation {
    /// Whether the window is horizontally regular now; nil when the scenario does not say
    /// (an iPad in Split View, where it depends on the model and the divider).
    var isHorizontallyRegular: Bool? {
        switch config.device {
        case .iphone, .ipadSlideOver: false
        case .iphoneMax: world.orientation == "landscape"
        case .ipad: true
        case .ipadSplitView: nil
        }
    }

    /// Whether a turn changes the horizontal size class; nil when that depends on what the
    /// scenario does not say.
    var rotationChangesWidthClass: Bool? {
        switch config.device {
        case .iphone, .ipad, .ipadSlideOver: false
        case .iphoneMax: true
        case .ipadSplitView: nil
        }
    }

    /// A split view controller on a device whose width class is not known: whether it is
    /// collapsed is not known either.
    func refuseUnknownWidth(showing split: String) throws {
        guard isHorizontallyRegular == nil else { return }
        throw SimulationError(
            "show of split view controller '\(split)' on device '\(config.device.rawValue)': whether it is collapsed depends on the width Split View gives the app, which is not modelled",
            hint: "use 'device: ipad' (expanded) or 'device: ipad-slide-over' (collapsed)")
    }

    /// A rotation that collapses or expands a split view controller, or that may: refused.
    /// No recording shows the order of the split view delegate's calls (collapse, separate,
    /// display mode) among the trait, size and appearance calls.
    func refuseWidthClassChange(to orientation: String, hearing: [String]) throws {
        // On a full-screen iPad the width class stays, but the automatic display mode shows
        // the primary column beside the secondary in landscape and hides it in portrait
        // (Apple's UISplitViewController.DisplayMode); no recording shows the calls.
        if config.device == .ipad, let split = hearing.first(where: { world.controllers[$0]?.kind == .splitViewController }) {
            throw SimulationError(
                "rotate to \(orientation) on device 'ipad' may show or hide the primary column of split view controller '\(split)', which is not modelled: no recording shows its calls among the rotation's",
                hint: "rotate on 'device: iphone', where the split view controller stays collapsed")
        }
        let changes = rotationChangesWidthClass
        guard changes != false else { return }
        if changes == nil {
            throw SimulationError(
                "rotate on device '\(config.device.rawValue)': whether the app's width class changes depends on the iPad and the Split View divider, which is not modelled",
                hint: "use 'device: ipad' (the app full screen) or 'device: ipad-slide-over'")
        }
        if let split = hearing.first(where: { world.controllers[$0]?.kind == .splitViewController }) {
            throw SimulationError(
                "rotate to \(orientation) on device '\(config.device.rawValue)' collapses or expands split view controller '\(split)', which is not modelled: no recording shows its delegate's calls among the rotation's",
                hint: "rotate on 'device: iphone', where a turn keeps the width class and the split view controller collapsed")
        }
        if config.ios < 13, let presented = hearing.first(where: { world.controllers[$0].map(\.adaptsToWidth) == true }) {
            throw SimulationError(
                "rotate to \(orientation) on device '\(config.device.rawValue)' adapts the presentation of '\(presented)' to the new width class, which is not modelled",
                hint: "dismiss '\(presented)' before the rotation, or present it full screen")
        }
    }
}

extension Controller {
    /// Presented with a style that UIKit before iOS 13 shows differently in a compact and a
    /// regular width (a sheet or a popover).
    var adaptsToWidth: Bool {
        guard let requestedStyle else { return false }
        return [.pageSheet, .formSheet, .popover].contains(requestedStyle) && presenter != nil
    }
}
