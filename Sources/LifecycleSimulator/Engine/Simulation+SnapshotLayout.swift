internal import LifecycleModel

/// The snapshots UIKit may take for the app switcher once a scene has entered the
/// background.
extension Simulation {
    /// After a scene enters the background, UIKit may lay out what it shows once more, for
    /// the app switcher's snapshot: one iOS 17 log shows the root's layout calls there,
    /// twice, and others print no layout, so each pass is optional ("×0 or more"). The
    /// switcher keeps a snapshot in each appearance, so an app that follows the system's
    /// style hears its trait collection change to the other style and back (reports count
    /// two changes). No log prints the changes beside the layout, so the engine lays out
    /// before, between and after them, each run optional: a snapshot in the app's style,
    /// the change, one in the other, the change back, and the layout that may follow it.
    mutating func layOutForSnapshot(_ scene: String) {
        guard let root = world.scenes[scene]?.root else { return }
        let shown = onScreenChain(from: root).filter { world.controllers[$0]?.isLaidOut == true }
        guard !shown.isEmpty else { return }
        let layOut = { (s: inout Simulation) in
            s.repeatableLayoutPass(optional: true) { s in
                for name in shown {
                    s.emit(name, "viewWillLayoutSubviews()", [], .sceneSnapshotLayout)
                    s.emit(name, "viewDidLayoutSubviews()", [], .sceneSnapshotLayout)
                }
            }
        }
        layOut(&self)
        for previous in ["the app's userInterfaceStyle", "the other userInterfaceStyle"] {
            let change = [TraceEvent.Argument("previousTraitCollection", previous)]
            repeatableRun(optional: true) { s in
                for name in shown { s.emit(name, "traitCollectionDidChange(_:)", change, .sceneSnapshotTraits) }
            }
            layOut(&self)
        }
        if config.ios >= 17 { noteBehaviour(.iosTraitRegistration) }
    }

    /// The controllers a window shows: its root's chain, then what is presented over it.
    func onScreenChain(from root: String) -> [String] {
        var result: [String] = []
        var current: String? = root
        while let name = current {
            result += appearanceChain(name).filter { world.controllers[$0]?.appearance == .appeared }
            current = world.controllers[name]?.presented
        }
        return result
    }
}
