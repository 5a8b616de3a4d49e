import Diagnostics
import LifecycleModel
import LifecycleSimulator
import Testing

/// 300 random legal sequences of cell and keyboard steps (seeded, so the same on every
/// run), each checked against what every trace of a table and the keyboard obeys.
@Suite struct CellKeyboardRandomTests {
    static let seeds = Array(0..<300)

    /// Two tables; `zeta` is declared before `alpha`, so declaration order is not name order.
    static let objects: [ObjectDeclaration] = [
        ("t", ObjectKind.tableView, [:]), ("u", .tableView, [:]),
        ("a", .cell, [:]), ("b", .cell, ["from": "nib"]), ("c", .cell, [:]),
        ("zeta", .keyboardObserver, [:]), ("alpha", .keyboardObserver, [:]),
    ].enumerated().map { index, object in
        ObjectDeclaration(
            name: object.0, kind: object.1, options: object.2,
            location: SourceLocation(file: "<random>", line: index + 2, column: 3))
    }
    static let observers = ["zeta", "alpha"]

    static let pool: [Step] = {
        var pool = [step(.keyboardShow), step(.keyboardHide), step(.keyboardChangeFrame)]
        for cell in ["a", "b", "c"] {
            for table in ["t", "u"] {
                pool.append(step(.dequeue, ["cell": .object(cell), "from": .object(table)]))
                pool.append(step(.dequeue, ["cell": .object(cell), "from": .object(table), "reused": .bool(true)]))
            }
            pool.append(step(.dequeue, ["cell": .object(cell), "from": .object("t"), "reused": .bool(false)]))
            for action in [ActionName.display, .display, .endDisplay, .select, .select, .highlight] {
                pool.append(step(action, ["cell": .object(cell)]))
            }
        }
        return pool
    }()

    /// Sequence number `seed`: up to `length` legal steps drawn from the pool.
    static func scenario(_ seed: Int, length: Int = 20) -> Scenario {
        var random = SplitMix64(seed: UInt64(seed))
        var scenario = make([])
        var attempts = 0
        while scenario.steps.count < length, attempts < 400 {
            attempts += 1
            var candidate = random.pick(pool)
            candidate.location = SourceLocation(file: "<random \(seed)>", line: scenario.steps.count + 1, column: 1)
            let longer = make(scenario.steps + [candidate])
            if Engine.simulate(longer, config: EngineConfig()).diagnostics.isEmpty { scenario = longer }
        }
        return scenario
    }

    @Test func sequencesAreLongAndUseEveryAction() {
        let sequences = Self.seeds.prefix(100).map { Self.scenario($0) }
        #expect(sequences.filter { $0.steps.count == 20 }.count >= 95)
        var used: [String: Int] = [:]
        for step in sequences.flatMap(\.steps) { used[step.notation, default: 0] += 1 }
        #expect(Self.pool.allSatisfy { used[$0.notation, default: 0] >= 3 }, "every step of the pool is exercised: \(used)")
    }

    @Test(arguments: seeds)
    func everyTraceObeysTheCellAndKeyboardInvariants(seed: Int) {
        let scenario = Self.scenario(seed)
        let result = Engine.simulate(scenario, config: EngineConfig())
        #expect(result.diagnostics.isEmpty)
        let violations = CellInvariants.check(result.events) + KeyboardInvariants.check(result.events, observers: Self.observers)
        #expect(
            violations.isEmpty,
            "steps:\n\(scenario.steps.map { "  - \($0.notation)" }.joined(separator: "\n"))\n\(violations.joined(separator: "\n"))")
    }

    @Test(arguments: seeds.prefix(50))
    func theSameScenarioGivesTheSameTrace(seed: Int) {
        let scenario = Self.scenario(seed)
        #expect(Engine.simulate(scenario, config: EngineConfig()).events == Engine.simulate(scenario, config: EngineConfig()).events)
    }

    private static func make(_ steps: [Step]) -> Scenario {
        Scenario(
            id: "random", title: LocalizedText("Random", language: "en"), objects: objects, steps: steps,
            location: SourceLocation(file: "<random>", line: 1, column: 1))
    }

    private static func step(_ action: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: action, arguments: arguments, location: SourceLocation(file: "<pool>", line: 0, column: 0))
    }
}
