public import LifecycleModel

/// One call UIKit makes, as the engine simulates it.
public struct TraceEvent: Sendable, Hashable {
    /// The 1-based index of the scenario step that caused it.
    public var step: Int
    /// The author's name for the receiving object.
    public var receiver: String
    public var kind: ObjectKind
    public var callback: CallbackSpec
    /// Labelled arguments as a developer would see them (`animated: true`, `newSuperview: nil`).
    public var arguments: [Argument]
    /// The receiver's state once the call returns (a state id of its kind).
    public var stateAfter: String
    /// Which modelled behaviour produced the call, for its evidence.
    public var behaviour: BehaviourID
    /// The layout pass the call belongs to when UIKit may run that pass more than once in
    /// a row (recorded logs show one to three), or not at all: consecutive calls with the
    /// same pass form one run, which `OrderMatcher` accepts `minimum` or more times. Nil for
    /// a call that happens exactly once.
    public var repeatablePass: RepeatablePass?
    /// The conditions the call was made under, for matching recordings to it.
    public var situation: Situation

    public struct Argument: Sendable, Hashable {
        public var label: String
        public var value: String

        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    public init(
        step: Int, receiver: String, kind: ObjectKind, callback: CallbackSpec,
        arguments: [Argument] = [], stateAfter: String, behaviour: BehaviourID, repeatablePass: RepeatablePass? = nil,
        situation: Situation = Situation(ios: 17, device: .iphone, animated: true)
    ) {
        self.step = step
        self.receiver = receiver
        self.kind = kind
        self.callback = callback
        self.arguments = arguments
        self.stateAfter = stateAfter
        self.behaviour = behaviour
        self.repeatablePass = repeatablePass
        self.situation = situation
    }

    /// `B.viewWillAppear(_:)`.
    public var notation: String { "\(receiver).\(callback.name)" }

    /// `animated: true`, or empty.
    public var argumentText: String {
        arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
    }
}

/// Something the engine found while running a scenario that is not a call: a loop that
/// would hang a device, an order that no recording confirms.
public struct Finding: Sendable, Hashable {
    public var step: Int
    public var title: String
    public var detail: String

    public init(step: Int, title: String, detail: String) {
        self.step = step
        self.title = title
        self.detail = detail
    }
}
