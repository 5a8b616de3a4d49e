import Mustache
import Testing

/// Syntax errors print as `name:line:column: error: message`, pointing at the offending tag.
@Suite struct ErrorMessageTests {
    @Test func unclosedSectionPointsAtItsOpeningTag() {
        let source = "<ul>\n  {{#items}}\n    <li>{{name}}</li>\n</ul>\n"

        #expect(
            parseError(source, name: "page")?.description
                == "page:2:3: error: unclosed section 'items'")
    }

    @Test func unclosedInvertedSectionParentAndBlockNameTheirKind() {
        #expect(parseError("{{^empty}}")?.message == "unclosed inverted section 'empty'")
        #expect(parseError("{{<layout}}")?.message == "unclosed parent 'layout'")
        #expect(parseError("{{$title}}")?.message == "unclosed block 'title'")
    }

    @Test func mismatchedClosingTagNamesBothTags() {
        let error = parseError("{{#a}}\n{{#b}}{{/a}}{{/b}}", name: "page")

        #expect(
            error?.description
                == "page:2:7: error: mismatched closing tag 'a'; expected 'b' to close the section opened at 2:1")
    }

    @Test func closingTagWithoutOpeningTag() {
        #expect(
            parseError("done{{/items}}")?.description
                == "template:1:5: error: closing tag 'items' has no open section")
    }

    @Test func unclosedTagSaysWhichDelimiterIsMissing() {
        #expect(
            parseError("Hello {{name")?.description
                == "template:1:7: error: unclosed tag; expected '}}' to end it")
        #expect(parseError("Hello {{{name}}")?.message == "unclosed tag; expected '}}}' to end it")
        #expect(
            parseError("{{=<% %>=}}\n<%name")?.description
                == "template:2:1: error: unclosed tag; expected '%>' to end it")
    }

    @Test func badSetDelimiterTag() {
        #expect(
            parseError("a\n {{=<% =}}")?.description
                == "template:2:2: error: invalid set-delimiter tag '{{=<% =}}'; expected two delimiters without '=', separated by whitespace, as in '{{=<% %>=}}'"
        )
        #expect(parseError("{{=<% % %>=}}") != nil)
        #expect(parseError("{{=a= b=}}") != nil)
    }

    @Test func emptyAndInvalidNames() {
        #expect(parseError("x {{}}")?.description == "template:1:3: error: empty tag name in '{{}}'")
        #expect(parseError("{{# }}{{/ }}")?.message == "empty tag name in '{{# }}'")
        #expect(parseError("{{> * }}")?.message == "empty tag name in '{{> * }}'")
        #expect(
            parseError("{{first name}}")?.message
                == "invalid tag name 'first name' in '{{first name}}'; names cannot contain whitespace or empty dotted parts")
        #expect(parseError("{{a..b}}")?.message.hasPrefix("invalid tag name 'a..b'") == true)
    }

    @Test func blockPassedTwiceToOneParent() {
        #expect(
            parseError("{{<layout}}\n{{$title}}A{{/title}}\n{{$title}}B{{/title}}\n{{/layout}}")?.description
                == "template:3:1: error: block 'title' is passed twice to the same parent")
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        // "é" and "→" are 2 and 3 bytes in UTF-8 but one column each.
        let error = parseError("\u{E9} \u{2192} {{#open}}")

        #expect(error?.position == MustacheError.Position(line: 1, column: 5))
    }

    @Test func linesCountAcrossCarriageReturnLineFeeds() {
        #expect(parseError("a\r\nb\r\n  {{/x}}")?.position == MustacheError.Position(line: 3, column: 3))
    }

    @Test func aPartialsErrorNamesThePartial() {
        let loading = Result { () throws(MustacheLibraryError) in
            try MustacheLibrary(sources: ["page": "{{>row}}", "row": "<li>\n{{#item}}</li>"])
        }

        #expect(throws: MustacheLibraryError.self) { try loading.get() }
        guard case .failure(let error) = loading else { return }
        #expect(error.description == "row:2:1: error: unclosed section 'item'")
    }

    private func parseError(_ source: String, name: String = "template") -> MustacheError? {
        do {
            _ = try MustacheTemplate(source: source, name: name)
            return nil
        } catch {
            return error
        }
    }
}
