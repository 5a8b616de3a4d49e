import Mustache
import Testing

@Suite struct ValueTests {
    @Test(arguments: [
        (MustacheValue.int(85), "85"),
        (.int(-3), "-3"),
        (.double(1.21), "1.21"),
        (.double(1.0), "1"),
        (.double(-0.5), "-0.5"),
        (.double(1e20), "1e+20"),
        (.bool(true), "true"),
        (.null, ""),
        (.array(["a", 1, 2.5]), "a,1,2.5"),
        (.dictionary(["a": 1]), ""),
    ])
    func printsLikeTheSpecsJavaScriptOrigins(value: MustacheValue, text: String) {
        #expect(value.renderedText == text)
    }

    @Test(
        arguments: [
            (MustacheValue.null, false), (false, false), (true, true),
            (0, false), (7, true), (0.0, false), (0.1, true),
            ("", false), ("no", true), ([], false), ([nil], true),
            ([:], true),
        ] as [(MustacheValue, Bool)])
    func falseyValuesFollowMustacheJS(value: MustacheValue, truthy: Bool) {
        #expect(value.isTruthy == truthy)
    }

    @Test func sectionsRepeatForListsAndEnterDictionaries() throws {
        let template = try MustacheTemplate(
            source: "{{#list}}[{{.}}]{{/list}}{{#person}}{{name}}{{/person}}{{^none}}!{{/none}}",
            name: "t"
        )

        #expect(try template.render(["list": [1, "two"], "person": ["name": "Ada"], "none": []]) == "[1][two]Ada!")
    }

    @Test func aDictionaryLiteralWithARepeatedKeyKeepsTheLastValue() {
        let value: MustacheValue = ["k": 1, "k": 2]

        #expect(value == .dictionary(["k": 2]))
    }
}
