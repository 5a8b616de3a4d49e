internal import LifecycleModel

/// SwiftUI's scenePhase, derived from the app's state, as every `swiftui-app` object
/// sees it.
extension Simulation {
    var swiftUIPhase: String {
        switch world.app {
        case .notRunning: "not-running"
        case .inactive: "inactive"
        case .active: "active"
        case .background, .suspended: "background"
        }
    }
}
