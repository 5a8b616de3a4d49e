internal import LifecycleModel

/// Tab bar switching, child containment and the interactive (gesture-driven) transitions.
extension Simulation {
    mutating func selectTab(on tabs: String, index: Int) throws {
        throw SimulationError("select-tab is not modelled yet")
    }

    mutating func addChild(_ child: String, to parent: String) throws {
        throw SimulationError("add-child is not modelled yet")
    }

    mutating func removeChild(_ child: String) throws {
        throw SimulationError("remove-child is not modelled yet")
    }

    mutating func interactivePop(on nav: String, completes: Bool) throws {
        throw SimulationError("interactive-pop is not modelled yet")
    }

    mutating func interactiveDismiss(_ vc: String, completes: Bool) throws {
        throw SimulationError("interactive-dismiss is not modelled yet")
    }
}
