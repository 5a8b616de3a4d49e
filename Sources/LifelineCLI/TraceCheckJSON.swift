internal import Foundation
internal import LifecycleSimulator

/// `lifeline trace-check … --format json`: the comparison for tools. One object, keys
/// sorted, documented in `Help.traceCheck`:
///
///     {
///       "scenario": "push", "verdict": "agreement" | "divergence" | "inconclusive",
///       "lines": 9,
///       "calls":   [{ "line": 2, "text": "B  viewDidLoad", "call": "B.viewDidLoad()" }, …],
///       "ignored": [{ "line": 1, "text": "…", "reason": "no-callback", "unread": false,
///                     "detail": "no lifecycle call" }, …],
///       "engine":  [{ "call": "B.viewDidLoad()", "step": 1, "repeatablePass": 1, "passMinimum": 1 }, …],
///       "firstDifference": null | { "row": 3, "logLine": 3, "log": "…", "engine": "…" },
///       "header": null | { "lastLine": 9 },
///       "pairing": null | "begin/end" | "value" | "receiver-first",
///       "pairs":   [{ "first": 2, "second": 5 }, …],
///       "silent":  [{ "object": "app", "engineCalls": 4, "mappedTo": "AppDelegate" | "namedOnLine": 3 }, …],
///       "agreesWithSetupTraced": false,
///       "unchecked": [6],
///       "uncompared": ["CellVC.viewWillAppear(_:)"],
///       "unpaired": ["Blue.viewWillAppear(_:)"],
///       "unnamed": ["A.viewWillDisappear(_:)"],
///       "animated": [{ "line": 3, "call": "B.viewWillAppear(_:)", "printed": true, "engine": false }],
///       "sameCall": [{ "line": 5, "read": "name.textFieldDidEndEditing(_:)",
///                      "engine": "name.textFieldDidEndEditing(_:reason:)" }],
///       "anotherObject": null | { "object": "scene", "line": 4, "class": "UIWindowScene",
///                                 "address": "0x103e06510", "earlierLine": 1,
///                                 "earlierAddress": "0x10270b110" }
///     }
///
/// `engine` is the engine's side as compared: narrowed to the log's (object, callback)
/// pairs, each repeatable pass repeated as often as the log repeats it (an optional one
/// left out when the log leaves it out). `repeatablePass` numbers those passes 1, 2, …
/// (absent for a call that happens once), `passMinimum` is 1 for a pass that runs at
/// least once and 0 for one that may not run at all, `passMaximum` 1 for a run that
/// never repeats (absent for one that may); `row` is 1-based. `unchecked` lists the lines
/// of calls the engine does not trace (not modelled, or not for their receiver), which no
/// verdict vouches for. `uncompared` lists the engine's calls left out of the comparison
/// though the log prints the same call of other objects, `unpaired` the engine's will or
/// did of an appearance left out where the log prints the other half for that object,
/// `unnamed` the engine's calls on objects the log names nowhere;
/// `sameCall` the lines read under the engine's name for the same call, `animated` the
/// compared calls whose line prints another `animated` than the engine passes. `anotherObject` is
/// set when the divergent line prints the description of another object of its receiver's
/// class than an earlier line of that receiver.
enum TraceCheckJSON {
    static func text(_ comparison: LogComparison, scenario: String, reading: TraceCheckReading, agreesWithSetupTraced: Bool) -> String {
        let passes = PassNumbers(comparison.simulated.map(\.repeatablePass))
        let object: [String: Any] = [
            "scenario": scenario,
            "verdict": comparison.verdict.rawValue,
            "lines": comparison.log.lineCount,
            "calls": comparison.log.calls.map {
                ["line": $0.line, "text": $0.text, "call": $0.notationWithPhase]
            },
            "ignored": comparison.log.ignored.map(ignored),
            "engine": comparison.simulated.map { event -> [String: Any] in
                var call: [String: Any] = ["call": LogComparison.notation(of: event, withPhase: comparison.comparesPhases), "step": event.step]
                call.merge(passes.json(event.repeatablePass)) { _, pass in pass }
                return call
            },
            "firstDifference": comparison.divergence.map { difference($0) as Any } ?? NSNull(),
            "header": reading.header.map { _ in ["lastLine": reading.bodyStartLine - 1] as Any } ?? NSNull(),
            "pairing": reading.effectivePairing.map { $0.spelling as Any } ?? NSNull(),
            "pairs": comparison.log.pairs.map { ["first": $0.first, "second": $0.second] },
            "silent": comparison.silent.map(silent),
            "agreesWithSetupTraced": agreesWithSetupTraced,
            "unchecked": comparison.log.uncheckedLines,
            "uncompared": comparison.uncompared.map(\.notation),
            "unpaired": comparison.unpaired.map(\.notation),
            "unnamed": comparison.unnamed.map(\.notation),
            "animated": comparison.animatedDifferences.map {
                ["line": $0.line, "call": $0.call, "printed": $0.printed, "engine": $0.engine] as [String: Any]
            },
            "sameCall": comparison.log.respelled.map { ["line": $0.line, "read": $0.read, "engine": $0.engine] },
            "anotherObject": comparison.anotherObjectAtDivergence.map { anotherObject($0) as Any } ?? NSNull(),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

private extension TraceCheckJSON {
    static func ignored(_ line: IgnoredLine) -> [String: Any] {
        var entry: [String: Any] = [
            "line": line.line, "text": line.text, "reason": TraceCheckReasons.code(line.reason), "unread": line.reason.isUnread,
            "detail": line.reason.isUnread
                ? TraceCheckReasons.advice(line.reason, scenario: "the scenario") : TraceCheckReasons.group(line.reason).label,
        ]
        if case .misspelt(_, let suggestion) = line.reason { entry["suggestion"] = suggestion }
        return entry
    }

    static func silent(_ object: LogComparison.SilentObject) -> [String: Any] {
        var entry: [String: Any] = ["object": object.object, "engineCalls": object.engineCalls]
        switch object.source {
        case .mapped(let className): entry["mappedTo"] = className
        case .named(let line, _): entry["namedOnLine"] = line
        }
        return entry
    }

    static func anotherObject(_ other: AnotherObject) -> [String: Any] {
        [
            "object": other.receiver, "line": other.line, "class": other.printed.className, "address": other.printed.address,
            "earlierLine": other.earlierLine, "earlierAddress": other.earlier.address,
        ]
    }

    static func difference(_ divergence: LogComparison.Divergence) -> [String: Any] {
        [
            "row": divergence.index + 1,
            "logLine": (divergence.logged ?? divergence.lastLogged).map { $0.line as Any } ?? NSNull(),
            "log": divergence.loggedNotation.map { $0 as Any } ?? NSNull(),
            "engine": divergence.engineNotation.map { $0 as Any } ?? NSNull(),
        ]
    }
}
