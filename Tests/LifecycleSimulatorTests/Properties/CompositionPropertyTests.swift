import Foundation
import LifecycleModel
import LifecycleSimulator
import Testing

/// Seeded random compositions of containers and actions on them (`RandomCompositions`),
/// each trace checked against the invariants every UIKit trace obeys: nothing appears
/// before it loads, will/did calls pair up, one appearance state per controller, no call
/// to a released controller (ControllerInvariants), containment calls bracket appearance
/// (MembershipInvariants). `swift test` runs 2,000 sequences (a few seconds); set
/// `LIFELINE_PROPERTY_SEQUENCES=100000` for a long run.
@Suite struct CompositionPropertyTests {
    static var sequenceCount: Int {
        ProcessInfo.processInfo.environment["LIFELINE_PROPERTY_SEQUENCES"].flatMap(Int.init) ?? 2000
    }

    @Test func everyCompositionTraceObeysTheInvariants() {
        var failures: [String] = []
        var failed = 0
        for seed in 0..<Self.sequenceCount {
            let violations = Self.violations(seed: seed)
            guard !violations.isEmpty else { continue }
            failed += 1
            if failures.count < 3 { failures.append("seed \(seed):\n\(Self.describe(seed))\n" + violations.prefix(5).joined(separator: "\n")) }
        }
        #expect(failed == 0, "\(failed) of \(Self.sequenceCount) sequences break an invariant\n\(failures.joined(separator: "\n\n"))")
    }

    /// The generator reaches the compositions the test is about, not only refusals.
    @Test func sequencesComposeContainers() {
        let sequences = (0..<300).map { RandomCompositions.scenario($0).scenario }
        var used: [ActionName: Int] = [:]
        for step in sequences.flatMap(\.steps) { used[step.action, default: 0] += 1 }
        for action: ActionName in [.show, .push, .pop, .present, .dismiss, .selectTab, .setStack, .setTabs, .turnPage, .addChild, .interactivePop] {
            #expect(used[action, default: 0] >= 5, "\(action.rawValue) drawn \(used[action, default: 0]) times")
        }
        let navInTabs = sequences.filter { scenario in
            scenario.steps.contains { $0.action == .show && $0.object("root") == "tabs" }
                && scenario.steps.contains { $0.action == .push }
        }
        #expect(navInTabs.count >= 15)
        #expect(sequences.filter { $0.steps.contains { $0.action == .dismiss } && $0.steps.count(where: { $0.action == .present }) >= 2 }.count >= 2)
    }

    static func violations(seed: Int) -> [String] {
        let (scenario, config) = RandomCompositions.scenario(seed)
        let result = Engine.simulate(scenario, config: config)
        var controllers = ControllerInvariants(config: config)
        var membership = MembershipInvariants()
        for (index, step) in scenario.steps.enumerated() {
            for event in result.events where event.step == index + 1 {
                controllers.check(event)
                membership.check(event)
            }
            controllers.endStep(index + 1, processEnded: step.action == .terminate)
            membership.endStep(index + 1)
        }
        return result.diagnostics.map(\.summary) + controllers.violations + membership.violations
    }

    static func describe(_ seed: Int) -> String {
        let (scenario, config) = RandomCompositions.scenario(seed)
        return
            "config: { ios: \(config.ios), lifecycle: \(config.lifecycle.rawValue), device: \(config.device.rawValue), animated: \(config.animated) }\nsteps:\n"
            + scenario.steps.map { "  - \($0.notation)" }.joined(separator: "\n")
    }
}
