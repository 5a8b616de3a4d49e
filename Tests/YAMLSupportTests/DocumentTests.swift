import Testing
import YAMLSupport

@Suite struct DocumentTests {
    @Test(arguments: ["", "\n\n", "   \n", "# only a comment\n# and another\n", "\u{FEFF}"])
    func aStreamWithoutADocumentIsNil(_ text: String) throws {
        #expect(try YAMLParser.parse(text) == nil)
    }

    @Test func anExplicitEmptyDocumentIsAnEmptyPlainScalar() throws {
        let root = try #require(try YAMLParser.parse("---\n"))
        #expect(root.isPlainNull)
    }

    @Test func anExplicitlyEndedDocumentIsFine() throws {
        let root = try YAMLParser.parse("---\na: 1\n...\n# trailing comment\n")
        #expect(root?.pairs?.count == 1)
    }

    @Test func aSecondDocumentIsAnErrorAtItsStart() throws {
        let error = try #require(parseError("a: 1\n---\nb: 2\n"))
        #expect(error.kind == .multipleDocuments)
        #expect(error.mark == Mark(line: 2, column: 1))
        #expect(error.description == "2:1: expected a single document (the first document starts here at 1:1)")
    }

    @Test func aSecondDocumentAfterAnEndMarker() {
        let error = parseError("---\na: 1\n...\n\n--- b\n")
        #expect(error?.kind == .multipleDocuments)
        #expect(error?.mark == Mark(line: 5, column: 1))
    }

    /// The second document is never parsed, so its own syntax error is not the one reported.
    @Test func theSecondDocumentIsNotParsed() {
        #expect(parseError("a: 1\n---\n[unclosed\n")?.kind == .multipleDocuments)
    }

    /// libyaml (YAML 1.1) needs `---` to start a document after `...`.
    @Test func aBareDocumentAfterAnEndMarkerIsASyntaxError() {
        #expect(parseError("a: 1\n...\nb: 2\n")?.description == "3:1: did not find expected <document start>")
    }
}
