/// An action a scenario step can perform, and the arguments it takes.
public struct ActionSpec: Sendable {
    public var name: ActionName
    /// The contract's area (app, navigation, modal …), for the reference page.
    public var area: String
    public var summary: String
    public var arguments: [ArgumentSpec]
    /// Optional arguments of which exactly one must be written (`release`: `vc` or `view`).
    public var oneOf: [String]

    public init(_ name: ActionName, area: String, summary: String, arguments: [ArgumentSpec] = [], oneOf: [String] = []) {
        self.name = name
        self.area = area
        self.summary = summary
        self.arguments = arguments
        self.oneOf = oneOf
    }

    public func argument(_ name: String) -> ArgumentSpec? {
        arguments.first { $0.name == name }
    }
}

public struct ArgumentSpec: Sendable {
    public var name: String
    public var type: ArgumentType
    public var isRequired: Bool
    public var summary: String

    public init(_ name: String, _ type: ArgumentType, required: Bool = true, summary: String) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.summary = summary
    }
}

public enum ArgumentType: Sendable {
    /// The name of a declared object whose kind is one of these.
    case object([ObjectKind])
    /// A list of such names.
    case objects([ObjectKind])
    case bool
    case int(ClosedRange<Int>)
    case choice([String])

    /// How the reference page and error messages describe the expected value.
    public var description: String {
        switch self {
        case .object(let kinds): "name of a " + kinds.map(\.rawValue).joined(separator: " or ")
        case .objects(let kinds): "list of names of " + kinds.map(\.rawValue).joined(separator: " or ")
        case .bool: "true or false"
        case .int(let range): "integer \(range.lowerBound)…\(range.upperBound)"
        case .choice(let values): values.joined(separator: " | ")
        }
    }
}

/// An option of an object declaration (`from: storyboard`, `loaded-with: A`).
public struct OptionSpec: Sendable {
    public var name: String
    /// The values it takes; empty when it names another object of the scenario.
    public var values: [String]
    /// The kinds of object it may name (`loaded-with`); empty for a choice of `values`.
    public var objectKinds: [ObjectKind]
    public var defaultValue: String
    public var summary: String

    public init(_ name: String, values: [String], default defaultValue: String, summary: String) {
        self.name = name
        self.values = values
        self.objectKinds = []
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// An option whose value is the name of another object of one of `kinds`.
    public init(_ name: String, naming kinds: [ObjectKind], default defaultValue: String, summary: String) {
        self.name = name
        self.values = []
        self.objectKinds = kinds
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// `code | storyboard`, or `name of a view-controller or view`.
    public var valuesText: String {
        objectKinds.isEmpty ? values.joined(separator: " | ") : "name of a " + objectKinds.map(\.rawValue).joined(separator: " or ")
    }
}
