internal import LifecycleSimulator

/// The words `lifeline trace-check` prints for a comparison, on standard output (like
/// `diff`, the comparison is the command's result, whichever way it goes):
///
///     agreement: 7 calls match the simulated order of push (2 lines ignored)
///
/// or the first divergent log line, quoted, then both orders side by side:
///
///     divergence at log line 3 of the simulated order of push:
///       3 | B  viewWillLayoutSubviews
///       the log has B.viewWillLayoutSubviews() where the engine has B.viewWillAppear(_:)
///        the log                       | the engine
///     >  3  B.viewWillLayoutSubviews() | 3  B.viewWillAppear(_:)
struct TraceCheckReport {
    let comparison: LogComparison
    let scenario: String

    var lines: [String] {
        var lines: [String]
        if let divergence = comparison.divergence {
            lines = describe(divergence) + comparison.sideBySide.lines.map { "  " + $0 }
            lines.append(ignoredSummary.prefix(1).uppercased() + ignoredSummary.dropFirst() + ".")
        } else {
            let calls = comparison.log.calls.count
            lines = ["agreement: \(count(calls, "call")) \(calls == 1 ? "matches" : "match") the simulated order of \(scenario) (\(ignoredSummary))"]
        }
        if let hint = Self.receiverHint(comparison.log) { lines.append("hint: \(hint)") }
        return lines
    }

    /// Lines skipped because their receiver is no object of the scenario: the likely fix is `--map`.
    static func receiverHint(_ log: ParsedLog) -> String? {
        var classes: [String] = []
        for line in log.ignored {
            guard case .unknownReceiver(let word) = line.reason else { continue }
            // `DetailViewController:` and `DetailViewController` are one class.
            let name = String(word.reversed().drop { ":,;)]".contains($0) }.reversed())
            if !name.isEmpty, !classes.contains(name) { classes.append(name) }
        }
        guard !classes.isEmpty else { return nil }
        return "lines naming \(classes.joined(separator: ", ")) were ignored, as no object of the scenario has that name; "
            + "if one is an object, map it with --map NAME=\(classes[0])"
    }
}

private extension TraceCheckReport {
    var ignoredSummary: String {
        let count = comparison.log.ignored.count
        return count == 0 ? "no lines ignored" : "\(self.count(count, "line")) ignored"
    }

    func describe(_ divergence: LogComparison.Divergence) -> [String] {
        let engine = divergence.simulated?.notation
        if let logged = divergence.logged {
            return [
                "divergence at log line \(logged.line) of the simulated order of \(scenario):",
                "  \(logged.line) | \(logged.text)",
                "  the log has \(logged.notation) where the engine has " + (engine ?? "no more calls"),
            ]
        }
        let last = divergence.lastLogged.map { ["  \($0.line) | \($0.text)"] } ?? []
        return ["divergence after log line \(divergence.lastLogged?.line ?? 0) of the simulated order of \(scenario):"] + last
            + ["  the log ends where the engine has \(engine ?? "no more calls")"]
    }

    func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
