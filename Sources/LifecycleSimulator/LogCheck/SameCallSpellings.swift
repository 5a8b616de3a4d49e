/// Calls a log names otherwise than the engine though they are the same call of the object:
///
/// - a plain `init` written by hand in the print of an object the engine decodes from a
///   storyboard: logs name the initializer they override by its keyword (`1st
///   ViewController required init`, a Korean note of 2021, whose `required init?(coder:)`
///   prints it), and the parser reads a plain `init` as the designated initializer of code
///   (`init(nibName:bundle:)`, `init(frame:)`);
/// - `textFieldDidEndEditing(_:)` where the engine makes `textFieldDidEndEditing(_:reason:)`:
///   from iOS 10 UIKit calls the one the delegate implements (the `reason:` one when it
///   implements both, which the engine assumes), so a delegate with only the older one
///   printed the same call (SCNumberKeyBoard#4, 2015; dev round 14, 2026-12-06).
///
/// Each is that call where the engine makes it on the object and not the one read.
public enum SameCallSpellings {
    public static func matching(_ log: ParsedLog, events: [TraceEvent]) -> ParsedLog {
        var read = log
        for index in read.calls.indices {
            let call = read.calls[index]
            guard let same = sameCall(as: call) else { continue }
            let made = events.filter { $0.receiver == call.receiver }.map(\.callback)
            guard !made.contains(call.callback), let callback = made.first(where: { $0.name == same }) else { continue }
            read.calls[index].callback = callback
            read.respelled.append(Respelling(line: call.line, read: call.notation, engine: read.calls[index].notation))
        }
        return read
    }

    /// `B required init`, `B init`: the word, not the name of the method that ran
    /// (`-[B init]` from `_cmd`, `B init()` from `#function`), which a decoded object does not
    /// print.
    static func isWrittenByHand(_ text: String) -> Bool {
        LogTokenizer.words(of: Substring(text)).contains("init") && !text.contains(" init]")
    }

    /// `-[B init]`, `B init()`: the convenience initializer, not the designated one.
    static func isPlainInit(_ text: String) -> Bool {
        LogTokenizer.words(of: Substring(text)).contains { $0 == "init" || $0 == "init()" }
    }
}

private extension SameCallSpellings {
    static let readForPlainInit: Set<String> = ["init(nibName:bundle:)", "init(frame:)", "init(style:reuseIdentifier:)"]

    static func sameCall(as call: LoggedCall) -> String? {
        if readForPlainInit.contains(call.callback.name), isWrittenByHand(call.text) { return "init(coder:)" }
        return call.callback.name == "textFieldDidEndEditing(_:)" ? "textFieldDidEndEditing(_:reason:)" : nil
    }
}
