public import Diagnostics

/// One action of a scenario, with arguments already checked against the action's spec.
public struct Step: Sendable {
    public var action: ActionName
    public var arguments: [String: ArgumentValue]
    public var location: SourceLocation

    public init(action: ActionName, arguments: [String: ArgumentValue] = [:], location: SourceLocation) {
        self.action = action
        self.arguments = arguments
        self.location = location
    }

    public func object(_ name: String) -> String? {
        if case .object(let value)? = arguments[name] { return value }
        return nil
    }

    public func objects(_ name: String) -> [String]? {
        if case .objects(let value)? = arguments[name] { return value }
        return nil
    }

    public func bool(_ name: String) -> Bool? {
        if case .bool(let value)? = arguments[name] { return value }
        return nil
    }

    public func int(_ name: String) -> Int? {
        if case .int(let value)? = arguments[name] { return value }
        return nil
    }

    public func choice(_ name: String) -> String? {
        if case .choice(let value)? = arguments[name] { return value }
        return nil
    }

    /// Every object the step's arguments name, in the order of their argument names.
    public var namedObjects: [String] {
        arguments.sorted { $0.key < $1.key }.flatMap { _, value -> [String] in
            switch value {
            case .object(let name): [name]
            case .objects(let names): names
            case .bool, .int, .choice: []
            }
        }
    }

    /// How the step reads in YAML flow style, for tables and messages: `push: { vc: B, on: nav }`.
    public var notation: String {
        let spec = Vocabulary.action(action)
        let written = spec.arguments.compactMap { argument -> String? in
            arguments[argument.name].map { "\(argument.name): \($0.notation)" }
        }
        return written.isEmpty ? action.rawValue : "\(action.rawValue): { \(written.joined(separator: ", ")) }"
    }
}

public enum ArgumentValue: Sendable, Hashable {
    case object(String)
    case objects([String])
    case bool(Bool)
    case int(Int)
    case choice(String)

    public var notation: String {
        switch self {
        case .object(let name), .choice(let name): name
        case .objects(let names): "[\(names.joined(separator: ", "))]"
        case .bool(let value): String(value)
        case .int(let value): String(value)
        }
    }
}
