internal import LifecycleModel
internal import LifecycleSimulator

/// The words `lifeline trace-check` prints for a comparison, on standard output (like
/// `diff`, the comparison is the command's result, whichever way it goes). First what it
/// read, every ignored line accounted for by reason, then the verdict:
///
///     read 9 lines: 7 calls on objects of push, 2 lines ignored
///       no lifecycle call: line 1
///       not modelled by the engine: line 6 (loadViewIfNeeded)
///     agreement: 7 calls match the simulated order of push; 1 line (above) holds calls the
///     engine does not trace, left unchecked
///
/// A divergence names the first divergent log line, quoted, then both orders side by side:
///
///     divergence at log line 3 of the simulated order of push:
///       3 | B  viewWillLayoutSubviews
///       the log has B.viewWillLayoutSubviews() where the engine has B.viewWillAppear(_:)
///        the log                       | the engine
///     >  3  B.viewWillLayoutSubviews() | 3  B.viewWillAppear(_:)
///
/// A line that looks like a lifecycle call but was not read makes the verdict
/// inconclusive, whatever the calls read say.
struct TraceCheckReport {
    let comparison: LogComparison
    let scenario: String
    /// The scenario's objects, for the hint when nothing was read.
    let objects: [String]
    /// How the log was read (its header, `--pairs`), for the lines that say so.
    let reading: TraceCheckReading
    /// The log does not agree, but does with the setup's steps traced before the steps.
    let agreesWithSetupTraced: Bool
    /// The scenario's app has scenes: UIKit sends the state calls to the scene delegate.
    let usesScenes: Bool

    var lines: [String] {
        var lines = [summary] + TraceCheckReadingLines(reading: reading, log: comparison.log).lines + ignoredLines
        switch comparison.verdict {
        case .agreement:
            lines.append(
                comparison.log.isEmpty
                    ? "agreement: the log is empty, and the steps of \(scenario) make no call"
                    : "agreement: \(count(calls, "call")) \(calls == 1 ? "matches" : "match") the simulated order of \(scenario)"
                        + unchecked)
            if let note = uncomparedNote { lines.append(note) }
            if let note = unpairedNote { lines.append(note) }
            if let note = unnamedNote { lines.append(note) }
        case .divergence:
            lines += describeDivergence()
            if let note = anotherObjectNote { lines.append(note) }
        case .inconclusive:
            lines += describeInconclusive()
        }
        lines += animatedNotes
        if agreesWithSetupTraced {
            lines.append(
                "hint: the log agrees when the setup of \(scenario) is traced too, so it starts before the steps; "
                    + "trim the setup's calls from it")
        }
        if let hint = Self.receiverHint(comparison.log) { lines.append("hint: \(hint)") }
        return lines
    }

    /// Lines skipped because their receiver is no object of the scenario: the likely fix is `--map`.
    static func receiverHint(_ log: ParsedLog) -> String? {
        var classes: [String] = []
        for line in log.ignored {
            guard case .unknownReceiver(let word) = line.reason else { continue }
            let name = className(word)
            if !name.isEmpty, !classes.contains(name) { classes.append(name) }
        }
        guard !classes.isEmpty else { return nil }
        return "lines naming \(classes.joined(separator: ", ")) were not read, as no object of the scenario has that name; "
            + "if one is an object, map it with \(mapOption(classes[0]))"
    }

    /// `--map NAME=VC1`, quoted for a class of several words: `--map "NAME=Tab 1"`.
    static func mapOption(_ name: String) -> String {
        name.contains(" ") ? "--map \"NAME=\(name)\"" : "--map NAME=\(name)"
    }

    /// `once`, `twice`, `3 times`.
    static func times(_ number: Int) -> String {
        number == 1 ? "once" : number == 2 ? "twice" : "\(number) times"
    }

    /// `DetailViewController:` and `DetailViewController` are one class.
    static func className(_ word: String) -> String {
        String(word.reversed().drop { ":,;)]".contains($0) }.reversed())
    }
}

private extension TraceCheckReport {
    var calls: Int { comparison.log.calls.count }

    /// Calls the log printed that the engine does not model: an agreement says nothing of
    /// where they fall, so it says they were left out.
    var unchecked: String {
        let lines = comparison.log.uncheckedLines
        guard !lines.isEmpty else { return "" }
        return "; \(count(lines.count, "line")) (above) \(lines.count == 1 ? "holds" : "hold") calls the engine does not trace, left unchecked"
    }

