internal import LifecycleModel

/// SwiftUI's scenePhase, derived from the app's state, as every `swiftui-app` object
/// sees it.
///
/// An observer in the App (`observer: app`) hears a change before UIKit's scene delegate
/// does, one in a view (the default) after it (one log each, 2021 and iOS 16); without a
/// scene delegate the two see the same changes at the same points of the trace.
extension Simulation {
    /// `none`: a swiftui-app object that declares the app's delegates and observes nothing.
    enum PhaseObservers { case app, view, none }

    /// Tells the `swiftui-app` objects of one kind about a phase change since their last
    /// report, as `onChange(of: scenePhase)` does: the value at launch (.inactive) is not a
    /// change.
    mutating func reportScenePhase(to observers: PhaseObservers) {
        guard config.lifecycle == .swiftui else { return }
        guard world.app != .notRunning else {
            if observers == .app { world.reportedPhase = nil } else { world.reportedViewPhase = nil }
            return
        }
        let phase = swiftUIPhase
        guard let reported = observers == .app ? world.reportedPhase : world.reportedViewPhase else {
            setReported("inactive", observers)
            if phase != "inactive" { reportScenePhase(to: observers) }
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
            setReported(new, observers)
            for name in declarationOrder where declarations[name]?.kind == .swiftuiApp && observes(name) == observers {
                record(name, "onChange(of:)", [.init("oldPhase", old), .init("newPhase", new)], .swiftUIScenePhase)
            }
            old = new
        }
    }

    private mutating func setReported(_ phase: String, _ observers: PhaseObservers) {
        if observers == .app { world.reportedPhase = phase } else { world.reportedViewPhase = phase }
    }

    private func observes(_ name: String) -> PhaseObservers {
        switch declarations[name]?.options["observer"] {
        case "app": .app
        case "none": .none
        default: .view
        }
    }

    /// The delegates the SwiftUI app adopts (`delegates:` of its `swiftui-app` objects):
    /// none, an app delegate through @UIApplicationDelegateAdaptor, or that app delegate
    /// and the scene delegate it names.
    var swiftUIDelegates: String {
        let declared = declarationOrder.compactMap { declarations[$0]?.kind == .swiftuiApp ? declarations[$0]?.options["delegates"] : nil }
        return declared.first { $0 != "none" } ?? "none"
    }

    /// Whether a call on the app or the scene reaches code the author wrote in a SwiftUI
    /// app. The memory warning notification reaches any observer. An adapted app delegate
    /// hears launch, memory warnings, sessions and termination: the app-state calls go to
    /// scenes, as in every scene-based app (dinkar1708/SwiftUIExample logs none of them
    /// although its app delegate prints them). It is asked for a scene configuration only
    /// when it names a scene delegate, whose calls then come after each scenePhase change.
    func swiftUIDelegateHears(_ kind: ObjectKind, _ name: String) -> Bool {
        if name == "didReceiveMemoryWarningNotification" { return true }
        switch (kind, swiftUIDelegates) {
        case (.app, "app"): return name != "application(_:configurationForConnecting:options:)"
        case (.app, "app-and-scene"), (.scene, "app-and-scene"): return true
        default: return false
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
