public import Diagnostics

/// A situation an author wants documented: objects, how the world is set up, and the
/// steps whose calls are traced.
public struct Scenario: Sendable {
    public var id: String
    public var title: LocalizedText
    public var summary: LocalizedText?
    public var config: ConfigOverrides
    public var objects: [ObjectDeclaration]
    public var setup: [Step]
    public var steps: [Step]
    /// Callback groups, base names or full Swift names; nil keeps every call.
    public var only: [Located<String>]?
    /// The claimed call order; nil when the author makes no claim.
    public var expect: Located<[CallReference]>?
    public var notes: LocalizedText?
    /// Ids of the recorded logs (`Content/evidence/ID.log`) that show this scenario's steps.
    public var logs: [Located<String>] = []
    public var location: SourceLocation
    /// False when loading it reported an error: the engine does not run a scenario it
    /// could only read in part, so one typo does not cascade into false mismatches.
    public var isComplete = true

    public init(
        id: String, title: LocalizedText, summary: LocalizedText? = nil,
        config: ConfigOverrides = .init(), objects: [ObjectDeclaration] = [], setup: [Step] = [],
        steps: [Step] = [], only: [Located<String>]? = nil, expect: Located<[CallReference]>? = nil,
        notes: LocalizedText? = nil, location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.config = config
        self.objects = objects
        self.setup = setup
        self.steps = steps
        self.only = only
        self.expect = expect
        self.notes = notes
        self.location = location
    }

    /// The kind of a named object, counting the implicit `app` and `scene`.
    public func kind(of name: String) -> ObjectKind? {
        if let declared = objects.first(where: { $0.name == name }) { return declared.kind }
        return ObjectDeclaration.implicit.first { $0.name == name }?.kind
    }
}

/// An actor of a scenario, named by the author (`B: { kind: view-controller }`).
public struct ObjectDeclaration: Sendable {
    public var name: String
    public var kind: ObjectKind
    /// Kind-specific options (`from: storyboard`, `load-view: missing-view`), validated
    /// against the kind's option specs.
    public var options: [String: String]
    public var location: SourceLocation?

    public init(name: String, kind: ObjectKind, options: [String: String] = [:], location: SourceLocation?) {
        self.name = name
        self.kind = kind
        self.options = options
        self.location = location
    }

    /// The app and the first scene exist in every scenario without being declared.
    public static let implicit: [ObjectDeclaration] = [
        ObjectDeclaration(name: "app", kind: .app, location: nil),
        ObjectDeclaration(name: "scene", kind: .scene, location: nil),
    ]
}

/// `B.viewWillAppear` in an `expect` or a claim, resolved to the callback it names.
public struct CallReference: Sendable, Hashable {
    public var object: String
    public var callback: CallbackSpec
    public var location: SourceLocation

    public init(object: String, callback: CallbackSpec, location: SourceLocation) {
        self.object = object
        self.callback = callback
        self.location = location
    }

    /// `B.viewWillAppear(_:)`: the notation the author reads in tables and diffs.
    public var notation: String { "\(object).\(callback.name)" }

    public static func == (lhs: CallReference, rhs: CallReference) -> Bool {
        lhs.object == rhs.object && lhs.callback == rhs.callback
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(object)
        hasher.combine(callback)
    }
}
