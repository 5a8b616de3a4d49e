internal import LifecycleModel

/// The snapshots UIKit may take for the app switcher once a scene has entered the
/// background.
extension Simulation {
    /// After a scene enters the background, UIKit may lay out what it shows once more, for
    /// the app switcher's snapshot: one iOS 17 log shows the root's layout calls there,
    /// twice, and others print no layout, so the pass is optional ("×0 or more"). The
    /// switcher keeps a snapshot in each appearance, so an app that follows the system's
    /// style hears its trait collection change, to the opposite style and back (reports
    /// count two changes, a Qiita post says the layout calls come with them). Each snapshot
    /// is a change, then a layout, both optional: an app with a fixed style lays out with
    /// no change, and a log may print either without the other.
    mutating func layOutForSnapshot(_ scene: String) {
        guard let root = world.scenes[scene]?.root else { return }
        let shown = onScreenChain(from: root).filter { world.controllers[$0]?.isLaidOut == true }
        guard !shown.isEmpty else { return }
        for previous in ["the app's userInterfaceStyle", "the opposite userInterfaceStyle"] {
            let change = [TraceEvent.Argument("previousTraitCollection", previous)]
            repeatableRun(optional: true) { s in
                for name in shown { s.emit(name, "traitCollectionDidChange(_:)", change, .sceneSnapshotTraits) }
            }
            repeatableLayoutPass(optional: true) { s in
                for name in shown {
                    s.emit(name, "viewWillLayoutSubviews()", [], .sceneSnapshotLayout)
                    s.emit(name, "viewDidLayoutSubviews()", [], .sceneSnapshotLayout)
                }
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
