import LifecycleModel
import LifecycleSimulator

/// Containment calls bracket what happens between them: each willMove(toParent:) has
/// its didMove(toParent:) later in the same step (with the same parent, or, for a pop
/// that a cancelled swipe undid, the old parent after willMove(toParent: nil)); no second
/// willMove while one is open; no deinit inside an open pair; and a controller that has
/// left its parent (didMove(toParent: nil)) gets no appearance call later in that step.
struct MembershipInvariants {
    private var open: [String: String] = [:]
    private var left: Set<String> = []
    private(set) var violations: [String] = []

    mutating func check(_ event: TraceEvent) {
        guard event.kind.isViewController else { return }
        let who = event.receiver
        func fail(_ message: String) { violations.append("step \(event.step): \(event.notation): \(message)") }
        let parent = event.arguments.first { $0.label == "parent" }?.value
        switch event.callback.name {
        case "willMove(toParent:)":
            if let pending = open[who] { fail("willMove while willMove(toParent: \(pending)) is open") }
            open[who] = parent
            left.remove(who)
        case "didMove(toParent:)":
            guard let will = open.removeValue(forKey: who) else { return fail("didMove without willMove") }
            if will != parent && will != "nil" { fail("didMove(toParent: \(parent ?? "?")) after willMove(toParent: \(will))") }
            if parent == "nil" { left.insert(who) }
        case "deinit":
            if open[who] != nil { fail("deinit between willMove and didMove") }
        default:
            if event.callback.group == .appearance, left.contains(who) { fail("appearance call after didMove(toParent: nil)") }
        }
    }

    mutating func endStep(_ step: Int) {
        for (name, parent) in open.sorted(by: { $0.key < $1.key }) {
            violations.append("step \(step): \(name).willMove(toParent: \(parent)) without didMove")
        }
        open = [:]
        left = []
    }
}
