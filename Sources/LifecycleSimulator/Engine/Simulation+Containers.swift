internal import LifecycleModel

/// Tab bar switching, child containment and the interactive (gesture-driven) transitions.
extension Simulation {
    /// A tap on a tab: the new tab's will-appear comes before the old tab's
    /// will-disappear — unlike a push, as recorded. The delegate is asked first; it is
    /// told didSelect once the will-calls are made, before the did-calls, which wait for
    /// the switch to be drawn (one recording). The new tab's viewIsAppearing waits for the
    /// old tab's viewWillDisappear (one printed log), when its view joins the window.
    mutating func selectTab(on tabs: String, index: Int) throws {
        guard let controller = world.controllers[tabs], controller.isAlive, !controller.children.isEmpty else {
            throw SimulationError("tab bar controller '\(tabs)' is not shown", hint: "show it first: 'show: { root: \(tabs), tabs: [A, B] }'")
        }
        guard controller.children.indices.contains(index) else {
            throw SimulationError(
                "select-tab index \(index), but '\(tabs)' has \(controller.children.count) tabs",
                hint: "tabs are numbered from 0")
        }
        let old = controller.children[controller.selectedTab], new = controller.children[index]
        try refuseReselectingAPushedStack(new, selected: old == new && controller.appearance == .appeared)
        emit(tabs, "tabBarController(_:shouldSelect:)", [.init("viewController", new)], .tabDelegate)
        world.controllers[tabs]!.selectedTab = index
        func didSelect(_ s: inout Simulation) {
            s.emit(tabs, "tabBarController(_:didSelect:)", [.init("viewController", new)], .tabDelegate)
        }
        guard old != new, controller.appearance == .appeared else { return didSelect(&self) }
        try transition(
            hiding: appearanceChain(old), showing: appearanceChain(new), animated: false, layout: false,
            didOrder: .hiddenFirst, showingWillFirst: true, afterWillCalls: didSelect, behaviour: .tabSwitch)
    }

    /// A tap on the selected tab shows the tab's root again (Apple's UITabBarController
    /// overview: "even if the tab was already selected"), so a navigation controller there
    /// pops; no recording shows where the pop's calls fall against the delegate's, nor
    /// whether a SwiftUI TabView does the same to its NavigationStack.
    func refuseReselectingAPushedStack(_ tab: String, selected: Bool) throws {
        guard selected, let tabKind = kind(of: tab), [.navigationController, .navigationStack].contains(tabKind),
            let depth = world.controllers[tab]?.children.count, depth > 1
        else { return }
        let what =
            tabKind == .navigationController
            ? "UIKit shows the tab's root again, and no recording says where that pop's calls fall against the delegate's"
            : "no recording says whether a TabView pops its NavigationStack to the root"
        throw SimulationError(
            "select-tab of the selected tab, whose \(tabKind.rawValue) '\(tab)' shows more than its root, which is not modelled: \(what)",
            hint: "write the pop as a step of its own (pop-to-root: { on: \(tab) }), or select another tab")
    }

    /// addChild(_:) sends willMove(toParent:) itself; the child's view is added to the
    /// parent's (`parent.view.addSubview(child.view)`: the parent's view loads first, then
    /// the child's; it appears with the parent when the parent is on screen); then the
    /// developer calls didMove(toParent:).
    mutating func addChild(_ child: String, to parent: String) throws {
        guard let parentRecord = world.controllers[parent], parentRecord.isAlive else {
            throw SimulationError("add-child to '\(parent)', which does not exist yet", hint: "show or present '\(parent)' first")
        }
        guard child != parent else { throw SimulationError("a controller cannot be its own child", hint: "name another controller as 'child'") }
        if world.controllers[child].map({ $0.isAlive && isHeld(child) }) == true {
            throw SimulationError("add-child of '\(child)', which is already shown elsewhere", hint: "remove it from its parent first")
        }
        try refuseCycle(child, joining: parent, "add-child")
        try ensureCreated(child)
        try refuseEmptyContainers(in: child, placing: "add-child")
        world.controllers[child]!.parent = parent
        world.controllers[parent]!.contained.append(child)
        emit(child, "willMove(toParent:)", [.init("parent", parent)], .containmentAdd)
        try loadViewIfNeeded(parent)
        try loadViewIfNeeded(child)
        if parentRecord.appearance == .appeared {
            try transition(
                hiding: [], showing: appearanceChain(child), animated: false, layout: true,
                didOrder: .hiddenFirst, behaviour: .containmentAppearance)
        }
        emit(child, "didMove(toParent:)", [.init("parent", parent)], .containmentAdd)
    }

    /// The developer calls willMove(toParent: nil); removing the view ends its
    /// appearance; removeFromParent() sends didMove(toParent: nil).
    mutating func removeChild(_ child: String) throws {
        guard let record = world.controllers[child], record.isAlive, let parent = record.parent,
            world.controllers[parent]?.contained.contains(child) == true
        else {
            throw SimulationError("remove-child of '\(child)', which is not a child controller", hint: "add it with add-child first")
        }
        try refuseLeavingWithASheetUp([child])
        emit(child, "willMove(toParent:)", [.init("parent", "nil")], .containmentRemove)
        if record.appearance == .appeared {
            try transition(
                hiding: appearanceChain(child), showing: [], animated: false, layout: false,
                didOrder: .hiddenFirst, behaviour: .containmentAppearance)
        }
        world.controllers[parent]!.contained.removeAll { $0 == child }
        world.controllers[child]!.parent = nil
        emit(child, "didMove(toParent:)", [.init("parent", "nil")], .containmentRemove)
    }

