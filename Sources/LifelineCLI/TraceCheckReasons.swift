internal import LifecycleSimulator

/// Why a log line was ignored, in words and as a stable code: for `TraceCheckReport`'s
/// text and `TraceCheckJSON`'s `reason` field.
enum TraceCheckReasons {
    static func code(_ reason: IgnoredLine.Reason) -> String {
        switch reason {
        case .blank: "blank"
        case .logEntryField: "log-entry-field"
        case .comment: "comment"
        case .systemLine: "system-line"
        case .noCallback: "no-callback"
        case .notModelled: "not-modelled"
        case .notACallbackOf: "not-traced-for-receiver"
        case .endOfCall: "end-of-call"
        case .valueOf: "value-of-call"
        case .receiverOf: "receiver-of-call"
        case .unknownReceiver: "unknown-receiver"
        case .ambiguousReceiver: "ambiguous-receiver"
        case .receiverOnAnotherLine: "receiver-on-another-line"
        case .receiverNamedElsewhere: "receiver-named-elsewhere"
        case .callOfAnotherObject: "call-of-another-object"
        case .returnedCell: "returned-cell"
        case .noObjectReceives: "no-object-receives"
        case .misspelt: "misspelt"
        case .runTogether: "run-together"
        case .handlerName: "handler-name"
        case .sharedBaseName: "shared-base-name"
        case .denialBesideACall: "denial-beside-call"
        case .spacedName: "spaced-name"
        case .outsideScenario: "outside-scenario"
        }
    }

    /// The group a harmless reason is listed under, and what to show next to its line number.
    static func group(_ reason: IgnoredLine.Reason) -> (label: String, detail: String?) {
        switch reason {
        case .blank: ("blank", nil)
        case .logEntryField: ("another field of a log show entry (its message is read on its own line)", nil)
        case .comment: ("comment", nil)
        case .systemLine: ("printed by the system, not the app", nil)
        case .noCallback: ("no lifecycle call", nil)
        case .notModelled(let method): ("not modelled by the engine", method)
        case .notACallbackOf(let object, let method): ("not traced for its receiver", "\(object) \(method)")
        case .endOfCall(let line): ("a call already counted", "at line \(line)")
        case .valueOf(let line): ("the value of a call, read with it", "of line \(line)")
        case .receiverOf(let line): ("the receiver of a call, read with it", "of line \(line)")
        default: ("not read", nil)
        }
    }

    /// What an unread line is, and how to make it readable.
    static func advice(_ reason: IgnoredLine.Reason, scenario: String) -> String {
        switch reason {
        case .misspelt(let word, let suggestion):
            "'\(word)' is no callback; did you mean '\(suggestion)'?"
        case .runTogether(let word, let calls):
            "'\(word)' runs \(calls.joined(separator: " and ")) together; put a space or a line break between them"
        case .unknownReceiver(let word):
            "\(TraceCheckReport.className(word)) is no object of \(scenario); map it with \(TraceCheckReport.mapOption(TraceCheckReport.className(word))), or remove the line"
        case .spacedName(let phrase, let callbacks):
            "'\(phrase)' reads like \(callbacks.joined(separator: " or ")) printed as \(reason.isWordedPhrase || phrase.contains(" ") ? "words" : "a word"); if it is the call, say so with "
                + "--call '\(phrase)=\(callbacks[0])'" + (reason.isWordedPhrase ? ", or if it is not, remove the line" : "")
        case .handlerName(let word, let callbacks):
            "'\(word)' looks like a handler of \(callbacks.joined(separator: " or ")), not the call itself; if it is the call, "
                + "say so with --call \(word)=\(callbacks[0])"
        case .denialBesideACall:
            "the line says a call is not made and names another: read as a note, its own call would be lost; print the note on a "
                + "line of its own, or after //"
        case .sharedBaseName(let word, let callbacks):
            "'\(word)' is the name of \(callbacks.count) calls (\(SharedBaseNames.listed(callbacks))); print the full name "
                + "(#function), or if every such line is one of them, say which with --call \(word)=\(callbacks[0])"
        case .ambiguousReceiver(let method, let candidates, let callbacks) where candidates.count == 1:
            "no receiver is named, and of the objects that could receive \(method) only \(candidates[0]) does in \(scenario); if every "
                + "such line is its, say so with --call '\(printedName(method))=\(candidates[0]).\(callbacks[0])'"
        case .ambiguousReceiver(let method, let candidates, let callbacks) where Set(callbacks).count > 1:
            // A bare `init` is a controller's init(nibName:bundle:) and a view's init(frame:).
            "no receiver is named and \(candidates.joined(separator: ", ")) could all receive \(method); if every such line is one "
                + "object's, say whose with "
                + zip(candidates, callbacks).map { "--call '\(printedName(method))=\($0).\($1)'" }.joined(separator: " or ")
        case .ambiguousReceiver(let method, let candidates, let callbacks):
            "no receiver is named and \(candidates.joined(separator: ", ")) could all receive \(method); if every such line is one "
                + "object's, say whose with --call '\(printedName(method))=NAME.\(callbacks[0])', NAME one of \(candidates.joined(separator: ", "))"
                // Two cells of one class printing `print(#function)` (`CallOwners`).
                + "; if they are objects of one class, each line theirs in the order the engine makes the call, say so with --map "
                + candidates.map { "\($0)=CLASS" }.joined(separator: ",") + " --call '\(printedName(method))=CLASS.\(callbacks[0])'"
        case .receiverOnAnotherLine(let method, let pairing):
            "no receiver is named for \(method), but the line \(pairing == .value ? "after" : "before") each such line names one; "
                + "if it prints the call's receiver (print(self) \(pairing == .value ? "after" : "before") print(#function)), "
                + "read the two lines as one with --pairs \(pairing.spelling)"
        case .receiverNamedElsewhere(let method, let object, let line, let callback, let times):
            "no receiver is named, and line \(line) names \(object) for '\(method)', which the engine makes "
                + "\(TraceCheckReport.times(times)) on \(object): this line may be another object's (one the scenario does not trace) or "
                + "the same call printed twice; remove it if it repeats a call, or if it is another call of \(object)'s, say so with "
                + "--call '\(method)=\(object).\(callback)'"
        case .callOfAnotherObject(let object, let method, let owners):
            "\(object) never receives \(method), \(owners.joined(separator: " or ")) does; if the class on the line prints that "
                + "object's calls too, map it to that object as well ("
                + (owners.count == 1 ? "--map \(owners[0])=Class)" : "--map NAME=Class, NAME one of \(owners.joined(separator: ", ")))")
        case .returnedCell(let method, let owner):
            "the cell on the line is the one \(owner).\(method) returns, so the line was printed after the dequeue and the cell's "
                + "calls in it, where the call begins before them; print the call before the dequeue (print(#function) first in the "
                + "method), or remove the line"
        case .noObjectReceives(let method):
            "no object of \(scenario) receives \(method); declare one in the scenario, or remove the line"
        case .outsideScenario(_, let why):
            why
        default:
            group(reason).label
        }
    }

    /// `awakeFromNib()`, `viewWillAppear` of `viewWillAppear:`: how `--call` names a printed call.
    private static func printedName(_ method: String) -> String {
        method.contains("(") ? method : String(method.prefix { $0 != ":" })
    }
}
