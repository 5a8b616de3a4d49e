extension BehaviourID {
    static let layoutPassRepeats: BehaviourID = "vc.layout.pass-repeats"
    static let layoutPassOptional: BehaviourID = "vc.layout.presenter-pass"
    static let layoutPassPresentedAgain: BehaviourID = "vc.layout.presented-pass-again"
    static let layoutPassPresenterReturns: BehaviourID = "vc.layout.presenter-returns"
}

/// Logs that count the layout passes of one appearance or one rotation.
extension Source {
    static let yagamo2019 = EvidenceSource(
        "UIViewController lifecycle methods, console output (yagamo-style, 2019-05-21, iOS 12.2)",
        "https://yagamo-style.com/2019/05/21/viewcontrollerlifecycle")
    static let seekingStar = EvidenceSource(
        "UIViewController lifecycle, class and method log (seeking-star.com)",
        "https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/")
    static let so49279687 = EvidenceSource(
        "Why are viewDidLayoutSubviews and viewWillLayoutSubviews called two times? (Stack Overflow question 49279687, 2018, mirrored)",
        "https://thinbug.com/q/49279687")
    static let kingcosRotation = EvidenceSource(
        "kingcos, UIViewController_Lifecycle.md, rotation output (GitHub, 2017, Xcode 8.2)",
        "https://github.com/kingcos/UIViewController-UIView-LifecycleDemo/blob/master/UIViewController_Lifecycle.md")
}

extension BehaviourRegistry {
    static let layoutPasses: [Behaviour] = [
        Behaviour(
            .layoutPassRepeats,
            "A layout pass may run more than once in a row: when a window first shows its root controller, and after a rotation. "
                + "The engine shows the pass once, marked “×1 or more”, and expect, claims and trace-check accept it one or more times",
            sources: [Source.readke, Source.yagamo2019, Source.seekingStar, Source.so49279687, Source.remkoh, Source.kingcosRotation],
            disagreement:
                "At launch, readke, yagamo, seeking-star and Stack Overflow 49279687 show two passes, remkoh and AbnerPei one; after a "
                + "rotation, kingcos's log shows three passes and yagamo's one. A pushed controller shows one pass in every log cited, and a "
                + "popped-to controller none, so those passes are not marked; a 2021 post cut off in its stored copy (nyshiyama), whose "
                + "parent calls super.viewDidDisappear in its viewWillAppear, lays the popped-to parent out once after that viewWillAppear. "
                + "A controller presented full screen is laid out once by "
                + "remkoh.dev and seeking-star.com, and twice by a yagamo-style log (iOS 12.2) and an iOS 9 log kept outside the project, "
                + "with the presenting controller's pass between: its first pass is marked “×1 or more”, the presenting controller's “×0 or more” (vc.layout.presenter-pass) and "
                + "its second “×0 or more” (vc.layout.presented-pass-again)."),
        Behaviour(
            .layoutPassOptional,
            "During a full-screen presentation the presenting controller may be laid out once more, after the presented controller's layout "
                + "and before its viewDidAppear. The engine shows the pass once, marked “×0 or more”, and expect, claims and trace-check accept it "
                + "left out or once or more",
            sources: [Source.remkoh, Source.seekingStar, Source.yagamo2019, Source.kingcos],
            disagreement:
                "The pass shows in remkoh.dev's log (a storyboard segue) and seeking-star.com's (a button), neither stating its iOS "
                + "version, in a yagamo-style log (iOS 12.2, a segue) and in an iOS 9 log kept outside the project; kingcos's (iOS 10, "
                + "Xcode 8.2), which instruments layout on the presenting side, does not show it."),
        Behaviour(
            .layoutPassPresentedAgain,
            "During a full-screen presentation the presented controller may be laid out a second time, after the presenting controller's "
                + "pass and before its own viewDidAppear. The engine shows the pass marked “×0 or more”",
            sources: [Source.yagamo2019, Source.remkoh, Source.seekingStar],
            disagreement:
                "A yagamo-style log (iOS 12.2, a segue, whose controllers call super.viewDidAppear from viewDidDisappear) and an iOS 9 log "
                + "kept outside the project lay the presented controller out twice, the presenting controller between; remkoh.dev and "
                + "seeking-star.com (versions not stated) lay it out once. Nothing in these separates them by version: the engine accepts "
                + "both."),
        Behaviour(
            .layoutPassPresenterReturns,
            "When a full-screen presentation is dismissed the presenting controller may be laid out: before its viewDidAppear, and once more "
                + "after the presented controller is released. The engine shows both passes marked “×0 or more”",
            sources: [Source.yagamo2019, Source.kingcos],
            disagreement:
                "A yagamo-style log (iOS 12.2, an unwind segue) lays the presenting controller out on its return, once between its "
                + "viewWillAppear and viewDidAppear and once after the presented controller's deinit, and so does an iOS 9 log kept "
                + "outside the project; kingcos's (iOS 10), which instruments layout on the presenting side, shows none."),
    ]
}
