public import LifecycleModel

/// One model the explorer explores: an object kind under one configuration.
public struct ModelKey: Hashable, Sendable {
    public var kind: ObjectKind
    public var config: EngineConfig

    public init(kind: ObjectKind, config: EngineConfig) {
        self.kind = kind
        self.config = config
    }
}

/// The explorer's graphs as text, so that a later run of the same engine takes them
/// instead of exploring again: a graph is a function of the engine and its key alone,
/// and exploring the view universe alone costs more than a small site's whole build.
///
///     lifeline-models 1
///     model	view	17	scenes	true	iphone
///     states	unloaded	in-window	…
///     initial	unloaded
///     edge	FROM	TO	CALL␟CALL	ACTION␟ACTION
///     part	FROM	TO	CALL	ACTION
///
/// Fields are split on tabs and lists on U+001F; a graph whose names hold either (none
/// of the engine's do) is left out rather than written ambiguously.
public enum ModelArchive {
    static let header = "lifeline-models 1"
    private static let unit: Character = "\u{1F}"

    public static func text(_ graphs: [ModelKey: ModelGraph]) -> String {
        var lines = [header]
        let keys = graphs.keys.sorted { describe($0) < describe($1) }
        for key in keys {
            let graph = graphs[key]!
            let fields =
                [key.kind.rawValue] + graph.states + [graph.initial]
                + (graph.edges + graph.parts).flatMap { [$0.from, $0.to] + $0.calls + $0.actions }
            guard fields.allSatisfy({ !$0.contains("\t") && !$0.contains("\n") && !$0.contains(unit) && !$0.isEmpty }) else {
                continue
            }
            lines.append("model\t" + describe(key))
            lines.append((["states"] + graph.states).joined(separator: "\t"))
            lines.append("initial\t" + graph.initial)
            for edge in graph.edges { lines.append(line("edge", edge)) }
            for part in graph.parts { lines.append(line("part", part)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graphs in `text`; nil when it is not an archive this engine wrote (another
    /// format, a cut-off file, an unknown kind), so the caller explores instead.
    public static func graphs(from text: String) -> [ModelKey: ModelGraph]? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var graphs: [ModelKey: ModelGraph] = [:]
        var current: (key: ModelKey, graph: ModelGraph)?
        func close() {
            if let current { graphs[current.key] = current.graph }
        }
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "model":
                guard let key = key(Array(fields.dropFirst())) else { return nil }
                close()
                current = (key, ModelGraph(kind: key.kind, states: [], initial: "", edges: []))
            case "states" where current != nil:
                current!.graph.states = Array(fields.dropFirst())
            case "initial" where current != nil && fields.count == 2:
                current!.graph.initial = fields[1]
            case "edge" where current != nil:
                guard let edge = edge(fields) else { return nil }
                current!.graph.edges.append(edge)
            case "part" where current != nil:
                guard let part = edge(fields) else { return nil }
                current!.graph.parts.append(part)
            default:
                return nil
            }
        }
        close()
        return graphs
    }

    private static func describe(_ key: ModelKey) -> String {
        [key.kind.rawValue, String(key.config.ios), key.config.lifecycle.rawValue, String(key.config.animated), key.config.device.rawValue]
            .joined(separator: "\t")
    }

    private static func key(_ fields: [String]) -> ModelKey? {
        guard fields.count == 5, let kind = ObjectKind(rawValue: fields[0]), let ios = Int(fields[1]),
            let lifecycle = EngineConfig.LifecycleModel(rawValue: fields[2]), let animated = Bool(fields[3]),
            let device = EngineConfig.Device(rawValue: fields[4])
        else { return nil }
        return ModelKey(kind: kind, config: EngineConfig(ios: ios, lifecycle: lifecycle, animated: animated, device: device))
    }

    private static func line(_ tag: String, _ edge: ModelEdge) -> String {
        [tag, edge.from, edge.to, edge.calls.joined(separator: String(unit)), edge.actions.joined(separator: String(unit))]
            .joined(separator: "\t")
    }

    private static func edge(_ fields: [String]) -> ModelEdge? {
        guard fields.count == 5 else { return nil }
        func list(_ field: String) -> [String] {
            field.isEmpty ? [] : field.split(separator: unit, omittingEmptySubsequences: false).map(String.init)
        }
        return ModelEdge(from: fields[1], to: fields[2], calls: list(fields[3]), actions: list(fields[4]))
    }
}
