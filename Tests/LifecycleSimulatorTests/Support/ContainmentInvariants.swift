import LifecycleModel
import LifecycleSimulator

/// A child taken out with `remove-child` has left its parent's view: it gets no
/// appearance call (viewWillAppear … viewDidDisappear) from the step after its removal
/// until an action places it again: `add-child` of it, or a `push`, `present`, `show` or
/// `set-stack` that names it (containment.md: appearance reaches a child through its
/// parent only while it is contained).
struct ContainmentInvariants {
    private var removed: Set<String> = []
    private(set) var violations: [String] = []

    /// Call before checking a step's events: a step that places a removed child ends
    /// its removal.
    mutating func beginStep(_ step: Step) {
        for name in Self.placed(by: step) { removed.remove(name) }
    }

    mutating func check(_ event: TraceEvent) {
        guard removed.contains(event.receiver), event.callback.group == .appearance else { return }
        violations.append("step \(event.step): \(event.notation): \(event.receiver) was removed from its parent and not placed again")
    }

    /// Call after a step's events: the child of a `remove-child` is removed from now on.
    mutating func endStep(_ step: Step) {
        if step.action == .removeChild, let child = step.object("child") { removed.insert(child) }
    }

    /// The controllers a step puts into a hierarchy.
    private static func placed(by step: Step) -> [String] {
        switch step.action {
        case .addChild: [step.object("child")].compactMap { $0 }
        case .push, .present: [step.object("vc")].compactMap { $0 }
        case .show: [step.object("root")].compactMap { $0 } + (step.objects("stack") ?? []) + (step.objects("tabs") ?? [])
        case .setStack: step.objects("stack") ?? []
        default: []
        }
    }
}
