/// How a log prints one call on two lines, so that the pair is read as one call: given to
/// `trace-check` as `--pairs`, or in a recorded log's header as `pairs:`.
///
///     --pairs begin/end      B viewWillAppear begin   …   B viewWillAppear end
///     --pairs '->/<-'        -> viewDidLoad           …   <- viewDidLoad
///     --pairs value          viewWillTransition           size: (375.0, 667.0)
///     --pairs receiver-first <Demo.BViewController: 0x…>  viewDidLoad()
///
/// Without it, the parser still counts a call printed with the usual begin and end words
/// (`begin`, `start`, `开始` … `end`, `finish`, `结束`) once; saying how the log pairs its
/// lines replaces those words with the log's own markers, which may be punctuation that
/// the parser otherwise drops.
public enum LinePairing: Sendable, Hashable {
    /// A call's first line holds `begin`, its last `end`; other calls may come between.
    case markers(begin: String, end: String)
    /// A call's line is followed by a line that prints a value of it (an argument, the
    /// receiver): the two are read as one line.
    case value
    /// A call's line is preceded by a line that prints its receiver (`print(self)` before
    /// `print(#function)`, or a `---- BViewController ----` header above each call): the
    /// two are read as one line, at the call's.
    case receiverFirst

    /// `begin/end`, `->/<-`, `value`, `receiver-first`; nil for anything else (one marker, two equal ones, a
    /// marker with a space).
    public init?(_ text: String) {
        if text == "value" {
            self = .value
            return
        }
        if text == "receiver-first" {
            self = .receiverFirst
            return
        }
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return nil }
        self.init(begin: parts[0], end: parts[1])
    }

    /// Nil when either marker is empty or holds a space, or both are the same.
    public init?(begin: String, end: String) {
        guard !begin.isEmpty, !end.isEmpty, begin != end, !(begin + end).contains(where: \.isWhitespace) else { return nil }
        self = .markers(begin: begin, end: end)
    }

    /// As written on the command line: `begin/end`, `value`, `receiver-first`.
    public var spelling: String {
        switch self {
        case .markers(let begin, let end): "\(begin)/\(end)"
        case .value: "value"
        case .receiverFirst: "receiver-first"
        }
    }
}
