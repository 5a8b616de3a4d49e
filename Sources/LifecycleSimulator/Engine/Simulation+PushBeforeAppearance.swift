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
        animated && config.ios < 18 && isPushBeforeLaunch(onto: nav)
    }

    /// The app has not launched, and `nav` is the root of the window the launch shows (the
    /// app's window, or the first scene's): the push is made while the app sets up that
    /// window, as in the recording. A push onto a window that comes later (a second scene)
    /// or after a launch into the background is not held: nothing recorded shows it.
    func isPushBeforeLaunch(onto nav: String) -> Bool {
        guard world.app == .notRunning, kind(of: nav) == .navigationController else { return false }
        return world.usesScenes ? world.scenes["scene"]?.root == nav : world.windowRoot == nav
    }

    /// Refuses a change to a stack whose push is held for the window's first appearance:
    /// no recording shows what a second change before it does.
    func refuseSecondChangeBeforeAppearance(of nav: String, _ action: String) throws {
        guard world.pushesBeforeFirstAppearance[nav] != nil else { return }
        throw SimulationError(
            "\(action) before the window first appears, after an animated push onto '\(nav)', is not modelled before iOS 18",
            hint: "give the stack with one set-stack before the window appears, or make the change after launch")
    }

    /// A held push is played when its window comes on screen; a launch into the
    /// background would leave it waiting across events no recording shows.
    func refuseBackgroundLaunchWithHeldPush(into destination: String) throws {
        guard destination == "background", let nav = world.pushesBeforeFirstAppearance.keys.sorted().first else { return }
        throw SimulationError(
            "a launch into the background after an animated push onto '\(nav)' before its window appeared is not modelled before iOS 18",
            hint: "launch into the foreground, or push without animation or after launch")
    }

    /// The window comes on screen with a push held: the covered controller loads and starts
    /// to appear, the pushed one loads, and the push runs at once, before the window's
    /// first layout is over (recorded on iOS 17.4). Where the scene's or app's activation,
    /// the layout and the delegate's calls fall is not recorded: they follow a plain first
    /// appearance and push. The pushed controller joined the stack at the push, as any
    /// controller pushed off screen does (no recording shows its didMove either).
    /// Children added to the navigation controller itself appear with it.
    mutating func appearWithHeldPush(
        nav: String, covered: String, behaviour: BehaviourID, activate: (inout Simulation) -> Void
    ) throws {
        let full = appearanceChain(nav)
        let pushedChain = world.controllers[nav]?.children.last.map(appearanceChain) ?? []
        let navOwn = full.filter { !pushedChain.contains($0) }
        let hiding = appearanceChain(covered)
        let pushed = withRepresented(pushedChain)
        let still = [TraceEvent.Argument("animated", "false")]
        let moving = [TraceEvent.Argument("animated", "true")]
        let appearingFirst = [nav] + hiding + navOwn.dropFirst()
        for name in appearingFirst { try loadViewIfNeeded(name) }
        for name in appearingFirst {
            let covers = hiding.contains(name)
            setAppearance(name, .appearing)
            emit(name, "viewWillAppear(_:)", still, covers ? .vcPushBeforeFirstAppearance : behaviour)
            viewsFollowControllers()
            if config.ios >= 13 { emit(name, "viewIsAppearing(_:)", still, covers ? .vcPushBeforeFirstAppearance : .vcViewIsAppearing) }
        }
        for name in pushed { try loadViewIfNeeded(name) }
        announce(hiding, .disappearing, "viewWillDisappear(_:)", moving, .vcPushBeforeFirstAppearance)
        announce(pushed, .appearing, "viewWillAppear(_:)", moving, .vcPushBeforeFirstAppearance)
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
            for name in navOwn + pushed where s.hasView(name) { s.layOutController(name, behaviour) }
            s.layoutViews(.appearance)
        }
        displayViews(.appearance)
        activate(&self)
        for name in [nav] + pushed + navOwn.dropFirst() {
            setAppearance(name, .appeared)
            emit(name, "viewDidAppear(_:)", pushed.contains(name) ? moving : still, pushed.contains(name) ? .vcPushBeforeFirstAppearance : behaviour)
        }
        emit(nav, "navigationController(_:didShow:animated:)", [.init("viewController", pushed[0])] + moving, .navigationDelegate)
    }
}
