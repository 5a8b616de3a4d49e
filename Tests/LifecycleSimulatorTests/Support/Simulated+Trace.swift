import LifecycleModel
import LifecycleSimulator
import Testing

/// Reading a run whose objects include containers, delegates and SwiftUI apps, whose
/// calls the free `trace(_:)` cannot resolve (it knows only app, scene and controllers).
extension Simulated {
    /// Full notations for calls written the short way, each receiver resolved by the kind
    /// the scenario declares for it: `run.trace("tabs.tabBarController(_:shouldSelect:)",
    /// "B.viewWillAppear")`. A base name shared by several callbacks of the kind (the two
    /// delegate methods of a tab bar controller) must be written in full.
    func trace(_ written: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        written.map { call in
            let dot = call.firstIndex(of: ".")!
            let receiver = String(call[..<dot]), name = String(call[call.index(after: dot)...])
            guard let kind = scenario.kind(of: receiver) else {
                Issue.record("test bug: '\(receiver)' is not an object of the scenario", sourceLocation: sourceLocation)
                return call
            }
            guard case .found(let callback) = Vocabulary.resolve(name, for: kind) else {
                Issue.record("test bug: '\(call)' names no single callback of \(kind.rawValue)", sourceLocation: sourceLocation)
                return call
            }
            return "\(receiver).\(callback.name)"
        }
    }

    /// Each call with its arguments, for calls whose arguments carry the point (which
    /// controller a delegate is told about, which phase SwiftUI reports):
    /// `tabs.tabBarController(_:didSelect:) viewController: B`.
    func callsWithArguments(only: [String]? = nil) -> [String] {
        result.filtered(by: only).map { event in
            event.arguments.isEmpty ? event.notation : "\(event.notation) \(event.argumentText)"
        }
    }
}
