/// A log line (or listing item) that was not read as a call, and why. The parser never
/// fails on a line: logs are full of prose, separators and methods nobody modelled, so it
/// skips them and the command reports how many it skipped.
public struct IgnoredLine: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case blank
        /// Prose, separators (`------Before Push------`), or a method no object of the
        /// scenario has (`loadViewIfNeeded`).
        case noCallback
        /// A callback on a receiver that is no object of the scenario (`FourthView
        /// initWithCoder:` when only the controller is modelled): `--map` may name it.
        case unknownReceiver(String)
        /// The receiver is an object of the scenario, but its kind has no such callback.
        case notACallbackOf(object: String, method: String)
        /// No receiver on the line, and several objects could have made the call.
        case ambiguousReceiver(method: String, candidates: [String])
    }

    /// 1-based line number in the log.
    public var line: Int
    public var text: String
    public var reason: Reason

    public init(line: Int, text: String, reason: Reason) {
        self.line = line
        self.text = text
        self.reason = reason
    }
}
