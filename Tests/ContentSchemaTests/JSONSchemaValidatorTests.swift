import JSON
import TestSupport
import Testing

/// The test validator, tested on its own: each keyword accepts and rejects what draft-07 says.
@Suite struct JSONSchemaValidatorTests {
    func errors(_ schema: JSONValue, _ instance: JSONValue) -> [String] {
        JSONSchemaValidator(root: schema).validate(instance)
    }

    @Test func type() {
        #expect(errors(.object([("type", "string")]), "a").isEmpty)
        #expect(errors(.object([("type", "string")]), 1) == [": expected string, found integer"])
        #expect(errors(.object([("type", ["object", "null"])]), nil).isEmpty)
        #expect(errors(.object([("type", "integer")]), .number(2.0)).isEmpty)
        #expect(!errors(.object([("type", "integer")]), .number(2.5)).isEmpty)
        #expect(errors(.object([("type", "number")]), 3).isEmpty)
    }

    @Test func enumAndConst() {
        #expect(errors(.object([("enum", ["a", "b"])]), "b").isEmpty)
        #expect(errors(.object([("enum", ["a", "b"])]), "c") == [#": "c" is not one of the allowed values"#])
        #expect(errors(.object([("const", true)]), true).isEmpty)
        #expect(errors(.object([("const", true)]), false) == [": must be true"])
    }

    @Test func objects() {
        let schema = JSONValue.object([
            ("type", "object"), ("required", ["a"]), ("additionalProperties", false),
            ("properties", .object([("a", .object([("type", "integer")])), ("b", .object([]))])),
        ])
        #expect(errors(schema, .object([("a", 1), ("b", "x")])).isEmpty)
        #expect(errors(schema, .object([("b", 1)])) == [": missing required property 'a'"])
        #expect(errors(schema, .object([("a", "x")])) == ["/a: expected integer, found string"])
        #expect(errors(schema, .object([("a", 1), ("c", 2)])) == [": unknown property 'c'"])
        let open = JSONValue.object([("additionalProperties", .object([("type", "string")]))])
        #expect(errors(open, .object([("x", "y")])).isEmpty)
        #expect(errors(open, .object([("x", 1)])) == ["/x: expected string, found integer"])
        let counted = JSONValue.object([("minProperties", 1), ("maxProperties", 1)])
        #expect(errors(counted, .object([("x", 1)])).isEmpty)
        #expect(errors(counted, .object([])) == [": 0 properties violates minProperties 1"])
        #expect(errors(counted, .object([("x", 1), ("y", 2)])) == [": 2 properties violates maxProperties 1"])
    }

    @Test func arraysNumbersAndPatterns() {
        let list = JSONValue.object([("items", .object([("type", "string")])), ("minItems", 1)])
        #expect(errors(list, ["a"]).isEmpty)
        #expect(errors(list, []) == [": 0 items violates minItems 1"])
        #expect(errors(list, ["a", 2]) == ["/1: expected string, found integer"])
        let range = JSONValue.object([("minimum", 12), ("maximum", 26)])
        #expect(errors(range, 12).isEmpty)
        #expect(errors(range, 27) == [": 27.0 violates maximum 26.0"])
        let pattern = JSONValue.object([("pattern", "^[a-z-]+$")])
        #expect(errors(pattern, "push-basics").isEmpty)
        #expect(errors(pattern, "Push") == [": 'Push' does not match ^[a-z-]+$"])
        // Unanchored patterns search, as JSON Schema says.
        #expect(errors(.object([("pattern", "b")]), "abc").isEmpty)
    }

    @Test func combinators() {
        let anyOf = JSONValue.object([("anyOf", [.object([("type", "string")]), .object([("type", "integer")])])])
        #expect(errors(anyOf, 1).isEmpty)
        #expect(errors(anyOf, true).first?.hasPrefix(": 0 of 2 alternatives match (anyOf)") == true)
        let oneOf = JSONValue.object([("oneOf", [.object([("type", "integer")]), .object([("type", "number")])])])
        #expect(errors(oneOf, 1).first?.hasPrefix(": 2 of 2 alternatives match (oneOf)") == true)
        #expect(errors(oneOf, .number(1.5)).isEmpty)
        let allOf = JSONValue.object([("allOf", [.object([("minimum", 1)]), .object([("maximum", 2)])])])
        #expect(errors(allOf, 3) == [": 3.0 violates maximum 2.0"])
        let conditional = JSONValue.object([
            ("if", .object([("properties", .object([("kind", .object([("const", "cell")]))]))])),
            ("then", .object([("required", ["from"])])),
            ("else", .object([("required", ["other"])])),
        ])
        #expect(errors(conditional, .object([("kind", "cell"), ("from", "nib")])).isEmpty)
        #expect(errors(conditional, .object([("kind", "cell")])) == [": missing required property 'from'"])
        #expect(errors(conditional, .object([("kind", "view")])) == [": missing required property 'other'"])
    }

    @Test func references() {
        let schema = JSONValue.object([
            ("properties", .object([("id", .object([("$ref", "#/definitions/id")]))])),
            ("definitions", .object([("id", .object([("type", "string")]))])),
        ])
        #expect(errors(schema, .object([("id", "x")])).isEmpty)
        #expect(errors(schema, .object([("id", 1)])) == ["/id: expected string, found integer"])
        let broken = JSONValue.object([("$ref", "#/definitions/missing")])
        #expect(errors(broken, 1).first?.hasPrefix(": unresolvable $ref") == true)
    }

    @Test func unsupportedKeywordsAreReported() {
        #expect(errors(.object([("uniqueItems", true)]), []) == [": the validator does not support the keyword 'uniqueItems'"])
    }
}
