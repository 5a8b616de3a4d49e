internal import Diagnostics
internal import LifecycleModel

/// Every recorded log a scenario lists under `logs:` is read and compared with the
/// scenario's simulated trace, as `trace-check` would; the build fails at the log's own
/// line when the two part, or when the log cannot be judged (a line that looks like a
/// lifecycle call but was not read, nothing read at all, a `map:` entry naming no object).
/// So an edited, truncated or reordered log is caught, and so is an engine change that
/// contradicts a recording.
struct AttachedLogsAgree: ValidationRule {
    func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticBag) {
        for check in Validator.logChecks(context) {
            let name = "'\(check.log.id)'"
            let scenario = "scenario '\(check.scenario)'"
            for entry in check.unknownObjects {
                diagnostics.error(
                    "lifeline.evidence.map", at: entry.object.location,
                    "log \(name) maps '\(entry.object.value)', which is not an object of \(scenario)",
                    hint: "map the scenario's objects to the classes the log prints")
            }
            for (entry, problem) in check.unreadableCalls {
                diagnostics.error(
                    "lifeline.evidence.calls", at: entry.printed.location,
                    "log \(name) gives '\(entry.printed.value)' to '\(entry.callback)', but \(problem)",
                    hint: "give the call to the object of \(scenario) that makes it, or leave the object out")
            }
            guard check.unknownObjects.isEmpty, check.unreadableCalls.isEmpty else { continue }
            let comparison = check.comparison
            switch comparison.verdict {
            case .agreement:
                continue
            case .divergence:
                diagnostics.append(divergence(check, scenario: scenario))
            case .inconclusive where comparison.unread.isEmpty && !comparison.silent.isEmpty:
                // At the log's first line, as every finding about the log's lines is: the
                // lines lost are somewhere in it.
                for silent in comparison.silent {
                    diagnostics.error(
                        "lifeline.evidence.inconclusive", at: check.log.location(ofLogLine: 1),
                        "log \(name) cannot be judged against \(scenario): no call of '\(silent.object)' was read, though the engine makes "
                            + "\(silent.engineCalls) instrumented call\(silent.engineCalls == 1 ? "" : "s") on it",
                        hint: "check the class map: gives '\(silent.object)' and how the log prints its calls")
                }
            case .inconclusive where comparison.unread.isEmpty:
                diagnostics.error(
                    "lifeline.evidence.inconclusive", at: check.log.location(ofLogLine: 1),
                    "log \(name) has no line that reads as a call on an object of \(scenario)",
                    hint: "check that the header's map: gives each class the log prints an object of \(scenario), by the name the log prints")
            case .inconclusive:
                for line in comparison.unread {
                    diagnostics.error(
                        "lifeline.evidence.inconclusive", at: check.log.location(ofLogLine: line.line),
                        "log \(name) cannot be judged against \(scenario): this line looks like a lifecycle call but was not read",
                        hint: UnreadLineAdvice.text(line.reason))
                }
            }
        }
    }

    /// What an author checks when a recording and the engine part, in the order the
    /// mistakes are met: the recording is the evidence, so the log is the last thing to
    /// change and the scenario or the engine the first suspects once the header is right.
    static func whatToCheck(_ scenario: String) -> String {
        "check that the log's lines are as the app printed them (none edited, moved or left out), "
            + "that the header's map: gives each class its object of \(scenario), "
            + "and that instrumented: lists every call the app printed (a call not listed is not compared); "
            + "if all three hold, the steps of \(scenario) are not what was recorded, or the engine is wrong"
    }

    private func divergence(_ check: AttachedLogCheck, scenario: String) -> Diagnostic {
        let comparison = check.comparison
        let divergence = comparison.divergence!
        let engine = divergence.engineNotation ?? "no more calls"
        let line: Int
        let hint: String
        if comparison.log.isEmpty {
            line = 1
            hint = "the log is empty, but the engine makes \(comparison.simulated.count) call(s)"
        } else if let logged = divergence.logged {
            line = logged.line
            hint = "the log has \(divergence.loggedNotation ?? logged.notation) where the engine has \(engine)"
        } else {
            line = divergence.lastLogged?.line ?? 1
            hint = "the log ends after this line where the engine has \(engine)"
        }
        return .error(
            "lifeline.evidence.divergence", at: check.log.location(ofLogLine: line),
            "log '\(check.log.id)' diverges from the simulated order of \(scenario)",
            hint: hint + "; " + (UnprintedGroupCall(check.log, comparison)?.hint ?? Self.whatToCheck(scenario)),
            notes: comparison.sideBySide.lines)
    }
}

