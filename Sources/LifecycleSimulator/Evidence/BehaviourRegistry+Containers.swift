extension BehaviourID {
    static let navigationDelegate: BehaviourID = "nav.delegate"
    static let tabSwitch: BehaviourID = "tab.switch"
    static let tabSwitchViewIsAppearing: BehaviourID = "tab.switch.view-is-appearing"
    static let tabDelegate: BehaviourID = "tab.delegate"
    static let containmentAdd: BehaviourID = "containment.add"
    static let containmentRemove: BehaviourID = "containment.remove"
    static let containmentAppearance: BehaviourID = "containment.appearance"
    static let interactivePopCompleted: BehaviourID = "vc.interactive-pop.completed"
    static let interactivePopCancelled: BehaviourID = "vc.interactive-pop.cancelled"
    static let sheetSwipe: BehaviourID = "vc.sheet-swipe.completed"
    static let sheetSwipeCancelled: BehaviourID = "vc.sheet-swipe.cancelled"
    static let swiftUIScenePhase: BehaviourID = "swiftui.scene-phase"
    static let memoryWarningNotification: BehaviourID = "app.memory-warning.notification"
}

extension Source {
    static let pgzxcTabs = EvidenceSource("Tab switch log (pgzxc.github.io)", "https://pgzxc.github.io/posts/efa3afd7.html")
    static let youngkTabs = EvidenceSource(
        "[UIKit]View Life Cycle (youngkdevlog, 2024-08-21, in Korean): a tab bar controller's two tabs printing viewIsAppearing, "
            + "launch and two taps; iOS version not stated",
        "https://youngkdevlog.tistory.com/94")
    static let lxweiminTabs = EvidenceSource("Tab bar controller call listing (lxweimin)", "http://www.lxweimin.com/p/28c6a69787a7")
    static let phchan9 = EvidenceSource(
        "phchan9/til, notes on view controller containment (timestamped log)",
        "https://github.com/phchan9/til/blob/master/ios/note-about-viewController-containment.md")
    static let vastdev = EvidenceSource(
        "UIViewController life cycle with a navigation delegate (vastdevblog, 2012 log)",
        "http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/")
    static let so18927878 = EvidenceSource(
        "Stack Overflow 18927878: view controller lifecycle when swiping to pop",
        "https://stackoverflow.com/questions/18927878/view-controller-lifecycle-when-swiping-to-pop-from-uinavigationcontroller-in-ios")
    static let memotut = EvidenceSource("scenePhase changes in a SwiftUI app (Qiita, 2020)", "https://qiita.com/Ossamoon/items/8546dfa4811b34f669d4")
    static let frentebw = EvidenceSource(
        "How does the scene phase change in a SwiftUI app (2023)",
        "https://medium.com/@frentebw/how-does-the-scene-phase-change-in-the-swiftui-app-102ed4586b50")
    static let pastebinMemory = EvidenceSource("Memory warning log (pastebin, iOS 5 era)", "https://pastebin.com/ryFL6VU5")
    static let appleAddChild = EvidenceSource("addChild(_:) (Apple)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)")
    static let appleWillMoveToParent = EvidenceSource(
        "willMove(toParent:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)")
    static let appleDidMoveToParent = EvidenceSource(
        "didMove(toParent:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)")
    static let so48653763 = EvidenceSource(
        "Stack Overflow 48653763: child appearance order (mirror)",
        "https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/48653763/")
    static let mo4techLifeCycle = EvidenceSource("Interactive pop log (mo4tech)", "https://dev.mo4tech.com/ios-features-life-cycle.html")
    static let appleAdaptiveDelegate = EvidenceSource(
        "UIAdaptivePresentationControllerDelegate (Apple)",
        "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate")
    static let hirothings = EvidenceSource(
        "The lifecycle when dismissing a pageSheet modal in iOS 13 (Qiita)",
        "https://qiita.com/hirothings/items/554288583d581a8a929c")
    static let appleNavigationDelegate = EvidenceSource(
        "UINavigationControllerDelegate (Apple)",
        "https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate")
    static let appleScenePhase = EvidenceSource("ScenePhase (Apple)", "https://developer.apple.com/documentation/swiftui/scenephase")
    static let appleMemoryNotification = EvidenceSource(
        "UIApplication.didReceiveMemoryWarningNotification (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification")
    static let koreanTabNote = EvidenceSource(
        "UITabBarController life cycle, a Korean study note with its console output (Markdown on GitHub; the repository is not identified, iOS not stated)"
    )
    static let iphonedevTabBar = EvidenceSource(
        "UITabBarController, a reverse-engineered listing of _setSelectedViewController: (iPhone Development Wiki)",
        "https://iphonedev.wiki/index.php?title=UITabBarController")
    static let juejinTabTable = EvidenceSource(
        "UITabBarController delegate and view controller lifecycle order, a table without a log (juejin, 2025)",
        "https://juejin.cn/post/7588022226739183666")
    static let appleTabDelegate = EvidenceSource(
        "UITabBarControllerDelegate (Apple)",
        "https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate")
}

