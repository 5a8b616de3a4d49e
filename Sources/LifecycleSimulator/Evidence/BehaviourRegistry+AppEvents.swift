/// What the app hears around its states besides the delegate's state methods: the
/// UIApplication and UIScene notifications, the events it is launched or brought back
/// with (a URL, a universal link, a notification), and a launch into the background.
/// The research behind each one is in docs/research/app-events.md.
extension BehaviourID {
    static let appNotifications: BehaviourID = "app.notifications"
    static let sceneNotifications: BehaviourID = "scene.notifications"
    static let sceneNotificationsAfterDelegate: BehaviourID = "scene.notifications.after-delegate"
    static let sceneAppNotifications: BehaviourID = "scene.notifications.app-state"
    static let sceneLaunchNotificationsIOS14: BehaviourID = "scene.notifications.launch-ios14"
    static let appLaunchBackgroundFetch: BehaviourID = "app.launch.background.fetch"
    static let appLaunchBackgroundSilentPush: BehaviourID = "app.launch.background.silent-push"
    static let appLaunchBackgroundTask: BehaviourID = "app.launch.background.task"
    static let appOpenAfterBackgroundLaunch: BehaviourID = "app.launch.background.open"
    static let sceneLaunchBackground: BehaviourID = "scene.launch.background"
    static let sceneOpenAfterBackgroundLaunch: BehaviourID = "scene.launch.background.open"
    static let appOpenURLCold: BehaviourID = "app.open-url.cold"
    static let appOpenURLWarm: BehaviourID = "app.open-url.warm"
    static let sceneOpenURLCold: BehaviourID = "scene.open-url.cold"
    static let sceneOpenURLWarm: BehaviourID = "scene.open-url.warm"
    static let sceneEventsWarmPosition: BehaviourID = "scene.events.warm-position"
    static let sceneEventsActivityPosition: BehaviourID = "scene.events.activity-position"
    static let appWidgetTap: BehaviourID = "app.widget-tap"
    static let sceneWidgetTap: BehaviourID = "scene.widget-tap"
    static let appUniversalLinkCold: BehaviourID = "app.universal-link.cold"
    static let appUniversalLinkWarm: BehaviourID = "app.universal-link.warm"
    static let sceneUniversalLinkCold: BehaviourID = "scene.universal-link.cold"
    static let sceneUniversalLinkWarm: BehaviourID = "scene.universal-link.warm"
    static let appNotificationTapCold: BehaviourID = "app.notification-tap.cold"
    static let appNotificationTapWarm: BehaviourID = "app.notification-tap.warm"
    static let appNotificationTapForeground: BehaviourID = "app.notification-tap.foreground"
    static let sceneNotificationTapCold: BehaviourID = "scene.notification-tap.cold"
    static let sceneNotificationTapWarm: BehaviourID = "scene.notification-tap.warm"
    static let appQuickActionCold: BehaviourID = "app.quick-action.cold"
    static let appQuickActionWarm: BehaviourID = "app.quick-action.warm"
    static let sceneQuickActionCold: BehaviourID = "scene.quick-action.cold"
    static let sceneQuickActionWarm: BehaviourID = "scene.quick-action.warm"
    static let appNotificationWillPresent: BehaviourID = "app.notification.will-present"
    static let appSilentPushRunning: BehaviourID = "app.silent-push.running"
    static let iosOpenURLOptions: BehaviourID = "ios.open-url-options"
    static let iosUserNotifications: BehaviourID = "ios.user-notifications"
    static let iosBackgroundTasks: BehaviourID = "ios.background-tasks"
    static let iosQuickActions: BehaviourID = "ios.quick-actions"
}

extension BehaviourRegistry {
    static let appEvents: [Behaviour] = notifications + backgroundLaunch + urls + quickActions + notificationTaps + appEventVersions

