import Diagnostics
import LifecycleModel
import LifecycleSimulator
import Testing

/// Random legal SwiftUI sequences over a TabView whose body owner is `Main`, a tab that is
/// a NavigationStack around which `Feed` is written, and a sheet's NavigationStack around
/// which `Sheet` is written: whatever the steps, a view around a container is on screen
/// exactly when one of the container's views is, no view runs onAppear twice in a row, and
/// a task starts only on screen and only once the one before it was cancelled (`Feed`'s
/// `.task(id:)` restarts among the steps).
@Suite struct RandomSwiftUISequenceTests {
    static let seeds = Array(0..<100)

    /// The views each view around a container comes and goes with.
    static let surrounded = [
        "Main": ["Home", "Detail", "More", "Settings"], "Feed": ["Home", "Detail", "More"], "Sheet": ["Edit", "Edit2"],
    ]

    @Test func sequencesReachTheContainersSteps() {
        let steps = Self.seeds.prefix(50).flatMap { RandomSwiftUIScenarios.scenario($0).steps }
        let used = Set(steps.map(\.action))
        #expect(
            used.isSuperset(of: [
                .push, .pop, .selectTab, .sheet, .dismiss, .interactiveDismiss, .interactivePop, .show, .fullScreenCover, .changeTaskID,
            ]))
        #expect(steps.count >= 50 * 10, "most sequences reach their length")
    }

    @Test(arguments: seeds)
    func aViewAroundAContainerIsOnScreenExactlyWithIt(seed: Int) {
        let scenario = RandomSwiftUIScenarios.scenario(seed)
        let result = Engine.simulate(scenario, config: RandomSwiftUIScenarios.config)
        #expect(result.diagnostics.isEmpty)
        var problems: [String] = []
        for (index, states) in result.states.enumerated() {
            for (view, inside) in Self.surrounded {
                let shown = states[view] == "appeared"
                let containerShown = inside.contains { states[$0] == "appeared" }
                if shown != containerShown {
                    problems.append("after step \(index): \(view) \(states[view] ?? "-") while \(inside) \(inside.map { states[$0] ?? "-" })")
                }
            }
        }
        var appeared: Set<String> = []
        var running: Set<String> = []
        // An optional call (a stale onAppear "×0 or 1") stands outside the alternation.
        for event in result.events where event.kind == .swiftuiView && event.repeatablePass == nil {
            switch event.callback.name {
            case "onAppear" where !appeared.insert(event.receiver).inserted:
                problems.append("step \(event.step): \(event.receiver).onAppear twice")
            case "onDisappear" where appeared.remove(event.receiver) == nil:
                problems.append("step \(event.step): \(event.receiver).onDisappear while not on screen")
            case "task" where !appeared.contains(event.receiver) || !running.insert(event.receiver).inserted:
                problems.append("step \(event.step): \(event.receiver).task off screen or while its task runs")
            case "taskCancelled" where running.remove(event.receiver) == nil:
                problems.append("step \(event.step): \(event.receiver).taskCancelled with no task running")
            default: break
            }
        }
        #expect(problems.isEmpty, "\(RandomSwiftUIScenarios.describe(scenario))\n\(problems.joined(separator: "\n"))")
    }
}

/// Steps drawn from a pool over the objects above; a step the engine refuses is dropped.
enum RandomSwiftUIScenarios {
    static let config = EngineConfig(ios: 17, lifecycle: .swiftui)

    static let objects: [ObjectDeclaration] = [
        declare("Main", .swiftuiView), declare("tabs", .tabView, ["inside": "Main"]),
        declare("Feed", .swiftuiView, ["task": "attached"]), declare("feedStack", .navigationStack, ["inside": "Feed"]),
        declare("Home", .swiftuiView), declare("Detail", .swiftuiView), declare("More", .swiftuiView),
        declare("Settings", .swiftuiView),
        declare("Sheet", .swiftuiView), declare("sheetStack", .navigationStack, ["inside": "Sheet"]),
        declare("Edit", .swiftuiView), declare("Edit2", .swiftuiView), declare("LogIn", .swiftuiView),
    ]

    static let setup = [
        step(.setStack, ["on": .object("feedStack"), "stack": .objects(["Home"])]),
        step(.setStack, ["on": .object("sheetStack"), "stack": .objects(["Edit"])]),
        step(.show, ["root": .object("tabs"), "tabs": .objects(["feedStack", "Settings"])]),
    ]

    static let pool: [Step] = {
        var pool = [
            step(.launch), step(.background), step(.foreground), step(.interrupt), step(.resume),
            step(.pop, ["on": .object("feedStack")]), step(.popToRoot, ["on": .object("feedStack")]),
            step(.pop, ["on": .object("sheetStack")]), step(.push, ["vc": .object("Edit2"), "on": .object("sheetStack")]),
            step(.dismiss, ["vc": .object("sheetStack")]),
            step(.show, ["root": .object("LogIn")]), step(.changeTaskID, ["view": .object("Feed")]),
        ]
        for vc in ["Detail", "More"] { pool.append(step(.push, ["vc": .object(vc), "on": .object("feedStack")])) }
        for index in 0..<2 { pool += Array(repeating: step(.selectTab, ["on": .object("tabs"), "index": .int(index)]), count: 2) }
        for from in ["Home", "Settings", "Main", "Feed", "Detail"] {
            pool.append(step(.sheet, ["view": .object("sheetStack"), "from": .object(from)]))
            pool.append(step(.fullScreenCover, ["view": .object("sheetStack"), "from": .object(from)]))
        }
        for completes in [true, false] {
            pool += Array(repeating: step(.interactivePop, ["on": .object("feedStack"), "completes": .bool(completes)]), count: 2)
            pool += Array(repeating: step(.interactiveDismiss, ["vc": .object("sheetStack"), "completes": .bool(completes)]), count: 2)
        }
        return pool
    }()

    static func scenario(_ index: Int, length: Int = 12) -> Scenario {
        var random = SplitMix64(seed: UInt64(index) &+ 7919)
        return RandomScenarios.grow([step(.launch)], from: pool, to: length, index: index, random: &random, config: config, make: make)
    }

    static func make(steps: [Step]) -> Scenario {
        Scenario(
            id: "random-swiftui", title: LocalizedText("Random", language: "en"), objects: objects, setup: setup, steps: steps,
            location: SourceLocation(file: "<random>", line: 1, column: 1))
    }

    /// The steps as YAML, to paste into a lifecycle file and replay.
    static func describe(_ scenario: Scenario) -> String {
        "steps:\n" + scenario.steps.map { "  - \($0.notation)" }.joined(separator: "\n")
    }

    private static func declare(_ name: String, _ kind: ObjectKind, _ options: [String: String] = [:]) -> ObjectDeclaration {
        ObjectDeclaration(name: name, kind: kind, options: options, location: nil)
    }

    private static func step(_ action: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: action, arguments: arguments, location: SourceLocation(file: "<pool>", line: 0, column: 0))
    }
}