/// What an unread log line is, and how to make it readable, worded for a log file (the
/// command line's wording names `--map`; here the fix is the header's `map:`).
enum UnreadLineAdvice {
    static func text(_ reason: IgnoredLine.Reason) -> String {
        switch reason {
        case .misspelt(let word, let suggestion): "'\(word)' is no callback; did you mean '\(suggestion)'?"
        case .runTogether(let word, let calls): "'\(word)' runs \(calls.joined(separator: " and ")) together"
        case .unknownReceiver(let word): "'\(word)' is no object of the scenario; add it to the header's map:"
        case .spacedName(let phrase, let callbacks):
            "'\(phrase)' reads like \(callbacks.joined(separator: " or ")) printed as \(reason.isWordedPhrase || phrase.contains(" ") ? "words" : "a word"); if it is the call, add it to the header's "
                + "calls: { \"\(phrase)\": \(callbacks[0]) }" + (reason.isWordedPhrase ? ", or if it is not, remove the line" : "")
        case .handlerName(let word, let callbacks):
            "'\(word)' looks like a handler of \(callbacks.joined(separator: " or ")); if it is the call, add it to the header's calls: "
                + "{ \(word): \(callbacks[0]) }"
        case .denialBesideACall:
            "the line says a call is not made and names another; put the note on a line of its own, or after //"
        case .sharedBaseName(let word, let callbacks):
            "'\(word)' is the name of \(callbacks.count) calls (\(SharedBaseNames.listed(callbacks))); if every such line is one "
                + "of them, add it to the header's calls: { \(word): \(callbacks[0]) }"
        case .ambiguousReceiver(let method, let candidates, let callbacks) where candidates.count == 1:
            "no receiver is named, and of the objects that could receive \(method) only \(candidates[0]) does in this scenario; if "
                + "every such line is its, add it to the header's calls: { \(method): \(candidates[0]).\(callbacks[0]) }"
        case .ambiguousReceiver(let method, let candidates, _):
            "no receiver is named and \(candidates.joined(separator: ", ")) could all receive \(method)"
        case .receiverOnAnotherLine(let method, let pairing):
            "no receiver is named for \(method), but the line \(pairing == .value ? "after" : "before") each such line names one; "
                + "if it prints the call's receiver, add pairs: \(pairing.spelling) to the header"
        case .receiverNamedElsewhere(let method, let object, _, let callback, let times):
            "no receiver is named, and with the lines naming \(object) the log prints '\(method)' more often than the engine makes it "
                + "(\(times == 1 ? "once" : "\(times) times")): the line may be another object's or the same call printed twice; remove "
                + "it if it repeats a call, or if it is another call of \(object)'s, add it to the header's calls: "
                + "{ \"\(method)\": \(object).\(callback) }"
        case .callOfAnotherObject(let object, let method, let owners):
            "'\(object)' never receives \(method), \(owners.joined(separator: " or ")) does; if the class prints that object's "
                + "calls too, map it to that object as well in the header's map:"
        case .returnedCell(let method, let owner):
            "the cell on the line is the one \(owner).\(method) returns, printed after the dequeue and the cell's calls in it; "
                + "print the call before the dequeue, or remove the line"
        case .noObjectReceives(let method): "no object of the scenario receives \(method)"
        case .outsideScenario(_, let why): why
        default: "the line could not be read"
        }
    }
}
