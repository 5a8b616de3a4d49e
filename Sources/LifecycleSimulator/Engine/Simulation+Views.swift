internal import LifecycleModel

/// UIView: moving between superviews and windows, and the deferred layout and display
/// passes.
extension Simulation {
    mutating func addSubview(_ view: String, to superview: String) throws {
        throw SimulationError("add-subview is not modelled yet")
    }

    mutating func removeFromSuperview(_ view: String) throws {
        throw SimulationError("remove-from-superview is not modelled yet")
    }

    mutating func setNeedsLayout(_ view: String) throws {
        throw SimulationError("set-needs-layout is not modelled yet")
    }

    mutating func layoutIfNeeded(_ view: String) throws {
        throw SimulationError("layout-if-needed is not modelled yet")
    }

    mutating func setNeedsDisplay(_ view: String) throws {
        throw SimulationError("set-needs-display is not modelled yet")
    }

    mutating func resize(_ view: String) throws {
        throw SimulationError("resize is not modelled yet")
    }

    /// The end of a run-loop turn: the layout pass, then the display pass. Runs after
    /// every step, so what a step only requested shows up after the step's own calls.
    mutating func runLoopTurn() {}

    /// The state id of a view for diagrams.
    func viewState(_ name: String) -> String {
        "not-created"
    }
}