    static let quickActions: [Behaviour] = [
        Behaviour(
            .appQuickActionCold,
            "A Home Screen quick action launches an app without scenes: the shortcut item is in the launch options, and "
                + "application(_:performActionFor:completionHandler:) follows didFinishLaunching, before applicationDidBecomeActive",
            // Apple's page says what the call is for, not where it falls: a source, not
            // documentation (the audit of documented quotes, 2026-12-07).
            sources: [Source.wtrmiyaLaunchPractice, Source.applePerformActionFor],
            disagreement:
                "Apple's page says the call is not made when a launch method handles the shortcut item (returns false); the engine "
                + "models the launch methods returning true, as in the listings."),
        Behaviour(
            .appQuickActionWarm,
            "A quick action brings an app without scenes back from the background: applicationWillEnterForeground, "
                + "application(_:performActionFor:completionHandler:), applicationDidBecomeActive",
            sources: [Source.wtrmiyaLaunchPractice]),
        Behaviour(
            .sceneQuickActionCold,
            "A quick action launches a scene-based app: the shortcut item is in scene(_:willConnectTo:options:)'s connection "
                + "options, and no delegate method is called for it",
            sources: [Source.wtrmiyaLaunchPractice, Source.appleConnectionOptions]),
        Behaviour(
            .sceneQuickActionWarm,
            "A quick action brings a scene-based app back from the background: windowScene(_:performActionFor:completionHandler:), "
                + "between sceneWillEnterForeground and sceneDidBecomeActive (the place is the engine's guess)",
            sources: [Source.appleWindowScenePerformActionFor],
            disagreement:
                "No log prints the call. wtrmiya's listings of scene-based apps brought back by a quick action (iOS 16) print only "
                + "the two state calls, but the project's history adds the method to their scene delegates after the quick actions "
                + "were set up, and nothing dates the runs: they say nothing of it. The engine places the call between the two "
                + "state calls, as it does a URL."),
    ]

    static let notifications: [Behaviour] = [
        Behaviour(
            .appNotifications,
            "UIApplication's notifications follow the app delegate's matching method: didFinishLaunchingNotification after "
                + "didFinishLaunching, willTerminateNotification after applicationWillTerminate, and without scenes each state "
                + "notification after its state method",
            sources: [Source.batchLifecycle, Source.radar49817144, Source.appleDidBecomeActive],
            disagreement:
                "None of the cited listings prints a state method of an app without scenes beside its notification. Apple says didBecomeActive's "
                + "notification is posted after the method; older text said willEnterForeground's was posted \u{201C}shortly before\u{201D} "
                + "the method, which an iOS 12 test report (openradar 49817144) contradicts: the method ran first. Batch's iOS 14 "
                + "listings put didFinishLaunchingNotification right after didFinishLaunching, with and without scenes."),
        Behaviour(
            .sceneNotifications,
            "Each scene delegate call is followed by the scene's UIScene notification (willConnect, willEnterForeground, didActivate, "
                + "willDeactivate, didEnterBackground, didDisconnect), before any UIApplication notification of the same change",
            sources: [Source.batchLifecycle, Source.appleSceneWillEnterForegroundNotification],
            disagreement:
                "Batch's iOS 13 and 14 listings print the UIScene notifications before UIApplication's; they print no scene delegate "
                + "call, and none of willDeactivate, didEnterBackground or didDisconnect."),
        Behaviour(
            .sceneNotificationsAfterDelegate,
            "A UIScene notification comes right after the scene delegate's matching method (the engine's guess: the cited logs print one or the other)",
            sources: [Source.batchLifecycle, Source.hdk2200LifeCycle],
            disagreement:
                "Apple's pages describe both without their order. The logs show either the UIScene notifications (Batch) or the scene "
                + "delegate (hdk2200, Apple Developer Forums 746362), each before UIApplication's notification; the engine puts the "
                + "delegate first, as UIApplication's notifications follow the app delegate."),
        Behaviour(
            .sceneAppNotifications,
            "With scenes, UIApplication's state notifications report the app's aggregate state: each comes after the scene call that "
                + "moves the most awake scene, so willEnterForegroundNotification is posted at a cold launch too, and a second "
                + "window changes nothing",
            sources: [Source.hdk2200LifeCycle, Source.forum746362, Source.batchLifecycle, Source.appleWillEnterForegroundNotification],
            disagreement:
                "At a cold launch, willEnterForegroundNotification comes between sceneWillEnterForeground and sceneDidBecomeActive "
                + "(Apple Developer Forums 746362, about 2024, iOS not stated) and before the scene's didActivateNotification (Batch, "
                + "iOS 13); Batch's iOS 14 listing posts it after didActivateNotification (scene.notifications.launch-ios14). "
                + "hdk2200 (iOS 17) observes from viewDidLoad, too late to see it. Several windows are modelled from Apple's words "
                + "alone."),
        Behaviour(
            .sceneLaunchNotificationsIOS14,
            "On iOS 14, a cold launch with scenes posts UIApplication.willEnterForegroundNotification only after the scene's "
                + "didActivateNotification, just before didBecomeActiveNotification",
            sources: [Source.batchLifecycle],
            disagreement:
                "One listing (Batch, iOS 14); the same app's iOS 13 listing and a later SwiftUI log (forum 746362) post it before the "
                + "scene's activation. Whether iOS 15 and later follow iOS 13, only the later log, whose iOS is not stated, suggests."),
    ]