    /// The engine's calls the agreement did not compare though the log prints them of
    /// other objects: the call a log lacks because it was never made looks the same.
    var uncomparedNote: String? {
        let calls = comparison.uncompared.map(\.notation)
        guard !calls.isEmpty else { return nil }
        let shown = calls.count > 4 ? calls.prefix(4).joined(separator: ", ") + " and \(calls.count - 4) more" : calls.joined(separator: ", ")
        let one = calls.count == 1
        return "note: not compared: \(shown), which the engine makes; the log prints \(one ? "that call" : "those calls") "
            + "of other objects only. If the app prints \(one ? "it" : "them") for every object, the log lacks \(one ? "it" : "them") "
            + "(a recorded log's header says what the app prints, with map: and instrumented:)"
    }

    /// `note: not compared: First's viewWillDisappear(_:) and viewDidDisappear(_:), …`: the
    /// objects the log names nowhere, each with the calls the engine makes on it.
    var unnamedNote: String? {
        var objects: [(object: String, calls: [String])] = []
        for event in comparison.unnamed {
            if let index = objects.firstIndex(where: { $0.object == event.receiver }) {
                objects[index].calls.append(event.callback.name)
            } else {
                objects.append((event.receiver, [event.callback.name]))
            }
        }
        guard !objects.isEmpty else { return nil }
        let listed = objects.map { object, calls in
            let shown = calls.count > 3 ? calls.prefix(3).joined(separator: ", ") + " and \(calls.count - 3) more" : calls.joined(separator: ", ")
            return "\(object) (\(shown))"
        }
        let one = objects.count == 1
        return "note: not compared: the calls the engine makes on \(listed.joined(separator: "; ")), which the log names nowhere; "
            + "the agreement says nothing of \(one ? "that object" : "those objects"). If the app printed \(one ? "its" : "their") calls, "
            + "the log lacks them (map \(one ? "it" : "them") with --map, or list what the app prints in a header's instrumented:)"
    }

    /// `note: line 4 prints another UIWindowScene (0x103e06510) than line 1 (0x10270b110)…`
    var anotherObjectNote: String? {
        guard let other = comparison.anotherObjectAtDivergence else { return nil }
        return "note: line \(other.line) prints another \(other.printed.className) (\(other.printed.address)) than line \(other.earlierLine) "
            + "(\(other.earlier.address)), and both are read as \(other.receiver); if it is another object of the scenario, "
            + "map \(other.printed.className == "UUID" ? "that UUID" : "its address") to it: --map NAME=\(other.printed.address)"
    }

    /// `note: line 3 prints animated true where the engine passes false to B.viewWillAppear(_:)…`
    var animatedNotes: [String] {
        comparison.animatedDifferences.map { difference in
            "note: line \(difference.line) prints animated \(difference.printed) where the engine passes \(difference.engine) to "
                + "\(difference.call); the order is compared, not the value: if the app \(difference.printed ? "animated" : "did not animate"), "
                + "the scenario's step may need animated: \(difference.printed); if it \(difference.printed ? "did not" : "did"), UIKit passed "
                + "another value than the engine"
        }
    }

    /// `note: not compared: Blue.viewWillAppear(_:), which the engine makes; the log prints
    /// the object's other half…`: an agreement with the hole openradar 12322346 is about.
    var unpairedNote: String? {
        let calls = comparison.unpaired.map(\.notation)
        guard !calls.isEmpty else { return nil }
        let one = calls.count == 1
        return "note: not compared: \(calls.joined(separator: ", ")), which the engine makes; the log prints the "
            + "object's other half of \(one ? "that appearance" : "those appearances") (its will or did) only. If the app prints "
            + "\(one ? "it" : "them"), the log lacks \(one ? "it" : "them") (a recorded log's header says what the app prints, "
            + "with map: and instrumented:)"
    }

    var summary: String {
        let log = comparison.log
        // A listing's items are ignored one by one: a line counts once.
        let ignored = log.ignored.isEmpty ? "no lines ignored" : count(Set(log.ignored.map(\.line)).count, "line") + " ignored"
        return "read \(count(log.lineCount, "line")): \(count(calls, "call")) on objects of \(scenario), \(ignored)"
    }

