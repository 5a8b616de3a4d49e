internal import LifecycleModel

/// SwiftUI's scenePhase, derived from the app's state, as every `swiftui-app` object
/// sees it.
extension Simulation {
    /// Tells every `swiftui-app` object about a phase change since the last report, as
    /// `onChange(of: scenePhase)` does: the value at launch (.inactive) is not a change.
    mutating func reportScenePhase() {
        guard config.lifecycle == .swiftui else { return }
        guard world.app != .notRunning else { world.reportedPhase = nil; return }
        let phase = swiftUIPhase
        guard let reported = world.reportedPhase else {
            world.reportedPhase = "inactive"
            if phase != "inactive" { reportScenePhase() }
            return
        }
        guard reported != phase else { return }
        // Leaving or reaching the background always passes through inactive.
        let path =
            reported == "active" && phase == "background"
            ? ["inactive", "background"]
            : reported == "background" && phase == "active" ? ["inactive", "active"] : [phase]
        var old = reported
        for new in path {
            world.reportedPhase = new
            for name in declarationOrder where declarations[name]?.kind == .swiftuiApp {
                record(name, "onChange(of:)", [.init("oldPhase", old), .init("newPhase", new)], .swiftUIScenePhase)
            }
            old = new
        }
    }

    var swiftUIPhase: String {
        switch world.app {
        case .notRunning: "not-running"
        case .inactive: "inactive"
        case .active: "active"
        case .background, .suspended: "background"
        }
    }
}
