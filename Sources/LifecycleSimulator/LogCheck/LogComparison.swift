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
    /// Objects the log instruments (mapped, or a delegate named on a line by its class) of which no call
    /// was read, though the engine makes calls of theirs that the log should show: a log
    /// whose lines of one object were all lost is no evidence about that object.
    public var silent: [SilentObject]
    /// The engine's calls the narrowing left out that the log shows of other objects
    /// (`CellVC.viewWillAppear(_:)`, when the log prints `viewWillAppear` of `Table` and only
    /// `viewDidLoad` of `CellVC`), each once: if the app prints that call for every object,
    /// the log says it was not made, which a recorded log's `map:` and `instrumented:` compare.
    public var uncompared: [TraceEvent]
    /// The engine's will or did of an appearance left out where the log prints the other
    /// half for that object (`Blue.viewWillAppear(_:)` beside a printed `viewDidAppear`).
    public var unpaired: [TraceEvent]
    /// The engine's calls on objects the log names nowhere (no call read, no mention, not
    /// mapped), each once: a log of the presented controller alone agrees whether or not the
    /// presenter disappears, so a sheet and a full-screen present read alike (an acceptance
    /// trial, 2026-12-07). Empty when the log's header says what the app prints.
    public var unnamed: [TraceEvent]
    /// Whether scenePhase changes are compared by the phase they print: when some
    /// `onChange(of:)` line of the log printed one (a change that printed none matches any).
    public let comparesPhases: Bool

    /// - Parameter instrumented: what the log's app printed, when its author says so (an
    ///   attached log's header): the trace is narrowed to it instead of to the pairs the log
    ///   happens to show, so a call missing from the log is a divergence, not a narrower
    ///   comparison.
    ///   - mapped: object → class, the objects the author says the log shows (`--map`, `map:`).
    public init(
        log: ParsedLog, events: [TraceEvent], instrumented: (@Sendable (TraceEvent) -> Bool)? = nil, mapped: [String: String] = [:]
    ) {
        self.log = log
        silent = Self.silentObjects(log, events: instrumented.map { events.filter($0) } ?? events, mapped: mapped)
        // A line of a class mapped to several objects shows that call of each of them: the
        // log would print their calls alike, so one missing is a call the log lacks.
        let shown = Set(
            log.calls.flatMap { call in
                [Pair(receiver: call.receiver, callback: call.callback.name)]
                    + (call.shared?.candidates.map { Pair(receiver: $0.object, callback: $0.callback.name) } ?? [])
            })
        let narrowed =
            if let instrumented { events.filter(instrumented) } else if log.isEmpty { events } else {
                events.filter { shown.contains(Pair(receiver: $0.receiver, callback: $0.callback.name)) }
            }
        let uncompared = instrumented != nil || log.isEmpty ? [] : Self.uncompared(events, shown: shown)
        self.uncompared = uncompared
        unpaired = instrumented != nil || log.isEmpty ? [] : Self.unpaired(events, shown: shown, uncompared: uncompared)
        unnamed = instrumented != nil || log.calls.isEmpty ? [] : Self.unnamed(events, log: log, mapped: mapped)
        let comparesPhases = log.calls.contains { $0.phase != nil }
        self.comparesPhases = comparesPhases
        let key = { (event: TraceEvent) in Self.notation(of: event, withPhase: comparesPhases) }
        let logged = log.calls.map(\.notationWithPhase)
        // A change whose line does not say its new phase is any change.
        let same = { (observed: String, engine: String) in observed == engine || engine.hasPrefix(observed + " → ") }
        let match = OrderMatcher.match(logged, against: narrowed, key: key, pass: \.repeatablePass, same: same)
        simulated = match.expanded
        sideBySide = SideBySide(leftTitle: "the log", left: logged, rightTitle: "the engine", right: simulated.map(key))
        sideBySide.decide(match.firstDifference)
        divergence = match.firstDifference.map { [simulated] index in
            Divergence(
                index: index,
                logged: index < log.calls.count ? log.calls[index] : nil,
                simulated: index < simulated.count ? simulated[index] : nil,
                lastLogged: log.calls.last,
                loggedNotation: index < logged.count ? logged[index] : nil,
                engineNotation: index < simulated.count ? key(simulated[index]) : nil)
        }
    }

    /// Only calls the engine always makes (not a pass that may not run), of a
    /// callback the log shows for another object of the same kind: the app's and a scene's
    /// `didEnterBackgroundNotification` are two calls.
    private static func uncompared(_ events: [TraceEvent], shown: Set<Pair>) -> [TraceEvent] {
        let receivers = Set(shown.map(\.receiver))
        let shownByKind = Set(
            events.filter { shown.contains(Pair(receiver: $0.receiver, callback: $0.callback.name)) }.map { "\($0.kind).\($0.callback.name)" })
        var seen: Set<Pair> = []
        return events.filter { event in
            let pair = Pair(receiver: event.receiver, callback: event.callback.name)
            return (event.repeatablePass?.minimum ?? 1) > 0 && receivers.contains(pair.receiver)
                && shownByKind.contains("\(event.kind).\(pair.callback)")
                && !shown.contains(pair) && seen.insert(pair).inserted
        }
    }

    /// Only calls the engine always makes, on objects that are neither read, mentioned nor
    /// mapped, of a kind the log prints another object of: a log of controllers that names
    /// one of two, not the navigation controller's delegate calls or the app's notifications
    /// a log of controllers never meant to show.
    private static func unnamed(_ events: [TraceEvent], log: ParsedLog, mapped: [String: String]) -> [TraceEvent] {
        let named = Set(log.calls.map(\.receiver) + log.mentions.map(\.object) + mapped.keys)
        let printedKinds = Set(events.filter { named.contains($0.receiver) }.map(\.kind))
        var seen: Set<Pair> = []
        return events.filter { event in
            (event.repeatablePass?.minimum ?? 1) > 0 && !named.contains(event.receiver) && printedKinds.contains(event.kind)
                && seen.insert(Pair(receiver: event.receiver, callback: event.callback.name)).inserted
        }
    }

    /// The will or the did of an appearance the engine makes on an object whose other half
    /// the log prints (not already `uncompared`): an app that prints `viewDidAppear` prints
    /// `viewWillAppear` too, and openradar 12322346 (2012) is a child given the one without
    /// the other (dev round 11, 2026-12-06).
    /// Only one between two calls of that object the log shows: a log cut short after a
    /// `viewWillAppear` lacks nothing it says.
    private static func unpaired(_ events: [TraceEvent], shown: Set<Pair>, uncompared: [TraceEvent]) -> [TraceEvent] {
        var seen = Set(uncompared.map { Pair(receiver: $0.receiver, callback: $0.callback.name) })
        let isShown = { (event: TraceEvent) in shown.contains(Pair(receiver: event.receiver, callback: event.callback.name)) }
        return events.indices.filter { index in
            let event = events[index]
            let pair = Pair(receiver: event.receiver, callback: event.callback.name)
            guard let partner = appearancePartners[pair.callback], shown.contains(Pair(receiver: pair.receiver, callback: partner)),
                (event.repeatablePass?.minimum ?? 1) > 0, !shown.contains(pair)
            else { return false }
            let ofObject = { (other: TraceEvent) in other.receiver == event.receiver && isShown(other) }
            return events[..<index].contains(where: ofObject) && events[(index + 1)...].contains(where: ofObject) && seen.insert(pair).inserted
        }.map { events[$0] }
    }

    private static let appearancePartners = [
        "viewWillAppear(_:)": "viewDidAppear(_:)", "viewDidAppear(_:)": "viewWillAppear(_:)",
        "viewWillDisappear(_:)": "viewDidDisappear(_:)", "viewDidDisappear(_:)": "viewWillDisappear(_:)",
    ]

    /// A scenePhase change with its new phase, `ui.onChange(of:) → inactive`, when the log
    /// prints phases (`comparesPhases`).
    public static func notation(of event: TraceEvent, withPhase: Bool) -> String {
        guard withPhase, event.callback.name == "onChange(of:)",
            let phase = event.arguments.first(where: { $0.label == "newPhase" })?.value
        else { return event.notation }
        return event.notation + " → \(phase)"
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
        if !unread.isEmpty || !silent.isEmpty || (log.calls.isEmpty && !log.isEmpty) || (onlyComments && !simulated.isEmpty) {
            return .inconclusive
        }
        return divergence == nil ? .agreement : .divergence
    }

    /// Every line that is not blank is a comment, and some read as calls without their marks:
    /// an app that prints `### TRIGGER` (lukepistrol/TaskTrigger#5, 2024, with `--call`), not
    /// a log of an action that makes no call (dev round 13, 2026-12-06). A comment that says
    /// nothing was printed still leaves the log empty.
    public var onlyComments: Bool {
        log.calls.isEmpty && !log.commentedCalls.isEmpty && log.ignored.allSatisfy { [.blank, .logEntryField, .comment].contains($0.reason) }
    }

    /// The lines that look like lifecycle calls but could not be read.
    public var unread: [IgnoredLine] {
        log.ignored.filter(\.reason.isUnread)
    }

    /// `app`, mapped to `AppDelegate` (or named on line 3 as `AppDelegate`), with no call
    /// read where the engine makes 4.
    public struct SilentObject: Sendable, Equatable {
        public var object: String
        /// The class the map gives it, or the first line that names it.
        public var source: Source
        /// The engine's calls on it that the log should show.
        public var engineCalls: Int

        public enum Source: Sendable, Equatable {
            case mapped(className: String)
            case named(line: Int, word: String)
        }
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
        /// The two calls as compared (with the scenePhase, when the log printed it).
        public var loggedNotation: String?
        public var engineNotation: String?
    }

    /// An empty log is a statement (no call), not a log whose lines were lost; a log with
    /// no call read at all is inconclusive already, whichever objects it names. A call read
    /// but outside what the scenario models (an undeclared delegate's) is reported already,
    /// and its object did print: it is not silent.
    private static func silentObjects(_ log: ParsedLog, events: [TraceEvent], mapped: [String: String]) -> [SilentObject] {
        guard !log.calls.isEmpty else { return [] }
        let outside = log.ignored.compactMap { line -> String? in
            if case .outsideScenario(let object, _) = line.reason { return object }
            return nil
        }
        let read = Set(log.calls.map(\.receiver) + outside)
        var sources: [(object: String, source: SilentObject.Source)] = mapped.sorted { $0.key < $1.key }.map {
            ($0.key, .mapped(className: $0.value))
        }
        for mention in log.mentions where mapped[mention.object] == nil {
            sources.append((mention.object, .named(line: mention.line, word: mention.word)))
        }
        return sources.compactMap { object, source in
            guard !read.contains(object) else { return nil }
            let calls = events.filter { $0.receiver == object }.count
            return calls == 0 ? nil : SilentObject(object: object, source: source, engineCalls: calls)
        }
    }

    private struct Pair: Hashable {
        var receiver: String
        var callback: String
    }
}
