/// One problem found in content, kept as a value so a run can collect all of them.
///
/// Loaders and rules append diagnostics and carry on; only the command line decides how
/// to print them and which exit status they mean.
public struct Diagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        /// Not a problem: something `check` tells the author (what an edition still lacks).
        case info
    }

    public var severity: Severity
    /// Where the problem is; nil only for problems with no file (a missing directory).
    public var location: SourceLocation?
    /// A stable, reverse-DNS-like id (`lifeline.yaml.syntax`), printed after the summary so
    /// that CI logs can be grepped and tests can match on it.
    public var id: String
    /// One line, lower-case start, no trailing period, in the compiler style.
    public var summary: String
    /// How to fix it, shown as `hint:` under the source line.
    public var hint: String?
    /// Extra lines printed verbatim after the hint, such as two call orders side by side.
    public var notes: [String]

    public init(
        _ severity: Severity = .error,
        id: String,
        at location: SourceLocation?,
        _ summary: String,
        hint: String? = nil,
        notes: [String] = []
    ) {
        self.severity = severity
        self.id = id
        self.location = location
        self.summary = summary
        self.hint = hint
        self.notes = notes
    }

    public static func error(
        _ id: String, at location: SourceLocation?, _ summary: String,
        hint: String? = nil, notes: [String] = []
    ) -> Diagnostic {
        Diagnostic(.error, id: id, at: location, summary, hint: hint, notes: notes)
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics print in file order, so a run's output is the same however the work
    /// was scheduled.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, nil): return (lhs.id, lhs.summary) < (rhs.id, rhs.summary)
        case (nil, _): return true
        case (_, nil): return false
        case let (l?, r?):
            if l != r { return l < r }
            return (lhs.id, lhs.summary) < (rhs.id, rhs.summary)
        }
    }
}
