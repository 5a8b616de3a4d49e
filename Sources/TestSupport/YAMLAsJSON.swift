public import JSON
internal import YAMLSupport

/// A YAML document as the JSON an editor's schema check sees, by YAML 1.2's core schema
/// (what VS Code's YAML extension uses): plain `true`/`false` are booleans, plain integers
/// and floats numbers, plain `null`/`~`/empty null, everything else (quoted scalars, `on`,
/// `yes`) a string.
public enum YAMLAsJSON {
    static func convert(_ node: YAMLNode) -> JSONValue {
        if let elements = node.elements { return .array(elements.map(convert)) }
        if let pairs = node.pairs { return .object(pairs.map { ($0.key.scalarValue ?? "", convert($0.value)) }) }
        guard let scalar = node.scalar else { return .null }
        guard scalar.style == .plain else { return .string(scalar.value) }
        switch scalar.value {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "", "~", "null", "Null", "NULL": return .null
        default:
            if let integer = Int(scalar.value) { return .integer(integer) }
            if scalar.value.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) == true, let number = Double(scalar.value) {
                return .number(number)
            }
            return .string(scalar.value)
        }
    }

    public static func parse(_ text: String) throws -> JSONValue {
        guard let node = try YAMLParser.parse(Array(text.utf8)) else { return .null }
        return convert(node)
    }
}
