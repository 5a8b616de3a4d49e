import Diagnostics
import LifecycleModel
import LifecycleSimulator

/// Random but legal scenarios over a navigation controller, a tab bar controller and
/// four controllers (K mostly serves as a child): steps are drawn from a fixed pool, and
/// a step the engine rejects (a diagnostic) or that stops the run is dropped, so every
/// sequence runs to its end.
enum RandomScenarios {
    static let objects = [
        ObjectDeclaration(name: "nav", kind: .navigationController, location: nil),
        ObjectDeclaration(name: "tabs", kind: .tabBarController, location: nil),
        ObjectDeclaration(name: "A", kind: .viewController, location: nil),
        ObjectDeclaration(name: "B", kind: .viewController, options: ["from": "storyboard"], location: nil),
        ObjectDeclaration(name: "C", kind: .viewController, location: nil),
        ObjectDeclaration(name: "K", kind: .viewController, location: nil),
    ]

    /// The configurations sequences cycle through: app delegate, scenes, no animation.
    static let configs = [
        EngineConfig(ios: 12),
        EngineConfig(ios: 17),
        EngineConfig(ios: 13, animated: false),
        EngineConfig(ios: 15, lifecycle: .appDelegate),
    ]

    static let pool: [Step] = {
        var pool: [Step] = [
            step(.launch), step(.launch, ["into": .choice("background")]),
            step(.interrupt), step(.resume), step(.background), step(.foreground), step(.suspend),
            step(.terminate), step(.terminate, ["by": .choice("user")]), step(.memoryWarning),
            step(.show, ["root": .object("nav"), "stack": .objects(["A"])]),
            step(.show, ["root": .object("nav"), "stack": .objects(["A", "B"])]),
            step(.show, ["root": .object("A")]),
            step(.show, ["root": .object("C")]),
            step(.pop, ["on": .object("nav")]),
            step(.pop, ["on": .object("nav"), "animated": .bool(false)]),
            step(.popToRoot, ["on": .object("nav")]),
            step(.rotate, ["to": .choice("landscape")]),
            step(.rotate, ["to": .choice("portrait")]),
            // One way only: a switch is legal at almost any moment and would crowd out rare steps.
            step(.switchAppearance, ["to": .choice("dark")]),
        ]
        for stack in [["A"], ["A", "C"], ["C"], ["B", "C"]] {
            pool.append(step(.setStack, ["on": .object("nav"), "stack": .objects(stack)]))
        }
        for vc in ["A", "B", "C"] {
            pool.append(step(.push, ["vc": .object(vc), "on": .object("nav")]))
            // Twice: set-stack is legal off screen too, and would crowd dismissals out.
            pool += Array(repeating: step(.dismiss, ["vc": .object(vc)]), count: 2)
            pool.append(step(.release, ["vc": .object(vc)]))
        }
        for vc in ["B", "C"] {
            for from in ["nav", "A", "B", "C"] where from != vc {
                for style in ["fullScreen", "pageSheet", "formSheet", "overFullScreen", "overCurrentContext", "automatic"] {
                    pool.append(step(.present, ["vc": .object(vc), "from": .object(from), "style": .choice(style)]))
                }
            }
            // Three times each: a swipe down needs a sheet up and the app active.
            for completes in [true, false] {
                pool += Array(repeating: step(.interactiveDismiss, ["vc": .object(vc), "completes": .bool(completes)]), count: 3)
            }
        }
        pool += containerSteps
        return pool
    }()

    /// Tabs, containment and the swipe back. K, a controller nothing else uses, is the
    /// usual child, so that containment does not crowd out the navigation steps; C
    /// sometimes is one too, and then cannot be pushed or shown until it is removed.
    private static let containerSteps: [Step] = {
        var pool: [Step] = [
            step(.show, ["root": .object("tabs"), "tabs": .objects(["A", "C"])]),
            step(.show, ["root": .object("tabs"), "tabs": .objects(["C", "B", "A"])]),
            step(.push, ["vc": .object("B"), "on": .object("nav"), "animated": .bool(false)]),
        ]
        for completes in [true, false] {
            // Four times each: a swipe back needs two controllers on the stack, nothing
            // presented over them and the app active (the user's touch), which is rare.
            pool += Array(repeating: step(.interactivePop, ["on": .object("nav"), "completes": .bool(completes)]), count: 4)
        }
        for index in 0..<3 {
            pool.append(step(.selectTab, ["on": .object("tabs"), "index": .int(index)]))
        }
        for parent in ["nav", "tabs", "A", "B", "C"] {
            pool.append(step(.addChild, ["child": .object("K"), "parent": .object(parent)]))
        }
        pool.append(step(.addChild, ["child": .object("C"), "parent": .object("B")]))
        pool.append(step(.removeChild, ["child": .object("K")]))
        pool.append(step(.removeChild, ["child": .object("C")]))
        return pool
    }()

    /// Sequence number `index`: its config, and up to `length` legal steps.
    static func scenario(_ index: Int, length: Int = 12) -> (scenario: Scenario, config: EngineConfig) {
        var random = SplitMix64(seed: UInt64(index))
        let config = configs[index % configs.count]
        return (grow([], from: pool, to: length, index: index, random: &random, config: config, make: make), config)
    }

    /// `steps` and steps drawn from `pool` after them, each kept only if the engine runs it
    /// (no diagnostic, no early stop), up to `length` steps or 600 draws.
    static func grow(
        _ steps: [Step], from pool: [Step], to length: Int, index: Int, random: inout SplitMix64, config: EngineConfig,
        make: ([Step]) -> Scenario
    ) -> Scenario {
        var scenario = make(steps)
        var attempts = 0
        while scenario.steps.count < length, attempts < 600 {
            attempts += 1
            var candidate = random.pick(pool)
            candidate.location = SourceLocation(file: "<random \(index)>", line: scenario.steps.count + 1, column: 1)
            let longer = make(scenario.steps + [candidate])
            let result = Engine.simulate(longer, config: config)
            if result.diagnostics.isEmpty, !result.stoppedEarly { scenario = longer }
        }
        return scenario
    }

    static func make(steps: [Step]) -> Scenario {
        Scenario(
            id: "random", title: LocalizedText("Random", language: "en"), objects: objects, steps: steps,
            location: SourceLocation(file: "<random>", line: 1, column: 1))
    }

    private static func step(_ action: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: action, arguments: arguments, location: SourceLocation(file: "<pool>", line: 0, column: 0))
    }
}
