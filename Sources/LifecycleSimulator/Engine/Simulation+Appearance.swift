internal import LifecycleModel

/// The appearance sequences every transition is made of.
extension Simulation {
    /// The controller and, for a container, its visible child and theirs: everything that
    /// appears or disappears with it, parents first.
    func appearanceChain(_ name: String) -> [String] {
        guard let controller = world.controllers[name] else { return [name] }
        // Contained children (add-child) appear and disappear with their parent, after it.
        let contained = controller.contained.filter { world.controllers[$0]?.isViewLoaded == true }.flatMap(appearanceChain)
        switch controller.kind.containerRole {
        case .navigationController:
            return [name] + (controller.children.last.map(appearanceChain) ?? []) + contained
        case .tabBarController:
            let selected = controller.children.indices.contains(controller.selectedTab) ? controller.children[controller.selectedTab] : nil
            return [name] + (selected.map(appearanceChain) ?? []) + contained
        case .splitViewController:
            return [name] + splitColumnsShown(controller).flatMap(appearanceChain) + contained
        case .pageViewController:
            return [name] + (controller.children.last.map(appearanceChain) ?? []) + contained
        default:
            return [name] + contained
        }
    }

    /// Which layout passes of a transition recorded logs show a varying number of times.
    enum TransitionLayout {
        /// Every pass once: a push, a sheet.
        case once
        /// The showing controllers' pass one or more times in a row: a window's root
        /// appearing.
        case repeated
        /// A full-screen presentation: the presented controllers' pass one or more times,
        /// then, optionally, the presenting controllers' pass and the presented ones' again
        /// (logs show the presented controller laid out once, or twice with the presenting
        /// one between).
        case fullScreenPresent
        /// A full-screen dismissal: the controllers coming back may be laid out before
        /// their viewDidAppear (an optional pass).
        case fullScreenDismiss
    }

    enum DidOrder {
        /// Push, pop, a sheet dismissed: the controller going away finishes first.
        case hiddenFirst
        /// Full-screen present and dismiss: the controller going away finishes after the
        /// one coming back has appeared (recorded, Simulation+Modal).
        case shownFirst
    }

    /// One transition in which `hiding` controllers disappear and `showing` ones appear,
    /// in UIKit's interleaving: loading, will-disappear, will-appear, layout, then the
    /// did-calls in `didOrder`. A view that was never laid out (loaded by this transition,
    /// or loaded off screen) is always laid out before it first appears, whatever
    /// `layout` says for views that were laid out before. `passes` says which layout
    /// passes UIKit may run more than once, or not at all (`TransitionLayout`).
    /// `afterWillCalls` sends what the action's caller hears once the will-calls are made
    /// and before the layout (a tab bar delegate's didSelect).
    mutating func transition(
        hiding: [String], showing: [String], animated: Bool, layout: Bool, didOrder: DidOrder,
        showingWillFirst: Bool = false, navigationDelegate: (nav: String, shows: String)? = nil, passes: TransitionLayout = .once,
        afterWillCalls: ((inout Simulation) -> Void)? = nil, behaviour: BehaviourID
    ) throws {
        let flag = [TraceEvent.Argument("animated", String(animated))]
        try refuseMissingViews(in: hiding + showing)
        try refuseReturnAfterOffScreenChange(showing)
        for name in showing { try loadViewIfNeeded(name) }
        let showing = withRepresented(showing)
        let firstTime = Set(showing.filter { world.controllers[$0]?.isLaidOut == false })
        func willHide(_ s: inout Simulation) {
            for name in hiding {
                s.setAppearance(name, .disappearing)
                s.emit(name, "viewWillDisappear(_:)", flag, behaviour)
            }
        }
        func willShow(_ s: inout Simulation) {
            for name in showing {
                s.setAppearance(name, .appearing)
                s.emit(name, "viewWillAppear(_:)", flag, behaviour)
                guard !showingWillFirst else { continue }
                s.viewsFollowControllers()  // its subviews join the window (Simulation+ViewTree)
                if s.config.ios >= 13 { s.emit(name, "viewIsAppearing(_:)", flag, .vcViewIsAppearing) }
            }
        }
        if showingWillFirst { willShow(&self); willHide(&self) } else { willHide(&self); willShow(&self) }
        if let navigationDelegate {
            emit(
                navigationDelegate.nav, "navigationController(_:willShow:animated:)",
                [.init("viewController", navigationDelegate.shows)] + flag, .navigationDelegate)
        }
        // A tab told first joins the window only after the old tab is told it will disappear,
        // and is told viewIsAppearing at the layout after that (Simulation+Containers).
        if showingWillFirst { viewsFollowControllers() }
        afterWillCalls?(&self)
        if showingWillFirst, config.ios >= 13 {
            for name in showing { emit(name, "viewIsAppearing(_:)", flag, .tabSwitchViewIsAppearing) }
        }
        func layOut(_ s: inout Simulation) {
            for name in showing where (layout || firstTime.contains(name)) && s.hasView(name) {
                s.layOutController(name, behaviour)
            }
            s.layoutViews(.appearance)
        }
        switch passes {
        case .once:
            layOut(&self)
        case .repeated:
            repeatableLayoutPass(layOut)
        case .fullScreenPresent:
            repeatableLayoutPass(layOut)
            repeatableLayoutPass(optional: true) { s in
                for name in hiding { s.layOutController(name, .layoutPassOptional) }
            }
            repeatableLayoutPass(optional: true) { s in
                for name in showing where s.hasView(name) { s.layOutController(name, .layoutPassPresentedAgain) }
            }
        case .fullScreenDismiss:
            layOut(&self)
            repeatableLayoutPass(optional: true) { s in
                for name in showing where !firstTime.contains(name) { s.layOutController(name, .layoutPassPresenterReturns) }
            }
        }
        displayViews(.appearance)  // subviews are laid out and drawn before viewDidAppear
        func finishHiding(_ s: inout Simulation) {
            for name in hiding {
                s.setAppearance(name, .disappeared)
                s.viewsFollowControllers()  // its subviews leave the window
                s.emit(name, "viewDidDisappear(_:)", flag, behaviour)
            }
        }
        func finishShowing(_ s: inout Simulation) {
            for name in showing {
                s.setAppearance(name, .appeared)
                s.emit(name, "viewDidAppear(_:)", flag, behaviour)
            }
        }
        switch didOrder {
        case .hiddenFirst: finishHiding(&self); finishShowing(&self)
        case .shownFirst: finishShowing(&self); finishHiding(&self)
        }
        if let navigationDelegate {
            emit(
                navigationDelegate.nav, "navigationController(_:didShow:animated:)",
                [.init("viewController", navigationDelegate.shows)] + flag, .navigationDelegate)
        }
    }

