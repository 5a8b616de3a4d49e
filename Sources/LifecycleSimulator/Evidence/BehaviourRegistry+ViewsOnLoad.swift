extension BehaviourID {
    static let viewAddedOnLoad: BehaviourID = "view.add.on-load"
}

/// Logs of a push whose pushed controller builds its view hierarchy in viewDidLoad.
extension Source {
    static let yangjieXibLife = EvidenceSource(
        "LMXibLifeListView.swift, log comment of a push whose viewDidLoad adds MMTestLifeView (yangjie, NavigationBarTest, 2019-11-05; GitHub, repository not identified)"
    )
    static let juejin7249297734867566647 = EvidenceSource(
        "iOS view and view controller lifecycle functions, push of RACController (juejin, 2023)",
        "https://juejin.cn/post/7249297734867566647")
}

extension BehaviourRegistry {
    static let viewsOnLoad: [Behaviour] = [
        Behaviour(
            .viewAddedOnLoad,
            "A view the controller's viewDidLoad creates and adds to its view (added-on-load): init and the superview pair inside viewDidLoad, "
                + "the window pair after the controller's viewWillAppear, layoutSubviews after its viewDidLayoutSubviews and before viewDidAppear, "
                + "in the one layout pass of its first appearance",
            sources: [Source.yangjieXibLife, Source.juejin7249297734867566647],
            disagreement:
                "A 2019 log and a 2023 log of a push agree (the 2023 one's view also gets its own subviews, didAddSubview after its superview pair). The 2023 log "
                + "also shows the view leaving, rejoining and leaving the window again while the controller is pushed away; the engine sends one pair."
        )
    ]
}
