public import LifecycleModel
internal import ParallelWork

/// Explores the engine's own model: from the initial world, every action of a small
/// universe, breadth first to a bounded depth, recording each object's transitions.
///
/// Hand-drawn diagrams are checked against what it finds, and derived diagrams draw it,
/// so neither can claim an edge the engine does not make.
public enum ModelExplorer {
    public static func graph(for kind: ObjectKind, config: EngineConfig) -> ModelGraph {
        let key = ModelKey(kind: kind, config: config)
        if let cached = cache.withValue({ $0[key] }) { return cached }
        let graph = explore(kind, config: config)
        cache.withValue { $0[key] = graph }
        return graph
    }

    /// Explores every model of `models` not explored yet, on up to `threads` threads, so
    /// that ``graph(for:config:)`` finds them: thousands of lifecycles share a few dozen.
    public static func explore(_ models: [(ObjectKind, EngineConfig)], threads: Int) {
        var missing: [ModelKey] = []
        var seen: Set<ModelKey> = []
        let cached = cache.withValue { $0 }
        for (kind, config) in models {
            let key = ModelKey(kind: kind, config: config)
            if cached[key] == nil, seen.insert(key).inserted { missing.append(key) }
        }
        _ = ParallelMap.map(missing, threads: threads) { graph(for: $0.kind, config: $0.config) }
    }

    /// Every graph this process holds, explored or adopted, for ``ModelArchive`` to keep.
    public static func known() -> [ModelKey: ModelGraph] {
        cache.withValue { $0 }
    }

    /// Takes graphs an earlier process of the same engine explored (``ModelArchive``), so
    /// that they are not explored again; graphs already held stay as they are.
    public static func adopt(_ graphs: [ModelKey: ModelGraph]) {
        cache.withValue { cache in cache.merge(graphs) { held, _ in held } }
    }

    private static let cache = Locked<[ModelKey: ModelGraph]>([:])

    private static func explore(_ kind: ObjectKind, config: EngineConfig) -> ModelGraph {
        let universe = ExplorationUniverse.forKind(kind, config: config)
        var start = Simulation(config: config, objects: universe.objects)
        start.isTracing = true
        start.step = 1
        var seen: Set<World> = [start.world]
        var frontier = [start]
        var edges: [EdgeKey: Set<String>] = [:]
        var parts: [EdgeKey: Set<String>] = [:]
        // Written once: every attempt of an action that moves an object names it.
        let notations = universe.actions.map(\.notation)
        for _ in 0..<universe.depth {
            var next: [Simulation] = []
            for simulation in frontier {
                for (step, notation) in zip(universe.actions, notations) {
                    var attempt = simulation
                    attempt.clearTrace()
                    do { try attempt.perform(step) } catch { continue }
                    for object in universe.observed where attempt.kind(of: object) == kind {
                        for edge in segments(of: object, before: simulation, after: attempt) {
                            edges[edge, default: []].insert(notation)
                        }
                        for part in callParts(of: object, before: simulation, after: attempt) {
                            parts[part, default: []].insert(notation)
                        }
                    }
                    if seen.insert(attempt.world).inserted { next.append(attempt) }
                }
            }
            frontier = next
        }
        let modelEdges = edges.map { ModelEdge(from: $0.key.from, to: $0.key.to, calls: $0.key.calls, actions: $0.value.sorted()) }.sorted()
        let reached = Set(modelEdges.flatMap { [$0.from, $0.to] })
        let initial = start.state(of: universe.observed[0])
        let states = Vocabulary.states(of: kind).filter { reached.contains($0) || $0 == initial }
        var graph = ModelGraph(kind: kind, states: states, initial: initial, edges: modelEdges)
        graph.parts = parts.map { ModelEdge(from: $0.key.from, to: $0.key.to, calls: $0.key.calls, actions: $0.value.sorted()) }.sorted()
        return graph
    }

    /// The object's transitions in one action: one, or more where the system stepped in.
    private static func segments(of object: String, before: Simulation, after: Simulation) -> [EdgeKey] {
        var states = [before.state(of: object)]
        var cuts = [0]
        for step in after.systemSteps {
            states.append(step.states[object] ?? before.state(of: object))
            cuts.append(step.eventCount)
        }
        states.append(after.state(of: object))
        cuts.append(after.events.count)
        var keys: [EdgeKey] = []
        for index in 0..<(states.count - 1) {
            let calls = after.events[cuts[index]..<cuts[index + 1]].filter { drawn($0, on: object) }.map(\.callback.name)
            guard states[index] != states[index + 1] || !calls.isEmpty else { continue }
            keys.append(EdgeKey(from: states[index], to: states[index + 1], calls: calls))
        }
        return keys
    }

    /// The object's calls in one action in runs that leave it in the same state: each
    /// run is a part from the state before it to that state.
    private static func callParts(of object: String, before: Simulation, after: Simulation) -> [EdgeKey] {
        let runs = StateRuns.of(after.events.filter { drawn($0, on: object) }.map { ($0.callback.name, $0.stateAfter) })
        var state = before.state(of: object)
        var keys: [EdgeKey] = []
        for run in runs {
            keys.append(EdgeKey(from: state, to: run.state, calls: run.calls))
            state = run.state
        }
        return keys
    }

    /// A call an edge of `object` shows: its own, but not the UIApplication and UIScene
    /// notifications, which a diagram of delegate calls leaves to the call tables.
    private static func drawn(_ event: TraceEvent, on object: String) -> Bool {
        event.receiver == object && event.callback.group != .notifications
    }

    private struct EdgeKey: Hashable {
        var from: String
        var to: String
        var calls: [String]
    }
}
