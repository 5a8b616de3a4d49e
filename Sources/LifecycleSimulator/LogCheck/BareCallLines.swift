internal import LifecycleModel

/// A call line that names no receiver goes to the only object of the scenario that makes
/// the call. Not when another line of the log names that object for the same call: an app
/// that prints a call's receiver prints it each time, so a bare line beside such lines is
/// most likely another object's, one the scenario does not trace. Pageboy#233 (2019) prints
/// its container's calls bare beside its page's, which carry the page's UUID; given to the
/// page, they read as a page loaded twice.
///
///     viewDidLoad                                    ← not read: line 2 names C
///     viewDidLoad 0D2C7F77-…     (--map C=0D2C7F77-…)
///
/// The line is reported unread, with the `--call` that gives it to the object if it is
/// that object's after all. Not a line of the app, its scene or a SwiftUI app: there is one
/// of each, so a bare line of their calls is theirs however other lines print them.
enum BareCallLines {
    static let singleKinds: Set<ObjectKind> = [.app, .scene, .swiftuiApp]

    /// A call read on a line.
    struct Call: Hashable {
        var line: Int
        var callback: String
    }

    /// Runs after the lines of one call are counted once (`CallMarkers`): a designated
    /// initializer printed bare after a plain `init` of the object is that call's end.
    ///
    /// - Parameter bare: the calls that went to the only object making them, and the word
    ///   each printed.
    static func sorting(_ log: ParsedLog, bare: [Call: String], objects: [String: ObjectKind]) -> ParsedLog {
        guard !bare.isEmpty else { return log }
        let printedBare = { (call: LoggedCall) in bare[Call(line: call.line, callback: call.callback.name)] }
        var calls: [LoggedCall] = []
        var ignored = log.ignored
        for call in log.calls {
            guard let printed = printedBare(call), let kind = objects[call.receiver], !singleKinds.contains(kind),
                let named = log.calls.first(where: {
                    printedBare($0) == nil && $0.receiver == call.receiver && $0.callback.name == call.callback.name
                })
            else {
                calls.append(call)
                continue
            }
            let reason = IgnoredLine.Reason.receiverNamedElsewhere(
                method: printed, object: call.receiver, line: named.line, callback: call.callback.name)
            ignored.append(IgnoredLine(line: call.line, text: call.text, reason: reason))
        }
        guard calls.count < log.calls.count else { return log }
        // In line order, as the parser lists them; a stable sort keeps a line's entries in order.
        let ordered = ignored.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return log.with(calls: calls, ignored: ordered)
    }
}
