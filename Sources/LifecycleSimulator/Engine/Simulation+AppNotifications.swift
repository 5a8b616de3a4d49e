internal import LifecycleModel

/// The UIApplication and UIScene notifications UIKit posts around the delegate calls, as
/// an observer hears them: UIApplication's on `app`, a scene's on that scene's object.
///
/// - Without scenes, each app-delegate state method is followed by its notification
///   (Apple: "After calling this method, UIKit posts …"; an iOS 12 test report for
///   willEnterForeground). didFinishLaunching and applicationWillTerminate are followed by
///   theirs in every app.
/// - With scenes, each scene delegate call is followed by the scene's notification, then
///   by UIApplication's when the app's aggregate state (its most awake scene) changed
///   with it, so that willEnterForegroundNotification is posted at a cold launch too (the
///   scene logs of hdk2200, Batch and Apple Developer Forums 746362). On iOS 14 a cold
///   launch posts it only after the scene's didActivateNotification (Batch).
///
/// A SwiftUI app's observers hear them whatever delegates it adopts (`emitCall`).
extension Simulation {
    static let applicationNotifications: [String: String] = [
        "application(_:didFinishLaunchingWithOptions:)": "didFinishLaunchingNotification",
        "applicationDidBecomeActive(_:)": "didBecomeActiveNotification",
        "applicationWillResignActive(_:)": "willResignActiveNotification",
        "applicationDidEnterBackground(_:)": "didEnterBackgroundNotification",
        "applicationWillEnterForeground(_:)": "willEnterForegroundNotification",
        "applicationWillTerminate(_:)": "willTerminateNotification",
    ]

    static let sceneNotifications: [String: String] = [
        "scene(_:willConnectTo:options:)": "willConnectNotification",
        "sceneWillEnterForeground(_:)": "willEnterForegroundNotification",
        "sceneDidBecomeActive(_:)": "didActivateNotification",
        "sceneWillResignActive(_:)": "willDeactivateNotification",
        "sceneDidEnterBackground(_:)": "didEnterBackgroundNotification",
        "sceneDidDisconnect(_:)": "didDisconnectNotification",
    ]

    /// What UIKit posts right after `name` was sent to `receiver`.
    mutating func postNotifications(after name: String, on receiver: String) {
        if receiver == "app", let notification = Self.applicationNotifications[name] {
            emitCall("app", notification, [], .appNotifications)
            return
        }
        guard world.usesScenes, let notification = Self.sceneNotifications[name], kind(of: receiver) == .scene else { return }
        emitCall(receiver, notification, [], .sceneNotifications)
        if config.lifecycle != .swiftui || swiftUIDelegates == "app-and-scene" {
            // Both are traced: their order is the engine's guess.
            noteBehaviour(.sceneNotificationsAfterDelegate)
        }
        postAggregateChange()
    }

    /// The app as awake as its most awake connected scene; background with none.
    var aggregateAppState: AppState {
        let states = connectedScenes.map { world.scenes[$0]!.state }
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return .background
    }

    /// UIApplication's notifications for a change of the aggregate state since the last
    /// ones. The first scene call of a process only sets the state: a launch is no change.
    private mutating func postAggregateChange() {
        let old = world.notifiedApp
        let new = aggregateAppState
        guard old != new else { return }
        world.notifiedApp = new
        guard old != .notRunning else { return }
        var names: [String] = []
        if !old.isForeground, new.isForeground { names.append("willEnterForegroundNotification") }
        if old == .active { names.append("willResignActiveNotification") }
        if new == .active { names.append("didBecomeActiveNotification") }
        if old.isForeground, !new.isForeground { names.append("didEnterBackgroundNotification") }
        for name in names {
            if name == "willEnterForegroundNotification", world.launchForegroundNotification == .armed {
                world.launchForegroundNotification = .held
                continue
            }
            if name == "didBecomeActiveNotification", world.launchForegroundNotification == .held {
                world.launchForegroundNotification = .none
                emitCall("app", "willEnterForegroundNotification", [], .sceneLaunchNotificationsIOS14)
            }
            emitCall("app", name, [], .sceneAppNotifications)
        }
    }
}
