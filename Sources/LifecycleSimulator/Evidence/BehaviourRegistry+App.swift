extension BehaviourRegistry {
    static let app: [Behaviour] = [
        Behaviour(
            .appLaunch, "Cold launch with the app delegate: will/did finish launching, then active, with no applicationWillEnterForeground",
            sources: [Source.hbNavigationBarDemo, Source.jigarm, Source.csdnDecember, Source.appleLifeCycle],
            disagreement:
                "A Q&A blog (iosiqa.com) claims applicationWillEnterForeground is called at launch; the cited listings show no such call at launch. Apple's life-cycle page names application(_:willFinishLaunchingWithOptions:), which none of them prints."
        ),
        Behaviour(
            .appLaunchRoot,
            "The root view controller appears between didFinishLaunching and didBecomeActive; viewDidAppear comes after didBecomeActive",
            sources: [Source.hbNavigationBarDemo, Source.charlesHsuViewLifeCycle],
            disagreement:
                "HustBroventure's timestamped log (2015, iOS 9 era, a plain root) puts applicationDidBecomeActive before the root's viewDidAppear; "
                + "a README (Charles-Hsu, 2015-01, Swift 1.1 and so iOS 8, a storyboard navigation controller) puts it after. Whether the iOS "
                + "version or the container explains it, nothing isolates: uso400's NSLog output (iOS 7.1.2, also a storyboard "
                + "navigation controller) agrees with the timestamped log, and matt (Stack Overflow, 2021) writes, without a log, that iOS 8 "
                + "changed the order (a rewritten copy of his answer adds that iOS 9 changed it back and iOS 11 again). The engine follows "
                + "uso400's and HustBroventure's output on every version. uso400's lays the root out before applicationDidBecomeActive; the "
                + "timestamped log does not print the layout calls."),
        Behaviour(
            .appLaunchBackground,
            "Launch into the background: will and did finish launching in the background state, and no state call: no "
                + "applicationDidEnterBackground (nor its notification), no willEnterForeground or didBecomeActive",
            sources: [
                Source.radar14295449, Source.plasticstraw, Source.regularberry, Source.batchLifecycle, Source.cocoaneticsLocation,
                Source.appleBackgroundExecution,
            ],
            disagreement:
                "Apple's \u{201C}About the background execution sequence\u{201D} says UIKit calls applicationDidEnterBackground(_:) after "
                + "the launch and before the event. None of these shows it: a location relaunch (iOS 4/5, Cocoanetics), a background "
                + "fetch reported to Apple as a documentation bug (iOS 7, openradar 14295449: \u{201C}No notifications were posted\u{201D}), "
                + "a silent push (iOS 9, plasticstraw), a fetch (iOS 11, regularberry) and a silent push with and without scenes "
                + "(iOS 14, Batch)."),
        Behaviour(
            .appBackground, "Going to the background passes through inactive: applicationWillResignActive, then applicationDidEnterBackground",
            sources: [Source.hbNavigationBarDemo, Source.csdnDecember, Source.appleLifeCycle]),
        Behaviour(
            .appForeground, "Returning: applicationWillEnterForeground, then applicationDidBecomeActive",
            sources: [Source.hbNavigationBarDemo, Source.jigarm, Source.csdnDecember],
            disagreement:
                "A forum report shows willEnterForeground can arrive before the previous didEnterBackground when the app is killed and relaunched quickly; the engine models the ordinary case."
        ),
        Behaviour(
            .appInterrupt, "An interruption (a call, the notification centre) makes the app inactive and back",
            sources: [Source.appleResignActive]),
        Behaviour(
            .appTerminateBackground, "Terminated while running in the background: applicationWillTerminate",
            sources: [Source.csdnDecember],
            documentation: [
                Source.appleWillTerminate.quoting(
                    "However, this method may be called in situations where the app is running in the background (not suspended) and the system needs to terminate it for some reason."
                )
            ]),
        Behaviour(
            .appTerminateSuspended, "Terminated while suspended: no callback at all",
            sources: [Source.csdnDecember, Source.appleWillTerminate]),
        Behaviour(
            .appKilled, "Killed (the debugger's Stop, a crash, the app deleted): no callback at all, in any state",
            // Apple's page says why a process is killed, not that no callback runs.
            sources: [Source.posixSigaction, Source.appleSIGKILL]),
        Behaviour(
            .appTerminateForeground,
            "The user ends an app-delegate app that is in the foreground: it resigns active (the app switcher opens), enters the background, then terminates",
            sources: [Source.javashuoTerminate, Source.appleWillTerminate],
            disagreement:
                "An observation listing (javashuo, undated), not a timestamped log: resign active on the double press, then didEnterBackground and willTerminate on the swipe; an app already in the background (suspended) gets nothing."
        ),
        Behaviour(
            .appMemoryWarning, "Memory warning: the app delegate first, then every live view controller",
            // Apple documents each call, not their order, which is what this behaviour is.
            sources: [Source.appleAppMemoryWarning, Source.appleMemoryWarning],
            disagreement: "Apple's two pages describe each call but give no order between the app delegate and the view controllers."),
    ]

    static let scenes: [Behaviour] = [
        Behaviour(
            .sceneLaunch, "Cold launch with scenes: finish launching, configuration, willConnectTo, willEnterForeground, didBecomeActive",
            sources: [Source.forum732170, Source.chakane3, Source.bigNerdRanch, Source.appleLifeCycle],
            documentation: [
                Source.appleConfigurationForConnecting.quoting("UIKit calls this method shortly before creating a new scene."),
                Source.appleSceneWillEnterForeground.quoting(
                    "This transition occurs both for newly created and connected scenes, as well as for scenes that were running in the "
                        + "background and were brought to the foreground by the system or a user action. A scene enters the foreground as a "
                        + "precursor to becoming visible onscreen, so this method is invariably followed by a call to the sceneDidBecomeActive(_:) method."
                ),
            ],
            disagreement:
                "Big Nerd Ranch's prose omits sceneWillEnterForeground at launch; the cited logs include it. Apple's life-cycle page names application(_:configurationForConnecting:options:), which those logs do not print."
        ),
        Behaviour(
            .sceneLaunchRoot,
            "The window's root finishes appearing (viewDidAppear) after sceneDidBecomeActive, as with an app delegate",
            sources: [Source.sbpark88Lifecycle, Source.victorDeonNotebook, Source.hdk2200LifeCycle]),
        Behaviour(
            .sceneLaunchRootBeforeForeground,
            "Before iOS 17, the root loads and is told viewWillAppear right after willConnectTo, before sceneWillEnterForeground",
            sources: [Source.sbpark88Lifecycle, Source.victorDeonNotebook, Source.chakane3],
            disagreement:
                "Two apps from the same course exercise (VictorDeon, iOS 13; sbpark88, 2023, iOS 16 era) log viewDidLoad and viewWillAppear before "
                + "sceneWillEnterForeground; one iOS 17 app (hdk2200) loads its root after it. Whether the iOS version or that app's navigation "
                + "controller makes the difference, no source isolates; the engine splits by version. Where the root's layout pass falls "
                + "before iOS 17 is not logged: the engine lays it out before sceneWillEnterForeground."),
        Behaviour(
            .sceneLaunchRootAfterForeground,
            "From iOS 17, the root loads after sceneWillEnterForeground, then appears and is laid out before sceneDidBecomeActive",
            sources: [Source.hdk2200LifeCycle],
            disagreement:
                "hdk2200's app (a storyboard navigation controller, deployment target iOS 17.5) shows this order; before iOS 17 the VictorDeon and sbpark88 apps show the other order (scene.launch.root-before-foreground)."
        ),
        Behaviour(
            .sceneSnapshotLayout,
            "After sceneDidEnterBackground, the controllers the scene shows may be laid out once more (for the app switcher's snapshot); the engine "
                + "shows that pass marked “×0 or more”",
            sources: [Source.hdk2200LifeCycle],
            disagreement:
                "hdk2200's log (iOS 17) lists the root's viewWillLayoutSubviews and viewDidLayoutSubviews, each “(twice)”, after "
                + "sceneDidEnterBackground; the other sources' background logs do not print layout calls."),
        Behaviour(
            .sceneSnapshotTraits,
            "After sceneDidEnterBackground, the app switcher may take one snapshot in each appearance, light and dark: the controllers "
                + "the scene shows hear traitCollectionDidChange(_:), to the other style and back; the engine lays them out before, "
                + "between and after the two changes, and marks each change and each layout “×0 or more”",
            sources: [Source.openradarTraitFlip, Source.miyakesoTraitFlip, Source.bloggureTraitFlip],
            disagreement:
                "The reports count two changes as the app enters the background. A Stack Overflow question (read through a mirror, iOS not "
                + "stated) prints both, the second back to the style it started in; an Apple bug report (FB8734191, iOS 14.0) says a view "
                + "ends on the opposite style; a Qiita post (2020) says viewWillLayoutSubviews also runs once in each style. None is from "
                + "iOS 15 or later, and no log prints the changes next to the delegate or layout calls: where they fall against the "
                + "layout, and that every controller shown hears them, are not known."),
        Behaviour(
            .sceneBackground, "A scene goes to the background through inactive; the app delegate's state methods are not called",
            sources: [Source.bigNerdRanch, Source.forum732170, Source.onmyway133]),
        Behaviour(
            .sceneForeground, "A scene returns: sceneWillEnterForeground, then sceneDidBecomeActive",
            sources: [Source.bigNerdRanch, Source.appleLifeCycle]),
        Behaviour(.sceneInterrupt, "An interruption makes the scene inactive and back", sources: [Source.appleLifeCycle]),
        Behaviour(.sceneOpen, "A second window connects its own scene, with its own states", sources: [Source.appleLifeCycle]),
        Behaviour(
            .sceneTerminateByUser, "Swiped away in the switcher: sceneWillResignActive, then sceneDidDisconnect, without sceneDidEnterBackground",
            sources: [Source.forum732170, Source.mattSwipeScenes],
            disagreement:
                "The 2023 forum log shows resign and disconnect; in a fast-kill race a new scene instance logged willEnterForeground and didEnterBackground as well. A 2019 answer tested on iOS 13 reports sceneDidEnterBackground, then applicationWillTerminate, on iPhone, and sceneDidDisconnect, didDiscardSceneSessions, applicationWillTerminate on an iPad app without multiple windows. The engine follows the newer log."
        ),
        Behaviour(
            .sceneDisconnect, "The system disconnects a background scene to reclaim resources", sources: [Source.appleSceneDisconnect]),
        Behaviour(
            .sceneDiscard,
            "A window removed from the switcher while the app runs on with other windows: sceneDidDisconnect, then application(_:didDiscardSceneSessions:) at once",
            sources: [Source.douglasHillTermination, Source.appleDiscardSessions],
            disagreement:
                "An observation in a 2019 feedback report (iOS 13 beta), not a log with lines; Apple's page describes the call without its timing."
        ),
    ]
}