    static let backgroundLaunch: [Behaviour] = [
        Behaviour(
            .appLaunchBackgroundFetch,
            "Launched into the background for a background fetch: application(_:performFetchWithCompletionHandler:) right after "
                + "didFinishLaunching",
            sources: [Source.regularberry, Source.kaiinui, Source.applePerformFetch],
            disagreement: "regularberry's log (iOS 11.0.3) and kaiinui's listing (2015, iOS not stated) show the same order."),
        Behaviour(
            .appLaunchBackgroundSilentPush,
            "Launched into the background by a silent push: application(_:didReceiveRemoteNotification:fetchCompletionHandler:) right "
                + "after didFinishLaunching (with scenes, after the scene connected in the background)",
            sources: [Source.plasticstraw, Source.batchLifecycle, Source.appleDidReceiveRemoteNotification]),
        Behaviour(
            .appLaunchBackgroundTask,
            "Launched into the background for a BGTaskScheduler task: its registered launch handler right after didFinishLaunching",
            sources: [Source.appleBGTaskRegister],
            disagreement: "The engine places the handler where a background fetch goes (app.launch.background.fetch)."),
        Behaviour(
            .appOpenAfterBackgroundLaunch,
            "The user opens an app that was launched into the background: applicationWillEnterForeground, the window's root appears, "
                + "applicationDidBecomeActive; no launch call again",
            sources: [Source.jigarm, Source.kaiinui],
            disagreement:
                "jigarm's iOS 10 tests list willEnterForeground before didBecomeActive after a push launched the app; kaiinui's "
                + "listing (2015) of a fetch launch followed by an icon tap lists only applicationDidBecomeActive, without saying "
                + "whether willEnterForeground was printed."),
        Behaviour(
            .sceneLaunchBackground,
            "Launched into the background with scenes: the first scene connects there (configuration, willConnectTo) and stays in the "
                + "background, with no sceneWillEnterForeground or sceneDidEnterBackground",
            sources: [Source.batchLifecycle, Source.wordPressBackgroundLaunch, Source.appleLifeCycle],
            disagreement:
                "Batch (iOS 14) logs UISceneWillConnectNotification at a silent-push launch, the scene in the background when the push "
                + "arrives; Apple says a system-requested scene typically moves to the background to process an event. A WordPress-iOS "
                + "pull request (2026) says background launches run before any window exists. None of them shows whether a scene connects "
                + "for a fetch, a BGTask or a location event, nor whether the configuration request is made."),
        Behaviour(
            .sceneOpenAfterBackgroundLaunch,
            "The user opens a scene-based app that was launched into the background: its scene, connected in the background, enters "
                + "the foreground and its root appears as at a launch",
            sources: [],
            disagreement: "By analogy with a scene's return from the background and with the launch."),
        Behaviour(
            .appSilentPushRunning,
            "A silent push reaches a running app (woken if suspended) with application(_:didReceiveRemoteNotification:fetchCompletionHandler:) "
                + "and no state call",
            sources: [Source.plasticstraw, Source.batchLifecycle, Source.appleDidReceiveRemoteNotification]),
    ]

