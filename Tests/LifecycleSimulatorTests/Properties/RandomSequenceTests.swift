import LifecycleModel
import LifecycleSimulator
import Testing

/// 500 random legal sequences of 12 steps (seeded, so the same on every run), each
/// checked against the invariants every UIKit trace obeys.
@Suite struct RandomSequenceTests {
    static let seeds = Array(0..<500)

    /// Over 200 sequences: rare actions (a swipe back needs two controllers on a stack and
    /// the app active) vary too much over fewer.
    @Test func sequencesAreLongAndVaried() {
        let sequences = Self.seeds.prefix(200).map { RandomScenarios.scenario($0) }
        let lengths = sequences.map(\.scenario.steps.count)
        #expect(lengths.filter { $0 == 12 }.count >= 180, "most sequences reach 12 legal steps: \(lengths)")
        var used: [ActionName: Int] = [:]
        for step in sequences.flatMap(\.scenario.steps) { used[step.action, default: 0] += 1 }
        // `release` is in the pool but the engine releases every controller UIKit lets
        // go of by itself, so it is legal only after a scene disconnect; not required here.
        let drawn = Set(RandomScenarios.pool.map(\.action)).subtracting([.release])
        #expect(drawn.allSatisfy { used[$0, default: 0] >= 8 }, "every action of the pool is exercised: \(used)")
    }

    @Test(arguments: seeds)
    func everyTraceObeysTheInvariants(seed: Int) {
        let (scenario, config) = RandomScenarios.scenario(seed)
        let result = Engine.simulate(scenario, config: config)
        #expect(result.diagnostics.isEmpty)
        var controllers = ControllerInvariants(config: config)
        var states = StateInvariants(config: config)
        var containment = ContainmentInvariants()
        for (index, step) in scenario.steps.enumerated() {
            containment.beginStep(step)
            for event in result.events where event.step == index + 1 {
                controllers.check(event)
                states.check(event)
                containment.check(event)
            }
            controllers.endStep(index + 1, processEnded: step.action == .terminate)
            containment.endStep(step)
        }
        let violations = controllers.violations + states.violations + containment.violations
        #expect(violations.isEmpty, "\(Self.describe(scenario, config))\n\(violations.joined(separator: "\n"))")
    }

    @Test(arguments: seeds)
    func theSameScenarioGivesTheSameTrace(seed: Int) {
        let (scenario, config) = RandomScenarios.scenario(seed)
        let first = Engine.simulate(scenario, config: config)
        let second = Engine.simulate(scenario, config: config)
        #expect(first.events == second.events)
        #expect(first.findings == second.findings)
    }

    /// The scenario as YAML steps, to paste into a lifecycle file and replay.
    static func describe(_ scenario: Scenario, _ config: EngineConfig) -> String {
        "config: { ios: \(config.ios), lifecycle: \(config.lifecycle.rawValue), animated: \(config.animated) }\nsteps:\n"
            + scenario.steps.map { "  - \($0.notation)" }.joined(separator: "\n")
    }
}