    /// Harmless reasons grouped, one line each; each unread line on its own, with what to do.
    var ignoredLines: [String] {
        var groups: [(label: String, entries: [String])] = []
        var unread: [String] = []
        for line in comparison.log.ignored {
            if case .outsideScenario = line.reason {
                unread.append("  not modelled: line \(line.line) \"\(line.text)\": \(TraceCheckReasons.advice(line.reason, scenario: scenario))")
                continue
            }
            if line.reason.isUnread {
                unread.append(
                    "  not read: line \(line.line) \"\(line.text)\": \(TraceCheckReasons.advice(line.reason, scenario: scenario))"
                        + ((Self.nameInAnotherCase(line) ?? Self.labelBeforeCall(line)).map {
                            "; or, if '\($0.printed)' is \($0.object), --map \($0.object)=\($0.printed)"
                        } ?? ""))
                continue
            }
            let (label, detail) = TraceCheckReasons.group(line.reason)
            let entry = "\(line.line)" + (detail.map { " (\($0))" } ?? "")
            if let index = groups.firstIndex(where: { $0.label == label }) {
                if groups[index].entries.last != entry { groups[index].entries.append(entry) }
            } else {
                groups.append((label, [entry]))
            }
        }
        return groups.map { "  \($0.label): \($0.entries.count == 1 ? "line" : "lines") \($0.entries.joined(separator: ", "))" } + unread
    }

    func describeDivergence() -> [String] {
        guard let divergence = comparison.divergence else { return [] }
        let engine = divergence.engineNotation
        var lines: [String]
        if comparison.log.isEmpty {
            lines = ["divergence: the log is empty, but the engine makes \(count(comparison.simulated.count, "call")) in \(scenario):"]
        } else if let logged = divergence.logged {
            lines = [
                "divergence at log line \(logged.line) of the simulated order of \(scenario):",
                "  \(logged.line) | \(logged.text)",
                "  the log has \(divergence.loggedNotation ?? logged.notation) where the engine has " + (engine ?? "no more calls"),
            ]
        } else {
            let last = divergence.lastLogged.map { ["  \($0.line) | \($0.text)"] } ?? []
            lines =
                ["divergence after log line \(divergence.lastLogged?.line ?? 0) of the simulated order of \(scenario):"] + last
                + ["  the log ends where the engine has \(engine ?? "no more calls")"]
        }
        return lines + comparison.sideBySide.lines.map { "  " + $0 }
            + [dequeueHint, unprintedGroupHint, sceneAppDelegateHint, repeatedCallHint, uninstrumentedHint].compactMap { $0 }
    }

    /// The log prints, where it diverges, a call its header's `instrumented:` (or `map:`)
    /// leaves out: the engine's calls are narrowed to what the header lists, so that line
    /// has no place, and the divergence is the header's, not the engine's (the acceptance
    /// trial, 2026-12-07: "where the engine has no more calls").
    var uninstrumentedHint: String? {
        guard let header = reading.instrumentedHeader, let logged = comparison.divergence?.logged,
            !AttachedLogCheck.instruments(header)(logged.receiver, logged.callback)
        else { return nil }
        return "hint: line \(logged.line) prints \(logged.notation), which the header's map: and instrumented: leave out, so the engine's "
            + "calls it is compared with leave it out too; if the app prints it, add it to instrumented:"
    }