    static let urls: [Behaviour] = [
        Behaviour(
            .appOpenURLCold,
            "A URL launches an app without scenes: it is in the launch options, and application(_:open:options:) follows "
                + "didFinishLaunching, before applicationDidBecomeActive",
            sources: [Source.regularberry, Source.ySomeURLScheme],
            disagreement:
                "The position before applicationDidBecomeActive comes from regularberry's log (iOS 11.0.3); y-some (iOS 12 or "
                + "earlier) logs only the URL methods: didFinishLaunching, then application(_:open:options:)."),
        Behaviour(
            .appOpenURLWarm,
            "A URL brings an app without scenes back from the background: applicationWillEnterForeground, application(_:open:options:), "
                + "applicationDidBecomeActive",
            sources: [Source.regularberry, Source.ySomeURLScheme, Source.shuzhiduoOpenURL, Source.appleOpenURL],
            disagreement:
                "regularberry's log (iOS 11.0.3) shows all three; a Chinese listing (undated) of the older "
                + "application:openURL:sourceApplication: shows the same order; Apple says the app is moved to the foreground first."),
        Behaviour(
            .sceneOpenURLCold,
            "A URL launches a scene-based app: it is in scene(_:willConnectTo:options:)'s connection options, and "
                + "scene(_:openURLContexts:) is not called",
            sources: [Source.ySomeURLScheme, Source.jakeHaoOpenURL, Source.appleConnectionOptions]),
        Behaviour(
            .sceneOpenURLWarm,
            "A URL opened while a scene-based app runs in the background: scene(_:openURLContexts:), once",
            sources: [Source.ySomeURLScheme, Source.jakeHaoOpenURL],
            disagreement:
                "A blog (littlegreenviper.com) says openURLContexts is only called at a cold start; y-some's log and two other "
                + "observations say the reverse."),
        Behaviour(
            .sceneEventsWarmPosition,
            "With scenes, a URL that brings the app back is delivered between sceneWillEnterForeground and sceneDidBecomeActive "
                + "(the engine's guess)",
            sources: [],
            disagreement:
                "The engine places scene(_:openURLContexts:) among the scene's state calls as the app delegate's "
                + "application(_:open:options:) is without scenes, as a tapped notification is with scenes (Batch, iOS 14), and as "
                + "scene(_:continue:) is in wtrmiya's widget taps (iOS 16); no log shows the URL's place."),
        Behaviour(
            .sceneEventsActivityPosition,
            "With scenes, a user activity that brings the app back is announced before sceneWillEnterForeground "
                + "(scene(_:willContinueUserActivityWithType:)) and delivered between it and sceneDidBecomeActive (scene(_:continue:))",
            sources: [Source.wtrmiyaLaunchPractice],
            disagreement:
                "wtrmiya's listings (iOS 16) show this order for a widget tap in four scene-based apps (UIKit, a hosting controller, "
                + "and SwiftUI with a scene delegate), where an app without scenes is told both calls after "
                + "applicationWillEnterForeground. No log shows a universal link or Handoff: they go through the same two scene "
                + "calls, and the engine places them the same way."),
        Behaviour(
            .appWidgetTap,
            "A widget with no URL, tapped, opens an app without scenes with a user activity of the widget's kind: "
                + "application(_:willContinueUserActivityWithType:), then application(_:continue:restorationHandler:), after "
                + "didFinishLaunching at a launch and after applicationWillEnterForeground from the background, before "
                + "applicationDidBecomeActive",
            sources: [Source.wtrmiyaLaunchPractice]),
        Behaviour(
            .sceneWidgetTap,
            "A widget with no URL, tapped, opens a scene-based app with a user activity of the widget's kind: at a launch it is "
                + "in willConnectTo's connection options and no continue call follows; from the background "
                + "scene(_:willContinueUserActivityWithType:), then scene(_:continue:)",
            sources: [Source.wtrmiyaLaunchPractice]),
        Behaviour(
            .appUniversalLinkCold,
            "A universal link launches an app without scenes: after didFinishLaunching, application(_:willContinueUserActivityWithType:) "
                + "then application(_:continue:restorationHandler:), before applicationDidBecomeActive",
            sources: [Source.regularberry, Source.kenNagamiUniversalLink],
            disagreement:
                "regularberry's log (iOS 11.0.3) shows both; a Japanese listing (KenNagami, 2019) shows continue between "
                + "didFinishLaunching and applicationDidBecomeActive but not willContinueUserActivityWithType. State restoration calls "
                + "in the log are not modelled."),
        Behaviour(
            .appUniversalLinkWarm,
            "A universal link brings an app without scenes back: applicationWillEnterForeground, willContinueUserActivityWithType, "
                + "continue, applicationDidBecomeActive",
            sources: [Source.regularberry]),
        Behaviour(
            .sceneUniversalLinkCold,
            "A universal link launches a scene-based app: the user activity is in willConnectTo's connection options, and "
                + "scene(_:continue:) is not called",
            sources: [Source.forum746362, Source.appleConnectionOptions]),
        Behaviour(
            .sceneUniversalLinkWarm,
            "A universal link opened while a scene-based app runs: scene(_:willContinueUserActivityWithType:), then scene(_:continue:)",
            sources: [Source.forum746362, Source.appleSceneContinue],
            disagreement:
                "Apple's documentation, quoted in Apple Developer Forums 746362, says the link goes to scene(_:continue:) when the app "
                + "is running or suspended; the poster's SwiftUI app never got it."),
    ]

