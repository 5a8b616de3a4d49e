import LifecycleSimulator
import Testing

/// A launch into the background, against the recordings: no applicationDidEnterBackground
/// (regularberry/AppLaunchSequence, iOS 11.0.3; the Batch SDK's notes, iOS 14), a scene
/// connected in the background (Batch), and the app opened later (jigarm, iOS 10).
@Suite struct BackgroundLaunchLogTests {
    static let classes = ["app": "AppDelegate", "scene": "SceneDelegate"]

    /// regularberry-2018-background-fetch-launch: an app delegate that prints every
    /// method prints the two launch calls and the fetch, and nothing else.
    @Test func aBackgroundLaunchSendsNoApplicationDidEnterBackground() throws {
        let run = try simulate("config: { ios: 11, lifecycle: app-delegate }\nsteps: [{ launch: { into: background, for: fetch } }]")
        #expect(
            run.calls(only: ["app", "events"])
                == run.trace(
                    "app.application(_:willFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)",
                    "app.application(_:performFetchWithCompletionHandler:)"))
        #expect(!run.calls.contains("app.didEnterBackgroundNotification"))
        let log = """
            7. applicationWillFinishLaunchingWithOptions: Background - LaunchOptions: nil
            8. applicationDidFinishLaunchingWithOptions: Background - LaunchOptions: nil
            9. applicationSupportedInterfaceOrientationsFor: Background
            12. applicationPerformFetchWithCompletionHandler: Background
            """
        let comparison = run.compare(log: log, classes: Self.classes)
        #expect(comparison.log.calls.count == 3)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// batch-2021-scene-silent-push-killed-ios14: the scene connects, stays in the
    /// background, and the push is delivered.
    @Test func withScenesTheSceneConnectsInTheBackground() throws {
        let run = try simulate("config: { ios: 14 }\nsteps: [{ launch: { into: background, for: silent-push } }]")
        #expect(
            run.calls(of: "scene") == run.trace("scene.scene(_:willConnectTo:options:)", "scene.willConnectNotification"),
            "no sceneWillEnterForeground, no sceneDidEnterBackground")
        #expect(run.result.events.last?.callback.name == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
        #expect(run.result.events.last?.stateAfter == "background")
    }

    /// jigarm-ios10-push-open-after-background-launch: opened later, the app comes back
    /// from the background and is not launched again.
    @Test func anAppLaunchedInTheBackgroundIsOpenedFromTheBackground() throws {
        let run = try simulate(
            """
            config: { ios: 10, lifecycle: app-delegate }
            objects: { A: { kind: view-controller } }
            setup: [{ show: { root: A } }]
            steps: [{ launch: { into: background, for: silent-push } }, { tap-notification: { handler: remote-notification } }]
            """)
        #expect(
            run.calls(only: ["app", "events", "A.viewDidLoad", "A.viewDidAppear"])
                == run.trace(
                    "app.application(_:willFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)",
                    "app.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", "app.applicationWillEnterForeground",
                    "A.viewDidLoad", "app.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
                    "app.applicationDidBecomeActive", "A.viewDidAppear"))
    }

    /// A scene connected in the background enters the foreground with its root when the
    /// user opens the app (no log: the launch's order).
    @Test func aSceneConnectedInTheBackgroundShowsItsRootWhenOpened() throws {
        let run = try simulate(
            """
            config: { ios: 17 }
            objects: { A: { kind: view-controller } }
            setup: [{ show: { root: A } }, { launch: { into: background, for: fetch } }]
            steps: [foreground]
            """)
        #expect(
            run.calls(only: ["scene", "A.viewDidLoad", "A.viewDidAppear"])
                == run.trace("scene.sceneWillEnterForeground", "A.viewDidLoad", "scene.sceneDidBecomeActive", "A.viewDidAppear"))
    }

    @Test func forNeedsABackgroundLaunch() throws {
        let run = try simulate("config: { ios: 17 }\nsteps: [{ launch: { for: fetch } }]")
        #expect(run.problems.contains { $0.contains("'for' names what a background launch is for") })
    }
}
