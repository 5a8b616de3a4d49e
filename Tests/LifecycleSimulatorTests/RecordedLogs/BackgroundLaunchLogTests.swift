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
            steps: [{ launch: { into: background, for: silent-push } }, { tap-notification: { handler: remote-notification } }]
            """)
        #expect(
            run.calls(only: ["app", "events"])
                == run.trace(
                    "app.application(_:willFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)",
                    "app.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", "app.applicationWillEnterForeground",
                    "app.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", "app.applicationDidBecomeActive"))
    }

    /// Two reports (Stack Overflow 66605799; a question on makeKeyAndVisible at a launch
    /// for a background task) say a window's root loads and appears during a launch into
    /// the background, which the engine held until the foreground; no recording says
    /// where, so a root shown before such a launch is refused, with either lifecycle. A
    /// root shown once the app is in front appears then.
    @Test(arguments: ["{ ios: 17 }", "{ ios: 12 }"])
    func aRootShownBeforeALaunchIntoTheBackgroundIsRefused(config: String) throws {
        let refused = try simulate(
            """
            config: \(config)
            objects: { A: { kind: view-controller } }
            setup: [{ show: { root: A } }]
            steps: [{ launch: { into: background, for: fetch } }, foreground]
            """)
        #expect(
            refused.result.diagnostics.first?.summary.hasPrefix("a launch into the background with 'A' as the root of the window it shows") == true)
        let later = try simulate(
            """
            config: \(config)
            objects: { A: { kind: view-controller } }
            setup: [{ launch: { into: background, for: fetch } }, foreground]
            steps: [{ show: { root: A } }]
            """)
        #expect(later.problems == [])
        #expect(later.calls.contains("A.viewDidAppear(_:)"))
    }

    @Test func forNeedsABackgroundLaunch() throws {
        let run = try simulate("config: { ios: 17 }\nsteps: [{ launch: { for: fetch } }]")
        #expect(run.problems.contains { $0.contains("'for' names what a background launch is for") })
    }
}
