import Mustache
import Testing

/// Point 8 of issue 9: a template that multiplies its own work stops with an error,
/// within the depth limit, instead of taking half a minute and 134 MB.
@Suite struct WorkGuardTests {
    /// 28 partials, each including the next twice: 2^28 renders of the last one.
    private func partialBomb(last: String) -> [String: String] {
        var sources = ["p28": last]
        for index in 0..<28 { sources["p\(index)"] = "{{>p\(index + 1)}}{{>p\(index + 1)}}" }
        return sources
    }

    @Test func partialBombThatWritesTextStopsAtTheOutputLimit() throws {
        let library = try MustacheLibrary(sources: partialBomb(last: String(repeating: "x", count: 1_000)))
        let error = #expect(throws: MustacheError.self) { try library.render("p0", context: [:]) }
        #expect(error?.templateName == "p0")
        #expect(error?.message.hasPrefix("rendering stopped") == true)
    }

    /// Empty partials write nothing, so no output limit would stop them; the step limit does.
    @Test func partialBombThatWritesNothingStopsAtTheStepLimit() throws {
        let library = try MustacheLibrary(sources: partialBomb(last: ""))
        let error = #expect(throws: MustacheError.self) { try library.render("p0", context: [:]) }
        #expect(error?.message == "rendering stopped after 5000000 steps; a template probably repeats partials or sections inside each other")
    }

    @Test func nestedSectionsOverTheSameListStop() throws {
        let template = try MustacheTemplate(source: "{{#a}}{{#a}}{{#a}}{{#a}}{{#a}}.{{/a}}{{/a}}{{/a}}{{/a}}{{/a}}", name: "t")
        let list = MustacheValue.array(Array(repeating: .int(1), count: 30))
        #expect(throws: MustacheError.self) { try template.render(["a": list]) }
    }

    @Test func ordinaryRenderingIsUntouched() throws {
        let template = try MustacheTemplate(source: "{{#items}}<li>{{.}}</li>{{/items}}", name: "list")
        let items = MustacheValue.array((1...10_000).map { .int($0) })
        #expect(try template.render(["items": items]).count == 10_000 * 9 + (1...10_000).map { String($0).count }.reduce(0, +))
    }
}

/// A tag that writes plain text unescaped is reported; markup values are not.
@Suite struct UnescapedTextTests {
    @Test func tripleMustacheOfPlainTextIsReportedAtTheTag() throws {
        let library = try MustacheLibrary(sources: ["page": "<h1>{{{title}}}</h1>\n{{&subtitle}}{{{body}}}"])
        var found: Set<UnescapedPlainText> = []
        let bytes = try library.renderUTF8(
            "page", context: ["title": "<script>x</script>", "subtitle": "a & b", "body": .html("<p>ok</p>")], unescapedText: &found)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text == "<h1><script>x</script></h1>\na & b<p>ok</p>")
        #expect(
            found.sorted { $0.position < $1.position }.map { "\($0.templateName):\($0.position) \($0.name)" } == [
                "page:1:5 title", "page:2:1 subtitle",
            ])
    }

    @Test func escapedTagsAndEmptyValuesAreNotReported() throws {
        let library = try MustacheLibrary(sources: ["page": "{{title}} {{{missing}}} {{{empty}}}"])
        var found: Set<UnescapedPlainText> = []
        _ = try library.renderUTF8("page", context: ["title": "<b>", "empty": ""], unescapedText: &found)
        #expect(found.isEmpty)
    }

    @Test func htmlValuesBehaveAsTextOtherwise() throws {
        let template = try MustacheTemplate(source: "{{#body}}[{{body}}]{{/body}}{{^none}}-{{/none}}", name: "t")
        #expect(try template.render(["body": .html("<p>"), "none": .html("")]) == "[&lt;p&gt;]-")
    }
}
