/// The sources behaviours cite, named once so the same article is not spelled three ways.
enum Source {
    static let abnerPei = EvidenceSource(
        "AbnerPei/PPStudyExamples, UIViewController example (timestamped log, 2020)",
        "https://github.com/AbnerPei/PPStudyExamples")
    static let readke = EvidenceSource("Storyboard push and pop log (readke.com, mirrored on jianshu)", "http://readke.com/c/0Z41505102021.html")
    static let csdnZm = EvidenceSource("Push and pop order (CSDN, 2016)", "https://blog.csdn.net/zm19920924/article/details/51557820")
    static let csdnWf = EvidenceSource("Timestamped push and pop log (CSDN, 2015)", "https://blog.csdn.net/wf96390/article/details/51045165")
    static let jianshu904 = EvidenceSource("Root and pushed controller log (jianshu, 2021)", "https://wsa.jianshu.io/p/904706b1b361")
    static let juejinStoryboard = EvidenceSource("Storyboard controller log (juejin, 2020)", "https://juejin.cn/post/6844904181753446408")
    static let wangling = EvidenceSource(
        "The inconsistent order of view transition events (2014)",
        "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html")
    static let kingcos = EvidenceSource(
        "kingcos/UIViewController-UIView-LifecycleDemo (logs, 2017)",
        "https://github.com/kingcos/UIViewController-UIView-LifecycleDemo")
    static let lifecycleNotes2018 = EvidenceSource(
        "Lifecycle notes with NSLog output for code, nib and storyboard controllers (GitHub markdown, 2018; repository not identified)")
    static let hbNavigationBarDemo = EvidenceSource(
        "HustBroventure, UINavigationbar notes with the NSLog output of HBNavigationBarDemo (GitHub, 2015)",
        "https://github.com/HustBroventure/iOS-/blob/master/UI%E7%B1%BB/UINavigationbar.md")
    static let hbNavigationBarDemoRepo = EvidenceSource(
        "HustBroventure/iOS-, UINavigationbar.md: HBNavigationBarDemo with NSLog timestamps (2015-10-29)",
        "https://github.com/HustBroventure/iOS-/blob/master/UI%E7%B1%BB/UINavigationbar.md")
    static let juejinPresentTable = EvidenceSource(
        "ViewController视图生命周期: present and dismiss by modalPresentationStyle (juejin, 2022-11-29)",
        "https://juejin.cn/post/7171098718656020510", language: "zh-Hans")
    static let remkoh = EvidenceSource("iOS: UIViewController lifecycle in a storyboard (remkoh.dev, NSLog output)", "https://remkoh.dev/?p=4214")
    static let appleDismiss = EvidenceSource(
        "dismiss(animated:completion:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)")
    static let radar18696859 = EvidenceSource(
        "Open Radar 18696859: intermediate modal views show while dismissing, iOS 8.0, a regression from iOS 7 (openradar mirror #2907, 2014)",
        "https://github.com/lionheart/openradar-mirror/issues/2907")
    static let radar18421969 = EvidenceSource(
        "Open Radar 18421969: dismissViewControllerAnimated:completion: animates the middle controller away on iOS 8, not on iOS 7 (openradar mirror #3107, 2014)",
        "https://github.com/lionheart/openradar-mirror/issues/3107")
    static let kyfxbl2014 = EvidenceSource(
        "iOS调用dismissViewController的细节: dismissing from the bottom calls viewDidAppear of each controller in the chain (kyfxbl, 2014-12-17)",
        "http://kyfxbl.com/2014/12/17/dismiss-view-controller-in-ios", language: "zh-Hans")
    static let juejinChainDealloc = EvidenceSource(
        "present and dismiss questions: a chain dismissed from the bottom deallocates together (juejin, 2019)",
        "https://juejin.cn/post/6844903928123883527")
    static let jigarm = EvidenceSource(
        "Delegate methods called when opening an app (iOS 10 tests)",
        "https://medium.com/@jigarm/delegate-methods-called-when-opening-app-533f9b176cdf")
    static let csdnDecember = EvidenceSource("App state transitions (CSDN, iOS 4–5 era)", "https://blog.csdn.net/decemberd/article/details/7225548")
    static let appleLifeCycle = EvidenceSource(
        "Managing your app's life cycle (Apple)",
        "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle")
    static let appleWillTerminate = EvidenceSource(
        "applicationWillTerminate(_:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)")
    static let appleSIGKILL = EvidenceSource("EXC_CRASH (SIGKILL) (Apple)", "https://developer.apple.com/documentation/xcode/sigkill")
    static let posixSigaction = EvidenceSource(
        "sigaction(2), Linux man-pages: “SIGKILL or SIGSTOP, which cannot be caught or ignored” (POSIX; a killed process runs no more code)",
        "https://man7.org/linux/man-pages/man2/sigaction.2.html")
    static let appleResignActive = EvidenceSource(
        "applicationWillResignActive(_:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)")
    static let appleMemoryWarning = EvidenceSource(
        "didReceiveMemoryWarning() (Apple)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()")
    static let appleAppMemoryWarning = EvidenceSource(
        "applicationDidReceiveMemoryWarning(_:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)")
    static let forum732170 = EvidenceSource(
        "Apple Developer Forums thread 732170 (debug prints)", "https://forums.developer.apple.com/forums/thread/732170")
    static let bigNerdRanch = EvidenceSource(
        "Big Nerd Ranch, iOS Programming 7th ed., Scene State Transitions",
        "https://ebookreading.net/view/book/iOS+Programming++The+Big+Nerd+Ranch+Guide++7th+Edition-EB9780135264843_119.html")
    static let chakane3 = EvidenceSource("chakane3/swiftNotes, app life cycle notes", "https://github.com/chakane3/swiftNotes")
    static let onmyway133 = EvidenceSource(
        "How to work with SceneDelegate in iOS 12 (quoting Apple)",
        "https://onmyway133.com/posts/how-to-work-with-scenedelegate-in-ios-12")
    static let appleSceneDisconnect = EvidenceSource(
        "sceneDidDisconnect(_:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)")
    static let appleDiscardSessions = EvidenceSource(
        "application(_:didDiscardSceneSessions:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)")
    static let appleViewIsAppearing = EvidenceSource(
        "viewIsAppearing(_:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)")
    static let useYourLoaf = EvidenceSource(
        "UIKit view lifecycle: viewIsAppearing (Use Your Loaf)",
        "https://useyourloaf.com/blog/uikit-view-lifecycle-viewisappearing/")
    static let appleFullScreen = EvidenceSource(
        "UIModalPresentationStyle.fullScreen (Apple)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen")
    static let appleOverFullScreen = EvidenceSource(
        "UIModalPresentationStyle.overFullScreen (Apple)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen")
    static let michaelLong = EvidenceSource(
        "What happens to the presenting view controller (Michael Long, 2019)",
        "https://michaellong.medium.com/do-you-remember-what-happens-to-the-uikit-presentingviewcontroller-of-a-modally-presented-vc-8bb997340c86")
    static let juejinPresent = EvidenceSource(
        "Presentation style and the presenting controller (juejin, 2021)", "https://juejin.cn/post/7032937831286702094")
    static let hacknicity = EvidenceSource(
        "View controller presentation changes in iOS 13 (hacknicity)",
        "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e")
    static let yagamo = EvidenceSource(
        "Default modal segue in Xcode 11 (yagamo-style)", "https://yagamo-style.com/2020/03/02/default-modal-segue-xcode11/")
    static let appleAutomatic = EvidenceSource(
        "UIModalPresentationStyle.automatic (Apple)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic")
    static let tangNote = EvidenceSource("TangChangTomYang/ios-Note, loadView and the view getter", "https://github.com/TangChangTomYang/ios-Note")
    static let zhouyi2016 = EvidenceSource(
        "UIViewController中的loadView方法: a loadView that sets no view and a viewDidLoad that reads self.view, timestamped NSLog output that loops (zhouyi-ios, cnblogs, 2016-02-29)",
        "https://cnblogs.com/zhouyi-ios/p/5227069.html", language: "zh-Hans")
    static let peiBoBo2016 = EvidenceSource(
        "ios - loadView与viewDidload: a loadView that sets no view runs twice with its viewDidLoad, then a black view; an endless loop once viewDidLoad logs self.view (裴波波, cnblogs, 2016-04-12, screenshots)",
        "https://cnblogs.com/adampei-bobo/p/5383703.html", language: "zh-Hans")
    static let seed004 = EvidenceSource("ViewController lifecycle with the loadView special case (CSDN article, a seed of this site)")
    static let appleViewWillTransition = EvidenceSource(
        "viewWillTransition(to:with:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)")
    static let applePopToRoot = EvidenceSource(
        "popToRootViewController(animated:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)")
    static let appleRootViewController = EvidenceSource(
        "rootViewController (UIWindow, Apple): the old views are removed before the new ones are installed",
        "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller")
    static let appleSetViewControllers = EvidenceSource(
        "setViewControllers(_:animated:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)")
    static let appleDeinit = EvidenceSource(
        "Deinitialization (The Swift Programming Language)",
        "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/deinitialization/")
}