    /// The swipe-back gesture. Completed, it is a pop. Cancelled, both controllers are told
    /// they will change, then the revealed one disappears again and the top one reappears.
    mutating func interactivePop(on nav: String, completes: Bool) throws {
        guard let controller = world.controllers[nav], controller.isAlive, controller.appearance == .appeared else {
            throw SimulationError(
                "interactive-pop on '\(nav)', which is not on screen",
                hint: "the swipe reaches a navigation controller on screen; show or present '\(nav)' first, and dismiss what covers it")
        }
        guard controller.children.count >= 2 else {
            throw SimulationError("interactive-pop on '\(nav)', which shows its root", hint: "there is nothing to swipe back to")
        }
        if completes {
            try pop(on: nav, animated: true)
            noteBehaviour(.interactivePopCompleted)
            return
        }
        let topController = controller.children.last!
        let top = appearanceChain(topController)
        let below = appearanceChain(controller.children[controller.children.count - 2])
        let flag = [TraceEvent.Argument("animated", "true")]
        // The pop starts as the swipe begins; cancelled, the controller stays in the stack.
        try refuseReturnAfterOffScreenChange(below)
        willLeave(topController, .interactivePopCancelledContainment)
        for name in below { try loadViewIfNeeded(name) }
        announce(top, .disappearing, "viewWillDisappear(_:)", flag, .interactivePopCancelled)
        for name in below {
            setAppearance(name, .appearing)
            emit(name, "viewWillAppear(_:)", flag, .interactivePopCancelled)
            viewsFollowControllers()
        }
        let revealed = controller.children[controller.children.count - 2]
        emit(nav, "navigationController(_:willShow:animated:)", [.init("viewController", revealed)] + flag, .interactivePopCancelled)
        for name in below {
            setAppearance(name, .disappearing)
            emit(name, "viewWillDisappear(_:)", flag, .interactivePopCancelled)
            setAppearance(name, .disappeared)
            viewsFollowControllers()
            emit(name, "viewDidDisappear(_:)", flag, .interactivePopCancelled)
        }
        for name in top {
            setAppearance(name, .appearing)
            emit(name, "viewWillAppear(_:)", flag, .interactivePopCancelled)
            setAppearance(name, .appeared)
            emit(name, "viewDidAppear(_:)", flag, .interactivePopCancelled)
        }
        didJoin(topController, nav, .interactivePopCancelledContainment)
    }

    /// Swiping a sheet down. The presentation controller's delegate (traced on the
    /// presented controller) is asked, then told; a cancelled swipe springs back.
    mutating func interactiveDismiss(_ vc: String, completes: Bool) throws {
        guard let controller = world.controllers[vc], controller.isAlive, let presenter = controller.presenter else {
            throw SimulationError("interactive-dismiss of '\(vc)', which is not presented", hint: presentFirstHint(vc))
        }
        guard [.pageSheet, .formSheet].contains(controller.presentationStyle) else {
            throw SimulationError(
                "interactive-dismiss of '\(vc)', presented \(controller.presentationStyle?.rawValue ?? "without a style")",
                hint: "only a page or form sheet (automatic from iOS 13) can be swiped down")
        }
        if let top = controller.presented {
            throw SimulationError(
                "interactive-dismiss of '\(vc)' while it presents '\(top)'", hint: "dismiss '\(top)' first; only the sheet on top can be swiped down")
        }
        situation.style = controller.presentationStyle
        let flag = [TraceEvent.Argument("animated", "true")]
        emit(vc, "presentationControllerShouldDismiss(_:)", [], .sheetSwipe)
        emit(vc, "presentationControllerWillDismiss(_:)", [], .sheetSwipe)
        let chain = appearanceChain(vc)
        for name in chain {
            setAppearance(name, .disappearing)
            emit(name, "viewWillDisappear(_:)", flag, completes ? .sheetSwipe : .sheetSwipeCancelled)
        }
        guard completes else {
            for name in chain {
                setAppearance(name, .appearing)
                emit(name, "viewWillAppear(_:)", flag, .sheetSwipeCancelled)
                setAppearance(name, .appeared)
                emit(name, "viewDidAppear(_:)", flag, .sheetSwipeCancelled)
            }
            return
        }
        for name in chain {
            setAppearance(name, .disappeared)
            viewsFollowControllers()
            emit(name, "viewDidDisappear(_:)", flag, .sheetSwipe)
        }
        world.controllers[presenter]!.presented = nil
        world.controllers[vc]!.presenter = nil
        emit(vc, "presentationControllerDidDismiss(_:)", [], .sheetSwipe)
        deallocate(vc, .dismissOver)
    }
}
