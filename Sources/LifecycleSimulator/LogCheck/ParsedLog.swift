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

    public init(calls: [LoggedCall] = [], ignored: [IgnoredLine] = [], lineCount: Int = 0) {
        self.calls = calls
        self.ignored = ignored
        self.lineCount = lineCount
    }

    /// No line but blank ones: the log of an action that makes no call.
    public var isEmpty: Bool {
        calls.isEmpty && ignored.allSatisfy { $0.reason == .blank }
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

    public init(line: Int, text: String, receiver: String, callback: CallbackSpec) {
        self.line = line
        self.text = text
        self.receiver = receiver
        self.callback = callback
    }

    /// `B.viewWillAppear(_:)`, as the engine's `TraceEvent.notation` spells it.
    public var notation: String { "\(receiver).\(callback.name)" }
}
