internal import YAMLSupport

/// A scenario whose `expect` cannot be rewritten without touching more than it; the file
/// is left as it was, and the author is told what to change by hand.
public struct ExpectEditError: Error, Sendable, Equatable {
    public var message: String
    /// Where the problem is, 1-based, the column in Unicode scalars (as `Mark`).
    public var line: Int
    public var column: Int
    public var hint: String?
    /// The id of the scenario left as it was; nil when the whole file was.
    public var scenario: String?

    public init(_ message: String, line: Int, column: Int, hint: String? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.hint = hint
    }
}

extension ExpectEditError {
    init(_ message: String, at mark: Mark, hint: String? = nil) {
        self.init(message, line: mark.line, column: mark.column, hint: hint)
    }
}
