internal import LifecycleModel

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
///
/// And a method that prints from several of its source lines, its logging helper giving
/// each line number: one call, the numbers rising while it runs, other objects' calls
/// (made from inside it) in between.
///
///     [B viewDidLoad()](20): g        [B viewDidLoad()](21): 1
///     [V init(frame:)](15): v-1       [B viewDidLoad()](23): 2
///
/// A call printed plainly where it starts and with an end word where it finishes (`Detail
/// task`, then `Detail task finished` once its work is done) is one call too: an end word
/// right after the call's name, with no begin open, pairs with the plain line of the same
/// call when no other call of that receiver came between. So is a method printed around
/// its `super` call (`before super` … `after super`).
///
/// A tracer's arrows mark the same, on the line of the call: `->` (`-->`, `→`, `=>`, `➡️`) where
/// it begins, `<-` (`<--`, `←`, `<=`, `⬅️`) where it returns. An end arrow pairs only with a begin
/// arrow: `<=` may be a comparison.
///
///     B -> viewDidLoad               -[B viewWillAppear:] -->       B => viewDidLoad
///     B <- viewDidLoad               -[B viewWillAppear:] <--       B <= viewDidLoad
///
/// With `--pairs BEGIN/END` (`LinePairing.markers`) the log's own markers take the place of
/// the usual words: `->` and `<-`, which the tokenizer drops as punctuation, or `enter` and
/// `leave`. Each begin-end pair is recorded, for the report to show.
enum CallMarkers {
    static func countingOnce(_ log: ParsedLog, pairing: LinePairing? = nil) -> ParsedLog {
        var pairs = log.pairs
        var open: [String: Int] = [:]
        var lastPlain: [String: Int] = [:]
        var lastOfReceiver: [String: LoggedCall] = [:]
        var sourceLineOfReceiver: [String: Int] = [:]
        var kept: [LoggedCall] = []
        var ends: [IgnoredLine] = []
        // Calls of one line share its marker and words: a line may print hundreds of calls
        // (an event history), and reading the line again for each made that quadratic.
        var current = (line: 0, marker: Marker?.none, sourceLine: Int?.none, words: [String]?.none)
        for call in log.calls {
            if call.line != current.line { current = (call.line, marker(in: call.text, pairing), sourceLine(in: call.text), nil) }
            let marker = current.marker
            func endWordFollows(_ call: LoggedCall) -> Bool {
                if current.words == nil { current.words = Self.lowercasedWords(of: call.text) }
                return Self.endWordFollows(call, words: current.words!)
            }
            // A plain start pairs with an end word right after its call (`task finished`), when
            // no other call of the receiver came between.
            let plainStart = lastPlain[call.notation].flatMap { line in
                lastOfReceiver[call.receiver]?.line == line && endWordFollows(call) ? line : nil
            }
            if marker == .end, let begin = open[call.notation] ?? plainStart {
                open[call.notation] = nil
                lastPlain[call.notation] = nil
                pairs.append(LinePair(first: begin, second: call.line))
                ends.append(IgnoredLine(line: call.line, text: call.text, reason: .endOfCall(line: begin)))
                continue
            }
            // The end of a SwiftUI task's work (`task end` after `Task.sleep` returns, its start
            // before the log): no call, not a second start.
            if marker == .end, call.callback.baseName == "task", endWordFollows(call) {
                ends.append(IgnoredLine(line: call.line, text: call.text, reason: .noCallback))
                continue
            }
            let sourceLine = current.sourceLine
            // Lines of a class mapped to several objects are not theirs yet (`SharedClassOrder`):
            // two cells' inits are two calls.
            if let previous = lastOfReceiver[call.receiver], previous.notation == call.notation, call.shared == nil, let sourceLine,
                let printed = sourceLineOfReceiver[call.receiver], sourceLine > printed
            {
                sourceLineOfReceiver[call.receiver] = sourceLine
                ends.append(IgnoredLine(line: call.line, text: call.text, reason: .endOfCall(line: previous.line)))
                continue
            }
            sourceLineOfReceiver[call.receiver] = sourceLine
            if let previous = lastOfReceiver[call.receiver], previous.notation == call.notation, call.shared == nil,
                call.callback.baseName == "init", SameCallSpellings.isPlainInit(previous.text) || SameCallSpellings.isPlainInit(call.text)
            {
                ends.append(IgnoredLine(line: call.line, text: call.text, reason: .endOfCall(line: previous.line)))
                continue
            }
            if marker == .begin { open[call.notation] = call.line }
            lastPlain[call.notation] = marker == nil ? call.line : nil
            lastOfReceiver[call.receiver] = call
            kept.append(call)
        }
        guard !ends.isEmpty else { return log }
        let ignored = (log.ignored + ends).enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        var counted = log.with(calls: kept, ignored: ignored)
        counted.pairs = pairs.sorted { $0.first < $1.first }
        return counted
    }
}

