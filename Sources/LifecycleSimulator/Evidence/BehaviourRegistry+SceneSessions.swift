extension BehaviourID {
    static let appTerminateUserScenes: BehaviourID = "app.terminate.user-scenes"
    static let sceneDiscardAtLaunch: BehaviourID = "scene.discard.next-launch"
    static let sceneDiscardLast: BehaviourID = "scene.discard.last-window"
    static let sceneDiscardOnSwipe: BehaviourID = "scene.discard.swipe-running"
    static let sceneDiscardOnSwipeFromBackground: BehaviourID = "scene.discard.swipe-background"
}

extension Source {
    static let javashuoTerminate = EvidenceSource(
        "iOS程序的几个基本状态: when applicationWillTerminate is called (javashuo, observed output)", "http://www.javashuo.com/article/p-gwnugcfm-gt.html",
        language: "zh-Hans")
    static let mattSwipeScenes = EvidenceSource(
        "In iOS 13, what events do I get when the user swipes my app up in the app switcher? (Stack Overflow answer, mirrored)",
        "https://isolution.pro/q/so71570813/ios-13-de-wa-yu-za-ga-apurisuitcha-de-apuri-o-ue-ni-suwaipu-suru-to-dono-yona-ibento-ga")
    static let douglasHillTermination = EvidenceSource(
        "App termination: FB6185896, the app terminates instead of receiving didDiscardSceneSessions (Douglas Hill, 2019)",
        "https://douglashill.co/app-termination/")
    static let xcodeTemplateDiscard = EvidenceSource(
        "Xcode's app delegate template: discarded sessions are reported shortly after didFinishLaunchingWithOptions (quoted)",
        "http://morganwang.cn/2021/04/21/iOS%20%E5%88%A0%E9%99%A4SceneDelegate%E5%92%8CStoryboard/index.html")
    static let sbpark88Lifecycle = EvidenceSource(
        "Swift Life Cycle: View Controller Lifecycle, App Lifecycle (sbpark88, 2023-03-16, console lines quoted)",
        "https://github.com/sbpark88/sbpark88.github.io/blob/48ce64e618d868c989552b6b0e1d7fa880a69498/_posts/2023-03-16-swift-lifecycle.md")
    static let victorDeonNotebook = EvidenceSource(
        "Notebook Swift: App Lifecycle, AppDelegate + SceneDelegate + ViewControllers (VictorDeon, iOS 13, printed strings listed)",
        "https://github.com/VictorDeon/Swift-Notebook/blob/871bac1843c4292e49b429fbbaadaf218ae4fa69/README.md")
    static let hdk2200LifeCycle = EvidenceSource(
        "ViewController Lifecycle Events with NavigationController (hdk2200, README, 2024, deployment target iOS 17.5, printed strings listed)",
        "https://github.com/hdk2200/UIViewControllerLifeCycle/blob/e33e90e0e765c011a30ae7b2df56a83e330090c3/README.md")
    static let vandrjPushBeforeFirstAppearance = EvidenceSource(
        "LifeCyclePushedViewController: a push in scene(_:willConnectTo:options:) on iOS 17.4 and iOS 18.2 (VAndrJ, awesome-apple-bugs, 2025, console screenshots)",
        "https://github.com/VAndrJ/awesome-apple-bugs/tree/master/Bugs/LifeCyclePushedViewController")
    static let openradarTraitFlip = EvidenceSource(
        "App left in incorrect UserStyleInterface when app is backgrounded: traitCollectionDidChange(_:) twice on entering the background "
            + "(FB8734191, 2020-09-23, iOS 14.0, described, no log)",
        "http://www.openradar.me/FB8734191")
    static let miyakesoTraitFlip = EvidenceSource(
        "ダークモード対応の罠: traitCollectionDidChange twice on entering the background, in light and in dark (miyakeso, Qiita, 2020-08-17, no log)",
        "https://qiita.com/miyakeso/items/dd0a54ee46813aadaaef", language: "ja")
    static let bloggureTraitFlip = EvidenceSource(
        "Dark Mode iOS Snapshot: the app switcher's snapshots in light and dark flip the trait collection in the background (bloggure.info, 2020, no log)",
        "https://bloggure.info/iOS-DarkModeBackground-App-Switcher")
    static let charlesHsuViewLifeCycle = EvidenceSource(
        "TheViewLifeCycle README, the launch of a storyboard app (Charles-Hsu, 2015-01, Swift 1.1)",
        "https://github.com/Charles-Hsu/TheViewLifeCycle/blob/acd7198765001ef3009d044e4f63afbf95dc03c3/README.md")
    static let kaopukePopToRoot = EvidenceSource(
        "iOS navigation controller stack and view controller lifecycle, popToRoot as an arrow chain (kaopuke.com, undated, no log)",
        "https://kaopuke.com/article/k-p-k_14_uzogf0_13__23__6_y.html")
    static let miyabloSceneDelegate = EvidenceSource(
        "【xcode 11】新たに導入されたsceneDelegateの各メソッドが呼ばれるタイミング: the app ended from the background (miyablo, Xcode 11.0, iOS 13.0, the author's list)",
        "https://miyablo.sakura.ne.jp/home/development/xcode11-scenedelegate", language: "ja")
    static let npakaSceneLifecycle = EvidenceSource(
        "iOS 14 app and scene life cycle: the app ended from the background (npaka, note, iOS 14, the author's list)",
        "https://note.com/npaka/n/n4c5aba831450")
    static let ibrahimDiscard = EvidenceSource(
        "AppDelegate Life Cycle: closing the last window by swiping calls sceneDidDisconnect, not didDiscardSceneSessions (2022)",
        "https://www.ibrahimtasdemir.com.tr/2022/12/12/appdelegate-life-cycle/")
}

