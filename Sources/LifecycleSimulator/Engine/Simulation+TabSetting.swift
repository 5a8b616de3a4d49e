internal import LifecycleModel

extension Simulation {
    /// setViewControllers(_:animated:) on a tab bar controller that is not in a window:
    /// the tabs join it at once (Simulation+Membership) and the first is selected. Tabs
    /// it had before leave it and are released. Changing the tabs of a tab bar controller
    /// on screen is not modelled.
    mutating func setTabs(on tabs: String, to newTabs: [String]) throws {
        if world.controllers[tabs] == nil { try ensureCreated(tabs) }
        guard let controller = world.controllers[tabs], controller.isAlive else {
            throw SimulationError("tab bar controller '\(tabs)' no longer exists", hint: "use a new object for a new tab bar controller")
        }
        guard controller.appearance == .disappeared, !isHeld(tabs) else {
            throw SimulationError(
                "set-tabs on '\(tabs)', which is placed in the hierarchy, is not modelled",
                hint: "give a tab bar controller its tabs before it is shown, presented or added as a child")
        }
        guard !newTabs.isEmpty else { throw SimulationError("set-tabs with no tabs", hint: "write 'set-tabs: { on: \(tabs), tabs: [A, B] }'") }
        guard Set(newTabs).count == newTabs.count, !newTabs.contains(tabs) else {
            throw SimulationError(
                "a controller appears twice in the tabs", hint: "each tab is a controller of its own, other than the tab bar controller")
        }
        for name in newTabs where !controller.children.contains(name) {
            if world.controllers[name].map({ $0.isAlive && isHeld(name) }) == true {
                throw SimulationError(
                    "'\(name)' is already shown elsewhere", hint: "a controller can have one place in the hierarchy at a time; use another object")
            }
            try refuseCycle(name, joining: tabs, "set-tabs")
            try ensureCreated(name)
            try refuseEmptyContainers(in: name, placing: "set-tabs")
        }
        let removed = controller.children.filter { !newTabs.contains($0) }
        let joining = newTabs.filter { !controller.children.contains($0) }
        world.controllers[tabs]!.children = newTabs
        world.controllers[tabs]!.selectedTab = 0
        for name in removed {
            willLeave(name, .tabContainment)
            didLeave(name, .tabContainment)
        }
        joinOffScreen(joining, tabs, .tabContainment)
        for name in removed { deallocate(name, .tabContainment) }
    }
}
