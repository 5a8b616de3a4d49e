import Mustache
import Testing

/// Indentation behaviour beyond the spec fixtures, where this engine had to pick a rule.
@Suite struct IndentationTests {
    @Test func indentingAPartialLeavesBlankLinesBlank() throws {
        let partial = try MustacheTemplate(source: "<li>\n\n</li>\n", name: "item")
        let page = try MustacheTemplate(source: "<ul>\n  {{>item}}\n</ul>\n", name: "page")

        #expect(try page.render([:], partials: ["item": partial]) == "<ul>\n  <li>\n\n  </li>\n</ul>\n")
    }

    @Test func indentingKeepsWindowsLineEndings() throws {
        let partial = try MustacheTemplate(source: "a\r\nb\r\n", name: "p")
        let page = try MustacheTemplate(source: "[\r\n  {{>p}}\r\n]", name: "page")

        #expect(try page.render([:], partials: ["p": partial]) == "[\r\n  a\r\n  b\r\n]")
    }

    @Test func nestedStandalonePartialsAddUpTheirIndentation() throws {
        let partials = [
            "outer": try MustacheTemplate(source: "<div>\n  {{>inner}}\n</div>\n", name: "outer"),
            "inner": try MustacheTemplate(source: "<p>\n  {{text}}\n</p>\n", name: "inner"),
        ]
        let page = try MustacheTemplate(source: "<body>\n  {{>outer}}\n</body>\n", name: "page")

        #expect(
            try page.render(["text": "hi"], partials: partials)
                == "<body>\n  <div>\n    <p>\n      hi\n    </p>\n  </div>\n</body>\n")
    }

    /// The example from mustache/spec#131: an argument lines up with the parent's block,
    /// however deeply it is indented where it is written.
    @Test func aBlockArgumentTakesTheIndentationOfTheParentsBlock() throws {
        let parent = try MustacheTemplate(source: "I say,\n  {{$block}}\n  Hi there!\n  {{/block}}", name: "parent")
        let page = try MustacheTemplate(
            source: "{{<parent}}\n        {{$block}}\n        Hello\n        {{/block}}\n{{/parent}}",
            name: "page"
        )

        #expect(try page.render([:], partials: ["parent": parent]) == "I say,\n  Hello\n")
        #expect(try parent.render([:]) == "I say,\n  Hi there!\n")
    }
}
