internal import LifecycleModel

extension Simulation {
    /// `show`: a controller becomes a window's root. Before launch it is only set up;
    /// once the window is on screen the old root disappears and the new one appears. A
    /// container's children join it (willMove/didMove) before it appears.
    mutating func show(root: String, children arguments: ShownChildren, in sceneName: String?, animated: Bool) throws {
        let children = try shownChildren(of: root, arguments)
        let window = try windowName(sceneName)
        for name in [root] + children.list {
            if let existing = world.controllers[name], existing.isAlive, isHeld(name), existing.parent != root {
                throw SimulationError("'\(name)' is already shown elsewhere", hint: "a controller can have one place in the hierarchy at a time")
            }
        }
        guard Set(children.list).count == children.list.count, !children.list.contains(root) else {
            throw SimulationError(
                "a controller appears twice in the stack", hint: "each controller has one place in the hierarchy; use another object")
        }
        if let shown = currentRoot(of: window), let presented = world.controllers[shown]?.presented {
            throw SimulationError(
                "show replaces '\(shown)', which is presenting '\(presented)'",
                hint: "dismiss '\(presented)' first; replacing a root that presents is not modelled")
        }
        for child in children.list {
            try refuseCycle(child, joining: root, "show")
            try refuseUIKitChild(child, joining: root, "show")
        }
        if let shown = currentRoot(of: window) { try refuseSecondChangeBeforeAppearance(of: shown, "a show of another root") }
        if declarations[root]?.kind == .splitViewController { try refuseUnknownWidth(showing: root) }
        try ensureCreated(root)
        for child in children.list { try ensureCreated(child) }
        for child in children.list { try refuseEmptyContainers(in: child, placing: "show") }
        if children.replace {
            world.controllers[root]!.children = children.list
            world.controllers[root]!.selectedTab = 0
            joinOffScreen(children.list, root, Self.containment(of: world.controllers[root]!.kind))
        }
        world.controllers[root]!.windowOf = window
        let previous = currentRoot(of: window)
        setRoot(root, of: window)
        guard windowIsShown(window) else { return }
        let hiding = previous.map(appearanceChain) ?? []
        let showing = appearanceChain(root)
        try transition(
            hiding: hiding, showing: showing, animated: false, layout: true, didOrder: .hiddenFirst,
            navigationDelegate: navigationShown(in: showing), passes: .repeated,
            behaviour: previous == nil ? .vcFirstAppearance : .vcShowReplace)
        if let previous {
            staleAppearances(asTheWindowDrops: previous, for: root)
            world.controllers[previous]?.windowOf = nil
            deallocate(previous, .vcShowReplace)
        }
    }

    /// What a `show` step says a container holds: a navigation controller's stack, a tab
    /// bar controller's tabs, a split view controller's columns, a page view controller's
    /// first page. `replace` is false when a navigation controller keeps the stack a
    /// `set-stack` gave it.
    struct ShownChildren {
        var stack: [String]?
        var tabs: [String]?
        var primary: String?
        var secondary: String?
        var page: String?
    }

    private func shownChildren(of root: String, _ given: ShownChildren) throws -> (list: [String], replace: Bool) {
        let kind = kind(of: root)
        func refuseOthers(_ allowed: Set<String>) throws {
            let named: [(String, Bool)] = [
                ("stack", given.stack != nil), ("tabs", given.tabs != nil), ("primary", given.primary != nil),
                ("secondary", given.secondary != nil), ("page", given.page != nil),
            ]
            if let wrong = named.first(where: { $0.1 && !allowed.contains($0.0) }) {
                throw SimulationError(
                    "'\(wrong.0)' does not apply to '\(root)', a \(kind?.rawValue ?? "controller")",
                    hint:
                        "stack is for a navigation controller, tabs for a tab bar controller, primary and secondary for a split view controller, page for a page view controller"
                )
            }
        }
        switch kind?.containerRole {
        case .navigationController?:
            try refuseOthers(["stack"])
            if let stack = given.stack, !stack.isEmpty { return (stack, true) }
            if let existing = world.controllers[root]?.children, !existing.isEmpty, given.stack == nil { return (existing, false) }
            throw SimulationError("show of navigation controller '\(root)' without a stack", hint: "write 'show: { root: \(root), stack: [A] }'")
        case .tabBarController?:
            try refuseOthers(["tabs"])
            guard let tabs = given.tabs, !tabs.isEmpty else {
                throw SimulationError("show of tab bar controller '\(root)' without tabs", hint: "write 'show: { root: \(root), tabs: [A, B] }'")
            }
            return (tabs, true)
        case .splitViewController?:
            try refuseOthers(["primary", "secondary"])
            guard let primary = given.primary, let secondary = given.secondary else {
                throw SimulationError(
                    "show of split view controller '\(root)' without both columns",
                    hint: "write 'show: { root: \(root), primary: P, secondary: S }'")
            }
            return ([primary, secondary], true)
        case .pageViewController?:
            try refuseOthers(["page"])
            guard let page = given.page else {
                throw SimulationError("show of page view controller '\(root)' without a page", hint: "write 'show: { root: \(root), page: A }'")
            }
            return ([page], true)
        default:
            try refuseOthers([])
            return ([], false)
        }
    }

    static func containment(of kind: ObjectKind) -> BehaviourID {
        switch kind.containerRole {
        case .tabBarController: .tabContainment
        case .splitViewController: .splitContainment
        case .pageViewController: .pageContainment
        default: .navigationContainment
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
        if world.scenes[name]?.isDiscarded == true {
            throw SimulationError(
                "scene '\(name)' was discarded", hint: "a discarded scene shows nothing again; show in a scene of another name")
        }
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
        window == "window" ? world.windowShown : world.scenes[window]?.showsWindow == true
    }

    /// `release`: the author drops the last reference to a controller UIKit no longer holds.
    mutating func release(_ name: String) throws {
        if kind(of: name) == .swiftuiView {
            throw SimulationError(
                "release of '\(name)', a SwiftUI view: a view is a value, and nothing of it is released",
                hint: "release the controller that hosts it (hosts:), or leave the step out; a view that goes gets its onDisappear")
        }
        guard let controller = world.controllers[name] else {
            throw SimulationError("release of '\(name)', which was never created", hint: "an object is created by the first action that uses it")
        }
        guard controller.isAlive else {
            throw SimulationError(
                "release of '\(name)', which no longer exists", hint: "it was deallocated already, or went with the app's process; release it once")
        }
        guard !isHeld(name) else {
            throw SimulationError(
                "release of '\(name)' while UIKit still holds it",
                hint: "pop, dismiss or replace it first; UIKit keeps a strong reference while it is shown")
        }
        deallocate(name, .vcRelease)
    }
}