    /// `0D2C7F77-A822-4EF7-A0DA-D4C91F71B118` (a UUID an instance prints) or `0x600001a3c000`
    /// (an address): a word that names one object, not a marker.
    static func isInstanceID(_ word: Substring) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        if parts.map(\.count) == [8, 4, 4, 4, 12], parts.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) { return true }
        return word.hasPrefix("0x") && word.count > 6 && word.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    /// The log diverges at a call it printed on the line before too: a log that prints each
    /// call where it begins and where it ends (`B viewDidLoad >>>`, `B viewDidLoad <<<`), with
    /// markers the parser does not know, reads every call twice (the acceptance trial,
    /// 2026-12-07). The markers are the words that tell the two lines apart.
    var repeatedCallHint: String? {
        guard reading.effectivePairing == nil, let logged = comparison.divergence?.logged,
            let index = comparison.log.calls.firstIndex(where: { $0.line == logged.line }), index > 0
        else { return nil }
        let before = comparison.log.calls[index - 1]
        guard before.line == logged.line - 1, before.receiver == logged.receiver, before.callback == logged.callback else { return nil }
        let first = before.text.split(separator: " "), second = logged.text.split(separator: " ")
        let markers = (first.filter { !second.contains($0) }, second.filter { !first.contains($0) })
        let pairs = markers.0.count == 1 && markers.1.count == 1 ? "'\(markers.0[0])/\(markers.1[0])'" : "'BEGIN/END'"
        // `performFetchWithCompletionHandler:start`, `AppDelegate:performFetchWithCompletionHandler:start`
        // (a print and an os_log of one call): the call's own name is no marker.
        let parts = logged.callback.name.split { "(_:)".contains($0) }.filter { $0.count >= 6 }
        if (markers.0 + markers.1).contains(where: { marker in parts.contains { marker.contains($0) } }) {
            return "hint: lines \(before.line) and \(logged.line) print the same call, each its own way; if the app prints every "
                + "call twice (a print and a logger), keep one of each two lines in the log"
        }
        // `viewDidLoad`, `viewDidLoad 0D2C7F77-…` (uias/Pageboy#233, 2019): an id on one line
        // only tells two objects apart, a container printing bare beside its page.
        if let id = (markers.0 + markers.1).first(where: { Self.isInstanceID($0) }), markers.0.isEmpty || markers.1.isEmpty {
            return "hint: lines \(before.line) and \(logged.line) print the same call, and only one of them prints \(id); if it tells "
                + "two objects apart, map the object it names: --map NAME=\(id)"
        }
        // `In first onAppear`, `In second onAppear`: two modifiers of one view, not a begin and an end.
        if markers.0.count == 1, markers.1.count == 1, [markers.0[0], markers.1[0]].allSatisfy({ Self.ordinals.contains($0.lowercased()) }) {
            return "hint: lines \(before.line) and \(logged.line) print the same call, told apart by '\(markers.0[0])' and "
                + "'\(markers.1[0])'; if one view has two such modifiers, the second is written outside the first: declare it as a "
                + "view of its own around the first, the first 'inside' it, as the bundled scenario nested-views does"
        }
        return "hint: lines \(before.line) and \(logged.line) print the same call; if the log prints each call where it begins and "
            + "where it ends, read each pair as one call with --pairs \(pairs)"
    }

    /// `In detail onAppear`: an object's name in another case, which is no name of it (`home`
    /// and `detail` are words too) but may be how the log names it (trace-check trial, 2026-12-07).
    static func nameInAnotherCase(_ line: IgnoredLine) -> (printed: String, object: String)? {
        guard case .ambiguousReceiver(_, let candidates, _) = line.reason else { return nil }
        let words = line.text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        for word in words {
            if let object = candidates.first(where: { $0 != word && $0.lowercased() == word.lowercased() }) { return (word, object) }
        }
        return nil
    }

    /// `- 次画面: loadView()` (a study note's screen transition, iOS 11.2; round 20): a label
    /// before the call, naming no object, may be how the log names the one object that makes
    /// it. A `--call` per line reads such a log only while each call is one object's.
    static func labelBeforeCall(_ line: IgnoredLine) -> (printed: String, object: String)? {
        guard case .ambiguousReceiver(let method, let candidates, _) = line.reason, candidates.count == 1 else { return nil }
        let base = method.prefix { $0.isLetter }
        let text = line.text.drop { !$0.isLetter }
        guard let colon = text.firstIndex(where: { $0 == ":" || $0 == "\u{FF1A}" }), text[colon...].contains(base) else { return nil }
        let label = text[..<colon]
        guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !label.contains(base) else { return nil }
        return (String(label), candidates[0])
    }

    static let ordinals: Set<String> = ["first", "second", "third", "1st", "2nd", "3rd", "1", "2", "3", "one", "two", "inner", "outer"]

    /// An app delegate's state call in an app with scenes, where UIKit makes the scene
    /// delegate's instead: a scene delegate that prints the app delegate's name as a note
    /// (ios-apps-org/TestemunhoV2's `SceneDelegate`; the trace-check trial, 2026-12-06) reads
    /// as a call UIKit never makes there, whether or not the log prints the scene's calls too.
    var sceneAppDelegateHint: String? {
        guard usesScenes, let logged = comparison.divergence?.logged, logged.receiver == "app",
            let sceneCall = Self.sceneCounterparts[logged.callback.name],
            !comparison.simulated.contains(where: { $0.receiver == "app" && $0.callback.name == logged.callback.name })
        else { return nil }
        return "hint: with scenes UIKit calls the scene delegate's \(sceneCall), not the app delegate's \(logged.callback.name), "
            + "so this line is no call of the app delegate; does the scene delegate print that name as a note?"
    }

    static let sceneCounterparts = [
        "applicationWillResignActive(_:)": "sceneWillResignActive(_:)", "applicationDidEnterBackground(_:)": "sceneDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)": "sceneWillEnterForeground(_:)", "applicationDidBecomeActive(_:)": "sceneDidBecomeActive(_:)",
    ]

    var unprintedGroupHint: String? {
        guard reading.usesInstrumented, let header = reading.header else { return nil }
        return UnprintedGroupCall(header, comparison).map { "hint: " + $0.hint }
    }

    /// A cell's own call where the engine has the data source's `cellForRowAt`: dequeuing
    /// runs the cell's calls inside it, so a data source that prints after dequeuing shows
    /// them first (a GitHub note on table cells, dev round 14, 2026-12-06).
    var dequeueHint: String? {
        guard let divergence = comparison.divergence, let logged = divergence.logged, let engine = divergence.simulated,
            ["tableView(_:cellForRowAt:)", "collectionView(_:cellForItemAt:)"].contains(engine.callback.name),
            // The call the engine makes on that cell as it dequeues it, next after cellForRowAt.
            let made = comparison.simulated.dropFirst(divergence.index + 1).first(where: { $0.receiver == logged.receiver }),
            made.callback == logged.callback, [.cell, .collectionCell].contains(made.kind)
        else { return nil }
        return "hint: \(logged.receiver)'s \(logged.callback.name) runs inside the dequeue that \(engine.callback.name) makes; a line "
            + "printed after dequeuing comes after the cell's calls, so print first in \(engine.callback.name) to log the engine's order"
    }

    func describeInconclusive() -> [String] {
        let unread = comparison.unread.count
        if comparison.onlyComments {
            return [
                "inconclusive: every line of the log is a comment (# or //), and \(lineList(comparison.log.commentedCalls)) would read as "
                    + "calls without the marks; if the app printed them (print(\"### …\")), take the marks off"
            ]
        }
        guard unread > 0 || !comparison.silent.isEmpty else {
            let ignored = comparison.log.ignored
            if ignored.contains(where: { $0.reason == .systemLine }),
                ignored.allSatisfy({ [.blank, .logEntryField, .comment, .systemLine].contains($0.reason) })
            {
                let others = ignored.contains { $0.reason == .comment } ? "the system or written as comments" : "the system"
                return ["inconclusive: no line of the log was printed by the app, only by \(others) (above); paste the lines the app printed"]
            }
            // `log stream` and Console.app show an os.Logger's interpolations as `<private>`
            // unless a debugger is attached (dev round 15): the classes may be on the lines,
            // the calls are not.
            let redacted = ignored.filter { $0.text.contains("<private>") }.map(\.line)
            if !redacted.isEmpty {
                return [
                    "inconclusive: no line of the log reads as a call on an object of \(scenario)",
                    "hint: \(lineList(redacted)) print\(redacted.count == 1 ? "s" : "") <private>: the unified log hides what a message interpolates unless a debugger "
                        + "is attached; log the call with privacy: .public, or copy the log from Xcode's console",
                ]
            }
            return [
                "inconclusive: no line of the log reads as a call on an object of \(scenario)",
                "hint: objects: " + objects.joined(separator: ", ")
                    + "; give the classes the log prints with --map NAME=Class, and the words it prints for calls (a handler's "
                    + "name) with --call Printed=callback",
            ]
        }
        let read: String
        if calls == 0 {
            read = "no call was read"
        } else if let divergence = comparison.divergence {
            read =
                "the calls read part from the simulated order of \(scenario) at "
                + (divergence.logged.map { "log line \($0.line)" } ?? "the end of the log")
        } else {
            read = "the \(count(calls, "call")) read \(calls == 1 ? "agrees" : "agree") with the simulated order of \(scenario)"
        }
        let outside = comparison.unread.filter {
            if case .outsideScenario = $0.reason { return true }
            return false
        }.count
        var reasons: [String] = []
        if unread > 0, outside == unread {
            let calls = outside == 1 ? "1 call the log shows is" : "\(outside) calls the log shows are"
            reasons.append("\(calls) outside what \(scenario) models (above)")
        } else if unread > 0 {
            let look = unread == 1 ? "1 line looks like a lifecycle call but was" : "\(unread) lines look like lifecycle calls but were"
            reasons.append("\(look) not read (above)")
        }
        reasons += comparison.silent.map(Self.describe)
        return ["inconclusive: " + reasons.joined(separator: "; ") + "; \(read)"]
    }

    /// `no call of app was read, though the log instruments it (mapped to AppDelegate) and
    /// the engine makes 4 calls on it`.
    static func describe(_ silent: LogComparison.SilentObject) -> String {
        let source =
            switch silent.source {
            case .mapped(let className): "mapped to \(className)"
            case .named(let line, let word): "line \(line) names it as \(className(word))"
            }
        let calls = silent.engineCalls == 1 ? "1 call" : "\(silent.engineCalls) calls"
        return "no call of \(silent.object) was read, though the log instruments it (\(source)) and the engine makes \(calls) on it"
    }

    /// `line 3`, `lines 1, 3`.
    func lineList(_ lines: [Int]) -> String {
        (lines.count == 1 ? "line " : "lines ") + lines.map(String.init).joined(separator: ", ")
    }

    func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
