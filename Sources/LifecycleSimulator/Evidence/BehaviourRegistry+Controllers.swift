extension BehaviourRegistry {
    static let controllers: [Behaviour] = [
        Behaviour(
            .vcInitCode, "Created in code: init(nibName:bundle:) with nil arguments; the view is loaded later, lazily",
            sources: [Source.kingcos, Source.lifecycleNotes2018]),
        Behaviour(
            .vcInitStoryboard, "Created from a storyboard: init(coder:), then awakeFromNib; the view is loaded later",
            sources: [Source.kingcos, Source.lifecycleNotes2018, Source.readke, Source.juejinStoryboard]),
        Behaviour(
            .vcLoad, "On first access of view: loadView, then viewDidLoad, once per controller",
            sources: [Source.kingcos, Source.jianshu904, Source.lifecycleNotes2018]),
        Behaviour(
            .vcLoadViewLoop, "A loadView that sets no view, with a viewDidLoad that reads view, repeats loadView and viewDidLoad for ever",
            sources: [Source.kingcos, Source.zhouyi2016, Source.peiBoBo2016, Source.seed004, Source.tangNote],
            disagreement:
                "The logs of kingcos (2017) and zhouyi-ios (2016) show the pair alternating until the author stops it or the app hangs, and a "
                + "2016 report saw an endless loop once viewDidLoad logged self.view. Each read of view while it is nil runs another "
                + "round; a read inside viewDidLoad nests the rounds without end. When nothing in the controller reads view the rounds "
                + "stop (vc.load-view.rounds)."),
        Behaviour(
            .vcLoadViewRounds,
            "A loadView that sets no view, with nothing in the controller reading view: loadView and viewDidLoad run once for each "
                + "time UIKit reads view, then the controller appears with no view (a black screen, no layout of its own). The engine "
                + "shows one round marked “×1 or more”",
            sources: [Source.peiBoBo2016, Source.seed004],
            disagreement:
                "The number of rounds depends on how often UIKit reads view: four in a timestamped log kept outside the project, two in a "
                + "2016 report (裴波波, screenshots), “a few” in a CSDN article, whose newer toolchain then went on to viewWillAppear. "
                + "None of these shows layout calls for such a controller, or what it hears after its first appearance; the engine refuses "
                + "later actions on it."),
        Behaviour(
            .vcFirstAppearance, "First appearance: viewWillAppear, layout, viewDidAppear",
            sources: [Source.kingcos, Source.abnerPei, Source.jianshu904, Source.readke, Source.juejinStoryboard, Source.lifecycleNotes2018],
            disagreement:
                "Layout can run more than once before viewDidAppear (some of the cited logs show two passes); the engine shows one pass marked “×1 or more”."
        ),
        Behaviour(
            .vcViewIsAppearing, "viewIsAppearing (iOS 13 and later) comes after viewWillAppear and before viewDidAppear, once per appearance",
            sources: [Source.useYourLoaf],
            documentation: [
                Source.appleViewIsAppearing.quoting(
                    "The system calls this method once each time a view controller’s view appears after the viewWillAppear(_:) call."),
                Source.appleViewIsAppearing.quoting(
                    "However, the system calls viewIsAppearing(_:) only once during the appearance transition, and calls it even if the view doesn’t require laying out when it appears."
                ),
            ],
            disagreement:
                "Apple's page says the superview has laid the view out by then; the engine puts it before the controller's own viewWillLayoutSubviews, as Apple's WWDC23 diagram does."
        ),
        Behaviour(
            .vcNoAppearanceOnBackground, "Going to the background or returning sends no appearance calls to view controllers",
            sources: [Source.hbNavigationBarDemo]),
        Behaviour(
            .vcShowReplace, "Replacing a window's root: the old root disappears and is released, the new one appears",
            sources: [Source.appleRootViewController],
            disagreement:
                "The interleaving is that of a push (vc.push), by analogy. Apple's rootViewController page says the old views are removed "
                + "before the new ones are installed, which would put the old root's disappearance first; no log shows the calls."),
        Behaviour(
            .vcPush, "Push: old viewWillDisappear, new viewWillAppear, new layout, old viewDidDisappear, new viewDidAppear",
            sources: [Source.abnerPei, Source.readke, Source.csdnZm, Source.csdnWf, Source.jianshu904, Source.wangling],
            disagreement:
                "Where the pushed controller's viewDidLoad falls varies: iOS 8 logs put it before the old controller's viewWillDisappear and one source says iOS 9 put it after; the later logs cited put it before, as the engine does. A popular article puts the new viewWillAppear first; none of the cited logs does.",
            dependsOn: [.animated]
        ),
        Behaviour(
            .vcPushUnanimated, "Push without animation", sources: [Source.abnerPei],
            disagreement:
                "One iOS 12 report (screenshots only) saw viewDidAppear before the layout calls without animation; the engine keeps the animated order.",
            dependsOn: [.animated]
        ),
        Behaviour(
            .vcPop,
            "Pop: top viewWillDisappear, revealed viewWillAppear, top viewDidDisappear, revealed viewDidAppear, then the popped controller is released",
            sources: [Source.abnerPei, Source.readke, Source.csdnZm, Source.csdnWf],
            disagreement:
                "A popular article adds layout calls on the revealed controller; the cited log that instruments them shows none during pop.",
            dependsOn: [.animated]),
        Behaviour(
            .vcPopToRoot, "Pop to root: like a pop between the top and the root; the controllers in between get no appearance calls and are released",
            sources: [Source.hdk2200LifeCycle, Source.kaopukePopToRoot, Source.applePopToRoot],
            disagreement:
                "hdk2200's log (iOS 17, popToViewController over one controller) and kaopuke's arrow chain agree on the "
                + "top's and the root's calls and on the middle controller's release during the transition (vc.pop.releases-middle)."),
        Behaviour(
            .vcPopReleasesMiddle,
            "Popping over several controllers, those under the old top leave the stack (didMove(toParent: nil)) and are released as soon "
                + "as the will-calls are made, before the old top's viewDidDisappear; the old top is released last",
            sources: [Source.hdk2200LifeCycle, Source.kaopukePopToRoot],
            disagreement:
                "hdk2200's log (iOS 17) shows the middle controller's deinit between the root's viewIsAppearing and the top's viewDidDisappear; an "
                + "undated arrow chain (kaopuke.com) states the same. Neither shows where its didMove(toParent: nil) falls; with several "
                + "controllers in between, their order (top first) is by analogy."),
        Behaviour(
            .vcSetStack, "Replacing the stack: like a push or pop between the old and new top; removed controllers are released",
            sources: [Source.appleSetViewControllers],
            disagreement: "By analogy with push and pop. Apple's page does not say in which order the removed controllers are released."),
        Behaviour(
            .vcStackOffScreen, "Changing a navigation stack that is not on screen sends no appearance calls", sources: [],
            disagreement: "A navigation controller not in a window has no view to show."),
        Behaviour(
            .vcPushBeforeFirstAppearance,
            "An animated push onto a window's root navigation controller while the app launches, before the window first appears: before "
                + "iOS 18 the root starts to appear (viewWillAppear, viewIsAppearing) and the pushed controller replaces it in the same pass; "
                + "from iOS 18 only the pushed controller appears",
            sources: [Source.vandrjPushBeforeFirstAppearance],
            disagreement:
                "One app, run on iOS 17.4 and on iOS 18.2 (VAndrJ, 2025, Xcode console screenshots); its author suggests the change may "
                + "be an optimization of iOS 18.0 and had not checked later versions. That earlier versions (and apps without scenes) behave as "
                + "17.4 does and later ones as 18.2, and where the layout, the delegate's and containment calls and the scene's activation fall, "
                + "is by analogy with a plain first appearance and push.",
            dependsOn: [.ios([18]), .animated]),
        Behaviour(.vcRelease, "The last strong reference goes away: deinit", sources: [Source.appleDeinit]),
        Behaviour(
            .vcMemoryWarning, "didReceiveMemoryWarning on every live view controller, on screen or not, its view loaded or not",
            // The pastebin log's second warning reaches a controller whose view the first unloaded.
            sources: [Source.pastebinMemory, Source.appleMemoryWarning]),
    ]

    static let presentation: [Behaviour] = [
        Behaviour(
            .presentFullScreen,
            "Full-screen presentation: presenter viewWillDisappear, presented viewWillAppear and layout, presented viewDidAppear, then presenter viewDidDisappear",
            sources: [Source.hbNavigationBarDemoRepo, Source.juejinPresentTable, Source.remkoh, Source.kingcos, Source.appleFullScreen],
            disagreement:
                "In the cited logs the presenter disappears after the presented controller has appeared. The undated logs of remkoh.dev and seeking-star.com also lay the presenter out during the presentation and kingcos's does not: the engine shows that pass marked “×0 or more” (vc.layout.presenter-pass).",
            dependsOn: [.style, .animated]
        ),
        Behaviour(
            .presentOver, "Sheets and over-styles keep the presenting controller's view: it gets no appearance calls",
            // Apple's sentence keeps the views beneath, for over-full-screen; it names no
            // call and no order of the presented controller's calls.
            sources: [Source.hacknicity, Source.yagamo, Source.juejinPresent, Source.appleOverFullScreen],
            dependsOn: [.style, .animated]),
        Behaviour(
            .dismissFullScreen,
            "Dismissing a full-screen presentation: presented viewWillDisappear, presenter viewWillAppear, presenter viewDidAppear, presented viewDidDisappear, then its deinit",
            sources: [Source.hbNavigationBarDemoRepo, Source.juejinPresentTable, Source.kingcos, Source.michaelLong],
            disagreement:
                "Unlike a pop, the controller going away finishes last: a 2015 timestamped log and a 2022 table agree. This engine put the presented viewDidDisappear before the presenter's viewDidAppear, by analogy with pop, until both were found. One article claims the presenter gets no viewWillAppear, which holds for sheets only.",
            dependsOn: [.style, .animated]
        ),
        Behaviour(
            .dismissOver, "Dismissing a sheet or over-style presentation: only the presented controller's calls",
            sources: [Source.yagamo, Source.appleOverFullScreen], dependsOn: [.style, .animated]),
        Behaviour(
            .dismissChain,
            "Dismissing a controller that presents others: the whole chain above it goes; what is on screen disappears (the top first), the presenter reappears if the bottom presentation covered it, and the chain is released top first",
            sources: [Source.juejinChainDealloc, Source.radar18696859, Source.radar18421969, Source.appleDismiss],
            disagreement:
                "Apple's page says that the whole chain is dismissed and that only the top controller animates, the ones in between being "
                + "“simply removed”; a 2019 note says the dismissed controllers are deallocated together. On iOS 8 the controllers in "
                + "between appeared and disappeared again (vc.dismiss.chain.ios8); two radars call that a regression from iOS 7, and none "
                + "of the sources says when it was undone.",
            dependsOn: [.style, .animated]),
        Behaviour(
            .dismissChainIOS8,
            "iOS 8: dismissing a controller that presents others ends one presentation after another, the top first and without "
                + "animation, so each controller in between appears (viewWillAppear, viewDidAppear) and disappears again (viewWillDisappear, "
                + "viewDidDisappear) before the presenter comes back; the chain is then released top first",
            sources: [Source.radar18696859, Source.radar18421969, Source.kyfxbl2014],
            disagreement:
                "One iOS 8.1.3 log kept outside the project shows the middle controller's four calls; two radars (iOS 8.0) saw the "
                + "intermediate controller shown and animated away, “a regression from iOS 7”, and a 2014 blog saw the middle controller's "
                + "viewDidAppear in the console. None of them shows where the deinits fall: the engine releases the chain at the end, "
                + "as on other versions. Apple's documentation says the controllers in between are simply removed."),
        Behaviour(
            .presentAdaptivePreIOS13, "Before iOS 13 the default style is full screen, and sheets on iPhone adapt to full screen",
            sources: [Source.hacknicity, Source.appleAutomatic], dependsOn: [.style, .ios([13])]),
    ]
}
