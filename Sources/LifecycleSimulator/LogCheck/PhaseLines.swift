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
enum PhaseLines {
    static let phases: Set<String> = ["active", "inactive", "background"]

    static func reading(_ log: ParsedLog, objects: [String: ObjectKind]) -> ParsedLog {
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