extension BehaviourRegistry {
    static let containers: [Behaviour] = [
        Behaviour(
            .navigationDelegate,
            "Navigation controller delegate: willShow after the controllers' will-calls, didShow after their did-calls, also when the navigation controller first comes on screen",
            sources: [Source.vastdev, Source.appleNavigationDelegate],
            disagreement: "vastdevblog's log (2012) shows the order; on a cancelled swipe back didShow is not sent (two bug reports)."),
        Behaviour(
            .tabSwitch,
            "Tab switch: new viewWillAppear, old viewWillDisappear, old viewDidDisappear, new viewDidAppear — the new tab is told first, unlike a push",
            sources: [Source.pgzxcTabs, Source.lxweiminTabs],
            disagreement: "One table without a log puts the old tab's viewWillDisappear first; the recorded log wins."),
        Behaviour(
            .tabSwitchViewIsAppearing,
            "On a tab switch the new tab's viewIsAppearing comes after the old tab's viewWillDisappear, once the new tab's view joins "
                + "the window, and not right after its own viewWillAppear as on a push",
            // Apple's page says only "after viewWillAppear", not where it falls against the old
            // tab's calls: a source, not documentation (the audit of quotes, 2026-12-07).
            sources: [Source.youngkTabs, Source.appleViewIsAppearing],
            disagreement:
                "The log attached shows it on both taps of its app and states no iOS version; where it falls against the tab bar "
                + "delegate's didSelect, no log shows: the engine sends it after, as the view joins the window at the next layout."),
        Behaviour(
            .tabDelegate,
            "Tab bar delegate: shouldSelect before the switch; didSelect after the will-calls and before the did-calls, which wait until the switch is drawn",
            sources: [Source.koreanTabNote, Source.iphonedevTabBar, Source.juejinTabTable, Source.appleTabDelegate],
            disagreement:
                "A Korean study note (its console output for first and later switches) logs didSelect between the old tab's viewWillDisappear and viewDidDisappear; "
                + "a reverse-engineered listing of UIKit's selection method (iOS 4 to 6) calls the delegate as soon as the transition has begun, which fits. "
                + "A 2025 table without a log (juejin) puts didSelect after both did-calls; the engine follows the study note's console output. Where didSelect falls against the new tab's "
                + "layout pass and viewIsAppearing, none of these shows: the engine sends it before them."),
        Behaviour(
            .containmentAdd, "addChild(_:) calls willMove(toParent:) itself; the developer calls didMove(toParent:) after adding the view",
            sources: [Source.appleAddChild],
            documentation: [
                Source.appleWillMoveToParent.quoting(
                    "When your custom container calls the addChild(_:) method, it automatically calls the willMove(toParent:) method of the view controller to be added as a child before adding it."
                ),
                Source.appleDidMoveToParent.quoting(
                    "If you are implementing your own container view controller, it must call the didMove(toParent:) method of the child view controller after the transition to the new controller is complete or, if there is no transition, immediately after calling the addChild(_:) method."
                ),
            ]),
        Behaviour(
            .containmentRemove, "The developer calls willMove(toParent: nil); removeFromParent() calls didMove(toParent: nil)",
            sources: [],
            documentation: [
                Source.appleWillMoveToParent.quoting(
                    "If you are implementing your own container view controller, it must call the willMove(toParent:) method of the child view controller before calling the removeFromParent() method, passing in a parent value of nil."
                ),
                Source.appleDidMoveToParent.quoting(
                    "The removeFromParent() method automatically calls the didMove(toParent:) method of the child view controller after it removes the child."
                ),
            ]),
        Behaviour(
            .containmentAppearance,
            "A child's appearance follows its parent's: parent will, child will, parent did, child did; a child added to a visible parent appears when its view is added",
            sources: [Source.phchan9, Source.so48653763],
            disagreement:
                "phchan9's timestamped log (2016) shows the parent-then-child order; a child added to or removed from a parent already on screen rests on prose only."
        ),
        Behaviour(
            .interactivePopCompleted, "A completed swipe back is a pop, with the did-calls after the finger lifts",
            sources: [Source.hbNavigationBarDemoRepo, Source.wangling, Source.so18927878, Source.mo4techLifeCycle]),
        Behaviour(
            .interactivePopCancelled,
            "A cancelled swipe back: top viewWillDisappear, revealed viewWillAppear, revealed viewWillDisappear and viewDidDisappear, top viewWillAppear and viewDidAppear; viewDidAppear is never sent to the revealed controller",
            sources: [Source.hbNavigationBarDemoRepo, Source.wangling, Source.mo4techLifeCycle],
            disagreement:
                "A timestamped 2015 log shows it whole; a machine-garbled log cut off at the end and a 2014 listing agree with it. All three predate viewIsAppearing, so they cannot show whether it is sent during the gesture; the engine leaves it out."
        ),
        Behaviour(
            .sheetSwipe, "Swiping a sheet down: presentationControllerShouldDismiss, WillDismiss, the sheet's disappearance, DidDismiss",
            // Apple documents the delegate calls; where the sheet's own calls fall among them is neither documented nor recorded.
            sources: [Source.hirothings, Source.appleAdaptiveDelegate],
            disagreement:
                "Apple's page gives the delegate order; where the sheet's own viewWillDisappear and viewDidDisappear fall among the delegate calls, neither source shows."
        ),
        Behaviour(
            .sheetSwipeCancelled, "A cancelled sheet swipe: the sheet is told it will disappear, then reappears; DidDismiss is not sent",
            sources: [Source.appleAdaptiveDelegate], disagreement: "By analogy with a cancelled swipe back (vc.interactive-pop.cancelled)."),
        Behaviour(
            .swiftUIScenePhase,
            "SwiftUI scenePhase: one change to active at launch; active → inactive → background when leaving; background → inactive → active when returning",
            sources: [Source.memotut, Source.frentebw, Source.dinkarAppDelegate, Source.appleScenePhase],
            disagreement:
                "The launch and leave orders are shown in two articles (memotut, frentebw), and the return in a 2021 README (dinkar1708/SwiftUIExample). The "
                + "initial value .inactive is not printed by onChange in those, nor in a 2024 iOS 16 log (wtrmiya); one undated page "
                + "(swifty-ui.com, a view's observer) prints .inactive then .active at launch, which the engine does not show."
        ),
        Behaviour(
            .memoryWarningNotification,
            "The memory-warning notification reaches its observers after the app delegate and before the view controllers",
            sources: [Source.pastebinMemory, Source.appleMemoryNotification],
            disagreement: "Apple lists the delivery paths without an order; one iOS 5 log shows the app delegate before the view controllers."),
    ]
}