    /// A window's root (and its visible children) appears with the app or a scene: the
    /// will-calls and layout come before `activate` (didBecomeActive), viewDidAppear after
    /// it, as the one timestamped launch log shows. The chain loads first, unless a push
    /// was held for this appearance (`Simulation+PushBeforeAppearance`).
    mutating func appearWithWindow(_ chain: [String], behaviour: BehaviourID, activate: (inout Simulation) -> Void) throws {
        if let nav = chain.first, let covered = world.pushesBeforeFirstAppearance.removeValue(forKey: nav) {
            try appearWithHeldPush(nav: nav, covered: covered, behaviour: behaviour, activate: activate)
            return
        }
        for name in chain { try loadViewIfNeeded(name) }
        let chain = withRepresented(chain)
        let flag = [TraceEvent.Argument("animated", "false")]
        for name in chain {
            setAppearance(name, .appearing)
            emit(name, "viewWillAppear(_:)", flag, behaviour)
            viewsFollowControllers()
            if config.ios >= 13 { emit(name, "viewIsAppearing(_:)", flag, .vcViewIsAppearing) }
        }
        let navigation = navigationShown(in: chain)
        if let navigation {
            emit(
                navigation.nav, "navigationController(_:willShow:animated:)", [.init("viewController", navigation.shows)] + flag, .navigationDelegate)
        }
        repeatableLayoutPass { s in
            for name in chain where s.hasView(name) { s.layOutController(name, behaviour) }
            s.layoutViews(.appearance)
        }
        displayViews(.appearance)
        activate(&self)
        for name in chain {
            setAppearance(name, .appeared)
            emit(name, "viewDidAppear(_:)", flag, behaviour)
        }
        if let navigation {
            emit(navigation.nav, "navigationController(_:didShow:animated:)", [.init("viewController", navigation.shows)] + flag, .navigationDelegate)
        }
    }

    /// The navigation controller at the root of `chain` and the controller it shows, for
    /// its delegate's willShow and didShow when it first comes on screen.
    func navigationShown(in chain: [String]) -> (nav: String, shows: String)? {
        guard let root = chain.first, let controller = world.controllers[root],
            controller.kind == .navigationController, let top = controller.children.last
        else { return nil }
        return (root, top)
    }

    /// Every controller on screen, window by window, root chain first, then what is
    /// presented over it.
    var onScreen: [String] {
        var result: [String] = []
        for root in visibleRoots {
            var current: String? = root
            while let name = current {
                result += appearanceChain(name).filter { world.controllers[$0]?.appearance == .appeared }
                current = world.controllers[name]?.presented
            }
        }
        return result
    }

    /// Roots of windows that are on screen (or were, before the app went to the background).
    var visibleRoots: [String] {
        if world.usesScenes {
            return world.order.compactMap { name in
                guard let scene = world.scenes[name], scene.showsWindow, let root = scene.root else { return nil }
                return root
            }
        }
        return world.windowShown ? [world.windowRoot].compactMap { $0 } : []
    }

    /// Whether `name` is the root of a window, a container's child, or presented: held
    /// by UIKit rather than by the author alone.
    func isHeld(_ name: String) -> Bool {
        guard let controller = world.controllers[name] else { return false }
        return controller.parent != nil || controller.windowOf != nil || controller.presenter != nil
    }

    /// Whether the controller has a view to lay out: not when its loadView set none.
    func hasView(_ name: String) -> Bool {
        world.controllers[name]?.viewIsMissing != true
    }

    /// A controller whose loadView set no view takes part in the action that first read
    /// `view` (the load rounds and its appearance, recorded); what UIKit does with it after
    /// that is not recorded, so later actions on it are refused.
    func refuseMissingViews(in names: [String]) throws {
        guard let name = names.first(where: { !hasView($0) }) else { return }
        throw SimulationError(
            "'\(name)' has no view (load-view: missing-view-unread): what follows its first appearance is not modelled",
            hint: "no recording shows such a controller again after it first appears; end the scenario there, or give it a view")
    }
}
