internal import LifecycleModel

/// The layout pass UIKit may run for the app switcher's snapshot once a scene has entered
/// the background.
extension Simulation {
    /// After a scene enters the background, UIKit may lay out what it shows once more, for
    /// the app switcher's snapshot: one iOS 17 log shows the root's layout calls there,
    /// others do not print layout, so the pass is optional ("×0 or more"). The switcher
    /// keeps a snapshot in each appearance, so an app that follows the system's style hears
    /// its trait collection change there and back: one change per pass, since the reports
    /// count two changes where hdk2200's log counts two layout passes.
    mutating func layOutForSnapshot(_ scene: String) {
        guard let root = world.scenes[scene]?.root else { return }
        let shown = onScreenChain(from: root).filter { world.controllers[$0]?.isLaidOut == true }
        guard !shown.isEmpty else { return }
        let otherStyle = [TraceEvent.Argument("previousTraitCollection", "the other userInterfaceStyle")]
        repeatableLayoutPass(optional: true) { s in
            for name in shown { s.emit(name, "traitCollectionDidChange(_:)", otherStyle, .sceneSnapshotTraits) }
            for name in shown {
                s.emit(name, "viewWillLayoutSubviews()", [], .sceneSnapshotLayout)
                s.emit(name, "viewDidLayoutSubviews()", [], .sceneSnapshotLayout)
            }
        }
        if config.ios >= 17 { noteBehaviour(.iosTraitRegistration) }
    }

    /// The controllers a window shows: its root's chain, then what is presented over it.
    private func onScreenChain(from root: String) -> [String] {
        var result: [String] = []
        var current: String? = root
        while let name = current {
            result += appearanceChain(name).filter { world.controllers[$0]?.appearance == .appeared }
            current = world.controllers[name]?.presented
        }
        return result
    }
}
