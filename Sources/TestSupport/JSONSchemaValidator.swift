internal import Foundation
public import JSON

/// A JSON Schema validator for the draft-07 keywords the content schemas use, and only
/// those: a schema that uses any other keyword is reported, so the generator cannot grow
/// a keyword these tests silently ignore.
///
/// Each error is `path: message`, with the path in JSON Pointer style (`/scenarios/0/steps/1`).
public struct JSONSchemaValidator {
    public let root: JSONValue

    public init(root: JSONValue) {
        self.root = root
    }

    static let annotations: Set<String> = ["$schema", "title", "description"]
    static let keywords: Set<String> = [
        "type", "enum", "const", "properties", "required", "additionalProperties", "items", "minItems",
        "minProperties", "maxProperties", "minimum", "maximum", "pattern", "anyOf", "oneOf", "allOf", "if", "then",
        "else", "$ref", "definitions",
    ]

    public func validate(_ instance: JSONValue) -> [String] {
        errors(instance, root, path: "")
    }

    func errors(_ instance: JSONValue, _ schema: JSONValue, path: String) -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): not allowed"] }
        guard case .object(let keywords) = schema else { return ["\(path): schema is not an object"] }
        var errors: [String] = []
        for (keyword, value) in keywords {
            switch keyword {
            case _ where Self.annotations.contains(keyword), "definitions", "then", "else":
                continue
            case "$ref":
                guard case .string(let reference) = value, let target = resolve(reference) else {
                    errors.append("\(path): unresolvable $ref \(value)")
                    continue
                }
                errors += self.errors(instance, target, path: path)
            case "type":
                let types: [String] =
                    switch value {
                    case .string(let one): [one]
                    case .array(let many): many.compactMap { if case .string(let name) = $0 { name } else { nil } }
                    default: []
                    }
                if !types.contains(where: { Self.instance(instance, is: $0) }) {
                    errors.append("\(path): expected \(types.joined(separator: " or ")), found \(Self.typeName(instance))")
                }
            case "enum":
                if case .array(let allowed) = value, !allowed.contains(instance) {
                    errors.append("\(path): \(instance.rendered(pretty: false)) is not one of the allowed values")
                }
            case "const":
                if instance != value { errors.append("\(path): must be \(value.rendered(pretty: false))") }
            case "properties":
                guard case .object(let members) = instance, case .object(let schemas) = value else { continue }
                for (key, subschema) in schemas {
                    if let member = members.first(where: { $0.key == key }) {
                        errors += self.errors(member.value, subschema, path: "\(path)/\(key)")
                    }
                }
            case "required":
                guard case .object(let members) = instance, case .array(let names) = value else { continue }
                for case .string(let name) in names where !members.contains(where: { $0.key == name }) {
                    errors.append("\(path): missing required property '\(name)'")
                }
            case "additionalProperties":
                guard case .object(let members) = instance else { continue }
                let declared =
                    schema["properties"].flatMap { properties -> [String]? in
                        guard case .object(let pairs) = properties else { return nil }
                        return pairs.map(\.key)
                    } ?? []
                for member in members where !declared.contains(member.key) {
                    errors += self.errors(member.value, value, path: "\(path)/\(member.key)")
                        .map { $0.hasSuffix(": not allowed") ? "\(path): unknown property '\(member.key)'" : $0 }
                }
            case "items":
                guard case .array(let elements) = instance else { continue }
                for (index, element) in elements.enumerated() {
                    errors += self.errors(element, value, path: "\(path)/\(index)")
                }
            case "minItems", "minProperties", "maxProperties":
                guard case .integer(let bound) = value else { continue }
                let count: Int? =
                    switch instance {
                    case .array(let elements) where keyword == "minItems": elements.count
                    case .object(let members) where keyword != "minItems": members.count
                    default: nil
                    }
                guard let count else { continue }
                if keyword.hasPrefix("min") ? count < bound : count > bound {
                    errors.append("\(path): \(count) \(keyword == "minItems" ? "items" : "properties") violates \(keyword) \(bound)")
                }
            case "minimum", "maximum":
                guard let number = Self.number(instance), let bound = Self.number(value) else { continue }
                if keyword == "minimum" ? number < bound : number > bound {
                    errors.append("\(path): \(number) violates \(keyword) \(bound)")
                }
            case "pattern":
                guard case .string(let text) = instance, case .string(let pattern) = value else { continue }
                let regex = try? NSRegularExpression(pattern: pattern)
                if regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    errors.append("\(path): '\(text)' does not match \(pattern)")
                }
            case "anyOf", "oneOf":
                guard case .array(let options) = value else { continue }
                let passing = options.filter { self.errors(instance, $0, path: path).isEmpty }.count
                if keyword == "anyOf" ? passing == 0 : passing != 1 {
                    let details = options.enumerated().flatMap { index, option in
                        self.errors(instance, option, path: path).map { "  [\(index)] \($0)" }
                    }
                    errors.append("\(path): \(passing) of \(options.count) alternatives match (\(keyword))\n" + details.joined(separator: "\n"))
                }
            case "allOf":
                guard case .array(let parts) = value else { continue }
                for part in parts { errors += self.errors(instance, part, path: path) }
            case "if":
                let branch = self.errors(instance, value, path: path).isEmpty ? schema["then"] : schema["else"]
                if let branch { errors += self.errors(instance, branch, path: path) }
            default:
                errors.append("\(path): the validator does not support the keyword '\(keyword)'")
            }
        }
        return errors
    }
}
