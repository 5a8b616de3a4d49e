import Diagnostics
import LifecycleModel
import LifecycleSimulator
import Testing

/// 300 random legal sequences of view steps mixed with controller transitions (seeded,
/// so the same on every run), each checked against ViewInvariants and ControllerInvariants.
@Suite struct ViewRandomTests {
    static let seeds = Array(0..<300)

    static let objects: [ObjectDeclaration] = [
        ("nav", ObjectKind.navigationController, [:]), ("A", .viewController, [:]), ("B", .viewController, [:]),
        ("C", .viewController, [:]), ("u", .view, [:]), ("v", .view, [:]), ("w", .view, ["from": "nib"]),
        ("n", .view, ["from": "nib", "loaded-with": "B"]), ("m", .view, ["from": "nib", "loaded-with": "n"]),
        ("k", .view, ["added-on-load": "C"]), ("j", .view, ["added-on-load": "k"]),
    ].enumerated().map { index, object in
        ObjectDeclaration(
            name: object.0, kind: object.1, options: object.2,
            location: SourceLocation(file: "<random>", line: index + 2, column: 3))
    }
    static let views = ["u", "v", "w", "n", "m", "k", "j"]

    static let pool: [Step] = {
        var pool = [
            step(.launch), step(.launch), step(.background), step(.foreground), step(.terminate, ["by": .choice("user")]),
            step(.show, ["root": .object("nav"), "stack": .objects(["A"])]),
            step(.show, ["root": .object("nav"), "stack": .objects(["A"])]),
            step(.pop, ["on": .object("nav")]), step(.pop, ["on": .object("nav")]),
            step(.rotate, ["to": .choice("landscape")]), step(.rotate, ["to": .choice("portrait")]),
        ]
        for vc in ["B", "C"] {
            pool.append(step(.push, ["vc": .object(vc), "on": .object("nav")]))
            pool.append(step(.present, ["vc": .object(vc), "from": .object("A"), "style": .choice("fullScreen")]))
            pool.append(step(.present, ["vc": .object(vc), "from": .object("A"), "style": .choice("pageSheet")]))
            pool.append(step(.dismiss, ["vc": .object(vc)]))
        }
        for view in views {
            for superview in views + ["A", "B", "C"] where superview != view {
                pool.append(step(.addSubview, ["view": .object(view), "to": .object(superview)]))
            }
            for action in [ActionName.removeFromSuperview, .removeFromSuperview, .setNeedsLayout, .layoutIfNeeded, .setNeedsDisplay, .resize] {
                pool.append(step(action, ["view": .object(view)]))
            }
            pool.append(step(.release, ["view": .object(view)]))
        }
        return pool
    }()

    /// Sequence number `seed`: up to `length` legal steps drawn from the pool.
    static func scenario(_ seed: Int, length: Int = 16) -> (Scenario, EngineConfig) {
        var random = SplitMix64(seed: UInt64(seed))
        let config = [EngineConfig(ios: 17), EngineConfig(ios: 12), EngineConfig(ios: 15, animated: false)][seed % 3]
        var scenario = make([])
        var attempts = 0
        while scenario.steps.count < length, attempts < 400 {
            attempts += 1
            var candidate = random.pick(pool)
            candidate.location = SourceLocation(file: "<random \(seed)>", line: scenario.steps.count + 1, column: 1)
            let longer = make(scenario.steps + [candidate])
            let result = Engine.simulate(longer, config: config)
            if result.diagnostics.isEmpty, !result.stoppedEarly { scenario = longer }
        }
        return (scenario, config)
    }

    @Test func sequencesExerciseEveryViewAction() {
        var used: [ActionName: Int] = [:]
        for seed in Self.seeds.prefix(100) {
            for step in Self.scenario(seed).0.steps { used[step.action, default: 0] += 1 }
        }
        let viewActions: [ActionName] = [.addSubview, .removeFromSuperview, .setNeedsLayout, .layoutIfNeeded, .setNeedsDisplay, .resize, .release]
        #expect(viewActions.allSatisfy { used[$0, default: 0] >= 20 }, "\(used)")
    }

    /// The sequences reach the interesting situations, not only the easy ones.
    @Test func sequencesReachEveryViewBehaviour() {
        var reached: [String: Int] = [:]
        for seed in Self.seeds.prefix(100) {
            let (scenario, config) = Self.scenario(seed)
            for id in Engine.simulate(scenario, config: config).behaviours { reached[id.rawValue, default: 0] += 1 }
        }
        let wanted = BehaviourRegistry.all.map(\.id.rawValue).filter { $0.hasPrefix("view.") && $0 != "view.window.end-of-step" }
        #expect(wanted.allSatisfy { reached[$0, default: 0] >= 3 }, "\(reached.filter { $0.key.hasPrefix("view.") })")
    }

    @Test(arguments: seeds)
    func everyTraceObeysTheViewInvariants(seed: Int) {
        let (scenario, config) = Self.scenario(seed)
        let result = Engine.simulate(scenario, config: config)
        #expect(result.diagnostics.isEmpty)
        var views = ViewInvariants()
        var controllers = ControllerInvariants(config: config)
        for (index, step) in scenario.steps.enumerated() {
            for event in result.events where event.step == index + 1 {
                views.check(event)
                controllers.check(event)
            }
            views.endStep(index + 1, states: result.states[index + 1])
            controllers.endStep(index + 1, processEnded: step.action == .terminate)
        }
        let violations = views.violations + controllers.violations
        #expect(violations.isEmpty, "\(Self.describe(scenario, config))\n\(violations.joined(separator: "\n"))")
    }

    @Test(arguments: seeds.prefix(50))
    func theSameScenarioGivesTheSameTrace(seed: Int) {
        let (scenario, config) = Self.scenario(seed)
        #expect(Engine.simulate(scenario, config: config).events == Engine.simulate(scenario, config: config).events)
    }

    static func describe(_ scenario: Scenario, _ config: EngineConfig) -> String {
        "config: { ios: \(config.ios), animated: \(config.animated) }\nsteps:\n" + scenario.steps.map { "  - \($0.notation)" }.joined(separator: "\n")
    }

    private static func make(_ steps: [Step]) -> Scenario {
        Scenario(
            id: "random-views", title: LocalizedText("Random views", language: "en"), objects: objects, steps: steps,
            location: SourceLocation(file: "<random>", line: 1, column: 1))
    }

    private static func step(_ action: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: action, arguments: arguments, location: SourceLocation(file: "<pool>", line: 0, column: 0))
    }
}
