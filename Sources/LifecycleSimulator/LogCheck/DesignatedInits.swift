/// A plain `init` printed by an object the engine decodes from a storyboard: logs print the
/// initializer they override by its keyword (`1st ViewController required init`, a Korean
/// note of 2021, whose `required init?(coder:)` prints it), and the parser reads a plain
/// `init` as the designated initializer of code (`init(nibName:bundle:)`, `init(frame:)`).
/// Where the engine makes `init(coder:)` on that object and not the one read, the line is
/// that call.
public enum DesignatedInits {
    static let readForPlainInit: Set<String> = ["init(nibName:bundle:)", "init(frame:)", "init(style:reuseIdentifier:)"]

    public static func matching(_ log: ParsedLog, events: [TraceEvent]) -> ParsedLog {
        var calls = log.calls
        for index in calls.indices where readForPlainInit.contains(calls[index].callback.name) && isPlainInit(calls[index].text) {
            let made = events.filter { $0.receiver == calls[index].receiver }.map(\.callback)
            guard !made.contains(calls[index].callback), let decoded = made.first(where: { $0.name == "init(coder:)" }) else { continue }
            calls[index].callback = decoded
        }
        return log.with(calls: calls, ignored: log.ignored)
    }

    /// `-[B init]`, `B init()`: the convenience initializer, not the designated one.
    static func isPlainInit(_ text: String) -> Bool {
        LogTokenizer.words(of: Substring(text)).contains { $0 == "init" || $0 == "init()" }
    }
}
