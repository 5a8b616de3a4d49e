public import LifecycleModel

/// Logs whose `onChange(of: scenePhase)` handler prints only the new phase:
///
///     active                      フォアグラウンド(.active)
///     inactive                    バックグラウンド(.background)
///
/// When the log names `onChange` nowhere and the scenario has one SwiftUI app object,
/// each line that is a phase name (`active`, `.active`) or holds one as `(.active)` is
/// that object's `onChange(of:)`. A log that prints `onChange` itself keeps its bare
/// phase lines as prose: they repeat what the onChange line said.
///
/// Either way the phase printed is kept with the call (`onChange scenePhase inactive`,
/// `active -> inactive`: the new phase is the one after `new`, else the last), so that a
/// log whose phases are swapped diverges instead of agreeing on the count of changes.
enum PhaseLines {
    static let phases: Set<String> = ["active", "inactive", "background"]

    static func reading(_ log: ParsedLog, objects: [String: ObjectKind]) -> ParsedLog {
        withPrintedPhases(phaseLinesRead(log, objects: objects))
    }

    /// The new phase a line prints, if it prints one.
    static func newPhase(in text: String) -> String? {
        let words = text.split { !$0.isLetter }.map { $0.lowercased() }
        var found: String?
        for (index, word) in words.enumerated() where phases.contains(word) {
            if index > 0, words[index - 1].hasPrefix("new") { return word }
            found = word
        }
        return found
    }

    /// `active -> inactive` is a listing to the tokenizer: the phase after the arrow is an
    /// item of the same line, left as prose, and it is the new one.
    private static func withPrintedPhases(_ log: ParsedLog) -> ParsedLog {
        guard log.calls.contains(where: { $0.callback.name == "onChange(of:)" }) else { return log }
        let calls = log.calls.map { call in
            var call = call
            guard call.callback.name == "onChange(of:)" else { return call }
            let after = log.ignored.last { $0.line == call.line && $0.reason == .noCallback && isPhase($0.text) }
            call.phase = newPhase(in: after?.text ?? call.text)
            return call
        }
        return log.with(calls: calls, ignored: log.ignored)
    }

    private static func phaseLinesRead(_ log: ParsedLog, objects: [String: ObjectKind]) -> ParsedLog {
        let observers = objects.filter { $0.value == .swiftuiApp }.map(\.key)
        guard observers.count == 1, let observer = observers.first,
            let onChange = Vocabulary.callbacks(of: .swiftuiApp).first(where: { $0.name == "onChange(of:)" }),
            !log.calls.contains(where: { $0.callback == onChange })
        else { return log }
        var calls = log.calls
        var ignored: [IgnoredLine] = []
        for line in log.ignored {
            guard line.reason == .noCallback, isPhase(line.text) else {
                ignored.append(line)
                continue
            }
            calls.append(LoggedCall(line: line.line, text: line.text, receiver: observer, callback: onChange))
        }
        guard ignored.count < log.ignored.count else { return log }
        calls = calls.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return log.with(calls: calls, ignored: ignored)
    }

    static func isPhase(_ text: String) -> Bool {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        let bare = trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed
        if phases.contains(bare) { return true }
        return phases.contains { trimmed.contains("(.\($0))") }
    }
}
