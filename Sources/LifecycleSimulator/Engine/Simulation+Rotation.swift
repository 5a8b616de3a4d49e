internal import LifecycleModel

/// `rotate`: the window changes size, and with it, on iPhone, the vertical size class.
///
/// From iOS 8 each controller in the window's hierarchy is told in three rounds, parents
/// before children and presenting before presented (UIKit forwards each call down the
/// hierarchy from the window): willTransition(to:with:) with the new traits,
/// viewWillTransition(to:with:) with the new size, then traitCollectionDidChange(_:)
/// once the traits changed; the views on screen lay out after that. On iPad a rotation
/// changes no size class, so only the size calls come. iOS 7 has the older rotation
/// callbacks instead.
extension Simulation {
    mutating func rotate(to orientation: String) throws {
        guard world.app.isForeground else {
            throw SimulationError("rotate while the app is \(world.app.rawValue)", hint: "rotation reaches an app in the foreground")
        }
        guard orientation != world.orientation else {
            throw SimulationError(
                "rotate to \(orientation), which is the current orientation",
                hint: orientation == "portrait"
                    ? "scenarios start in portrait on an iPhone (an iPad too); to trace a turn to portrait, rotate to landscape in setup first"
                    : "an earlier rotate turned the device to landscape already (scenarios start in portrait on an iPhone)")
        }
        try refuseMissingViews(in: rotationReceivers + onScreen)
        try refuseRotationWithKeyboardUp()
        if config.ios >= 8 { try refuseWidthClassChange(to: orientation, hearing: rotationReceivers) }
        let previous = world.orientation
        world.orientation = orientation
        noteTurnOffScreen(hearing: config.ios >= 8 ? rotationReceivers : onScreen, from: previous)
        guard config.ios >= 8 else { return rotateBeforeIOS8(to: orientation, from: previous) }
        let hearing = rotationReceivers
        let coordinator = TraceEvent.Argument("coordinator", "UIViewControllerTransitionCoordinator")
        let changesTraits = config.device == .iphone || config.device == .iphoneMax
        if changesTraits {
            let traits = [TraceEvent.Argument("newCollection", traitText(orientation)), coordinator]
            for name in hearing { emit(name, "willTransition(to:with:)", traits, .vcRotateTraits) }
        }
        let size = [TraceEvent.Argument("size", "\(orientation) size"), coordinator]
        for name in hearing { emit(name, "viewWillTransition(to:with:)", size, changesTraits ? .vcRotate : .vcRotateIPad) }
        if hearing.contains(where: { !onScreen.contains($0) }) { noteBehaviour(.vcRotateCoveredPresenter) }
        if changesTraits {
            let previousTraits = [TraceEvent.Argument("previousTraitCollection", traitText(previous))]
            for name in hearing { emit(name, "traitCollectionDidChange(_:)", previousTraits, .vcRotateTraitDidChange) }
            if config.ios >= 17 { noteBehaviour(.iosTraitRegistration) }
        }
        let laidOut = onScreen
        repeatableLayoutPass { s in
            for name in laidOut { s.layOutController(name, .vcRotateLayout) }
        }
    }

    /// iOS 7: willRotate(to:duration:), the layout at the new size, willAnimateRotation(to:duration:)
    /// inside the animation, didRotate(from:) once it ends; sent to the controllers on screen.
    private mutating func rotateBeforeIOS8(to orientation: String, from previous: String) {
        noteBehaviour(.iosSizeTransitions)
        let controllers = onScreen
        let toArguments = [TraceEvent.Argument("toInterfaceOrientation", orientation), TraceEvent.Argument("duration", "TimeInterval")]
        for name in controllers { emit(name, "willRotate(to:duration:)", toArguments, .vcRotateIOS7) }
        for name in controllers {
            emit(name, "viewWillLayoutSubviews()", [], .vcRotateIOS7)
            emit(name, "viewDidLayoutSubviews()", [], .vcRotateIOS7)
        }
        for name in controllers { emit(name, "willAnimateRotation(to:duration:)", toArguments, .vcRotateIOS7) }
        for name in controllers { emit(name, "didRotate(from:)", [.init("fromInterfaceOrientation", previous)], .vcRotateDidRotate) }
    }

    /// The controllers whose size changes: each window's hierarchy, the root's chain first,
    /// then each presentation above it. A presenter covered by a full-screen presentation
    /// hears of the size too, though its view is not in the window.
    var rotationReceivers: [String] {
        var result: [String] = []
        for root in visibleRoots {
            var current: String? = root
            while let name = current {
                result += appearanceChain(name).filter { world.controllers[$0].map { $0.isAlive && $0.isViewLoaded } ?? false }
                current = world.controllers[name]?.presented
            }
        }
        return result
    }

    /// The size classes a turn changes, as the trait calls' arguments show them: the
    /// vertical one on an iPhone, the horizontal one too on an iPhone Max.
    private func traitText(_ orientation: String) -> String {
        let vertical = "verticalSizeClass: \(Self.verticalSizeClass(orientation))"
        guard config.device == .iphoneMax else { return vertical }
        return "horizontalSizeClass: \(orientation == "landscape" ? "regular" : "compact"), \(vertical)"
    }

    /// An iPhone's vertical size class: compact in landscape, regular in portrait.
    static func verticalSizeClass(_ orientation: String) -> String {
        orientation == "landscape" ? "compact" : "regular"
    }
}
