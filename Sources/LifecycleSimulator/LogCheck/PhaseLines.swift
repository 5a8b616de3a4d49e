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
/// Either way the new phase the line prints is kept with the call, so that a log whose
/// phases are swapped diverges instead of agreeing on the count of changes. A line that
/// does not say which phase is the new one (`inactive, going to background`) keeps none.
enum PhaseLines {
    static let phases: Set<String> = ["active", "inactive", "background"]
    static let arrows = ["->", "→", "=>"]

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
            calls.append(LoggedCall(line: line.line, text: line.text, receiver: observer, callback: onChange, phase: newPhase(in: line.text)))
        }
        guard ignored.count < log.ignored.count else { return log }
        calls = calls.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return log.with(calls: calls, ignored: ignored)
    }

    /// The new phase of an `onChange(of:)` call read from `item` of the line `printed`: an
    /// arrow splits a line into items, and the phase after the last arrow is the new one
    /// (`onChange(of:) active -> inactive (home pressed)`).
    static func newPhase(printed: String, item: String) -> String? {
        arrows.contains(where: printed.contains) ? newPhase(in: printed) : newPhase(in: item)
    }

    /// The new phase a text prints: the one after the last arrow of a change, after a
    /// `new…` label, or the only one not marked as the old (`old…`, `was`, `from`); nil
    /// when it prints none, or several without saying which.
    static func newPhase(in text: String) -> String? {
        if let arrow = arrows.compactMap({ text.range(of: $0, options: .backwards) }).max(by: { $0.lowerBound < $1.lowerBound }) {
            return newPhase(in: String(text[arrow.upperBound...]))
        }
        let words = text.split { !$0.isLetter }.map { $0.lowercased() }
        var candidates: [String] = []
        for (index, word) in words.enumerated() where phases.contains(word) {
            let before = index > 0 ? words[index - 1] : ""
            if before.hasPrefix("new") { return word }
            if before.hasPrefix("old") || ["was", "from", "previous", "prev"].contains(before) { continue }
            candidates.append(word)
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// `active`, `.active` or `…(.active)`.
    static func isPhase(_ text: String) -> Bool {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        let bare = trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed
        if phases.contains(bare) { return true }
        return phases.contains { trimmed.contains("(.\($0))") }
    }
}