    static let notificationTaps: [Behaviour] = [
        Behaviour(
            .appNotificationTapCold,
            "Tapping a notification launches an app without scenes: the response (userNotificationCenter(_:didReceive:…), or the "
                + "legacy application(_:didReceiveRemoteNotification:fetchCompletionHandler:)) follows didFinishLaunching, before "
                + "applicationDidBecomeActive",
            sources: [Source.regularberry, Source.jigarm, Source.batchLifecycle, Source.jianshuUserNotifications, Source.appleDidReceiveResponse],
            disagreement:
                "The legacy handler's order is recorded by regularberry (iOS 11) and jigarm (iOS 10); the UNUserNotificationCenter "
                + "delegate's by Batch (iOS 14), in a listing that prints both handlers as alternatives, and by a 2017 listing."),
        Behaviour(
            .appNotificationTapWarm,
            "Tapping a notification brings an app without scenes back: applicationWillEnterForeground, the response, "
                + "applicationDidBecomeActive",
            sources: [Source.regularberry, Source.jigarm, Source.batchLifecycle, Source.appleDidReceiveResponse],
            disagreement:
                "The legacy handler is recorded by regularberry (iOS 11) and jigarm (iOS 10); the delegate's by Batch (iOS 14), "
                + "whose app without scenes also posts UIScene notifications, which the engine does not model."),
        Behaviour(
            .appNotificationTapForeground,
            "Tapping a notification while the app is active: only userNotificationCenter(_:didReceive:withCompletionHandler:)",
            sources: [Source.batchLifecycle, Source.jianshuUserNotifications, Source.appleDidReceiveResponse]),
        Behaviour(
            .appNotificationWillPresent,
            "A notification arriving while the app is in the foreground: userNotificationCenter(_:willPresent:withCompletionHandler:); "
                + "in the background nothing reaches the app",
            sources: [Source.batchLifecycle, Source.jianshuUserNotifications],
            documentation: [
                Source.appleWillPresent.quoting(
                    "Asks the delegate how to handle a notification that arrived while the app was running in the foreground.")
            ]),
        Behaviour(
            .sceneNotificationTapCold,
            "Tapping a notification launches a scene-based app: the response is in the connection options and is also told to the "
                + "notification centre's delegate right after willConnectTo, before the scene enters the foreground",
            sources: [Source.batchLifecycle, Source.depictNotificationTap],
            disagreement:
                "Batch (iOS 14) prints userNotificationCenter:didReceive: right after UISceneWillConnectNotification with the scene "
                + "still unattached, then the activation, but none of the willEnterForeground notifications its plain launch shows; "
                + "depict.tokyo (2022) observed the call \u{201C}right after\u{201D} willConnectTo. The engine sends the scene's "
                + "foreground calls as at any launch."),
        Behaviour(
            .sceneNotificationTapWarm,
            "Tapping a notification brings a scene-based app back: the response after sceneWillEnterForeground and its notifications, "
                + "before sceneDidBecomeActive",
            sources: [Source.batchLifecycle, Source.openHABNotificationTap],
            disagreement:
                "Batch's lock-screen listing (iOS 14) has this order; its warm-open listing prints didReceive first, with the state "
                + "it has after willEnterForeground (Foreground Inactive), which looks like a logging artefact."),
    ]

