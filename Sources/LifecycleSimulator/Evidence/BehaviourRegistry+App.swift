extension BehaviourRegistry {
    static let app: [Behaviour] = [
        Behaviour(
            .appLaunch, "Cold launch with the app delegate: will/did finish launching, then active, with no applicationWillEnterForeground",
            sources: [Source.hbNavigationBarDemo, Source.jigarm, Source.csdnDecember], documentation: [Source.appleLifeCycle],
            iosSeen: "iOS 4–10",
            disagreement:
                "A Q&A blog (iosiqa.com) claims applicationWillEnterForeground is called at launch; three recordings show it is not. application(_:willFinishLaunchingWithOptions:) is documented but absent from the logs found."
        ),
        Behaviour(
            .appLaunchRoot,
            "The root view controller appears between didFinishLaunching and didBecomeActive; viewDidAppear comes after didBecomeActive",
            sources: [Source.hbNavigationBarDemo], iosSeen: "iOS 9",
            disagreement: "One timestamped log; the position of the layout calls was not logged and is inferred."),
        Behaviour(
            .appLaunchBackground, "Launch into the background: finish launching, then applicationDidEnterBackground",
            sources: [], documentation: [Source.appleLifeCycle]),
        Behaviour(
            .appBackground, "Going to the background passes through inactive: applicationWillResignActive, then applicationDidEnterBackground",
            sources: [Source.hbNavigationBarDemo, Source.csdnDecember], documentation: [Source.appleLifeCycle], iosSeen: "iOS 4–9"),
        Behaviour(
            .appForeground, "Returning: applicationWillEnterForeground, then applicationDidBecomeActive",
            sources: [Source.hbNavigationBarDemo, Source.jigarm, Source.csdnDecember], iosSeen: "iOS 4–10",
            disagreement:
                "A forum report shows willEnterForeground can arrive before the previous didEnterBackground when the app is killed and relaunched quickly; the engine models the ordinary case."
        ),
        Behaviour(
            .appInterrupt, "An interruption (a call, the notification centre) makes the app inactive and back",
            sources: [], documentation: [Source.appleResignActive]),
        Behaviour(
            .appTerminateBackground, "Terminated while running in the background: applicationWillTerminate",
            sources: [Source.csdnDecember], documentation: [Source.appleWillTerminate]),
        Behaviour(
            .appTerminateSuspended, "Terminated while suspended: no callback at all",
            sources: [Source.csdnDecember], documentation: [Source.appleWillTerminate]),
        Behaviour(
            .appTerminateForeground,
            "The user ends an app-delegate app that is in the foreground: it resigns active (the app switcher opens), enters the background, then terminates",
            sources: [Source.javashuoTerminate], documentation: [Source.appleWillTerminate],
            disagreement:
                "One observation listing (javashuo, undated), not a timestamped log: resign active on the double press, then didEnterBackground and willTerminate on the swipe; an app already in the background (suspended) gets nothing."
        ),
        Behaviour(
            .appMemoryWarning, "Memory warning: the app delegate first, then every view controller with a loaded view",
            // Apple documents each call, not their order, which is what this behaviour is.
            sources: [Source.appleAppMemoryWarning, Source.appleMemoryWarning],
            disagreement: "The order between the app delegate and the view controllers is not documented; no log was found."),
    ]

    static let scenes: [Behaviour] = [
        Behaviour(
            .sceneLaunch, "Cold launch with scenes: finish launching, configuration, willConnectTo, willEnterForeground, didBecomeActive",
            sources: [Source.forum732170, Source.chakane3, Source.bigNerdRanch], documentation: [Source.appleLifeCycle], iosSeen: "iOS 13–17",
            disagreement:
                "Big Nerd Ranch's prose omits sceneWillEnterForeground at launch; the logs include it. application(_:configurationForConnecting:options:) is documented but absent from the logs found."
        ),
        Behaviour(
            .sceneLaunchRoot, "Where the root view controller's calls fall among the scene callbacks at launch",
            sources: [Source.chakane3, Source.forum732170],
            disagreement:
                "One set of notes puts viewDidLoad right after willConnectTo, another after sceneDidBecomeActive; neither is timestamped. The engine loads the view after willConnectTo and makes it appear between willEnterForeground and didBecomeActive, as the app-delegate recording does."
        ),
        Behaviour(
            .sceneBackground, "A scene goes to the background through inactive; the app delegate's state methods are not called",
            sources: [Source.bigNerdRanch, Source.forum732170, Source.onmyway133], iosSeen: "iOS 13–17"),
        Behaviour(
            .sceneForeground, "A scene returns: sceneWillEnterForeground, then sceneDidBecomeActive",
            sources: [Source.bigNerdRanch], documentation: [Source.appleLifeCycle], iosSeen: "iOS 13–17"),
        Behaviour(.sceneInterrupt, "An interruption makes the scene inactive and back", sources: [], documentation: [Source.appleLifeCycle]),
        Behaviour(.sceneOpen, "A second window connects its own scene, with its own states", sources: [], documentation: [Source.appleLifeCycle]),
        Behaviour(
            .sceneTerminateByUser, "Swiped away in the switcher: sceneWillResignActive, then sceneDidDisconnect, without sceneDidEnterBackground",
            sources: [Source.forum732170, Source.mattSwipeScenes],
            disagreement:
                "The 2023 forum log shows resign and disconnect; in a fast-kill race a new scene instance logged willEnterForeground and didEnterBackground as well. A 2019 answer tested on iOS 13 reports sceneDidEnterBackground, then applicationWillTerminate, on iPhone, and sceneDidDisconnect, didDiscardSceneSessions, applicationWillTerminate on an iPad app without multiple windows. The engine follows the newer log."
        ),
        Behaviour(
            .sceneDisconnect, "The system disconnects a background scene to reclaim resources", sources: [],
            documentation: [Source.appleSceneDisconnect]),
        Behaviour(
            .sceneDiscard,
            "A window removed from the switcher while the app runs on with other windows: sceneDidDisconnect, then application(_:didDiscardSceneSessions:) at once",
            sources: [Source.douglasHillTermination], documentation: [Source.appleDiscardSessions], iosSeen: "iOS 13",
            disagreement: "An observation in a 2019 feedback report (iOS 13 beta), not a log with lines; Apple documents the call without its timing."
        ),
    ]
}
