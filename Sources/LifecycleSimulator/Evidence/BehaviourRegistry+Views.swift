extension BehaviourID {
    static let viewInitCode: BehaviourID = "view.init.code"
    static let viewInitNib: BehaviourID = "view.init.nib"
    static let viewAddInWindow: BehaviourID = "view.add.in-window"
    static let viewAddOffWindow: BehaviourID = "view.add.off-window"
    static let viewDidAddSubview: BehaviourID = "view.add.did-add-subview"
    static let viewRemoveInWindow: BehaviourID = "view.remove.in-window"
    static let viewRemoveOffWindow: BehaviourID = "view.remove.off-window"
    static let viewWillRemoveSubview: BehaviourID = "view.remove.will-remove-subview"
    static let viewRemovedIsKept: BehaviourID = "view.remove.kept"
    static let viewWindowFollowsController: BehaviourID = "view.window.controller"
    static let viewWindowSubtree: BehaviourID = "view.window.subtree"
    static let viewWindowEndOfStep: BehaviourID = "view.window.end-of-step"
    static let viewDeallocWithController: BehaviourID = "view.dealloc.controller"
    static let viewLayoutOnScreen: BehaviourID = "view.layout.on-screen"
    static let viewLayoutWithController: BehaviourID = "view.layout.controller"
    static let viewLayoutDeferred: BehaviourID = "view.layout.set-needs-layout"
    static let viewLayoutIfNeeded: BehaviourID = "view.layout.layout-if-needed"
    static let viewLayoutIfNeededOffWindow: BehaviourID = "view.layout.layout-if-needed.off-window"
    static let viewLayoutSuperview: BehaviourID = "view.layout.superview"
    static let viewLayoutControllerRoot: BehaviourID = "view.layout.controller-root"
    static let viewLayoutResize: BehaviourID = "view.layout.resize"
    static let viewDisplayDeferred: BehaviourID = "view.display.set-needs-display"
}

