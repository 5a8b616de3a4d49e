internal import Foundation
internal import LifecycleModel
internal import LifecycleSimulator

/// `lifeline simulate` output: an aligned table for people, JSON for tools.
enum TraceFormatter {
    static func text(_ events: [TraceEvent], findings: [Finding]) -> String {
        let rows = events.map { ["\($0.step)", $0.notation, $0.argumentText, $0.stateAfter] }
        let header = ["step", "call", "arguments", "state after"]
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
        let calls: [[String: Any]] = events.map { event in
            [
                "step": event.step,
                "receiver": event.receiver,
                "kind": event.kind.rawValue,
                "callback": event.callback.name,
                "group": event.callback.group.rawValue,
                "arguments": event.arguments.map { ["label": $0.label, "value": $0.value] },
                "stateAfter": event.stateAfter,
                "behaviour": event.behaviour.rawValue,
            ]
        }
        let object: [String: Any] = [
            "calls": calls,
            "findings": findings.map { ["step": $0.step, "title": $0.title, "detail": $0.detail] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
