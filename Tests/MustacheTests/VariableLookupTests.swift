import Mustache
import Testing

/// `VariableLookups`: a variable tag that found its name in no context frame on any
/// render; sections, which ask whether a name is there, never count.
@Suite struct VariableLookupTests {
    /// `(template, line:column, tag)` of every tag that never found its name, over
    /// rendering `root` once per context.
    private func unknown(_ sources: [String: String], root: String = "page", contexts: [MustacheValue]) throws -> [String] {
        let library = try MustacheLibrary(sources: sources)
        var variables = VariableLookups()
        var unescaped: Set<UnescapedPlainText> = []
        for context in contexts {
            _ = try library.renderUTF8(root, context: context, unescapedText: &unescaped, variables: &variables)
        }
        return variables.neverResolved.map { "\($0.templateName) \($0.position.line):\($0.position.column) \($0.tag)" }
    }

    @Test func aMisspeltNameIsReportedAtItsTagInEachForm() throws {
        let found = try unknown(
            ["page": "<h1>{{title}}</h1>\n<p>{{titel}}</p>{{{bdy}}}{{&page.nme}}"], contexts: [["title": "T", "page": ["name": "n"]]])
        #expect(found == ["page 2:4 {{titel}}", "page 2:17 {{{bdy}}}", "page 2:26 {{{page.nme}}}"])
    }

    @Test func sectionsAndInvertedSectionsAskForAbsentNamesFreely() throws {
        let found = try unknown(["page": "{{#missing}}x{{/missing}}{{^absent}}shown{{/absent}}"], contexts: [[:]])
        #expect(found == [])
    }

    /// A tag inside a section that never opens never ran, so nothing is known about it.
    @Test func aTagThatNeverRenderedIsNotReported() throws {
        #expect(try unknown(["page": "{{#items}}{{nme}}{{/items}}"], contexts: [["items": []]]) == [])
        #expect(try unknown(["page": "{{#items}}{{nme}}{{/items}}"], contexts: [["items": [["name": "a"]]]]) == ["page 1:11 {{nme}}"])
    }

    /// A partial two kinds of page include: a name only one kind has is found on some
    /// render, so it is not unknown.
    @Test func aNameFoundOnAnyRenderIsNotUnknown() throws {
        let sources = ["page": "{{> sidebar}}", "sidebar": "{{scenario.title}}|{{site}}"]
        #expect(try unknown(sources, contexts: [["site": "S"], ["site": "S", "scenario": ["title": "push"]]]) == [])
        #expect(try unknown(sources, contexts: [["site": "S"]]) == ["sidebar 1:1 {{scenario.title}}"])
    }

    /// A name that is there with no value is known; a dotted name is looked up whole: its
    /// first part found does not make a missing last part known.
    @Test func nullIsKnownAndEveryPartOfADottedNameCounts() throws {
        #expect(try unknown(["page": "{{summary}}{{.}}"], contexts: [["summary": .null]]) == [])
        #expect(try unknown(["page": "{{#page}}{{title.text}}{{/page}}"], contexts: [["page": ["title": "T"]]]) == ["page 1:10 {{title.text}}"])
    }
}
