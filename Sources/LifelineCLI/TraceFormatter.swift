internal import Foundation
internal import LifecycleModel
internal import LifecycleSimulator

/// `lifeline simulate` output: an aligned table for people, JSON for tools. Calls of a
/// layout pass UIKit may run more than once in a row are marked "×1 or more" (or "×0 or
/// more" when recordings disagree whether it runs at all) with the pass's number (text),
/// or carry `repeatablePass` and `passMinimum` (JSON).
enum TraceFormatter {
    static func text(_ events: [TraceEvent], findings: [Finding]) -> String {
        let passes = PassNumbers(events.map(\.repeatablePass))
        let repeats = events.contains { $0.repeatablePass != nil }
        let rows = events.map { event in
            ["\(event.step)", event.notation, event.argumentText, event.stateAfter]
                + (repeats ? [passes.label(event.repeatablePass) ?? ""] : [])
        }
        let header = ["step", "call", "arguments", "state after"] + (repeats ? ["repeats"] : [])
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var lines = [line(header)] + rows.map(line)
        if events.isEmpty { lines.append("(no calls)") }
        for finding in findings {
            lines.append("finding at step \(finding.step): \(finding.title)")
            lines.append("  \(finding.detail)")
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ events: [TraceEvent], findings: [Finding]) -> String {
        let passes = PassNumbers(events.map(\.repeatablePass))
        let calls: [[String: Any]] = events.map { event in
            var call: [String: Any] = [
                "step": event.step,
                "receiver": event.receiver,
                "kind": event.kind.rawValue,
                "callback": event.callback.name,
                "group": event.callback.group.rawValue,
                "arguments": event.arguments.map { ["label": $0.label, "value": $0.value] },
                "stateAfter": event.stateAfter,
                "behaviour": event.behaviour.rawValue,
            ]
            call.merge(passes.json(event.repeatablePass)) { _, pass in pass }
            return call
        }
        let object: [String: Any] = [
            "calls": calls,
            "findings": findings.map { ["step": $0.step, "title": $0.title, "detail": $0.detail] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
