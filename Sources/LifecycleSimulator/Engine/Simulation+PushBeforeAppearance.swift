internal import LifecycleModel

/// A push onto a window's root navigation controller after the window is set up and
/// before it first comes on screen: `pushViewController(_:animated: true)` right after
/// `makeKeyAndVisible()` in `scene(_:willConnectTo:options:)`. One app recorded on two
/// versions (VAndrJ, 2025): on iOS 17.4 the root starts to appear and the pushed
/// controller takes its place in the same pass; on iOS 18.2 only the pushed controller
/// appears, as when the stack is set before the window is shown.
extension Simulation {
    /// Whether a push onto `nav`, which is not on screen, is held until its window first
    /// appears (before iOS 18) rather than only changing the stack.
    func pushWaitsForFirstAppearance(on nav: String, animated: Bool) -> Bool {
        animated && config.ios < 18 && isWindowRootAwaitingAppearance(nav)
    }

    /// `nav` is a window's root and that window has not come on screen yet.
    func isWindowRootAwaitingAppearance(_ nav: String) -> Bool {
        guard kind(of: nav) == .navigationController else { return false }
        if world.windowRoot == nav { return !world.windowShown }
        return world.order.contains { world.scenes[$0]?.root == nav && world.scenes[$0]?.showsWindow == false }
    }

    /// Refuses a change to a stack whose push is held for the window's first appearance:
    /// no recording shows what a second change before it does.
    func refuseSecondChangeBeforeAppearance(of nav: String, _ action: String) throws {
        guard world.pushesBeforeFirstAppearance[nav] != nil else { return }
        throw SimulationError(
            "\(action) before the window first appears, after an animated push onto '\(nav)', is not modelled before iOS 18",
            hint: "give the stack with one set-stack before the window appears, or make the change after launch")
    }

    /// The window comes on screen with a push held: the covered controller loads and starts
    /// to appear, the pushed one loads, and the push runs at once, before the window's
    /// first layout is over (recorded on iOS 17.4). Where the scene's or app's activation,
    /// the layout and the delegate's and containment calls fall is not recorded: they
    /// follow a plain first appearance and push.
    mutating func appearWithHeldPush(
        nav: String, covered: String, behaviour: BehaviourID, activate: (inout Simulation) -> Void
    ) throws {
        let coveredChain = [nav] + appearanceChain(covered)
        let pushed = withRepresented(Array(appearanceChain(nav).dropFirst()))
        let still = [TraceEvent.Argument("animated", "false")]
        let moving = [TraceEvent.Argument("animated", "true")]
        for name in coveredChain { try loadViewIfNeeded(name) }
        for name in coveredChain {
            let recorded = name == nav ? behaviour : .vcPushBeforeFirstAppearance
            setAppearance(name, .appearing)
            emit(name, "viewWillAppear(_:)", still, recorded)
            viewsFollowControllers()
            if config.ios >= 13 { emit(name, "viewIsAppearing(_:)", still, recorded) }
        }
        for name in pushed { try loadViewIfNeeded(name) }
        let hiding = Array(coveredChain.dropFirst())
        for name in hiding {
            setAppearance(name, .disappearing)
            emit(name, "viewWillDisappear(_:)", moving, .vcPushBeforeFirstAppearance)
        }
        for name in pushed {
            setAppearance(name, .appearing)
            emit(name, "viewWillAppear(_:)", moving, .vcPushBeforeFirstAppearance)
        }
        emit(nav, "navigationController(_:willShow:animated:)", [.init("viewController", pushed[0])] + moving, .navigationDelegate)
        for name in hiding {
            setAppearance(name, .disappeared)
            viewsFollowControllers()
            emit(name, "viewDidDisappear(_:)", moving, .vcPushBeforeFirstAppearance)
        }
        viewsFollowControllers()
        if config.ios >= 13 {
            for name in pushed { emit(name, "viewIsAppearing(_:)", moving, .vcPushBeforeFirstAppearance) }
        }
        repeatableLayoutPass { s in
            for name in [nav] + pushed where s.hasView(name) { s.layOutController(name, behaviour) }
            s.layoutViews(.appearance)
        }
        displayViews(.appearance)
        activate(&self)
        setAppearance(nav, .appeared)
        emit(nav, "viewDidAppear(_:)", still, behaviour)
        for name in pushed {
            setAppearance(name, .appeared)
            emit(name, "viewDidAppear(_:)", moving, .vcPushBeforeFirstAppearance)
        }
        emit(nav, "navigationController(_:didShow:animated:)", [.init("viewController", pushed[0])] + moving, .navigationDelegate)
        didJoin(pushed[0], nav, .navigationContainment)
    }
}
