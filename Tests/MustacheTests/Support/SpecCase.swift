import Foundation
import Mustache
import Testing

/// One case from a spec fixture: a template, its data and partials, and the exact output.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let summary: String
    let template: String
    let partials: [String: String]
    let data: MustacheValue
    let expected: String

    /// Shown in test results, e.g. `partials.json: Standalone Indentation`.
    var testDescription: String { "\(file): \(name)" }

    init(file: String, json: [String: Any]) throws {
        guard let name = json["name"] as? String,
            let template = json["template"] as? String,
            let expected = json["expected"] as? String
        else {
            throw SpecSuiteError("\(file) has a case without name, template or expected output")
        }
        self.file = file
        self.name = name
        self.template = template
        self.expected = expected
        summary = json["desc"] as? String ?? ""
        partials = json["partials"] as? [String: String] ?? [:]
        data = try MustacheValue(json: json["data"] ?? NSNull(), in: "\(file): \(name)")
    }
}

extension MustacheValue {
    /// Converts what `JSONSerialization` returns.
    ///
    /// Booleans arrive as `NSNumber`, and on Linux `0 as Any is Bool` is true, so a number's
    /// kind is read from its Objective-C type code instead: `c` for booleans, `d`/`f` for
    /// reals, anything else for integers.
    init(json: Any, in caseName: String) throws {
        switch json {
        case is NSNull:
            self = .null
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c": self = .bool(number.boolValue)
            case "d", "f": self = .double(number.doubleValue)
            default: self = .int(number.intValue)
            }
        case let array as [Any]:
            self = .array(try array.map { try MustacheValue(json: $0, in: caseName) })
        case let object as [String: Any]:
            self = .dictionary(try object.mapValues { try MustacheValue(json: $0, in: caseName) })
        default:
            throw SpecSuiteError("\(caseName): unsupported JSON value \(json)")
        }
    }
}