/// Sources of the view behaviours, as docs/research/view-removal.md, view-layout.md and the
/// reference trace view-add-to-window.md give them.
extension Source {
    static let viewJianshu2019 = EvidenceSource("View lifecycle log, add and remove (jianshu mirror, 2019)", "http://39.103.169.235/p/681053cc48fd")
    static let viewEcomnet2017 = EvidenceSource(
        "MyView add log with drawRect (e-com-net, 2017)", "https://e-com-net.com/article/1644695866839195648.htm")
    static let viewEcomnet2016 = EvidenceSource("MyView add and remove log (e-com-net, 2016)", "https://e-com-net.com/article/5357521.htm")
    static let viewNotes2018 = EvidenceSource(
        "View lifecycle notes for views from code and from a xib (GitHub markdown, 2018; repository not identified)")
    static let viewJuejin2023 = EvidenceSource(
        "ViewLife: a view's calls through viewDidLoad, push and pop (juejin, 2023)",
        "https://juejin.cn/post/7249297734867566647")
    static let viewBradBambara = EvidenceSource(
        "Object life cycle: UIView (Brad Bambara, 2015)",
        "https://bradbambara.wordpress.com/2015/01/18/object-life-cycle-uiview/")
    static let viewLinweicanClaim = EvidenceSource(
        "didMoveToWindow is not called when the parent is not in a window (CSDN, claim without a log)",
        "https://blog.youkuaiyun.com/linweicanpc2/article/details/49367333")
    static let viewRecursionStack = EvidenceSource(
        "Stack trace of _didMoveFromWindow:toWindow: calling itself (quoted Stack Overflow answer)",
        "http://wjhsh.net/Proteas-p-2861639.html")
    static let viewXamarinWillMove = EvidenceSource(
        "UIView.WillMoveToWindow (Xamarin binding reference)",
        "http://man.hubwiz.com/docset/Mono.docset/Contents/Resources/Documents/api.xamarin.com/monodoc9905-6.html?link=M%3AUIKit.UIView.WillMoveToWindow%28UIKit.UIWindow%29"
    )
    static let viewAppKitWillMove = EvidenceSource(
        "NSView.viewWillMove(toWindow:) (Apple, AppKit; an analogy only)",
        "https://developer.apple.com/documentation/appkit/nsview/1483415-viewwillmovetowindow?changes=_2&language=objc")
    static let appleRemoveFromSuperview = EvidenceSource(
        "removeFromSuperview() (Apple)",
        "https://developer.apple.com/documentation/uikit/uiview/removefromsuperview().md")
    static let appleDidMoveToWindow = EvidenceSource(
        "didMoveToWindow() (Apple)",
        "https://developer.apple.com/tutorials/data/documentation/uikit/uiview/didmovetowindow().md")
    static let appleWillMoveToWindow = EvidenceSource(
        "willMove(toWindow:) (Apple)",
        "https://developer.apple.com/tutorials/data/documentation/uikit/uiview/willmove(towindow:).md")
    static let appleSetNeedsLayout = EvidenceSource(
        "setNeedsLayout() (Apple)",
        "https://developer.apple.com/tutorials/data/documentation/uikit/uiview/setneedslayout().md")
    static let appleLayoutIfNeeded = EvidenceSource(
        "layoutIfNeeded() (Apple)", "https://developer.apple.com/documentation/uikit/uiview/layoutifneeded().md")
    static let appleSetNeedsDisplay = EvidenceSource(
        "setNeedsDisplay() (Apple)",
        "https://developer.apple.com/tutorials/data/documentation/uikit/uiview/setneedsdisplay().md")
    static let appleContentModeRedraw = EvidenceSource(
        "UIView.ContentMode.redraw (Apple)",
        "https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw.md")
    static let appleDraw = EvidenceSource("draw(_:) (Apple)", "https://developer.apple.com/documentation/uikit/uiview/draw(_:).md")
    static let viewJuejin2021 = EvidenceSource(
        "Three setNeedsLayout calls, one layoutSubviews (juejin, 2021, timestamped)",
        "https://juejin.cn/post/6955717957183864846")
    static let viewOrderingTest = EvidenceSource(
        "LayoutSubviewsOrderingTest, an XCTest against UIKit (GitHub file not identified; its text, not its result)")
    static let viewU72 = EvidenceSource(
        "Custom view added in viewDidLoad: the controller's layout, then layoutSubviews and drawRect (u72.net, iOS 7 era)",
        "https://u72.net/daima/9b8r.html")
    static let viewRootChildNotes = EvidenceSource("RootView & ChildView & ViewController's Life-cycle (GitHub notes; repository not identified)")
    static let viewAliyunClaims = EvidenceSource(
        "When layoutSubviews is called: the copied test summary (aliyun)", "https://developer.aliyun.com/article/249391")
    static let viewCodingtourClaims = EvidenceSource(
        "layoutSubviews 调用时机 (codingtour)",
        "https://codingtour.com/posts/layoutsubview-%E8%B0%83%E7%94%A8%E6%97%B6%E6%9C%BA", language: "zh-Hans")
    static let viewResizeClaim = EvidenceSource(
        "Resizing a view lays out its superview (jianshu mirror, claim)", "http://39.103.169.235/p/f25ee1ab96c1")
    static let viewRunLoopAnswer = EvidenceSource(
        "The Core Animation commit: layout, then display (mirror of a Stack Overflow answer)",
        "https://geek-questions.imtqy.com/articles/1203932/index.html")
    static let viewSetNeedsLayoutAnswer = EvidenceSource(
        "Why layoutSubviews seems to run right after setNeedsLayout (stackguides)",
        "https://stackguides.com/questions/52899704/why-after-setneedslayout-layoutssubviews-method-executes-immediately")
}