    static let appEventVersions: [Behaviour] = [
        Behaviour(
            .iosOpenURLOptions,
            "iOS 9 and later: application(_:open:options:) and universal links (the older application(_:open:sourceApplication:annotation:) is not modelled)",
            sources: [Source.appleOpenURL]),
        Behaviour(
            .iosUserNotifications, "iOS 10 and later: the UNUserNotificationCenter delegate", sources: [Source.appleDidReceiveResponse]),
        Behaviour(
            .iosBackgroundTasks, "iOS 13 and later: BGTaskScheduler and its launch handlers", sources: [Source.appleBGTaskRegister]),
        Behaviour(
            .iosQuickActions, "iOS 9 and later: Home Screen quick actions and application(_:performActionFor:completionHandler:)",
            sources: [Source.applePerformActionFor]),
    ]
}

extension Source {
    static let batchLifecycle = EvidenceSource(
        "Batch iOS SDK, BAApplicationLifecycle.h: logged callbacks and notifications with the app's and scene's state (Batch.com, 2021-03-23, iOS 13 and 14)",
        "https://github.com/BatchLabs/Batch-iOS-SDK/blob/d4f7863d45deb37a0cca908c8881b955b0329aee/Sources/Batch/Modules/Core/BAApplicationLifecycle.h"
    )
    static let forum746362 = EvidenceSource(
        "Universal link not passed to SceneDelegate when app runs in the background (Apple Developer Forums 746362, SwiftUI app, logs)",
        "https://developer.apple.com/forums/thread/746362")
    static let radar49817144 = EvidenceSource(
        "openradar 49817144: applicationWillEnterForeground docs are wrong about the notification (iOS 12 test, 2019)",
        "https://github.com/lionheart/openradar-mirror/issues/21180")
    static let regularberry = EvidenceSource(
        "AppLaunchSequence README: launch sequences with the application state (Sean Berry, 2017–2018, iOS 11.0.3)",
        "https://github.com/regularberry/AppLaunchSequence/blob/2e69556e3d3bd8110ff71918d0ff89291c063ab0/README.md")
    static let kaiinui = EvidenceSource(
        "Background Fetch が起きたあと、アプリを起動しても didFinishLaunching を通らない (kaiinui, 2015, listing)",
        "http://kaiinui.hatenablog.com/entry/2015/12/08/202147", language: "ja")
    static let plasticstraw = EvidenceSource(
        "Silent Notification が絡む UIApplication ライフサイクル (plasticstraw, Qiita, 2015, iOS 9, listing)",
        "https://qiita.com/plasticstraw/items/25f6e6c4808d5b2e9f9f", language: "ja")
    static let wordPressBackgroundLaunch = EvidenceSource(
        "WordPress-iOS pull request 25643: background launches run before any window exists (2026, claim)",
        "https://github.com/wordpress-mobile/WordPress-iOS/pull/25643")
    static let ySomeURLScheme = EvidenceSource(
        "URLSchemeで起動した時のAppDelegate/SceneDelegateの呼び出し順序 (y-some, Qiita, 2021-08-27, iOS 12 and 13+)",
        "https://qiita.com/y-some/items/a031753a097385dff35e", language: "ja")
    static let jakeHaoOpenURL = EvidenceSource(
        "Scene delegate: open URL (Jake Hao, observation)", "https://www.jakehao.com/scene-delegate-open-url")
    static let shuzhiduoOpenURL = EvidenceSource(
        "Returning from WeChat: applicationWillEnterForeground, openURL, applicationDidBecomeActive (shuzhiduo, undated listing)",
        "https://shuzhiduo.com/A/Ae5Rnw475Q")
    static let kenNagamiUniversalLink = EvidenceSource(
        "Universal link launch listing (KenNagami, Qiita, 2019, Japanese)", "https://qiita.com/KenNagami/items/c2d4c2bdb89576b4c052",
        language: "ja")
    static let jianshuUserNotifications = EvidenceSource(
        "UserNotifications debug record: willPresent, then didReceive on the tap (jianshu p/4eef612eeefd, 2017, mirrored)",
        "http://39.103.169.235/p/4eef612eeefd")
    static let depictNotificationTap = EvidenceSource(
        "通知タップ時の処理 (SceneDelegate): willConnectTo, then didReceive (depict.tokyo, 2022-08-24, observation)",
        "https://depict.tokyo/swift/20220824/swift-notification-tap-process-scenedelegate", language: "ja")
    static let openHABNotificationTap = EvidenceSource(
        "openhab-ios pull request 1229: didReceive fires while the scene is foregroundInactive (2026, claim)",
        "https://github.com/openhab/openhab-ios/pull/1229")
    static let appleDidBecomeActive = EvidenceSource(
        "applicationDidBecomeActive(_:) (Apple: \u{201C}After calling this method, UIKit posts a didBecomeActiveNotification\u{201D})",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)")
    static let appleWillEnterForegroundNotification = EvidenceSource(
        "UIApplication.willEnterForegroundNotification (Apple: with scenes, the app's aggregate state)",
        "https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification")
    static let appleSceneWillEnterForeground = EvidenceSource(
        "sceneWillEnterForeground(_:) (Apple)", "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)")
    static let appleConfigurationForConnecting = EvidenceSource(
        "application(_:configurationForConnecting:options:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)")
    static let appleSceneWillEnterForegroundNotification = EvidenceSource(
        "UIScene.willEnterForegroundNotification (Apple)",
        "https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification")
    static let appleBackgroundExecution = EvidenceSource(
        "About the background execution sequence (Apple: applicationDidEnterBackground at a background launch)",
        "https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence")
    static let radar14295449 = EvidenceSource(
        "openradar 14295449: Launching an app into the background documentation is wrong (iOS 7 test report)",
        "https://github.com/lionheart/openradar-mirror/issues/4788")
    static let cocoaneticsLocation = EvidenceSource(
        "CoreLocation Background Update Messaging (Carl Brown via Cocoanetics, 2012, experiment report)",
        "https://www.cocoanetics.com/2012/06/corelocation-background-update-messaging/")
    static let applePerformFetch = EvidenceSource(
        "application(_:performFetchWithCompletionHandler:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performfetchwithcompletionhandler:)")
    static let appleDidReceiveRemoteNotification = EvidenceSource(
        "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)")
    static let appleBGTaskRegister = EvidenceSource(
        "BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:) (Apple)",
        "https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:)")
    static let appleOpenURL = EvidenceSource(
        "application(_:open:options:) (Apple: the app is moved to the foreground before the call)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)")
    static let applePerformActionFor = EvidenceSource(
        "application(_:performActionFor:completionHandler:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performactionfor:completionhandler:)")
    static let appleWindowScenePerformActionFor = EvidenceSource(
        "windowScene(_:performActionFor:completionHandler:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)")
    static let appleConnectionOptions = EvidenceSource(
        "UIScene.ConnectionOptions (Apple: URLs, user activities and a notification response a scene connects with)",
        "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions")
    static let appleSceneContinue = EvidenceSource(
        "scene(_:continue:) (Apple)", "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)")
    static let appleDidReceiveResponse = EvidenceSource(
        "userNotificationCenter(_:didReceive:withCompletionHandler:) (Apple)",
        "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)"
    )
    static let appleWillPresent = EvidenceSource(
        "userNotificationCenter(_:willPresent:withCompletionHandler:) (Apple)",
        "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)"
    )
}
