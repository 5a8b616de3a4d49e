import Testing
import YAMLSupport

/// libyaml's syntax errors, with the position translated to 1-based and the
/// "while …" context kept apart.
@Suite struct SyntaxErrorTests {
    @Test func unclosedQuoteReportsTheEndAndWhereTheQuoteOpened() throws {
        let error = try #require(parseError("title: 'unclosed\nnext: 1\n"))
        #expect(error.kind == .syntax)
        #expect(error.mark == Mark(line: 3, column: 1))
        #expect(error.message == "found unexpected end of stream")
        #expect(error.context == YAMLError.Context("while scanning a quoted scalar", at: Mark(line: 1, column: 8)))
        #expect(error.description == "3:1: found unexpected end of stream (while scanning a quoted scalar at 1:8)")
    }

    @Test func tabIndentation() {
        let error = parseError("calls:\n\t- viewDidLoad\n")
        #expect(
            error?.description
                == "2:1: found character that cannot start any token (while scanning for the next token at 2:1)")
    }

    @Test func badIndentation() {
        let error = parseError("a:\n    b: 1\n  c: 2\n")
        #expect(error?.description == "3:3: did not find expected key (while parsing a block mapping at 1:1)")
    }

    @Test func mappingValueInsideAPlainScalar() {
        let error = parseError("order: viewWillAppear: viewDidAppear\n")
        #expect(error?.description == "1:22: mapping values are not allowed in this context")
        #expect(error?.context == nil)
    }

    @Test func unclosedFlowSequence() {
        let error = parseError("calls: [viewDidLoad, viewWillAppear\nnext: 1\n")
        #expect(
            error?.description
                == "2:5: did not find expected ',' or ']' (while parsing a flow sequence at 1:8)")
    }

    @Test func unclosedFlowMappingAfterNonASCIIText() {
        let error = parseError("名前: {视图: 1\n")
        #expect(
            error?.description
                == "2:1: did not find expected ',' or '}' (while parsing a flow mapping at 1:5)")
    }

    @Test func sequenceEntryWhereAKeyBelongs() {
        let error = parseError("- a\nb: c\n")
        #expect(
            error?.description
                == "2:1: did not find expected '-' indicator (while parsing a block collection at 1:1)")
    }

    @Test func controlCharacterIsFoundAtItsScalarColumn() throws {
        let error = try #require(parseError("a: 1\n名前: 视\u{7}\n"))
        #expect(error.kind == .invalidCharacter)
        #expect(error.mark == Mark(line: 2, column: 6))
        #expect(error.message == "control characters are not allowed (U+0007)")
    }
}
