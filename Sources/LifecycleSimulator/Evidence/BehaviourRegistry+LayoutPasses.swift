extension BehaviourID {
    static let layoutPassRepeats: BehaviourID = "vc.layout.pass-repeats"
    static let layoutPassOptional: BehaviourID = "vc.layout.presenter-pass"
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
            iosSeen: "iOS 10–12",
            disagreement:
                "At launch, two passes in four logs (readke, yagamo, seeking-star, Stack Overflow 49279687) and one in others (remkoh, AbnerPei); "
                + "after a rotation, three passes in kingcos's log and one in yagamo's. Pushed and presented controllers show one pass in every "
                + "log found, and a popped-to controller none, so those passes are not marked. During a full-screen present, two logs "
                + "(remkoh.dev, seeking-star.com) lay the presenting controller out once more before the presented one's viewDidAppear "
                + "and kingcos's (iOS 10) does not: that pass is marked “×0 or more” (vc.layout.presenter-pass)."),
        Behaviour(
            .layoutPassOptional,
            "During a full-screen presentation the presenting controller may be laid out once more, after the presented controller's layout "
                + "and before its viewDidAppear. The engine shows the pass once, marked “×0 or more”, and expect, claims and trace-check accept it "
                + "left out or once or more",
            sources: [Source.remkoh, Source.seekingStar, Source.kingcos],
            disagreement:
                "Two logs show the pass (remkoh.dev, a storyboard segue; seeking-star.com, a button; neither states its iOS version) and one "
                + "that instruments layout on the presenting side does not (kingcos, iOS 10, Xcode 8.2). On dismiss no log found shows the "
                + "presenting controller laid out (kingcos shows only viewWillAppear and viewDidAppear), so dismiss has no such pass."),
    ]
}
