import LifecycleSimulator
import Testing

/// UIApplication's and UIScene's notifications around the delegate calls, against the
/// recordings in Content/evidence: the Batch SDK's notes (BAApplicationLifecycle.h,
/// 2021-03-23, iOS 13 and 14), hdk2200/UIViewControllerLifeCycle (2024, iOS 17) and the
/// question of Apple Developer Forums thread 746362 (a SwiftUI app, about 2024).
@Suite struct AppNotificationsLogTests {
    static func scenes(_ ios: Int, setup: String = "[]", steps: String) -> String {
        "config: { ios: \(ios) }\nsetup: \(setup)\nsteps: [\(steps)]"
    }

    static let classes = ["app": "AppDelegate", "scene": "SceneDelegate"]

    /// batch-2021-scene-cold-open-ios13: the app's willEnterForeground comes before the
    /// scene's activation.
    @Test func aSceneLaunchOnIOS13PostsTheAppsWillEnterForegroundBeforeTheScenesActivation() throws {
        let run = try simulate(Self.scenes(13, steps: "launch"))
        let log = """
            Lifecycle - application:didFinishLaunchingWithOptions: - State: Background - Scene: Unattached
            Lifecycle - UIApplicationDidFinishLaunchingNotification - State: Background - Scene: Unattached
            Lifecycle - UISceneWillConnectNotification - State: Background - Scene: Unattached
            Lifecycle - UISceneWillEnterForegroundNotification - State: Background - Scene: Unattached
            Lifecycle - UIApplicationWillEnterForegroundNotification - State: Inactive - Scene: Foreground Inactive
            Lifecycle - UISceneDidActivateNotification - State: Inactive - Scene: Foreground Active
            Lifecycle - UIApplicationDidBecomeActiveNotification - State: Active - Scene: Foreground Active
            """
        let comparison = run.compare(log: log, classes: Self.classes)
        #expect(comparison.log.calls.count == 7)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(
            run.calls(only: ["notifications"])
                == run.trace(
                    "app.didFinishLaunchingNotification", "scene.willConnectNotification", "scene.willEnterForegroundNotification",
                    "app.willEnterForegroundNotification", "scene.didActivateNotification", "app.didBecomeActiveNotification"))
    }

    /// batch-2021-scene-cold-open-ios14: on iOS 14 the same app posts it after the
    /// scene's didActivateNotification.
    @Test func aSceneLaunchOnIOS14HoldsTheAppsWillEnterForegroundUntilTheSceneIsActive() throws {
        let run = try simulate(Self.scenes(14, steps: "launch"))
        #expect(
            Array(run.calls(only: ["notifications", "scene"]).suffix(6))
                == run.trace(
                    "scene.sceneWillEnterForeground", "scene.willEnterForegroundNotification", "scene.sceneDidBecomeActive",
                    "scene.didActivateNotification", "app.willEnterForegroundNotification", "app.didBecomeActiveNotification"))
        // A warm return on iOS 14 keeps the usual order (Batch's lock-screen listing).
        let back = try simulate(Self.scenes(14, setup: "[launch, background]", steps: "foreground"))
        #expect(
            back.calls(only: ["notifications"])
                == back.trace(
                    "scene.willEnterForegroundNotification", "app.willEnterForegroundNotification", "scene.didActivateNotification",
                    "app.didBecomeActiveNotification"))
    }

    /// hdk2200-2024-foreground-return-notifications and the background half of the same
    /// README: each UIApplication notification right after the scene delegate's call.
    @Test func withScenesTheAppsNotificationsFollowTheSceneDelegate() throws {
        let run = try simulate(Self.scenes(17, setup: "[launch]", steps: "background, foreground"))
        let log = """
            1. `sceneWillResignActive`
            2. `UIApplication.willResignActive`
            3. `sceneDidEnterBackground`
            4. `UIApplication.didEnterBackground`
            1. `sceneWillEnterForeground`
            2. `UIApplication.willEnterForeground`
            3. `sceneDidBecomeActive`
            4. `UIApplication.didBecomeActive`
            """
        let comparison = run.compare(log: log, classes: Self.classes)
        #expect(comparison.log.calls.count == 8)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(!run.calls.contains("app.applicationDidBecomeActive(_:)"), "the app delegate's state methods are not called with scenes")
    }

    /// A second window changes the app's aggregate state not at all: no UIApplication
    /// notification, only the new scene's own.
    @Test func aSecondWindowPostsNoApplicationNotification() throws {
        let run = try simulate(
            "config: { ios: 17, device: ipad }\nobjects: { second: { kind: scene } }\nsetup: [launch]\nsteps: [{ open-scene: { scene: second } }]")
        #expect(
            run.calls(only: ["notifications"])
                == run.trace("second.willConnectNotification", "second.willEnterForegroundNotification", "second.didActivateNotification"))
    }

    /// Without scenes, batch-2021-noscene-cold-open-ios14 and Apple's documentation: each
    /// notification after its method, no willEnterForeground at a cold launch.
    @Test func withoutScenesEachNotificationFollowsItsMethod() throws {
        let run = try simulate(
            "config: { ios: 14, lifecycle: app-delegate }\nsetup: []\nsteps: [launch, background, foreground, { terminate: { by: user } }]")
        #expect(
            run.calls(of: "app")
                == run.trace(
                    "app.application(_:willFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)",
                    "app.didFinishLaunchingNotification", "app.applicationDidBecomeActive", "app.didBecomeActiveNotification",
                    "app.applicationWillResignActive", "app.willResignActiveNotification", "app.applicationDidEnterBackground",
                    "app.didEnterBackgroundNotification", "app.applicationWillEnterForeground", "app.willEnterForegroundNotification",
                    "app.applicationDidBecomeActive", "app.didBecomeActiveNotification", "app.applicationWillResignActive",
                    "app.willResignActiveNotification", "app.applicationDidEnterBackground", "app.didEnterBackgroundNotification",
                    "app.applicationWillTerminate", "app.willTerminateNotification"))
    }

    /// A SwiftUI app's observers hear the notifications even without a delegate (forum
    /// 746362 logs them in a SwiftUI app), while no delegate call is traced.
    @Test func aSwiftUIAppWithoutDelegatesStillHearsTheNotifications() throws {
        let run = try simulate("config: { ios: 17, lifecycle: swiftui }\nobjects: { ui: { kind: swiftui-app } }\nsteps: [launch]")
        #expect(
            run.calls(of: "app", "scene")
                == run.trace(
                    "app.didFinishLaunchingNotification", "scene.willConnectNotification", "scene.willEnterForegroundNotification",
                    "app.willEnterForegroundNotification", "scene.didActivateNotification", "app.didBecomeActiveNotification"))
    }

    /// A log that swaps a notification with its delegate call is caught.
    @Test func aNotificationBeforeItsDelegateCallDiverges() throws {
        let run = try simulate(Self.scenes(17, setup: "[launch, background]", steps: "foreground"))
        let swapped = "UIApplication.willEnterForeground\nsceneWillEnterForeground\nsceneDidBecomeActive\nUIApplication.didBecomeActive"
        #expect(run.compare(log: swapped, classes: Self.classes).verdict == .divergence)
    }
}
