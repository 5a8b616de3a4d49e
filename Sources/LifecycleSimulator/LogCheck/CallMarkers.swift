/// Logs that print a call twice, where it starts and where it ends:
///
///     B viewDidLoad - begin          B viewWillAppear start          viewDidLoad开始
///     B viewDidLoad - end            B viewWillAppear end            viewDidLoad结束
///
/// One call, counted once: at its begin line, where UIKit entered it. The end line is
/// reported as such, so the report still accounts for every line.
///
/// Likewise an initializer printed twice: `-[ThirdView init]` runs `initWithFrame:`, and
/// a log that instruments both shows one initialization on two lines.
enum CallMarkers {
    static func countingOnce(_ log: ParsedLog) -> ParsedLog {
        var open: [String: Int] = [:]
        var lastOfReceiver: [String: LoggedCall] = [:]
        var kept: [LoggedCall] = []
        var ends: [IgnoredLine] = []
        for call in log.calls {
            let marker = marker(in: call.text)
            if marker == .end, let begin = open[call.notation] {
                open[call.notation] = nil
                ends.append(IgnoredLine(line: call.line, text: call.text, reason: .endOfCall(line: begin)))
                continue
            }
            if let previous = lastOfReceiver[call.receiver], previous.notation == call.notation,
                call.callback.baseName == "init", isPlainInit(previous.text) || isPlainInit(call.text)
            {
                ends.append(IgnoredLine(line: call.line, text: call.text, reason: .endOfCall(line: previous.line)))
                continue
            }
            if marker == .begin { open[call.notation] = call.line }
            lastOfReceiver[call.receiver] = call
            kept.append(call)
        }
        guard !ends.isEmpty else { return log }
        let ignored = (log.ignored + ends).enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return ParsedLog(calls: kept, ignored: ignored, lineCount: log.lineCount)
    }
}

private extension CallMarkers {
    enum Marker { case begin, end }

    static let begins: Set<String> = ["begin", "began", "start", "started", "starts", "enter", "entered", "开始", "開始", "进入"]
    static let ends: Set<String> = ["end", "ended", "ends", "finish", "finished", "done", "exit", "exited", "结束", "終了", "完成", "退出"]

    /// `-[B init]`, `B init()`: the convenience initializer, not the designated one.
    static func isPlainInit(_ text: String) -> Bool {
        LogTokenizer.words(of: Substring(text)).contains { $0 == "init" || $0 == "init()" }
    }

    static func marker(in text: String) -> Marker? {
        let words = Set(LogTokenizer.words(of: Substring(text)).map { LookalikeCalls.head(of: $0).lowercased() })
        let isBegin = !words.isDisjoint(with: begins), isEnd = !words.isDisjoint(with: ends)
        if isBegin == isEnd { return nil }
        return isBegin ? .begin : .end
    }
}
