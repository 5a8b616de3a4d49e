public import LifecycleModel

/// What `ConsoleLogParser` read from a console log: the calls it could attribute to the
/// scenario's objects, in log order, and every line it could not.
public struct ParsedLog: Sendable, Equatable {
    public var calls: [LoggedCall]
    /// In line order; a line that holds calls and also a word that could not be read
    /// (`B viewDidLoad viewwillAppear`) has its calls here and an entry in `ignored`.
    public var ignored: [IgnoredLine]
    /// Lines in the log, blank ones included.
    public var lineCount: Int
    /// Lines read as one call, in the order of their first lines: a begin and its end
    /// marker, or a call and its value (`LinePairing`).
    public var pairs: [LinePair]
    /// The app and scene delegates a line names by a class (`AppDelegate`, a `--map`
    /// class), first mention each: objects the log instruments, even when none of their
    /// lines could be read.
    public var mentions: [ObjectMention]
    /// Calls read under the engine's name for the same call (`SameCallSpellings`), which the
    /// report lists: `textFieldDidEndEditing(_:)` as `textFieldDidEndEditing(_:reason:)`.
    public var respelled: [Respelling] = []
    /// Comment lines that read as calls without their marks (`### onAppear`): an app may
    /// print such lines itself.
    public var commentedCalls: [Int] = []

    public init(calls: [LoggedCall] = [], ignored: [IgnoredLine] = [], lineCount: Int = 0, pairs: [LinePair] = [], mentions: [ObjectMention] = []) {
        self.calls = calls
        self.ignored = ignored
        self.lineCount = lineCount
        self.pairs = pairs
        self.mentions = mentions
    }

    /// No line but blank ones and comments: the log of an action that makes no call.
    public var isEmpty: Bool {
        calls.isEmpty && ignored.allSatisfy { [.blank, .logEntryField, .comment].contains($0.reason) }
    }

    /// The lines of calls the engine does not model (`loadViewIfNeeded`, `onSubmit`, a view
    /// model's `init`, `nav viewWillAppear:`), in order, each once: an agreement does not
    /// vouch for them.
    public var uncheckedLines: [Int] {
        var lines: [Int] = []
        for line in ignored where line.reason.isNotModelled && lines.last != line.line { lines.append(line.line) }
        return lines
    }

    /// The same log with `calls` and `ignored` replaced, the rest kept.
    func with(calls: [LoggedCall], ignored: [IgnoredLine]) -> ParsedLog {
        var log = ParsedLog(calls: calls, ignored: ignored, lineCount: lineCount, pairs: pairs, mentions: mentions)
        log.respelled = respelled
        log.commentedCalls = commentedCalls
        return log
    }
}

/// Line 5's `textFieldDidEndEditing(_:)`, read as the engine's `textFieldDidEndEditing(_:reason:)`.
public struct Respelling: Sendable, Hashable {
    public var line: Int
    public var read: String
    public var engine: String
}

/// Two log lines read as one call.
public struct LinePair: Sendable, Hashable {
    public var first: Int
    public var second: Int

    public init(first: Int, second: Int) {
        self.first = first
        self.second = second
    }
}

/// `AppDelegate` on line 3, standing for `app`.
public struct ObjectMention: Sendable, Hashable {
    public var object: String
    public var line: Int
    /// The word as printed.
    public var word: String

    public init(object: String, line: Int, word: String) {
        self.object = object
        self.line = line
        self.word = word
    }
}

/// One call read from a log line, already in trace notation.
///
///     line 3  "2020-04-01 10:11:12.345 Demo[1:2] B viewWillAppear:"  →  B.viewWillAppear(_:)
public struct LoggedCall: Sendable, Hashable {
    /// 1-based line number in the log.
    public var line: Int
    /// The line as written, trimmed; for a one-line listing (`B viewDidLoad / A …`), the item.
    public var text: String
    /// The scenario's name for the receiver (`B`, `app`), not the class the log printed.
    public var receiver: String
    public var callback: CallbackSpec
    /// The scenePhase an `onChange(of:)` line printed as the new one (`PhaseLines`), which
    /// the comparison holds against the engine's `newPhase`.
    public var phase: String?
    /// The class the line printed, when the map gives it to several objects that could all
    /// make the call (two cells of one class): `receiver` is then the one `SharedClassOrder`
    /// gives the line, in the order the engine calls them.
    public var shared: SharedClass?
    /// The call as printed, when no word of the line names its receiver and it went to the
    /// only object that makes the call (`BareCallLines`).
    public var printedWithoutReceiver: String?

    public init(line: Int, text: String, receiver: String, callback: CallbackSpec, phase: String? = nil, shared: SharedClass? = nil) {
        self.line = line
        self.text = text
        self.receiver = receiver
        self.callback = callback
        self.phase = phase
        self.shared = shared
    }

    /// `B.viewWillAppear(_:)`, as the engine's `TraceEvent.notation` spells it.
    public var notation: String { "\(receiver).\(callback.name)" }

    /// `ui.onChange(of:) → inactive`, with the phase printed (`LogComparison.comparesPhases`).
    public var notationWithPhase: String { notation + (phase.map { " → \($0)" } ?? "") }
}

/// `MyTableViewCell`, mapped to `c1` and `c2`, each of which can receive `awakeFromNib()`.
public struct SharedClass: Sendable, Hashable {
    /// The class as the line printed it.
    public var className: String
    /// The objects the class is mapped to that can make the call, in the map's order, each
    /// with the callback its kind has by that name.
    public var candidates: [Candidate]

    public struct Candidate: Sendable, Hashable {
        public var object: String
        public var callback: CallbackSpec
    }
}
