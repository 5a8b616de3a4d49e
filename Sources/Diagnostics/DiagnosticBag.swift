/// The diagnostics of one run, collected from every stage.
///
/// A value type: each stage takes it `inout`, appends, and carries on with what it could
/// read, so the author sees every problem of a run at once.
public struct DiagnosticBag: Sendable {
    public private(set) var all: [Diagnostic] = []
    /// Kept as diagnostics arrive: loaders ask "any new errors?" after every element, and
    /// counting each time made a run with many errors quadratic.
    public private(set) var errorCount = 0
    /// `--strict`: every warning is appended as an error, so the run fails on it at the
    /// stage that found it, before anything is written.
    public let warningsAreErrors: Bool

    public init() {
        warningsAreErrors = false
    }

    public init(warningsAreErrors: Bool) {
        self.warningsAreErrors = warningsAreErrors
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if warningsAreErrors, diagnostic.severity == .warning {
            diagnostic.severity = .error
            diagnostic.notes.append("note: a warning, made an error by --strict")
        }
        all.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    public mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        for diagnostic in other { append(diagnostic) }
    }

    public mutating func error(
        _ id: String, at location: SourceLocation?, _ summary: String,
        hint: String? = nil, notes: [String] = []
    ) {
        append(.error(id, at: location, summary, hint: hint, notes: notes))
    }

    public var hasErrors: Bool { errorCount > 0 }

    /// In file order, each problem once (two stages may find the same thing).
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.sorted().filter { seen.insert($0).inserted }
    }
}
