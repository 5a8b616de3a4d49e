internal import LifecycleModel

/// Logs whose `onChange(of: scenePhase)` handler prints only the new phase:
///
///     active                      フォアグラウンド(.active)
///     inactive                    バックグラウンド(.background)
///
/// When the log names `onChange` nowhere and the scenario has one SwiftUI app object,
/// each line that is a phase name (`active`, `.active`) or holds one as `(.active)` is
/// that object's `onChange(of:)`, and a line of phases joined by arrows
/// (`active -> inactive`, old then new) is one change for each arrow. A log that prints
/// `onChange` itself keeps its bare phase lines as prose: they repeat what the onChange
/// line said.
///
/// Either way the new phase the line prints is kept with the call, so that a log whose
/// phases are swapped diverges instead of agreeing on the count of changes. A line that
/// does not say which phase is the new one (`inactive, going to background`) keeps none.
enum PhaseLines {
    static let phases: Set<String> = ["active", "inactive", "background"]
    static let arrows = ["->", "→", "=>"]

    /// - Parameter classNames: class → objects, as mapped (`--map ui=ContentView`): a line
    ///   that names a class of the observer before the phase (`ContentView inactive`) is a change.
    static func reading(_ log: ParsedLog, objects: [String: ObjectKind], classNames: [String: [String]] = [:]) -> ParsedLog {
        let observers = objects.filter { $0.value == .swiftuiApp }.map(\.key)
        guard observers.count == 1, let observer = observers.first,
            let onChange = Vocabulary.callbacks(of: .swiftuiApp).first(where: { $0.name == "onChange(of:)" }),
            !log.calls.contains(where: { $0.callback == onChange })
        else { return log }
        var calls = log.calls
        var ignored: [IgnoredLine] = []
        // `App is active` is the standard snippet's print of the phase, unless the log prints
        // the phase otherwise too: then it is another handler's (a notification's) prose.
        let printsPhases = log.ignored.contains { line in
            line.reason == .noCallback && [isPhase, isChange, { labelledPhase(in: $0) != nil }].contains { $0(withoutTags(line.text)) }
        }
        // A delegate that prints its state calls may say them again in a sentence (`SceneDelegate
        // sceneDidBecomeActive(_:)`, then `Scene is active`): then such sentences are its prose.
        let saidByDelegates = Set(
            log.calls.filter { ["Active", "Background", "Foreground"].contains(where: $0.callback.name.contains) }.compactMap { call in
                objects[call.receiver].flatMap { $0 == .app ? "app" : $0 == .scene ? "scene" : nil }
            })
        let observerClasses = Set(classNames.filter { $0.value.contains(observer) }.keys)
        for line in log.ignored {
            let text = withoutTags(line.text)
            // `App became active` is also read as the words of a delegate's call, unread; in an
            // app whose phase is observed, and which prints no phase otherwise, it is the phase.
            let isSentence = !printsPhases && isPhaseSentence(text) && !saidByDelegates.contains(tokens(of: text).first ?? "")
            // `バックグラウンド(.background)`: words of the event (`WordedCalls`) beside the phase.
            guard line.reason == .noCallback || (isSentence && line.reason.isSpacedName) || line.reason.isWordedPhrase,
                isPhase(text) || isChange(text) || labelledPhase(in: text) != nil || isSentence
                    || isNamedPhase(line.text, classes: observerClasses)
            else {
                ignored.append(line)
                continue
            }
            let printed: [String?] =
                isChange(text) ? tokens(of: text).filter(phases.contains).dropFirst().map { $0 } : [labelledPhase(in: text) ?? newPhase(in: text)]
            for phase in printed {
                calls.append(LoggedCall(line: line.line, text: line.text, receiver: observer, callback: onChange, phase: phase))
            }
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

    /// The new phase a text prints: the one after a `new…` label, else the last one an
    /// arrow leads to, else the only one not marked as the old (`old…`, `was`, `from`); nil
    /// when it prints none, or several without saying which (`inactive, going to
    /// background`). An arrow that leads to a note (`background -> save context`) is none.
    static func newPhase(in text: String) -> String? {
        let tokens = tokens(of: String(LogTokenizer.withoutComment(Substring(text))))
        var ledTo: [String] = []
        var plain: [String] = []
        for (index, token) in tokens.enumerated() where phases.contains(token) {
            // `ScenePhase.active`, `SwiftUI.ScenePhase.inactive`: the type is no word of the line's.
            let before = tokens[..<index].last { !["scenephase", "swiftui"].contains($0) } ?? ""
            if before.hasPrefix("new") { return token }
            if before == "→" {
                ledTo.append(token)
            } else if !before.hasPrefix("old"), !["was", "from", "previous", "prev"].contains(before) {
                plain.append(token)
            }
        }
        return ledTo.last ?? (plain.count == 1 ? plain[0] : nil)
    }

    /// `active -> inactive`, `.background → .inactive → .active`: phases joined by arrows,
    /// and nothing else but the words that label them (`scenePhase: active -> inactive`).
    static func isChange(_ text: String) -> Bool {
        let tokens = tokens(of: String(LogTokenizer.withoutComment(Substring(text)))).filter { !labels.contains($0) }
        guard tokens.count >= 3, tokens.count % 2 == 1 else { return false }
        return tokens.enumerated().allSatisfy { index, token in index % 2 == 0 ? phases.contains(token) : token == "→" }
    }

    /// Lowercased words, and `→` for each arrow (`->`, `→`, `=>`).
    static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var index = text.startIndex
        while index < text.endIndex {
            if let arrow = arrows.first(where: { text[index...].hasPrefix($0) }) {
                if !word.isEmpty { tokens.append(word.lowercased()) }
                word = ""
                tokens.append("→")
                index = text.index(index, offsetBy: arrow.count)
                continue
            }
            if text[index].isLetter {
                word.append(text[index])
            } else if !word.isEmpty {
                tokens.append(word.lowercased())
                word = ""
            }
            index = text.index(after: index)
        }
        if !word.isEmpty { tokens.append(word.lowercased()) }
        return tokens
    }

    /// `active`, `.active` or `…(.active)`; or a phase with nothing but the words that label
    /// one around it, in any case (`Inactive`, `scenePhase: background`, `newPhase: .active`,
    /// `Scene phase changed from active to inactive`, `🟡 inactive`): the ways people print
    /// `print("scenePhase: \(phase)")`.
    static func isPhase(_ text: String) -> Bool {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        let bare = trimmed.hasPrefix(".") ? String(trimmed.dropFirst()) : trimmed
        if phases.contains(bare) { return true }
        if phases.contains(where: { trimmed.contains("(.\($0))") }) { return true }
        var tokens = tokens(of: String(withoutNote(LogTokenizer.withoutComment(Substring(text)))))
        // A view that observes the phase names itself first (`ContentView scenePhase: active`),
        // and a label runs into Japanese (`scenePhaseが変化`).
        tokens = tokens.map { String($0.prefix { $0.isASCII }) }.filter { !$0.isEmpty }
        if tokens.count > 2, tokens[0].hasSuffix("view"), naming.contains(tokens[1]) { tokens.removeFirst() }
        guard tokens.contains(where: phases.contains), tokens.allSatisfy({ phases.contains($0) || labels.contains($0) }) else { return false }
        // `Inactive`, `🟡 inactive`: a phase alone, not a heading (`=== Background ===`); with
        // other words, one that names the phase (`Scene is active` is prose).
        if tokens.count == 1 { return !trimmed.contains(where: { $0.isASCII && $0.isPunctuation && $0 != "." || "=<>[]#*|".contains($0) }) }
        return tokens.contains(where: naming.contains)
    }

    /// `ContentView inactive`, `[INFO] ContentView: .inactive`: a class mapped to the observer
    /// and the phase, ending the line (dev round 15: a logger's prefix, a level, a category
    /// before them).
    static func isNamedPhase(_ text: String, classes: Set<String>) -> Bool {
        let words = LogTokenizer.words(of: LogTokenizer.withoutComment(Substring(text)))
        guard words.count >= 2, phases.contains(String(words[words.count - 1].drop { $0 == "." }).lowercased()) else { return false }
        let name = words[words.count - 2]
        return classes.contains(name.hasSuffix(":") ? String(name.dropLast()) : name)
    }

    /// The standard `switch newPhase { case .active: print("App is active") … }`: `App is
    /// active`, `App is in background`, and the sentences of other such switches (trace-check
    /// trial, 2026-12-07): `Scene is inactive` (`>>> Scene is inactive <<<`), `App became
    /// inactive`, `App went to background`.
    static func isPhaseSentence(_ text: String) -> Bool {
        var tokens = tokens(of: String(LogTokenizer.withoutComment(Substring(text))))
        guard tokens.count >= 3, ["app", "scene"].contains(tokens[0]), let last = tokens.last, phases.contains(last) else { return false }
        tokens = Array(tokens.dropFirst().dropLast())
        switch tokens.first {
        case "is": return tokens.dropFirst().allSatisfy(["in", "now"].contains) && tokens.count <= 2
        case "became": return tokens.count == 1
        case let verb?: return movements.contains(verb) && tokens.dropFirst().allSatisfy(["to", "into", "the"].contains) && tokens.count <= 3
        case nil: return false
        }
    }

    static let movements: Set<String> = ["went", "moved", "entered", "goes", "moves", "enters"]

    /// The phase right after a label and a colon, whatever note follows: `ScenePhase: inactive
    /// entering background` (a `case .inactive:`'s print, CoreyWDavis/ScenePhase), `newPhase =
    /// .active, was inactive`. Nil when the line has an arrow, or no such label.
    static func labelledPhase(in text: String) -> String? {
        let text = LogTokenizer.withoutComment(Substring(text)).drop { $0.isWhitespace }
        guard !arrows.contains(where: text.contains), let colon = text.firstIndex(where: { ":=".contains($0) }) else { return nil }
        let label = tokens(of: String(text[..<colon]))
        guard !label.isEmpty, label.count <= 2, let last = label.last, ["scenephase", "phase", "newphase", "newvalue"].contains(last),
            label.count == 1 || label[0] == "scene"
        else { return nil }
        let said = tokens(of: String(text[text.index(after: colon)...]))
        // A label that names the scene's phase may be followed by a note; `Phase:` and
        // `newValue:` label much else (`Phase: background download scheduled`).
        let namesTheScene = label.count == 2 || ["scenephase", "newphase"].contains(last)
        guard let phase = said.first, phases.contains(phase), said.count == 1 || namesTheScene else { return nil }
        return phase
    }

    /// A line without the tags a logger puts before the message (`[MyApp] Scene phase
    /// changed from inactive to active`); not before a word alone, which says what is in the
    /// background of a subsystem as often as the phase (`[Sync] background`).
    static func withoutTags(_ text: String) -> String {
        var rest = text.drop { $0.isWhitespace }
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
            rest = rest[rest.index(after: close)...].drop { $0.isWhitespace }
        }
        return tokens(of: String(rest)).count >= 2 ? String(rest) : text
    }

    /// A note in parentheses after the phase (`scenePhase: inactive (session paused? true)`);
    /// not the phase itself in parentheses (`scenePhase changed (inactive)`).
    static func withoutNote(_ text: Substring) -> Substring {
        guard let open = text.lastIndex(of: "("), text[open...].contains(")"), !text[open...].contains("."),
            tokens(of: String(text[..<open])).contains(where: phases.contains)
        else { return text }
        return text[..<open]
    }

    static let naming: Set<String> = ["scenephase", "phase", "newphase", "oldphase", "newvalue", "oldvalue", "changed"]

    /// Words that only say a phase is being printed, and which one is new.
    static let labels: Set<String> = [
        "scenephase", "scene", "phase", "newphase", "oldphase", "new", "old", "newvalue", "oldvalue", "value", "current",
        "changed", "change", "changes", "changing", "to", "from", "is", "now", "was", "swiftui",
    ]
}
