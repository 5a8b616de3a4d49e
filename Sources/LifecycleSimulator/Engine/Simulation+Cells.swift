internal import LifecycleModel

/// UITableView cells: the reuse pool, display, highlight and selection.
extension Simulation {
    mutating func dequeue(_ cell: String, from table: String, reused: Bool?) throws {
        throw SimulationError("dequeue is not modelled yet")
    }

    mutating func display(_ cell: String) throws {
        throw SimulationError("display is not modelled yet")
    }

    mutating func endDisplay(_ cell: String) throws {
        throw SimulationError("end-display is not modelled yet")
    }

    mutating func select(_ cell: String) throws {
        throw SimulationError("select is not modelled yet")
    }

    mutating func highlight(_ cell: String) throws {
        throw SimulationError("highlight is not modelled yet")
    }

    func cellState(_ name: String) -> String {
        world.cells[name]?.state ?? "not-created"
    }
}
