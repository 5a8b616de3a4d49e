internal import LifecycleModel
internal import LifecycleSimulator

/// The lines of `trace-check`'s report that say how the log was read, before the ignored
/// lines: the header it took its settings from, the lines it read as one call, and the
/// lines of a class mapped to several objects, given to them in the engine's order.
///
///     header: lines 1-9 (map: A=ViewController, app=AppDelegate; instrumented: viewDidLoad, appearance)
///     paired: lines 11 and 14, 12 and 13, each read as one call at its first line ('->' … '<-', --pairs ->/<-)
///     shared: lines 1 to c1, 3 to c2 (MyTableViewCell, mapped to c1 and c2), in the order the engine makes each call on them
///     same call: line 5 name.textFieldDidEndEditing(_:) read as the engine's name.textFieldDidEndEditing(_:reason:)
///     unused: --call viewdiddisApp, which no line prints
struct TraceCheckReadingLines {
    let reading: TraceCheckReading
    let log: ParsedLog

    var lines: [String] {
        [headerLine, pairsLine, sharedLine, respelledLine, unusedCallsLine].compactMap { $0 }
    }

    private var headerLine: String? {
        guard let header = reading.header else { return nil }
        var fields: [String] = []
        let classes = reading.effectiveClassNames.flatMap { className, objects in objects.map { (object: $0, className: className) } }
            .sorted { ($0.object, $0.className) < ($1.object, $1.className) }
        if !classes.isEmpty {
            fields.append(
                (reading.maps.isEmpty ? "map: " : "map from --map: ") + classes.map { "\($0.object)=\($0.className)" }.joined(separator: ", "))
        }
        if reading.usesInstrumented { fields.append("instrumented: " + header.instrumented.map(\.value).joined(separator: ", ")) }
        if !header.calls.isEmpty { fields.append("calls: " + header.calls.map { "\($0.printed.value)=\($0.callback)" }.joined(separator: ", ")) }
        if let pairing = header.pairing { fields.append("pairs: \(pairing.spelling)") }
        let range = "lines 1-\(reading.bodyStartLine - 1)"
        return "  header: \(range)" + (fields.isEmpty ? "" : " (\(fields.joined(separator: "; ")))")
    }

    private var pairsLine: String? {
        guard !log.pairs.isEmpty else { return nil }
        let pairs = log.pairs.map { "\($0.first) and \($0.second)" }.joined(separator: ", ")
        let how: String
        switch reading.effectivePairing {
        case .markers(let begin, let end)?: how = "'\(begin)' … '\(end)', \(reading.pairingSource ?? "")"
        case .value?: how = "a call and the value printed on the next line, \(reading.pairingSource ?? "")"
        case .receiverFirst?: how = "a call and the receiver printed on the line before, \(reading.pairingSource ?? "")"
        case nil: how = "the begin and end words or arrows on them"
        }
        let each = log.pairs.count == 1 ? "read as one call" : "each read as one call"
        let line = reading.effectivePairing == .receiverFirst ? "its second line" : "its first line"
        return "  paired: \(log.pairs.count == 1 ? "lines" : "lines") \(pairs), \(each) at \(line) (\(how))"
    }

    /// Printed names of `--call` that no line prints: a name copied wrong reads nothing, and
    /// the lines it was meant for look like prose. (A header's `calls:` may name what the
    /// app prints for calls this log does not have.)
    /// `  same call: line 5 textFieldDidEndEditing(_:) read as the engine's textFieldDidEndEditing(_:reason:)`
    private var respelledLine: String? {
        guard !log.respelled.isEmpty else { return nil }
        let lines = log.respelled.map { "line \($0.line) \($0.read) read as the engine's \($0.engine)" }
        return "  same call: " + lines.joined(separator: ", ")
    }

    /// A name only comment lines print is unused too: a comment is skipped whatever it names
    /// (lukepistrol/TaskTrigger#5 prints `### TRIGGER`; dev round 13, 2026-12-06).
    private var unusedCallsLine: String? {
        let words = { (text: String) in " " + text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.joined(separator: " ") + " " }
        let prints = { (texts: [String], printed: String) in
            let name = words(printed)
            return texts.contains { words($0).contains(name) || $0.contains(printed) }
        }
        let read = log.calls.map(\.text) + log.ignored.filter { $0.reason != .comment }.map(\.text)
        let comments = log.ignored.filter { $0.reason == .comment }.map(\.text)
        // `--call 'taskCancelled=Sheet.taskCancelled'`, as the hint for `Task was cancelled!` has
        // it: the name the words were joined into, not printed as such.
        let joined = Set(log.calls.map(\.callback.name))
        let unused = reading.calls.keys.sorted().filter { words($0).count > 2 && !prints(read, $0) && !joined.contains($0) }
        guard !unused.isEmpty else { return nil }
        let option = { (printed: String) in "--call " + (printed.contains(" ") ? "'\(printed)'" : printed) }
        let inComments = unused.filter { prints(comments, $0) }
        let nowhere = unused.filter { !prints(comments, $0) }
        let parts = [
            nowhere.isEmpty ? nil : "\(nowhere.map(option).joined(separator: ", ")), which no line prints",
            inComments.isEmpty ? nil : "\(inComments.map(option).joined(separator: ", ")), which only comment lines (# or //) print",
        ]
        return "  unused: " + parts.compactMap { $0 }.joined(separator: "; ")
    }

    /// Such lines are read by the engine's order, not by what they print: the report says
    /// which object each went to, so an author can see the assumption.
    private var sharedLine: String? {
        let shared = log.calls.filter { $0.shared != nil }
        guard !shared.isEmpty else { return nil }
        var classes: [SharedClass] = []
        for call in shared where !classes.contains(where: { $0.className == call.shared!.className }) { classes.append(call.shared!) }
        let lines = shared.map { "\($0.line) to \($0.receiver)" }.joined(separator: ", ")
        let maps = classes.map { "\(TraceCheckReport.className($0.className)), mapped to \($0.candidates.map(\.object).joined(separator: " and "))" }
        return "  shared: \(shared.count == 1 ? "line" : "lines") \(lines) (\(maps.joined(separator: "; "))), "
            + "in the order the engine makes each call on them"
    }
}
