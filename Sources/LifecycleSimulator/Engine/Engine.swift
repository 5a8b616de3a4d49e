public import Diagnostics
public import LifecycleModel

/// The simulation engine: runs a scenario's setup and steps in a fresh world and returns
/// the calls UIKit would make, in order. Pure and deterministic: the same scenario always
/// gives the same trace.
public enum Engine {
    public static func simulate(_ scenario: Scenario, config: EngineConfig) -> SimulationResult {
        var simulation = Simulation(config: config, objects: scenario.objects)
        var diagnostics: [Diagnostic] = []
        var stopped = false
        var snapshots: [[String: String]] = []
        let names = ["app"] + (ObjectDeclaration.implicit + scenario.objects).map(\.name).filter { $0 != "app" }
        let phases: [(steps: [Step], traced: Bool)] = [(scenario.setup, false), (scenario.steps, true)]
        run: for phase in phases {
            simulation.isTracing = phase.traced
            if phase.traced { snapshots.append(simulation.snapshot(names)) }
            for (index, step) in phase.steps.enumerated() {
                simulation.step = phase.traced ? index + 1 : 0
                do {
                    try simulation.perform(step)
                    if phase.traced {
                        simulation.settleSwiftUIViewsGone()
                        snapshots.append(simulation.snapshot(names))
                    }
                } catch let error as SimulationError {
                    diagnostics.append(
                        .error(
                            "lifeline.engine.illegal-step", at: step.location,
                            "\(phase.traced ? "" : "setup: ")\(error.message)", hint: error.hint))
                    break run
                } catch let stop as SimulationStop {
                    simulation.findings.append(stop.finding)
                    stopped = true
                    break run
                } catch {
                    preconditionFailure("unexpected engine error \(error)")
                }
            }
        }
        return SimulationResult(
            events: simulation.events, findings: simulation.findings, diagnostics: diagnostics,
            behaviours: simulation.behavioursUsed, stoppedEarly: stopped, states: snapshots)
    }
}

/// What a scenario's simulation produced.
public struct SimulationResult: Sendable {
    /// Every call of the traced steps, before any `only` filter.
    public var events: [TraceEvent]
    public var findings: [Finding]
    /// Illegal steps: the run stops at the first.
    public var diagnostics: [Diagnostic]
    /// Every behaviour the traced steps rested on, in order of first use.
    public var behaviours: [BehaviourID]
    /// A finding ended the run before its last step.
    public var stoppedEarly: Bool
    /// Every object's state before the first step and after each step that completed.
    public var states: [[String: String]]

    /// Each object's (from, to) move in each completed step, for highlighting diagrams.
    public func moves(of names: [String]) -> [(object: String, from: String, to: String, calls: [String])] {
        var moves: [(String, String, String, [String])] = []
        for index in states.indices.dropLast() {
            for name in names {
                guard let from = states[index][name], let to = states[index + 1][name] else { continue }
                let calls = events.filter { $0.step == index + 1 && $0.receiver == name }.map(\.callback.name)
                if from != to || !calls.isEmpty { moves.append((name, from, to, calls)) }
            }
        }
        return moves
    }

    /// The distinct behaviours, each with its evidence.
    public var evidence: [Behaviour] {
        var seen = Set<BehaviourID>()
        return behaviours.filter { seen.insert($0).inserted }.map(BehaviourRegistry.behaviour)
    }

    /// The calls an `only:` filter keeps: groups, callback names, and one object's
    /// callbacks (`B.deinit`).
    public func filtered(by only: [String]?) -> [TraceEvent] {
        guard let only else { return events }
        return events.filter { event in only.contains { Vocabulary.filterMatches($0, receiver: event.receiver, event.callback) } }
    }
}
