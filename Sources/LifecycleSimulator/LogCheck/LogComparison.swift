/// A parsed log against a simulated trace, call for call.
///
/// A log shows only the methods the developer instrumented, so the trace is first
/// narrowed to the (receiver, callback) pairs that occur in the log, keeping its order;
/// claims are checked the same way (`ClaimCheck`). Then both lists must be equal:
///
///     log:    B.viewDidLoad()  A.viewWillDisappear(_:)  B.viewWillAppear(_:)
///     trace:  B.init(nibName:bundle:)  B.loadView()  B.viewDidLoad()  A.viewWillDisappear(_:) …
///     narrowed to the log's pairs: B.viewDidLoad()  A.viewWillDisappear(_:)  B.viewWillAppear(_:)
public struct LogComparison: Sendable {
    public var log: ParsedLog
    /// The simulated calls on pairs the log shows, in simulated order.
    public var simulated: [TraceEvent]
    public var sideBySide: SideBySide

    public init(log: ParsedLog, events: [TraceEvent]) {
        let shown = Set(log.calls.map { Pair(receiver: $0.receiver, callback: $0.callback.name) })
        self.log = log
        simulated = events.filter { shown.contains(Pair(receiver: $0.receiver, callback: $0.callback.name)) }
        sideBySide = SideBySide(
            leftTitle: "the log", left: log.calls.map(\.notation),
            rightTitle: "the engine", right: simulated.map(\.notation))
    }

    /// The first place the two orders part, or nil when they agree.
    public var divergence: Divergence? {
        sideBySide.firstDifference.map { index in
            Divergence(
                index: index,
                logged: index < log.calls.count ? log.calls[index] : nil,
                simulated: index < simulated.count ? simulated[index] : nil,
                lastLogged: log.calls.last)
        }
    }

    public struct Divergence: Sendable {
        /// 0-based position among the compared calls (the row `SideBySide` marks).
        public var index: Int
        /// The log's call there; nil when the log ends first.
        public var logged: LoggedCall?
        /// The engine's call there; nil when the simulated trace ends first.
        public var simulated: TraceEvent?
        /// Where the log ends, to point at when `logged` is nil.
        public var lastLogged: LoggedCall?
    }

    private struct Pair: Hashable {
        var receiver: String
        var callback: String
    }
}
