/// A call order that prose takes from a scenario instead of typing it, so it is checked
/// and cannot drift from the engine:
///
///     ```lifeline-calls
///     view-controller/push
///     ```
///
/// puts the scenario's call table into the page, and the inline form
/// `` `lifeline-calls view-controller/push: A.viewWillDisappear, B.viewWillAppear` ``
/// puts the engine's order of the named calls into the sentence. The named calls only
/// choose which calls to show; their order always comes from the simulation.
public struct OrderEmbed: Sendable, Hashable {
    public enum Form: Sendable, Hashable {
        /// A fenced block: the call table.
        case block
        /// A code span: a short order inside a sentence.
        case inline
    }

    public static let keyword = "lifeline-calls"

    public var form: Form
    /// The reference as written, trimmed: `view-controller/push: A.viewWillDisappear`.
    public var reference: String
    /// 0-based line of the reference in the prose text, and its 1-based column.
    public var line: Int
    public var column: Int
    /// The text the embed replaces: the whole fenced block, or the code span.
    public var range: Range<String.Index>

    public init(form: Form, reference: String, line: Int, column: Int, range: Range<String.Index>) {
        self.form = form
        self.reference = reference
        self.line = line
        self.column = column
        self.range = range
    }

    /// `lifecycle/scenario` and the calls named after a colon, or nil when the reference
    /// does not have that shape.
    public var parsed: (lifecycle: String, scenario: String, calls: [String])? {
        let parts = reference.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let key = parts[0].split(separator: "/", omittingEmptySubsequences: false)
        guard key.count == 2, !key[0].isEmpty, !key[1].isEmpty, !key.joined().contains(" ") else { return nil }
        let calls =
            parts.count == 2
            ? parts[1].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            : []
        if parts.count == 2 && calls.isEmpty { return nil }
        return (String(key[0]), String(key[1]), calls)
    }
}
