import LifecycleSimulator
import Testing

/// URLs, universal links and notifications, cold and warm, with and without scenes,
/// against the recordings in Content/evidence: regularberry/AppLaunchSequence (iOS
/// 11.0.3), y-some (Qiita, 2021: iOS 12 and 13+), the Batch SDK's notes (iOS 14), jigarm
/// (iOS 10) and Apple Developer Forums 746362.
@Suite struct AppEventsLogTests {
    static func noScenes(_ ios: Int, setup: String = "[]", steps: String) -> String {
        "config: { ios: \(ios), lifecycle: app-delegate }\nsetup: \(setup)\nsteps: [\(steps)]"
    }

    static func scenes(_ ios: Int, setup: String = "[]", steps: String) -> String {
        "config: { ios: \(ios) }\nsetup: \(setup)\nsteps: [\(steps)]"
    }

    static let classes = ["app": "AppDelegate", "scene": "SceneDelegate"]

    /// regularberry-2017-deep-link-cold and -warm.
    @Test func aURLWithoutScenesIsOpenedBeforeTheAppBecomesActive() throws {
        let cold = try simulate(Self.noScenes(11, steps: "open-url"))
        let coldLog = """
            7. applicationWillFinishLaunchingWithOptions: Inactive - LaunchOptions: {
            \t\tUIApplicationLaunchOptionsURLKey: appLaunchSeq://whatup
            \t}
            8. applicationDidFinishLaunchingWithOptions: Inactive - LaunchOptions: {
            12. applicationOpenURL: Inactive URL:appLaunchSeq://whatup
            13. applicationDidBecomeActive: Active
            """
        let comparison = cold.compare(log: coldLog, classes: Self.classes)
        #expect(comparison.log.calls.count == 4)
        #expect(comparison.verdict == .agreement, "\(cold.disagreement(comparison))")
        let warm = try simulate(Self.noScenes(11, setup: "[launch, background]", steps: "open-url"))
        #expect(
            warm.calls(only: ["app", "events"])
                == warm.trace("app.applicationWillEnterForeground", "app.application(_:open:options:)", "app.applicationDidBecomeActive"))
    }

    /// qiita-y-some-2021-url-scheme-scenes-cold and -warm: with scenes the URL of a cold
    /// launch is only in the connection options.
    @Test func aURLWithScenesGoesToOpenURLContextsOnlyWhenTheAppRuns() throws {
        let cold = try simulate(Self.scenes(14, steps: "open-url"))
        #expect(!cold.calls.contains("scene.scene(_:openURLContexts:)"))
        #expect(!cold.calls.contains("app.application(_:open:options:)"))
        #expect(
            cold.callsWithArguments(only: ["scene.scene(_:willConnectTo:options:)"])
                == ["scene.scene(_:willConnectTo:options:) session: UISceneSession, options: urlContexts: [myapp://…]"])
        // Apple: launchOptions "is nil" when the app supports scenes; so for a tapped notification.
        for launch in [cold, try simulate(Self.scenes(14, steps: "tap-notification"))] {
            #expect(
                launch.callsWithArguments(only: ["app.application(_:willFinishLaunchingWithOptions:)"])
                    == ["app.application(_:willFinishLaunchingWithOptions:) launchOptions: nil"])
        }
        let warm = try simulate(Self.scenes(14, setup: "[launch, background]", steps: "open-url"))
        #expect(
            warm.calls(only: ["scene", "events"])
                == warm.trace("scene.sceneWillEnterForeground", "scene.scene(_:openURLContexts:)", "scene.sceneDidBecomeActive"))
        #expect(warm.result.behaviours.contains(BehaviourID(rawValue: "scene.events.warm-position")), "the position is the engine's guess")
    }

    /// regularberry-2017-universal-link-cold; forum 746362 for a scene app.
    @Test func aUniversalLinkIsContinued() throws {
        let cold = try simulate(Self.noScenes(11, steps: "{ open-url: { kind: universal } }"))
        #expect(
            cold.calls(only: ["events", "applicationDidBecomeActive"])
                == cold.trace(
                    "app.application(_:willContinueUserActivityWithType:)", "app.application(_:continue:restorationHandler:)",
                    "app.applicationDidBecomeActive"))
        let scene = try simulate(Self.scenes(17, steps: "{ open-url: { kind: universal } }"))
        #expect(scene.calls(only: ["events"]) == [], "the activity is in the connection options")
        let warm = try simulate(Self.scenes(17, setup: "[launch, background]", steps: "{ open-url: { kind: universal } }"))
        #expect(
            warm.calls(only: ["events"])
                == warm.trace("scene.scene(_:willContinueUserActivityWithType:)", "scene.scene(_:continue:)"))
    }

    /// wtrmiya-2024-widget-*: a widget that names no URL hands the app a user activity
    /// (LaunchPractice's listings, iOS 16). With scenes the scene hears of it before it
    /// enters the foreground and receives it after; without, both come after
    /// applicationWillEnterForeground, as a universal link's do.
    @Test func aWidgetsActivityIsAnnouncedToASceneBeforeItEntersTheForeground() throws {
        let scenes = try simulate(Self.scenes(16, setup: "[launch, background]", steps: "{ open-url: { kind: widget } }"))
        let scenesLog = """
            scene(_:willContinueUserActivityWithType:)
            sceneWillEnterForeground(_:)
            scene(_:continue:)
            sceneDidBecomeActive(_:)
            """
        let comparison = scenes.compare(log: scenesLog, classes: Self.classes)
        #expect(comparison.log.calls.count == 4)
        #expect(comparison.verdict == .agreement, "\(scenes.disagreement(comparison))")
        #expect(
            scenes.callsWithArguments(only: ["scene.scene(_:willContinueUserActivityWithType:)"])
                == ["scene.scene(_:willContinueUserActivityWithType:) userActivityType: WidgetKind"])
        let noScenes = try simulate(Self.noScenes(16, setup: "[launch, background]", steps: "{ open-url: { kind: widget } }"))
        let noScenesLog = """
            applicationWillEnterForeground(_:)
            application(_:willContinueUserActivityWithType:)
            application(_:continue:restorationHandler:)
            applicationDidBecomeActive(_:)
            """
        let appComparison = noScenes.compare(log: noScenesLog, classes: Self.classes)
        #expect(appComparison.verdict == .agreement, "\(noScenes.disagreement(appComparison))")
        let cold = try simulate(Self.scenes(16, steps: "{ open-url: { kind: widget } }"))
        #expect(cold.calls(only: ["events"]) == [], "the activity is in the connection options")
    }

    /// A scene the system connected in the background hears of the activity before it
    /// enters the foreground (no log: the rule of the recorded warm path, taken first); a
    /// widget before iOS 14 is refused.
    @Test func aWidgetsActivityIsAnnouncedFirstAndNeedsIOS14() throws {
        let run = try simulate(
            """
            config: { ios: 16 }
            setup: [{ launch: { into: background, for: fetch } }]
            steps: [{ open-url: { kind: widget } }]
            """)
        #expect(run.calls.first == "scene.scene(_:willContinueUserActivityWithType:)")
        #expect(run.calls.contains("scene.sceneWillEnterForeground(_:)"))
        let old = try simulate(Self.scenes(13, steps: "{ open-url: { kind: widget } }"))
        #expect(old.result.diagnostics.map(\.summary) == ["a widget needs iOS 14 or later"])
    }

    /// No log shows a universal link reaching a running scene app: it takes the widget's
    /// recorded path through the same two calls, and says so.
    @Test func aUniversalLinkToASceneTakesTheWidgetsPlace() throws {
        let warm = try simulate(Self.scenes(17, setup: "[launch, background]", steps: "{ open-url: { kind: universal } }"))
        #expect(
            warm.calls(only: ["events", "sceneWillEnterForeground", "sceneDidBecomeActive"])
                == warm.trace(
                    "scene.scene(_:willContinueUserActivityWithType:)", "scene.sceneWillEnterForeground", "scene.scene(_:continue:)",
                    "scene.sceneDidBecomeActive"))
        #expect(warm.result.behaviours.contains(BehaviourID(rawValue: "scene.events.activity-position")))
        #expect(!warm.result.behaviours.contains(BehaviourID(rawValue: "scene.events.warm-position")))
    }

    /// batch-2021-scene-notification-lockscreen-ios14.
    @Test func aTappedNotificationBringsASceneAppBackBeforeItIsActive() throws {
        let run = try simulate(Self.scenes(14, setup: "[launch, background]", steps: "tap-notification"))
        let log = """
            Lifecycle - UISceneWillEnterForegroundNotification - State: Background - Scene: Background
            Lifecycle - UIApplicationWillEnterForegroundNotification - State: Background - Scene: Foreground Inactive
            Lifecycle - userNotificationCenter:didReceive: - State: Inactive - Scene: Foreground Inactive
            Lifecycle - UISceneDidActivateNotification - State: Inactive - Scene: Foreground Active
            Lifecycle - UIApplicationDidBecomeActiveNotification - State: Active - Scene: Foreground Active
            """
        let comparison = run.compare(log: log, classes: Self.classes)
        #expect(comparison.log.calls.count == 5)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// regularberry-2017-push-cold, jigarm-ios10-push-open-user-killed: the legacy handler
    /// after the launch; the delegate's (Batch, iOS 14) in the same place.
    @Test func aTappedNotificationLaunchesTheApp() throws {
        let legacy = try simulate(Self.noScenes(11, steps: "{ tap-notification: { handler: remote-notification } }"))
        #expect(
            Array(legacy.calls(only: ["app", "events"]).suffix(2))
                == legacy.trace("app.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", "app.applicationDidBecomeActive"))
        let scene = try simulate(Self.scenes(14, steps: "tap-notification"))
        #expect(
            Array(scene.calls(only: ["scene", "events"]).dropFirst().prefix(3))
                == scene.trace(
                    "scene.scene(_:willConnectTo:options:)", "app.userNotificationCenter(_:didReceive:withCompletionHandler:)",
                    "scene.sceneWillEnterForeground"))
    }

    /// batch-2021-*-notification-foreground-ios14, jianshu 2017: willPresent on arrival,
    /// didReceive on the tap, nothing else; an alert in the background reaches no one.
    @Test func inTheForegroundTheDelegateIsAskedThenTold() throws {
        let run = try simulate(Self.scenes(14, setup: "[launch]", steps: "receive-notification, tap-notification"))
        #expect(
            run.calls
                == run.trace(
                    "app.userNotificationCenter(_:willPresent:withCompletionHandler:)",
                    "app.userNotificationCenter(_:didReceive:withCompletionHandler:)"))
        let background = try simulate(Self.scenes(14, setup: "[launch, background]", steps: "receive-notification"))
        #expect(background.calls == [])
    }

    @Test func theNotificationCentreDelegateNeedsIOS10() throws {
        let run = try simulate(Self.noScenes(9, steps: "tap-notification"))
        #expect(run.problems.contains { $0.contains("needs iOS 10 or later") })
    }
}
