import ContentSchema
import Foundation
import JSON
import TestSupport
import Testing

/// The editor schema (`site/schema/*.json`, read as an editor's YAML extension reads YAML:
/// the 1.2 core schema) and `lifeline check` accept and refuse the same values: a file the
/// editor shows clean never fails `check` on a value, and the other way round.
@Suite struct SchemaAgreementTests {
    /// A lifecycle whose scenario's config and fields take the value under test.
    static func lifecycle(field: String, value: String) -> String {
        let fields: [String: String] = [
            "ios": "", "animated": "", "device": "", "notes": "", "summary": "The scenario.",
        ]
        func line(_ name: String) -> String {
            let text = name == field ? value : (fields[name] ?? "")
            return text.isEmpty && name != field ? "" : "\(name): \(text)"
        }
        let config = ["ios", "animated", "device"].map(line).filter { !$0.isEmpty }
        return """
            id: vc
            title: View controller
            object: view-controller
            diagram: { derived: true }
            scenarios:
              - id: show
                title: Shown
                \(line("summary"))
                \(config.isEmpty ? "" : "config: { \(config.joined(separator: ", ")) }")
                objects:
                  A: { kind: view-controller }
                setup: [launch]
                steps:
                  - show: { root: A }
                \(line("notes"))

            """
    }

    static let values: [(field: String, value: String)] = {
        let numbers = ["17", "17.0", "17.5", "\"17\"", "'17'", "1.7e1", "0x11", "6", "27", "-17", "17_0", ""]
        let booleans = ["true", "false", "True", "FALSE", "yes", "on", "\"true\"", "1", "~", "null", ""]
        let texts = ["plain text", "\"quoted\"", "''", "\"\"", "~", "null", "", "17", "true", "{ en: English }", "[a, b]"]
        return numbers.map { ("ios", $0) } + booleans.map { ("animated", $0) }
            + texts.map { ("notes", $0) } + texts.map { ("summary", $0) } + ["iphone", "ipad", "\"ipad\"", "iPad", "", "~"].map { ("device", $0) }
    }()

    /// The file with every field at its default is accepted by both, so a refusal below is
    /// the value's.
    @Test func theFileItselfIsAcceptedByBoth() throws {
        let yaml = Self.lifecycle(field: "summary", value: "The scenario.")
        #expect(JSONSchemaValidator(root: ContentSchema.lifecycle).validate(try YAMLAsJSON.parse(yaml)) == [])
        #expect(try loadLifecycle(yaml).diagnostics.map(\.summary) == [])
    }

    @Test(arguments: values.indices)
    func schemaAndCheckAgree(_ index: Int) throws {
        let (field, value) = Self.values[index]
        let yaml = Self.lifecycle(field: field, value: value)
        let schemaErrors = JSONSchemaValidator(root: ContentSchema.lifecycle).validate(try YAMLAsJSON.parse(yaml))
        let loaded = try loadLifecycle(yaml)
        let checkErrors = loaded.diagnostics.filter { $0.severity == .error }.map(\.summary)
        #expect(
            schemaErrors.isEmpty == checkErrors.isEmpty,
            "\(field): \(value.isEmpty ? "(empty)" : value): schema \(schemaErrors), check \(checkErrors)")
    }
}
