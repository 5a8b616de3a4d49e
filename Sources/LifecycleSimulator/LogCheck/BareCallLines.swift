internal import LifecycleModel

/// A call line that names no receiver goes to the only object of the scenario that makes
/// the call. Not when other lines name that object for the same call and the log then
/// prints the call more often than the engine makes it: an app that prints a call's
/// receiver prints it each time, so the bare lines are most likely another object's, one
/// the scenario does not trace, or the same call printed twice (a superclass printing
/// `#function`, a subclass its name). Pageboy#233 (2019) prints its container's calls bare
/// beside its page's, which carry the page's UUID; given to the page, they read as a page
/// loaded twice.
///
///     viewDidLoad                                    ← not read: line 2 names C
///     viewDidLoad 0D2C7F77-…     (--map C=0D2C7F77-…)
///
/// The line is reported unread, with the `--call` that gives it to the object if it is
/// that object's after all. A call the object makes as often as the log prints it keeps
/// its bare lines (a heading read with `--pairs receiver-first` names only the first call
/// under it), and so does a pass that may repeat. Not a line of the app, its scene or a
/// SwiftUI app either: there is one of each, so a bare line of their calls is theirs
/// however other lines print them.
public enum BareCallLines {
    static let singleKinds: Set<ObjectKind> = [.app, .scene, .swiftuiApp]

    /// Runs once the lines of one call are counted once (`CallMarkers`) and calls are read
    /// under the engine's names (`SameCallSpellings`).
    public static func sorting(_ log: ParsedLog, events: [TraceEvent]) -> ParsedLog {
        let log = log.with(calls: log.calls, ignored: narrowing(log.ignored, events: events))
        // The calls of an object printed both bare and named, more often than the engine makes
        // them, with the first named line and the engine's count.
        var aside: [Pair: (named: LoggedCall, times: Int)] = [:]
        for (pair, printed) in Dictionary(grouping: log.calls, by: { Pair(receiver: $0.receiver, callback: $0.callback.name) }) {
            guard printed.contains(where: { $0.printedWithoutReceiver != nil }),
                let named = printed.first(where: { $0.printedWithoutReceiver == nil })
            else { continue }
            let made = events.filter { $0.receiver == pair.receiver && $0.callback.name == pair.callback }
            // An object the engine never makes the call on is left to the comparison, which
            // diverges there.
            guard !made.isEmpty, printed.count > made.count,
                !made.contains(where: { singleKinds.contains($0.kind) || ($0.repeatablePass != nil && $0.repeatablePass?.maximum == nil) })
            else { continue }
            aside[pair] = (named, made.count)
        }
        let isAside = { (call: LoggedCall) in
            call.printedWithoutReceiver != nil && aside[Pair(receiver: call.receiver, callback: call.callback.name)] != nil
        }
        // A line with a call set aside is unread as a whole: its other bare calls go with it.
        let lines = Set(log.calls.filter(isAside).map(\.line))
        guard !lines.isEmpty else { return log }
        var ignored = log.ignored
        for line in lines.sorted() {
            guard let call = log.calls.first(where: { $0.line == line && isAside($0) }), let printed = call.printedWithoutReceiver,
                let (named, times) = aside[Pair(receiver: call.receiver, callback: call.callback.name)]
            else { continue }
            let reason = IgnoredLine.Reason.receiverNamedElsewhere(
                method: printed, object: call.receiver, line: named.line, callback: call.callback.name, engineTimes: times)
            ignored.append(IgnoredLine(line: line, text: call.text, reason: reason))
        }
        let calls = log.calls.filter { !(lines.contains($0.line) && $0.printedWithoutReceiver != nil) }
        let ordered = ignored.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        var sorted = log.with(calls: calls, ignored: ordered)
        sorted.respelled.removeAll { lines.contains($0.line) }
        return sorted
    }

    /// A bare line several objects could have made is unread, with those objects: the ones
    /// the engine makes the call on, when some are (a view without `.task` gets no
    /// `taskCancelled`; trace-check trial, 2026-12-07), so the hint names no object that
    /// cannot be the receiver.
    ///
    /// Likewise a call in words or a handler's name that may stand for several calls lists
    /// first those the engine makes, so that the `--call` its hint writes is one of them
    /// (`open url` in a scene's scenario is the scene's call, not the app delegate's).
    static func narrowing(_ ignored: [IgnoredLine], events: [TraceEvent]) -> [IgnoredLine] {
        // A bare `init` by its base name: a view's is `init(frame:)`, a controller's `init(nibName:bundle:)`.
        let base = { (name: String) in name.prefix { $0 != "(" } }
        let madeCalls = Set(events.map(\.callback.name))
        let madeFirst = { (callbacks: [String]) in callbacks.filter(madeCalls.contains) + callbacks.filter { !madeCalls.contains($0) } }
        return ignored.map { line in
            switch line.reason {
            case .spacedName(let phrase, let callbacks):
                // Words of another language stand for many calls (`WordedCalls`): those made here only.
                let made = callbacks.filter(madeCalls.contains)
                let kept = line.reason.isWordedPhrase && !made.isEmpty ? made : madeFirst(callbacks)
                return IgnoredLine(line: line.line, text: line.text, reason: .spacedName(phrase: phrase, callbacks: kept))
            case .handlerName(let word, let callbacks):
                return IgnoredLine(line: line.line, text: line.text, reason: .handlerName(word: word, callbacks: madeFirst(callbacks)))
            default: break
            }
            guard case .ambiguousReceiver(let method, let candidates, let callbacks) = line.reason else { return line }
            let isBare = !method.contains("(") && !method.contains(":")
            let making = { (object: String, callback: String) in
                events.first { $0.receiver == object && (isBare ? base($0.callback.name) == base(callback) : $0.callback.name == callback) }
            }
            let made = zip(candidates, callbacks).compactMap { object, callback in making(object, callback).map { (object, $0.callback.name) } }
            guard !made.isEmpty, made.count < candidates.count else { return line }
            return IgnoredLine(
                line: line.line, text: line.text, reason: .ambiguousReceiver(method: method, candidates: made.map(\.0), callbacks: made.map(\.1)))
        }
    }

    private struct Pair: Hashable {
        var receiver: String
        var callback: String
    }
}
