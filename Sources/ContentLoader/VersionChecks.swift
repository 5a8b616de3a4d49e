internal import Diagnostics
internal import LifecycleModel

/// Refuses what a scenario's iOS version lacks (`IOSAvailability`): an action, a
/// presentation style, or a callback its `expect` names. Each error is at the step or the
/// call, and its hint names the versions that have it.
extension FileReader {
    func checkVersion(of scenario: Scenario, ios: Int) {
        for step in scenario.setup + scenario.steps {
            if let rule = IOSAvailability.rule(for: step.action), !rule.contains(ios) {
                versionError("step.ios-version", at: step.location, "'\(step.notation)'", rule, ios: ios)
            }
            if step.action == .present, let style = step.choice("style").flatMap(ModalStyle.init(rawValue:)),
                let rule = IOSAvailability.rule(for: style), !rule.contains(ios)
            {
                versionError("step.ios-version", at: step.location, "'\(step.notation)'", rule, ios: ios)
            }
        }
        for call in scenario.expect?.value ?? [] {
            if let rule = IOSAvailability.rule(for: call.callback), !rule.contains(ios) {
                versionError("trace.ios-version", at: call.location, "'\(call.notation)'", rule, ios: ios)
            }
        }
    }

    private func versionError(_ id: String, at location: SourceLocation, _ what: String, _ rule: IOSAvailability.Rule, ios: Int) {
        let fix = rule.since.map { "set 'config: { ios: \($0) }' or later" } ?? "set 'config: { ios: \(rule.until ?? ios) }'"
        error(
            id, at: location, "\(what) needs \(rule.requirement), but this scenario runs iOS \(ios)",
            hint: "\(rule.what) [\(rule.ruleID)]; \(fix)")
    }
}
