public import Diagnostics

/// The state diagram drawn on a lifecycle page.
public enum Diagram: Sendable {
    /// Drawn from the engine's own model of the lifecycle's object kind.
    case derived(location: SourceLocation)
    /// Drawn by the author and checked edge by edge against the engine.
    case drawn(DrawnDiagram)
}

public struct DrawnDiagram: Sendable {
    public var states: [DiagramState]
    public var initial: Located<String>?
    public var transitions: [DiagramTransition]
    public var location: SourceLocation

    public init(
        states: [DiagramState], initial: Located<String>?, transitions: [DiagramTransition],
        location: SourceLocation
    ) {
        self.states = states
        self.initial = initial
        self.transitions = transitions
        self.location = location
    }
}

public struct DiagramState: Sendable {
    public var id: String
    public var label: LocalizedText?
    public var isFinal: Bool
    public var location: SourceLocation

    public init(id: String, label: LocalizedText?, isFinal: Bool, location: SourceLocation) {
        self.id = id
        self.label = label
        self.isFinal = isFinal
        self.location = location
    }
}

public struct DiagramTransition: Sendable {
    public var from: Located<String>
    public var to: Located<String>
    public var label: LocalizedText?
    /// The calls the edge claims, resolved against the diagram's object kind.
    public var calls: [Located<CallbackSpec>]
    public var location: SourceLocation
    /// False when one of its calls could not be read; it is then not checked.
    public var isComplete = true

    public init(
        from: Located<String>, to: Located<String>, label: LocalizedText?,
        calls: [Located<CallbackSpec>], location: SourceLocation
    ) {
        self.from = from
        self.to = to
        self.label = label
        self.calls = calls
        self.location = location
    }
}