private extension CallMarkers {
    enum Marker { case begin, end }

    static let begins: Set<String> = [
        "begin", "began", "start", "started", "starts", "enter", "entered", "entering", "开始", "開始", "进入", "시작",
    ]
    static let ends: Set<String> = [
        "end", "ended", "ends", "finish", "finished", "done", "complete", "completed", "exit", "exited", "leaving", "结束", "終了", "完成", "退出", "종료",
    ]

    /// The source line a logging helper printed with the call: `[B viewDidLoad()](20)`
    /// or `ViewController.swift:20`; nil when the line gives none.
    static func sourceLine(in text: String) -> Int? {
        for opening in ["](", ".swift:", ".m:"] {
            guard let range = text.firstRange(of: opening) else { continue }
            let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let number = Int(digits) else { continue }
            return number
        }
        return nil
    }

    /// A marker of letters is a word of the line (`end` is not in `backend`); one of
    /// punctuation (`->`, `<<<`) may stand anywhere.
    static func holds(_ text: String, _ marker: String, words: Set<String>) -> Bool {
        marker.allSatisfy(\.isLetter) ? words.contains(marker.lowercased()) : text.contains(marker)
    }

    static func marker(in text: String, _ pairing: LinePairing?) -> Marker? {
        let words = Set(LogTokenizer.words(of: Substring(text)).map { LookalikeCalls.head(of: $0).lowercased() })
        var isBegin = !words.isDisjoint(with: begins), isEnd = !words.isDisjoint(with: ends)
        // `B viewDidLoad before super.viewDidLoad()` … `after super.viewDidLoad()`.
        if words.contains("super") {
            isBegin = isBegin || words.contains("before")
            isEnd = isEnd || words.contains("after")
        }
        if case .markers(let begin, let end) = pairing {
            isBegin = holds(text, begin, words: words)
            isEnd = holds(text, end, words: words)
        } else if !isBegin, !isEnd {
            // Words say more than arrows, which logs also use as bullets and in notes.
            isBegin = hasArrow(text, beginArrows)
            isEnd = hasArrow(text, endArrows)
        }
        if isBegin == isEnd { return nil }
        return isBegin ? .begin : .end
    }

    /// An end word right after the call's name (`Detail task finished`, `viewDidLoad - done`),
    /// as a method prints it after its plain start line; not one further on (`A viewDidAppear
    /// pop done`), nor a tracer's arrow, which comes in pairs (`<=` may be a comparison).
    static func lowercasedWords(of text: String) -> [String] {
        LogTokenizer.words(of: Substring(text)).map { LookalikeCalls.head(of: $0).lowercased() }
    }

    static func endWordFollows(_ call: LoggedCall, words: [String]) -> Bool {
        let name = call.callback.baseName.lowercased()
        return words.indices.dropFirst().contains { ends.contains(words[$0]) && words[$0 - 1].hasSuffix(name) }
    }

    /// The emoji arrows too: `➡️ B viewDidLoad()` … `⬅️ B viewDidLoad()` (trace-check trial,
    /// 2026-12-06), with or without the emoji's variation selector.
    static let beginArrows = ["->", "-->", "--->", "→", "=>", "==>", "⇒", "➡️", "➡"]
    static let endArrows = ["<-", "<--", "<---", "←", "<=", "<==", "⇐", "⬅️", "⬅"]

    /// A tracer's arrow: a word of its own (`B -> viewDidLoad`), or glued to the start or
    /// the end of one (`->-[B viewDidLoad]`, `B <-viewDidLoad`, `B viewDidLoad()<-`); not one
    /// inside a word (`[A->B]`) or pointing both ways (`<->`).
    static func hasArrow(_ text: String, _ arrows: [String]) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { token in
            !(token.contains("<") && token.contains(">")) && arrows.contains { token.hasPrefix($0) || token.hasSuffix($0) }
        }
    }
}
