internal import JSON

/// References and JSON types, as draft-07 defines them.
extension JSONSchemaValidator {
    /// `#/definitions/name`.
    func resolve(_ reference: String) -> JSONValue? {
        let prefix = "#/definitions/"
        guard reference.hasPrefix(prefix) else { return nil }
        return root["definitions"]?[String(reference.dropFirst(prefix.count))]
    }

    static func instance(_ value: JSONValue, is type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .integer), ("number", .integer), ("number", .number): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let integer): Double(integer)
        case .number(let number): number
        default: nil
        }
    }
}
