/// An action that is not legal in the current world; reported at the step's position.
///
/// The hint is required: the author wrote a step the world refuses, and the message alone
/// says what was refused, not what the world was (scenarios start in portrait, a
/// navigation controller keeps its root) or what to write instead.
struct SimulationError: Error, Equatable {
    var message: String
    var hint: String

    init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}

/// A loop that would hang a real device: the scenario stops, and the page shows it.
struct SimulationStop: Error {
    var finding: Finding
}