extension BehaviourRegistry {
    static let views: [Behaviour] = [
        Behaviour(
            .viewInitCode, "Created in code: init(frame:), when an action first uses the view",
            sources: [Source.viewJianshu2019, Source.viewNotes2018]),
        Behaviour(
            .viewInitNib, "Loaded from a nib of its own: init(coder:), then awakeFromNib, before it is added anywhere",
            sources: [Source.viewNotes2018, Source.viewBradBambara],
            disagreement:
                "A view inside a storyboard scene or a controller's nib is added to its superview while the nib loads, so its superview pair comes before awakeFromNib (2015 listings); declare such a view with 'loaded-with' (view.nib.loaded-with)."
        ),
        Behaviour(
            .viewAddInWindow,
            "Added to a superview in a window: willMove(toSuperview:), didMoveToSuperview, then willMove(toWindow:), didMoveToWindow",
            sources: [Source.viewJianshu2019, Source.viewEcomnet2017, Source.viewEcomnet2016],
            disagreement:
                "Apple's pages give no order between the two pairs. The 2016 log was probably made before the controller's view was in a window (its window pair follows a didAddSubview, as if deferred); the 2017 and 2019 logs agree on the order."
        ),
        Behaviour(
            .viewDidAddSubview, "The superview's didAddSubview(_:) comes after the subview's didMoveToSuperview and before its window pair",
            sources: [Source.viewEcomnet2016],
            disagreement:
                "The cited log that prints didAddSubview shows the superview's own call between its superview pair and its deferred window pair; none of the cited logs instruments both the superview and the subview."
        ),
        Behaviour(
            .viewAddOffWindow,
            "Added to a superview that is not in a window: only willMove(toSuperview:) and didMoveToSuperview; the window pair comes when an ancestor joins a window",
            sources: [Source.viewJuejin2023, Source.viewBradBambara, Source.viewEcomnet2016, Source.viewLinweicanClaim, Source.appleDidMoveToWindow],
            disagreement:
                "Apple's didMoveToWindow() discussion allows a call with a nil window when the superview is not in a window; none of the cited logs shows one, so the engine sends none."
        ),
        Behaviour(
            .viewRemoveInWindow,
            "Removed from a superview in a window: willMove(toSuperview: nil), willMove(toWindow: nil), didMoveToWindow, didMoveToSuperview — the window pair inside the superview pair",
            sources: [Source.viewEcomnet2016, Source.viewJianshu2019, Source.appleRemoveFromSuperview]),
        Behaviour(
            .viewRemoveOffWindow, "Removed from a superview that is not in a window: only the superview pair",
            sources: [Source.viewLinweicanClaim, Source.appleDidMoveToWindow],
            disagreement:
                "A claim without a log says didMoveToWindow is not called when the parent is not in a window; Apple's wording allows a call with a nil window."
        ),
        Behaviour(
            .viewWillRemoveSubview, "The superview's willRemoveSubview(_:) comes first, before the subview's willMove(toSuperview: nil)",
            sources: [Source.viewEcomnet2016],
            disagreement:
                "It must come before the subview is detached. The cited log with willRemoveSubview shows it after the removal, most likely a deallocating view removing its own subview."
        ),
        Behaviour(
            .viewRemovedIsKept, "A removed view is not deallocated: the engine assumes the author still holds it and may add it again",
            sources: [Source.viewJianshu2019],
            disagreement:
                "The 2019 log shows dealloc right after the removal because the test drops its last reference; a view nothing else holds goes then."),
        Behaviour(
            .viewWindowFollowsController, "A controller's subviews join the window after its viewWillAppear and leave it before its viewDidDisappear",
            sources: [Source.viewJuejin2023],
            disagreement:
                "During an animated push the 2023 log shows the window pair three times (leave, rejoin, leave); the engine shows one. The log does not show whether a view that rejoins a window is laid out or drawn again; the engine lays out and draws only what is pending."
        ),
        Behaviour(
            .viewWindowSubtree,
            "The views inside a view that joins or leaves a window get the window pair too: willMove(toWindow:) on each, parents first, then didMoveToWindow on each",
            sources: [Source.viewRecursionStack, Source.viewXamarinWillMove, Source.viewAppKitWillMove],
            disagreement:
                "That descendants are told is supported by a recursive UIKit stack trace and by binding documentation; neither shows their order. The engine sends all the will-calls, parent first, then all the did-calls."
        ),
        Behaviour(
            .viewWindowEndOfStep, "A view's window changed in a way no transition announced: its window pair comes at the end of the step",
            sources: [Source.viewJuejin2023],
            disagreement:
                "A safety net: every transition, launch, scene connection and gesture tells subviews at the right moment (right after the controller's viewWillAppear, right before its viewDidDisappear). Any window change left over is reported at the end of the step, under this behaviour."
        ),
        Behaviour(
            .viewDeallocWithController,
            "When its controller is deallocated, its view removes each subview (willMove(toSuperview: nil), didMoveToSuperview()) and the subview is deallocated, after the controller's deinit, depth first",
            sources: [Source.viewEcomnet2016, Source.soSuperviewDealloc, Source.appleDeinit],
            disagreement:
                "A Stack Overflow answer, from a breakpoint, says a deallocating superview removes its subviews, so each gets willMove(toSuperview: nil); a 2016 log shows a deallocating view's willRemoveSubview for its own subview. Neither shows the order among siblings (the engine: the order they were added) or the deinit of a subview next to its parent's; the engine assumes nothing else holds them."
        ),
        Behaviour(
            .viewLayoutOnScreen,
            "A view that comes on screen is laid out and then drawn at the next layout pass: layoutSubviews, then draw(_:), parents before children",
            sources: [Source.viewJianshu2019, Source.viewEcomnet2017, Source.viewNotes2018, Source.viewU72],
            disagreement: "A view can be laid out more than once before it settles (a cited log shows two passes); the engine shows one."),
        Behaviour(
            .viewLayoutWithController,
            "The views of a controller that appears are laid out after its viewDidLayoutSubviews and drawn before its viewDidAppear",
            sources: [Source.viewJuejin2023, Source.viewU72, Source.viewRootChildNotes],
            disagreement: "The cited logs show a first appearance, not what a controller that reappears lays out again."),
        Behaviour(
            .viewLayoutDeferred,
            "setNeedsLayout returns at once; layoutSubviews comes at the next layout pass, once, however many requests came before it",
            sources: [Source.viewJuejin2021, Source.viewSetNeedsLayoutAnswer],
            documentation: [
                Source.appleSetNeedsLayout.quoting(
                    "This method makes a note of the request and returns immediately. Because this method does not force an immediate update, but instead waits for the next update cycle, you can use it to invalidate the layout of multiple views before any of those views are updated."
                )
            ],
            disagreement: "Each step of a scenario ends its run-loop turn, so requests merge only while the view waits outside a window."),
        Behaviour(
            .viewLayoutIfNeeded,
            "layoutIfNeeded lays out at once, the receiver first, if a layout is pending in its subtree; otherwise it does nothing",
            sources: [Source.viewOrderingTest],
            documentation: [
                Source.appleLayoutIfNeeded.quoting(
                    "Using the view that receives the message as the root view, this method lays out the view subtree starting at the root. If no layout updates are pending, this method exits without modifying the layout or calling any layout-related callbacks."
                )
            ]),
        Behaviour(
            .viewLayoutIfNeededOffWindow, "layoutIfNeeded lays out a view that is not in a window too",
            sources: [Source.appleLayoutIfNeeded],
            disagreement: "Apple names no window condition, and sizing views off screen relies on it."),
        Behaviour(
            .viewLayoutSuperview,
            "Adding or removing a subview, or resizing a view, lays out its superview again at the next pass, before the subview",
            sources: [Source.viewAliyunClaims, Source.viewCodingtourClaims, Source.viewResizeClaim, Source.viewJuejin2021],
            disagreement:
                "A widely copied test summary (its table was not preserved) says addSubview lays out the added view, the superview and all its subviews; a 2021 log lays out only views whose layout changed. The engine lays out the superview and the changed view."
        ),
        Behaviour(
            .viewLayoutControllerRoot,
            "When the superview is a controller's root view, that layout is the controller's: viewWillLayoutSubviews and viewDidLayoutSubviews at the next pass, before the subview's layoutSubviews",
            sources: [Source.viewAliyunClaims, Source.viewCodingtourClaims],
            disagreement:
                "Apple says the controller is told around its view's layout (viewWillLayoutSubviews, viewDidLayoutSubviews); that adding a subview triggers one is stated in articles."
        ),
        Behaviour(
            .viewLayoutResize, "A change of bounds size lays the view out at the next pass and does not redraw it",
            sources: [Source.viewAliyunClaims, Source.viewCodingtourClaims, Source.appleSetNeedsDisplay, Source.appleContentModeRedraw],
            disagreement:
                "The layout rests on the same test summary (view.layout.superview). Apple's pages say geometry changes do not redraw, except with contentMode .redraw, which the engine does not model."
        ),
        Behaviour(
            .viewDisplayDeferred, "setNeedsDisplay returns at once; draw(_:) comes at the next display pass, after every layout of that pass",
            sources: [Source.viewRunLoopAnswer, Source.appleDraw],
            documentation: [
                Source.appleSetNeedsDisplay.quoting(
                    "This method makes a note of the request and returns immediately. The view is not actually redrawn until the next drawing cycle, at which point all invalidated views are updated."
                )
            ],
            disagreement:
                "The Core Animation commit lays out, then displays (the cited answer); the parent-before-child order of draw(_:) rests on a single listing."
        ),
    ]
}
