import Foundation
import JSON
import Testing

/// The JSON writer behind the schemas and `check --format json`.
@Suite struct JSONRenderingTests {
    @Test func keysKeepTheirOrderAndIndentIsTwoSpaces() {
        let value = JSONValue.object([("b", 1), ("a", [true, nil]), ("empty", .object([])), ("list", [])])
        #expect(
            value.rendered() == """
                {
                  "b": 1,
                  "a": [
                    true,
                    null
                  ],
                  "empty": {},
                  "list": []
                }
                """)
        #expect(value.rendered(pretty: false) == #"{"b":1,"a":[true,null],"empty":{},"list":[]}"#)
    }

    @Test func stringsAreEscapedAndParsedBack() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{07} slash / 标题 🙂"
        let rendered = JSONValue.array([.string(text)]).rendered(pretty: false)
        #expect(rendered.contains("\\u0007"))
        #expect(rendered.contains("/"))
        #expect(!rendered.contains("\\/"))
        let parsed = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String]
        #expect(parsed == [text])
    }

    @Test func numbers() {
        #expect(JSONValue.number(2).rendered() == "2")
        #expect(JSONValue.number(2.5).rendered() == "2.5")
        #expect(JSONValue.integer(-12).rendered() == "-12")
    }

    @Test func objectEqualityIgnoresOrderAndSubscriptFindsKeys() {
        #expect(JSONValue.object([("a", 1), ("b", 2)]) == JSONValue.object([("b", 2), ("a", 1)]))
        #expect(JSONValue.object([("a", 1)]) != JSONValue.object([("a", 2)]))
        #expect(JSONValue.object([("a", "x")])["a"] == "x")
        #expect(JSONValue.string("x")["a"] == nil)
    }
}
