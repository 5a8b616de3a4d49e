internal import LifecycleModel

/// Keyboard notifications, delivered to every keyboard observer of the scenario.
extension Simulation {
    mutating func keyboardShow() throws {
        throw SimulationError("keyboard-show is not modelled yet")
    }

    mutating func keyboardHide() throws {
        throw SimulationError("keyboard-hide is not modelled yet")
    }

    mutating func keyboardChangeFrame() throws {
        throw SimulationError("keyboard-change-frame is not modelled yet")
    }
}
