import LifecycleModel
import LifecycleSimulator

/// A recorded log quoted in a test, read the way `lifeline trace-check` reads it and held
/// against the run: the tests of behaviours that rest on a recording carry it verbatim.
extension Simulated {
    /// - Parameters:
    ///   - classes: scenario object → the class name the log prints (`--map`).
    ///   - calls: name as the log prints it → callback (`--call`).
    func compare(log: String, classes: [String: String] = [:], calls: [String: String] = [:]) -> LogComparison {
        var objects: [String: ObjectKind] = [:]
        for object in ObjectDeclaration.implicit + scenario.objects { objects[object.name] = object.kind }
        let classNames = Dictionary(grouping: classes.keys.sorted(), by: { classes[$0]! })
        return LogComparison(log: ConsoleLogParser(objects: objects, classNames: classNames, callNames: calls).parse(log), events: result.events)
    }

    /// Both sides when the log and the run disagree, for a failing expectation's message.
    func disagreement(_ comparison: LogComparison) -> String {
        "log: \(comparison.log.calls.map(\.notation))\nengine: \(comparison.simulated.map(\.notation))\n"
            + "ignored: \(comparison.log.ignored.map { "\($0.line) \($0.reason)" })"
    }
}