/// When the user removes scenes from the app switcher, and how the app delegate hears of it.
extension BehaviourRegistry {
    static let sceneSessions: [Behaviour] = [
        Behaviour(
            .appTerminateUserScenes,
            "A scene-based app swiped away in the foreground ends with applicationWillTerminate, after its scenes disconnect, as an app-delegate app does",
            sources: [Source.mattSwipeScenes, Source.appleWillTerminate],
            disagreement:
                "The 2019 answer (iOS 13) records applicationWillTerminate last; the 2023 forum log instrumented the scene delegate only, so it neither shows nor excludes it. No single log shows sceneDidDisconnect and applicationWillTerminate on iPhone together."
        ),
        Behaviour(
            .sceneDiscardAtLaunch,
            "Sessions discarded while the app was not running (or suspended), or its last window removed, are reported by application(_:didDiscardSceneSessions:) right after the next launch's didFinishLaunching",
            sources: [Source.xcodeTemplateDiscard, Source.douglasHillTermination],
            documentation: [
                Source.appleDiscardSessions.quoting("If your app isn’t running, UIKit calls this method the next time your app launches.")
            ],
            disagreement:
                "A 2019 answer (iOS 13) reports didDiscardSceneSessions before applicationWillTerminate in the same run for an iPad app without multiple windows; Apple and a 2019 feedback report say the app is not told before it ends."
        ),
        Behaviour(
            .sceneDiscardOnSwipe,
            "A running scene-based app swiped away from the app switcher: its scenes resign and disconnect, the app delegate hears "
                + "application(_:didDiscardSceneSessions:) at once, then applicationWillTerminate",
            sources: [Source.sbpark88Lifecycle, Source.victorDeonNotebook, Source.mattSwipeScenes],
            disagreement:
                "The logs of VictorDeon (iOS 13) and sbpark88 (the iOS 16 era) show didDiscardSceneSessions right after sceneDidDisconnect; neither app implements or prints "
                + "applicationWillTerminate, which a 2019 answer (iOS 13) records after the discard. One of them (sbpark88) then logs the root "
                + "controller's viewWillDisappear and viewDidDisappear, the other (VictorDeon), which prints both elsewhere, does not: the engine "
                + "sends the root nothing. Apple's documentation speaks only of sessions discarded while the app is not running."),
        Behaviour(
            .sceneDiscardOnSwipeFromBackground,
            "A scene-based app still running in the background, swiped away from the app switcher: its scenes disconnect, the app "
                + "delegate hears application(_:didDiscardSceneSessions:) at once, then applicationWillTerminate",
            sources: [Source.miyabloSceneDelegate, Source.npakaSceneLifecycle, Source.douglasHillTermination, Source.ibrahimDiscard],
            disagreement:
                "Two lists of the calls seen when an app is ended from the background (miyablo, iOS 13.0; npaka, iOS 14) give "
                + "sceneDidDisconnect, then didDiscardSceneSessions, as the logs of a swipe from the foreground do (iOS 13 and 16); "
                + "neither app implements applicationWillTerminate. A 2019 feedback report and a 2022 post say removing an app's last "
                + "window ends the process without the discard, which those logs of a swipe from the foreground contradict. A suspended "
                + "app hears nothing (app.terminate.suspended)."),
        Behaviour(
            .sceneDiscardLast,
            "Removing the app's last window ends the process (sceneDidDisconnect, applicationWillTerminate when it was running) instead of reporting the discard, which comes after the next launch",
            sources: [Source.douglasHillTermination, Source.ibrahimDiscard],
            disagreement:
                "Both sources observe that the process ends without didDiscardSceneSessions; neither says whether applicationWillTerminate comes. The engine sends it when the app was running, as it does for a swipe in the foreground."
        ),
    ]
}
