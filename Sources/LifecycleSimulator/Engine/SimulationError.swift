/// An action that is not legal in the current world; reported at the step's position.
struct SimulationError: Error, Equatable {
    var message: String
    var hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

/// A loop that would hang a real device: the scenario stops, and the page shows it.
struct SimulationStop: Error {
    var finding: Finding
}
