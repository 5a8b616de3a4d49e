import Mustache
import Testing

@Suite struct EscapingTests {
    @Test func doubleMustacheEscapesTheFiveHTMLCharacters() throws {
        let template = try MustacheTemplate(source: "{{value}}", name: "t")

        #expect(try template.render(["value": #"& < > " '"#]) == "&amp; &lt; &gt; &quot; &#39;")
    }

    @Test func tripleMustacheAndAmpersandDoNotEscape() throws {
        let template = try MustacheTemplate(source: "{{{value}}}|{{&value}}", name: "t")

        #expect(try template.render(["value": "<b>'x'</b>"]) == "<b>'x'</b>|<b>'x'</b>")
    }

    @Test func escapingKeepsNonASCIITextIntact() throws {
        let template = try MustacheTemplate(source: "{{value}}", name: "t")

        #expect(try template.render(["value": "café → <naïve>"]) == "café → &lt;naïve&gt;")
    }

    /// A combining mark after `<` makes one character of the two; the `<` is still
    /// escaped and the mark kept, because escaping works on bytes, not characters.
    @Test func characterThatStartsWithAnEscapedByteKeepsItsMark() throws {
        let template = try MustacheTemplate(source: "{{value}}", name: "t")

        #expect(try template.render(["value": "a<\u{301}b>\u{301}"]) == "a&lt;\u{301}b&gt;\u{301}")
    }

    @Test func bytesAreTheTextsUTF8() throws {
        let template = try MustacheTemplate(source: "<p>{{value}}</p>", name: "t")

        #expect(try template.renderUTF8(["value": "é & ü"], partials: [:]) == Array("<p>é &amp; ü</p>".utf8))
    }

    @Test func templateTextIsNeverEscaped() throws {
        let template = try MustacheTemplate(source: "<a href='{{url}}'>\"{{label}}\"</a>", name: "t")

        #expect(
            try template.render(["url": "/a?b=1&c=2", "label": "Tom & Jerry"])
                == "<a href='/a?b=1&amp;c=2'>\"Tom &amp; Jerry\"</a>")
    }

    @Test func numbersAndBooleansGoThroughTheSameEscapingUnchanged() throws {
        let template = try MustacheTemplate(source: "{{n}} {{x}} {{yes}}", name: "t")

        #expect(try template.render(["n": 85, "x": 1.5, "yes": true]) == "85 1.5 true")
    }
}
