/// A parsed log against a simulated trace, call for call, and the verdict.
///
/// A log shows only the methods the developer instrumented, so the trace is first
/// narrowed to the (receiver, callback) pairs that occur in the log, keeping its order;
/// claims are checked the same way (`ClaimCheck`). Then `OrderMatcher` compares the two,
/// accepting a layout pass the engine marks as repeatable one or more times:
///
///     log:    B.viewDidLoad()  A.viewWillDisappear(_:)  B.viewWillAppear(_:)
///     trace:  B.init(nibName:bundle:)  B.loadView()  B.viewDidLoad()  A.viewWillDisappear(_:) …
///     narrowed to the log's pairs: B.viewDidLoad()  A.viewWillDisappear(_:)  B.viewWillAppear(_:)
///
/// An empty log (no line but blank ones) says "this action makes no call": it is held
/// against the whole trace (or all the instrumented calls), which must be empty too.
public struct LogComparison: Sendable {
    public var log: ParsedLog
    /// The simulated calls on pairs the log shows, in simulated order, each repeatable
    /// pass repeated as often as the log repeats it (the whole trace for an empty log).
    public var simulated: [TraceEvent]
    public var sideBySide: SideBySide
    /// The first place the two orders part, or nil when they agree.
    public var divergence: Divergence?

    /// - Parameter instrumented: what the log's app printed, when its author says so (an
    ///   attached log's header): the trace is narrowed to it instead of to the pairs the log
    ///   happens to show, so a call missing from the log is a divergence, not a narrower
    ///   comparison.
    public init(log: ParsedLog, events: [TraceEvent], instrumented: (@Sendable (TraceEvent) -> Bool)? = nil) {
        self.log = log
        let shown = Set(log.calls.map { Pair(receiver: $0.receiver, callback: $0.callback.name) })
        let narrowed =
            if let instrumented { events.filter(instrumented) } else if log.isEmpty { events } else {
                events.filter { shown.contains(Pair(receiver: $0.receiver, callback: $0.callback.name)) }
            }
        let logged = log.calls.map(\.notation)
        let match = OrderMatcher.match(logged, against: narrowed, key: \.notation, pass: \.repeatablePass)
        simulated = match.expanded
        sideBySide = SideBySide(leftTitle: "the log", left: logged, rightTitle: "the engine", right: simulated.map(\.notation))
        divergence = match.firstDifference.map { [simulated] index in
            Divergence(
                index: index,
                logged: index < log.calls.count ? log.calls[index] : nil,
                simulated: index < simulated.count ? simulated[index] : nil,
                lastLogged: log.calls.last)
        }
    }

    /// What `trace-check` concludes.
    public enum Verdict: String, Sendable {
        /// Every line was read or is plainly not a call, and the calls read agree.
        case agreement
        /// The calls read part from the engine's order (`divergence` says where).
        case divergence
        /// Some line looks like a lifecycle call but could not be read (misspelt, run
        /// together, an unknown receiver), or no line was read at all: what the log says
        /// is not known, so neither agreement nor divergence can be claimed.
        case inconclusive
    }

    public var verdict: Verdict {
        if !unread.isEmpty || (log.calls.isEmpty && !log.isEmpty) { return .inconclusive }
        return divergence == nil ? .agreement : .divergence
    }

    /// The lines that look like lifecycle calls but could not be read.
    public var unread: [IgnoredLine] {
        log.ignored.filter(\.reason.isUnread)
    }

    public struct Divergence: Sendable {
        /// 0-based position among the compared calls (the row `SideBySide` marks).
        public var index: Int
        /// The log's call there; nil when the log ends first.
        public var logged: LoggedCall?
        /// The engine's call there; nil when the simulated trace ends first.
        public var simulated: TraceEvent?
        /// Where the log ends, to point at when `logged` is nil; nil for an empty log.
        public var lastLogged: LoggedCall?
    }

    private struct Pair: Hashable {
        var receiver: String
        var callback: String
    }
}
