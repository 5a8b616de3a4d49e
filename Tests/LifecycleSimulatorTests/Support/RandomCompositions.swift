import Diagnostics
import LifecycleModel

@testable import LifecycleSimulator

/// Random compositions of containers (navigation controllers in tabs, presented, as
/// children; split view and page view controllers as roots) and random actions on them.
/// A sequence is drawn step by step on a live simulation: a step the engine refuses is
/// dropped, so every sequence is legal by construction and runs to its end.
enum RandomCompositions {
    static let objects: [ObjectDeclaration] =
        [
            ("tabs", ObjectKind.tabBarController), ("nav", .navigationController), ("nav2", .navigationController),
            ("split", .splitViewController), ("pages", .pageViewController),
        ].map { ObjectDeclaration(name: $0.0, kind: $0.1, location: nil) }
        + ["A", "B", "C", "D", "K"].map { ObjectDeclaration(name: $0, kind: .viewController, location: nil) }

    static let configs = [
        EngineConfig(ios: 17), EngineConfig(ios: 13, device: .ipad), EngineConfig(ios: 12, lifecycle: .appDelegate),
        EngineConfig(ios: 14, animated: false), EngineConfig(ios: EngineConfig.supportedIOS.upperBound, device: .ipad),
    ]

    static let pool: [Step] = {
        var pool: [Step] = [
            step(.launch), step(.background), step(.foreground), step(.memoryWarning),
            step(.rotate, ["to": .choice("landscape")]), step(.rotate, ["to": .choice("portrait")]),
            step(.switchAppearance, ["to": .choice("dark")]), step(.switchAppearance, ["to": .choice("light")]),
            step(.show, ["root": .object("tabs"), "tabs": .objects(["nav", "A"])]),
            step(.show, ["root": .object("tabs"), "tabs": .objects(["B", "nav2", "nav"])]),
            step(.show, ["root": .object("nav"), "stack": .objects(["A", "B"])]),
            step(.show, ["root": .object("nav")]),
            step(.show, ["root": .object("split"), "primary": .object("nav"), "secondary": .object("C")]),
            step(.show, ["root": .object("split"), "primary": .object("A"), "secondary": .object("nav2")]),
            step(.show, ["root": .object("pages"), "page": .object("C")]),
            step(.show, ["root": .object("D")]),
            step(.removeChild, ["child": .object("nav2")]), step(.removeChild, ["child": .object("K")]),
        ]
        // Steps legal only in a few worlds come several times, so that they are drawn.
        pool += Array(
            repeating: [
                step(.setTabs, ["on": .object("tabs"), "tabs": .objects(["nav2", "C"])]),
                step(.selectTab, ["on": .object("tabs"), "index": .int(1)]), step(.selectTab, ["on": .object("tabs"), "index": .int(0)]),
                step(.turnPage, ["on": .object("pages"), "to": .object("D")]), step(.turnPage, ["on": .object("pages"), "to": .object("B")]),
            ], count: 4
        ).flatMap { $0 }
        for nav in ["nav", "nav2"] {
            pool += [
                step(.setStack, ["on": .object(nav), "stack": .objects(["A"])]),
                step(.setStack, ["on": .object(nav), "stack": .objects(["C", "D"])]),
                step(.pop, ["on": .object(nav)]), step(.popToRoot, ["on": .object(nav)]),
            ]
            for completes in [true, false] {
                pool += Array(repeating: step(.interactivePop, ["on": .object(nav), "completes": .bool(completes)]), count: 3)
            }
            for vc in ["B", "C", "D", "K"] { pool.append(step(.push, ["vc": .object(vc), "on": .object(nav)])) }
        }
        let styles = ["fullScreen", "pageSheet", "overFullScreen"]
        for (index, vc) in ["nav", "nav2", "tabs", "B", "C", "K"].enumerated() {
            for (offset, from) in ["A", "B", "D", "nav", "tabs", "split", "pages"].enumerated() where from != vc {
                pool.append(step(.present, ["vc": .object(vc), "from": .object(from), "style": .choice(styles[(index + offset) % 3])]))
            }
            pool += Array(repeating: step(.dismiss, ["vc": .object(vc)]), count: 3)
            pool.append(step(.interactiveDismiss, ["vc": .object(vc), "completes": .bool(true)]))
        }
        for child in ["nav2", "K"] {
            for parent in ["A", "B", "D", "C"] { pool.append(step(.addChild, ["child": .object(child), "parent": .object(parent)])) }
        }
        for vc in ["A", "B", "C", "D", "K"] { pool.append(step(.release, ["vc": .object(vc)])) }
        return pool
    }()

    /// Sequence number `index`: its config and up to `length` legal steps.
    static func scenario(_ index: Int, length: Int = 14) -> (scenario: Scenario, config: EngineConfig) {
        var random = SplitMix64(seed: UInt64(index) &* 7919 &+ 17)
        let config = configs[index % configs.count]
        var simulation = Simulation(config: config, objects: objects)
        var steps: [Step] = []
        var attempts = 0
        while steps.count < length, attempts < 80 {
            attempts += 1
            var candidate = random.pick(pool)
            candidate.location = SourceLocation(file: "<composition \(index)>", line: steps.count + 1, column: 1)
            var attempt = simulation
            attempt.step = steps.count + 1
            do {
                try attempt.perform(candidate)
                simulation = attempt
                steps.append(candidate)
            } catch {
                continue  // refused (or stopped): not a legal next step here
            }
        }
        let scenario = Scenario(
            id: "composition", title: LocalizedText("Composition", language: "en"), objects: objects, steps: steps,
            location: SourceLocation(file: "<composition>", line: 1, column: 1))
        return (scenario, config)
    }

    private static func step(_ action: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: action, arguments: arguments, location: SourceLocation(file: "<pool>", line: 0, column: 0))
    }
}
