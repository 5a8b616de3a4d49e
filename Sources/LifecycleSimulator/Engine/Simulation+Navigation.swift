internal import LifecycleModel

/// UINavigationController: push, pop, pop to root, replace the stack. Each controller
/// that joins or leaves the stack hears willMove/didMove(toParent:) around its
/// appearance (Simulation+Membership).
extension Simulation {
    /// The stack, bottom to top. A navigation controller not created yet is created
    /// empty: `set-stack` and `push` give it its stack before it is placed anywhere.
    private mutating func stack(of nav: String) throws -> [String] {
        if world.controllers[nav] == nil { try ensureCreated(nav) }
        guard let controller = world.controllers[nav], controller.isAlive else {
            throw SimulationError("navigation controller '\(nav)' no longer exists", hint: "use a new object for a new navigation controller")
        }
        return controller.children
    }

    private func isOnScreen(_ name: String) -> Bool {
        world.controllers[name]?.appearance == .appeared
    }

    mutating func push(_ vc: String, on nav: String, animated: Bool) throws {
        let stack = try stack(of: nav)
        if stack.isEmpty, kind(of: nav) == .navigationStack {
            throw SimulationError(
                "push onto NavigationStack '\(nav)', which has no root view",
                hint: "give it its root first: 'set-stack: { on: \(nav), stack: [\(vc)] }'")
        }
        if stack.contains(vc) {
            throw SimulationError(
                "push of '\(vc)', which is already in '\(nav)'s stack",
                hint: kind(of: nav) == .navigationStack
                    ? "push a new view, or pop back to '\(vc)'" : "push a new object, or pop back to '\(vc)' with pop or set-stack")
        }
        if world.controllers[vc].map({ $0.isAlive && isHeld(vc) }) == true {
            throw SimulationError(
                "push of '\(vc)', which is already shown elsewhere",
                hint: "a controller can have one place in the hierarchy at a time; push a new object")
        }
        try refuseCycle(vc, joining: nav, "push")
        try refuseUIKitChild(vc, joining: nav, "push")
        try refuseSecondChangeBeforeAppearance(of: nav, "push")
        try ensureCreated(vc)
        world.controllers[nav]!.children.append(vc)
        willJoin(vc, nav, .navigationContainment)
        guard isOnScreen(nav), let top = stack.last else {
            didJoin(vc, nav, .navigationContainment)
            if let top = stack.last, pushWaitsForFirstAppearance(on: nav, animated: animated) {
                world.pushesBeforeFirstAppearance[nav] = top
                noteBehaviour(.vcPushBeforeFirstAppearance)
                return
            }
            noteBehaviour(animated && isPushBeforeLaunch(onto: nav) ? .vcPushBeforeFirstAppearance : .vcStackOffScreen)
            return
        }
        try transition(
            hiding: appearanceChain(top), showing: appearanceChain(vc), animated: animated, layout: true,
            didOrder: .hiddenFirst, navigationDelegate: (nav, vc), behaviour: .vcPush)
        didJoin(vc, nav, .navigationContainment)
        if !animated { noteBehaviour(.vcPushUnanimated) }
    }

    mutating func pop(on nav: String, animated: Bool, behaviour: BehaviourID = .vcPop) throws {
        let stack = try stack(of: nav)
        guard stack.count >= 2 else {
            throw SimulationError(
                "pop of the root of '\(nav)'", hint: "a navigation controller or NavigationStack keeps its root; push something first")
        }
        try replaceStack(of: nav, with: Array(stack.dropLast()), animated: animated, behaviour: behaviour)
    }

    mutating func popToRoot(on nav: String, animated: Bool) throws {
        let stack = try stack(of: nav)
        guard stack.count >= 2 else {
            throw SimulationError(
                "pop-to-root of '\(nav)', which shows its root already", hint: "push something first; there is nothing above the root to pop")
        }
        try replaceStack(of: nav, with: [stack[0]], animated: animated, behaviour: .vcPopToRoot)
    }

    mutating func setStack(on nav: String, to newStack: [String], animated: Bool) throws {
        let stack = try stack(of: nav)
        if kind(of: nav) == .navigationStack, !stack.isEmpty {
            throw SimulationError(
                "set-stack of NavigationStack '\(nav)', which has its root view already; replacing its path at once is not modelled",
                hint: "set-stack gives a NavigationStack its root before it is shown; then use push, pop or pop-to-root")
        }
        guard !newStack.isEmpty else {
            throw SimulationError(
                "set-stack with an empty stack", hint: "a navigation controller keeps a root; write 'set-stack: { on: \(nav), stack: [A] }'")
        }
        guard Set(newStack).count == newStack.count else {
            throw SimulationError("a controller appears twice in the stack", hint: "each controller has one place in the stack; use another object")
        }
        for name in newStack where !stack.contains(name) {
            if world.controllers[name].map({ $0.isAlive && isHeld(name) }) == true {
                throw SimulationError(
                    "'\(name)' is already shown elsewhere", hint: "a controller can have one place in the hierarchy at a time; use another object")
            }
            try refuseCycle(name, joining: nav, "set-stack")
            try refuseUIKitChild(name, joining: nav, "set-stack")
        }
        try replaceStack(of: nav, with: newStack, animated: animated, behaviour: .vcSetStack)
    }

    /// The old top disappears and the new top appears, as in a pop. Controllers that join
    /// hear willMove first; those that leave hear willMove(toParent: nil) before the
    /// transition, didMove(toParent: nil) after it, and are then released, top first.
    /// Those under the old top, never on screen, leave as soon as the will-calls are made
    /// and are released before the did-calls (one iOS 17 log of popToViewController).
    private mutating func replaceStack(of nav: String, with newStack: [String], animated: Bool, behaviour: BehaviourID) throws {
        try refuseSecondChangeBeforeAppearance(of: nav, behaviour == .vcSetStack ? "set-stack" : "pop")
        let old = world.controllers[nav]!.children
        let joining = newStack.filter { !old.contains($0) }
        var removed = old.filter { !newStack.contains($0) }
        try refuseLeavingWithASheetUp(removed)
        for name in joining { try ensureCreated(name) }
        world.controllers[nav]!.children = newStack
        for name in joining { willJoin(name, nav, .navigationContainment) }
        for name in removed.reversed() { willLeave(name, .navigationContainment) }
        if isOnScreen(nav), let oldTop = old.last, let newTop = newStack.last, oldTop != newTop {
            let isPush = !old.contains(newTop)
            let underTop = removed.filter { $0 != oldTop }
            func releaseUnderTop(_ s: inout Simulation) {
                for name in underTop.reversed() {
                    s.didLeave(name, .navigationContainment)
                    s.deallocate(name, .vcPopReleasesMiddle)
                }
            }
            try transition(
                hiding: appearanceChain(oldTop), showing: appearanceChain(newTop), animated: animated, layout: isPush,
                didOrder: .hiddenFirst, navigationDelegate: (nav, newTop), afterWillCalls: underTop.isEmpty ? nil : releaseUnderTop,
                behaviour: behaviour)
            removed.removeAll { underTop.contains($0) }
        } else if !isOnScreen(nav) {
            noteBehaviour(.vcStackOffScreen)
        }
        for name in joining { didJoin(name, nav, .navigationContainment) }
        for name in removed.reversed() { didLeave(name, .navigationContainment) }
        for name in removed.reversed() { deallocate(name, behaviour) }
    }
}
