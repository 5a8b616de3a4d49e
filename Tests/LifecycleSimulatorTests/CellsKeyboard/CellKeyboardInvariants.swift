import LifecycleSimulator

/// What every trace of table view cells obeys: a cell is created once, displayed at most
/// once between end-displays, prepared for reuse only after it ended displaying, and
/// highlighted or selected only while displayed; a table has one selected cell at most.
enum CellInvariants {
    static func check(_ events: [TraceEvent]) -> [String] {
        var violations: [String] = []
        var created: Set<String> = [], displayed: Set<String> = [], inPool: Set<String> = [], selected: [String: String] = [:]
        var tableOf: [String: String] = [:]
        for event in events {
            func fail(_ message: String) { violations.append("step \(event.step): \(event.notation): \(message)") }
            let cell = event.arguments.first { $0.label == "cell" }?.value
            switch event.callback.name {
            case "init(style:reuseIdentifier:)", "init(coder:)":
                if !created.insert(event.receiver).inserted { fail("created twice") }
            case "prepareForReuse()":
                if inPool.remove(event.receiver) == nil { fail("prepareForReuse without an end-display before it") }
            case "tableView(_:willDisplay:forRowAt:)":
                guard let cell else { fail("no cell argument"); continue }
                if !displayed.insert(cell).inserted { fail("\(cell) displayed twice without an end-display") }
                tableOf[cell] = event.receiver
            case "tableView(_:didEndDisplaying:forRowAt:)":
                guard let cell else { fail("no cell argument"); continue }
                if displayed.remove(cell) == nil { fail("\(cell) ended displaying while not displayed") }
                inPool.insert(cell)
                if selected[event.receiver] == cell { selected[event.receiver] = nil }
            case "setHighlighted(_:animated:)", "setSelected(_:animated:)":
                if !displayed.contains(event.receiver) { fail("while not displayed") }
                if event.stateAfter != "displayed" { fail("stateAfter \(event.stateAfter)") }
                if event.callback.name == "setSelected(_:animated:)", let table = tableOf[event.receiver] {
                    let on = event.arguments.first?.value == "true"
                    if on, let other = selected[table], other != event.receiver { fail("\(other) is still selected in \(table)") }
                    selected[table] = on ? event.receiver : nil
                }
            default:
                break
            }
        }
        return violations
    }
}

/// What every trace of keyboard notifications obeys: for each observer, a willShow (or
/// willHide) is followed by its did-notification before the next will-notification, and
/// every notification reaches all observers, in declaration order, one after another.
enum KeyboardInvariants {
    static func check(_ events: [TraceEvent], observers: [String]) -> [String] {
        var violations: [String] = []
        let notifications = events.filter { $0.callback.group == .keyboard }
        var pending: [String: String] = [:]
        for event in notifications {
            func fail(_ message: String) { violations.append("step \(event.step): \(event.notation): \(message)") }
            let name = event.callback.name
            if name.hasPrefix("keyboardWill"), let open = pending[event.receiver] { fail("\(open) not followed by its did-notification") }
            switch name {
            case "keyboardWillShowNotification": pending[event.receiver] = "willShow"
            case "keyboardWillHideNotification": pending[event.receiver] = "willHide"
            case "keyboardDidShowNotification":
                if pending.removeValue(forKey: event.receiver) != "willShow" { fail("didShow without willShow") }
            case "keyboardDidHideNotification":
                if pending.removeValue(forKey: event.receiver) != "willHide" { fail("didHide without willHide") }
            default: break
            }
            if name.contains("Show") && event.stateAfter != "shown" || name.contains("Hide") && event.stateAfter != "hidden" {
                fail("stateAfter \(event.stateAfter)")
            }
        }
        if !pending.isEmpty { violations.append("unfinished at the end: \(pending.sorted { $0.key < $1.key })") }
        // Posting: chunks of one notification to every observer in declaration order.
        for start in stride(from: 0, to: notifications.count, by: observers.count) {
            let chunk = notifications[start..<min(start + observers.count, notifications.count)]
            if chunk.map(\.receiver) != observers || Set(chunk.map(\.callback.name)).count != 1 || Set(chunk.map(\.step)).count != 1 {
                violations.append("step \(chunk.first!.step): notification not posted to \(observers) in turn: \(chunk.map(\.notation))")
            }
        }
        return violations
    }
}
