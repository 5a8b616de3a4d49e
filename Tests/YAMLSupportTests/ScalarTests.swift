import Testing
import YAMLSupport

@Suite struct ScalarTests {
    /// The text ends without a newline, so the folded scalar keeps none ("clip" chomping).
    @Test func eachStyleIsReported() throws {
        let root = try YAMLParser.parse(
            """
            plain: 12
            single: 'it''s'
            double: "tab\\there"
            literal: |
              one
              two
            folded: >
              one
              two
            """)
        let scalars = values(of: root).compactMap(\.scalar)
        #expect(
            scalars == [
                YAMLScalar("12", style: .plain),
                YAMLScalar("it's", style: .singleQuoted),
                YAMLScalar("tab\there", style: .doubleQuoted),
                YAMLScalar("one\ntwo\n", style: .literal),
                YAMLScalar("one two", style: .folded),
            ])
    }

    @Test func aRootScalarIsADocument() throws {
        let root = try #require(try YAMLParser.parse("just text"))
        #expect(root.scalar == YAMLScalar("just text"))
        #expect(root.tag == nil)
    }

    @Test func explicitTagsAreResolvedAndKept() throws {
        let root = try YAMLParser.parse(
            """
            a: !!str 12
            b: !point {x: 1}
            c: 3
            """)
        #expect(values(of: root).map(\.tag) == ["tag:yaml.org,2002:str", "!point", nil])
    }

    @Test(arguments: ["~", "null", "Null", "NULL", ""])
    func plainNullSpellings(_ spelling: String) throws {
        let root = try YAMLParser.parse("key: \(spelling)\n")
        #expect(values(of: root).first?.isPlainNull == true)
    }

    @Test(arguments: ["'null'", "\"~\"", "nil", "!!null null", "none"])
    func thingsThatAreNotPlainNull(_ spelling: String) throws {
        let root = try YAMLParser.parse("key: \(spelling)\n")
        #expect(values(of: root).first?.isPlainNull == false)
    }

    @Test func accessorsAnswerOnlyForTheirKind() throws {
        let root = try #require(try YAMLParser.parse("a: [1]\nb: x\n"))
        let sequence = values(of: root)[0]
        let scalar = values(of: root)[1]
        #expect(root.kindName == "mapping" && root.elements == nil && root.scalarValue == nil)
        #expect(sequence.kindName == "sequence" && sequence.elements?.count == 1 && sequence.pairs == nil)
        #expect(scalar.kindName == "scalar" && scalar.scalarValue == "x" && scalar.elements == nil)
    }
}
