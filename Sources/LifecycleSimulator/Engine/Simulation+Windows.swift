internal import LifecycleModel

extension Simulation {
    /// `show`: a controller becomes a window's root. Before launch it is only set up;
    /// once the window is on screen the old root disappears and the new one appears.
    mutating func show(root: String, stack: [String]?, tabs: [String]?, in sceneName: String?, animated: Bool) throws {
        let kind = kind(of: root)
        switch kind {
        case .navigationController?:
            guard let stack, !stack.isEmpty else {
                throw SimulationError("show of navigation controller '\(root)' without a stack", hint: "write 'show: { root: \(root), stack: [A] }'")
            }
            guard tabs == nil else { throw SimulationError("'tabs' is for a tab bar controller; '\(root)' is a navigation controller") }
        case .tabBarController?:
            guard let tabs, !tabs.isEmpty else {
                throw SimulationError("show of tab bar controller '\(root)' without tabs", hint: "write 'show: { root: \(root), tabs: [A, B] }'")
            }
            guard stack == nil else { throw SimulationError("'stack' is for a navigation controller; '\(root)' is a tab bar controller") }
        default:
            guard stack == nil, tabs == nil else { throw SimulationError("'\(root)' is a plain view controller: it takes no stack or tabs") }
        }
        let window = try windowName(sceneName)
        let children = stack ?? tabs ?? []
        for name in [root] + children {
            if let existing = world.controllers[name], existing.isAlive, isHeld(name) {
                throw SimulationError("'\(name)' is already shown elsewhere", hint: "a controller can have one place in the hierarchy at a time")
            }
        }
        guard Set(children).count == children.count, !children.contains(root) else {
            throw SimulationError("a controller appears twice in the stack")
        }
        if let shown = currentRoot(of: window), let presented = world.controllers[shown]?.presented {
            throw SimulationError(
                "show replaces '\(shown)', which is presenting '\(presented)'",
                hint: "dismiss '\(presented)' first; replacing a root that presents is not modelled")
        }
        try ensureCreated(root)
        for child in children {
            try ensureCreated(child)
            world.controllers[child]!.parent = root
        }
        world.controllers[root]!.children = children
        world.controllers[root]!.selectedTab = 0
        world.controllers[root]!.windowOf = window
        let previous = currentRoot(of: window)
        setRoot(root, of: window)
        guard windowIsShown(window) else { return }
        let hiding = previous.map(appearanceChain) ?? []
        let showing = appearanceChain(root)
        try transition(
            hiding: hiding, showing: showing, animated: false, layout: true, didOrder: .hiddenFirst,
            navigationDelegate: navigationShown(in: showing), repeatableLayout: true,
            behaviour: previous == nil ? .vcFirstAppearance : .vcShowReplace)
        if let previous {
            world.controllers[previous]?.windowOf = nil
            deallocate(previous, .vcShowReplace)
        }
    }

    /// "window" for the app-delegate lifecycle, else the named (or first) scene.
    private func windowName(_ scene: String?) throws -> String {
        guard world.usesScenes else {
            if let scene {
                throw SimulationError("'in: \(scene)' needs the scenes lifecycle", hint: "set 'config: { lifecycle: scenes }' (iOS 13 and later)")
            }
            return "window"
        }
        let name = scene ?? "scene"
        if world.scenes[name]?.isDiscarded == true { throw SimulationError("scene '\(name)' was discarded") }
        return name
    }

    func currentRoot(of window: String) -> String? {
        window == "window" ? world.windowRoot : world.scenes[window]?.root
    }

    private mutating func setRoot(_ root: String, of window: String) {
        if window == "window" {
            world.windowRoot = root
        } else {
            if world.scenes[window] == nil {
                world.scenes[window] = SceneRecord()
                world.order.append(window)
            }
            world.scenes[window]!.root = root
        }
    }

    private func windowIsShown(_ window: String) -> Bool {
        window == "window" ? world.windowShown : world.scenes[window]?.isConnected == true
    }

    /// `release`: the author drops the last reference to a controller UIKit no longer holds.
    mutating func release(_ name: String) throws {
        guard let controller = world.controllers[name] else {
            throw SimulationError("release of '\(name)', which was never created", hint: "an object is created by the first action that uses it")
        }
        guard controller.isAlive else { throw SimulationError("release of '\(name)', which no longer exists") }
        guard !isHeld(name) else {
            throw SimulationError(
                "release of '\(name)' while UIKit still holds it",
                hint: "pop, dismiss or replace it first; UIKit keeps a strong reference while it is shown")
        }
        deallocate(name, .vcRelease)
    }
}
