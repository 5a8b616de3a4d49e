public import LifecycleModel

/// One transition the model can make on an object of a kind: a single action takes it
/// from `from` to `to`, calling `calls` on it in this order.
public struct ModelEdge: Sendable, Hashable, Comparable {
    public var from: String
    public var to: String
    /// Full Swift names.
    public var calls: [String]
    /// The actions that perform it (`push`, `present: { style: fullScreen }` …).
    public var actions: [String]

    public init(from: String, to: String, calls: [String], actions: [String]) {
        self.from = from
        self.to = to
        self.calls = calls
        self.actions = actions
    }

    public static func < (lhs: ModelEdge, rhs: ModelEdge) -> Bool {
        (lhs.from, lhs.to, lhs.calls.joined(separator: ","), lhs.actions.joined(separator: ","))
            < (rhs.from, rhs.to, rhs.calls.joined(separator: ","), rhs.actions.joined(separator: ","))
    }
}

/// Everything the explorer found for one kind under one configuration.
public struct ModelGraph: Sendable {
    public var kind: ObjectKind
    /// States in lifecycle order (the vocabulary's), only those reached.
    public var states: [String]
    public var initial: String
    public var edges: [ModelEdge]
    /// The edges cut where a call leaves the object in another state (home: active →
    /// inactive on `applicationWillResignActive`, then inactive → background): a diagram
    /// may draw these parts to show the states an action passes through.
    public var parts: [ModelEdge] = []

    /// Whether a single action takes an object of this kind from `from` to `to` with
    /// exactly `calls`.
    public func contains(from: String, to: String, calls: [String]) -> Bool {
        edges.contains { $0.from == from && $0.to == to && $0.calls == calls }
    }

    /// Whether `from → to` with exactly `calls` is one action's edge or one of its parts.
    public func containsEdgeOrPart(from: String, to: String, calls: [String]) -> Bool {
        contains(from: from, to: to, calls: calls) || parts.contains { $0.from == from && $0.to == to && $0.calls == calls }
    }

    public func edges(from: String, to: String) -> [ModelEdge] {
        edges.filter { $0.from == from && $0.to == to }
    }
}
