extension BehaviourID {
    static let viewRelease: BehaviourID = "view.release"
    static let viewDeallocSuperview: BehaviourID = "view.dealloc.superview"
    static let viewNibLoad: BehaviourID = "view.nib.loaded-with"
    static let viewNibNested: BehaviourID = "view.nib.nested"
    static let viewNibAwakeOrder: BehaviourID = "view.nib.awake-order"
}

extension Source {
    static let soSuperviewDealloc = EvidenceSource(
        "What happens to subviews when superview is dealloced? (Stack Overflow answer, mirrored: the superview's dealloc removes each subview)",
        "https://devze.com/ask/1229601IxdWYapjo")
    static let szulcStoryboardView = EvidenceSource(
        "Initialization process of a view loaded from a storyboard (Tomasz Szulc, 2015)",
        "http://szulctomasz.com/programming-blog/2015/08/initialization-process-of-a-view-loaded-from-a-storyboard/")
    static let appleAwakeFromNib = EvidenceSource(
        "awakeFromNib() (Apple): sent after all objects of the nib are loaded and connected",
        "https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib")
}

/// Views that begin with a controller's nib and end with their superview.
extension BehaviourRegistry {
    static let viewLifetimes: [Behaviour] = [
        Behaviour(
            .viewNibLoad,
            "A view of a controller's storyboard scene or nib is created inside the controller's loadView: init(coder:), willMove(toSuperview:), didMoveToSuperview(), then awakeFromNib(), before viewDidLoad",
            sources: [Source.viewBradBambara, Source.szulcStoryboardView],
            disagreement:
                "Both 2015 listings are of overridden methods without timestamps; they agree that awakeFromNib follows the superview pair. The window pair and the first layout come when the controller appears."
        ),
        Behaviour(
            .viewNibNested,
            "A nib view inside another nib view is decoded inside its superview's init(coder:): its init, its superview pair and the superview's didAddSubview come before the superview is added",
            sources: [Source.szulcStoryboardView],
            disagreement:
                "Inferred from how decoding nests. An override that prints after super.init(coder:) shows the subview's line first."
        ),
        Behaviour(
            .viewNibAwakeOrder, "Several views of one nib each get awakeFromNib() after all were decoded, in the order they are declared",
            sources: [Source.appleAwakeFromNib],
            disagreement: "Apple's page says that awakeFromNib waits for the whole nib, not in which order its objects get it."),
        Behaviour(
            .viewRelease, "The last strong reference to a view without a superview goes away: deinit, then its subviews are removed and released",
            sources: [Source.soSuperviewDealloc, Source.appleDeinit]),
        Behaviour(
            .viewDeallocSuperview,
            "A deallocating view removes each subview after its own deinit: the subview's willMove(toSuperview: nil) and didMoveToSuperview(); no window calls, as it left the window before",
            sources: [Source.soSuperviewDealloc, Source.viewEcomnet2016],
            disagreement:
                "The removal is reported from a breakpoint (Stack Overflow); the order of the calls is by analogy with removeFromSuperview. A 2016 log shows one willRemoveSubview(_:) line that is most likely a deallocating view's own, after its dealloc had begun; the engine sends nothing to an object after its deinit."
        ),
    ]
}
