import Testing
import YAMLSupport

/// Columns count Unicode scalars, 1-based; these inputs put multi-byte text
/// before the node so a byte count would give a different answer.
@Suite struct MarkTests {
    @Test func chineseAndEmojiBeforeANodeCountOneColumnEach() throws {
        // 名前 are 2 scalars / 6 bytes; 视图🙂 are 3 scalars / 10 bytes.
        let root = try YAMLParser.parse("名前: 视图🙂 [x]\n")
        let pair = try #require(root?.pairs?.first)
        #expect(pair.key.mark == Mark(line: 1, column: 1))
        #expect(pair.key.endMark == Mark(line: 1, column: 3))
        #expect(pair.value.scalarValue == "视图🙂 [x]")
        #expect(pair.value.mark == Mark(line: 1, column: 5))
        #expect(pair.value.endMark == Mark(line: 1, column: 12))
    }

    /// The text has no final newline; libyaml still ends the root block
    /// mapping on the next line, column 1, as if there were one.
    @Test func flowNodesAfterNonASCIIText() throws {
        let root = try YAMLParser.parse(
            """
            标题: [视图, "🙂🙂", {键: 值}]
            """)
        #expect(
            dump(root) == """
                mapping 1:1-2:1
                  plain "标题" 1:1-1:3
                    sequence 1:5-1:23
                      plain "视图" 1:6-1:8
                      doubleQuoted "🙂🙂" 1:10-1:14
                      mapping 1:16-1:22
                        plain "键" 1:17-1:18
                          plain "值" 1:20-1:21
                """)
    }

    @Test func multiLineBlockScalarsStartAtTheIndicatorAndEndAfterTheirLastLine() throws {
        let root = try YAMLParser.parse(
            """
            intro: |
              第一行
              second line
            after: >-
              folded
              text
            last: x
            """)
        #expect(
            dump(root) == """
                mapping 1:1-8:1
                  plain "intro" 1:1-1:6
                    literal "第一行\\nsecond line\\n" 1:8-4:1
                  plain "after" 4:1-4:6
                    folded "folded text" 4:8-7:1
                  plain "last" 7:1-7:5
                    plain "x" 7:7-7:8
                """)
    }

    @Test func multiLineQuotedScalarEndsOnItsLastLine() throws {
        let root = try YAMLParser.parse("a: \"one\n  two\"\nb: c\n")
        let value = try #require(values(of: root).first)
        #expect(value.scalarValue == "one two")
        #expect(value.mark == Mark(line: 1, column: 4))
        #expect(value.endMark == Mark(line: 2, column: 7))
    }

    @Test func anchorsAndTagsArePartOfTheNode() throws {
        let root = try YAMLParser.parse("a: &x !t value\n")
        #expect(values(of: root).first?.mark == Mark(line: 1, column: 4))
    }

    @Test func aByteOrderMarkTakesNoColumn() throws {
        let root = try YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("key: value\n".utf8))
        #expect(root?.pairs?.first?.key.mark == Mark(line: 1, column: 1))
        #expect(values(of: root).first?.mark == Mark(line: 1, column: 6))
    }

    @Test(arguments: ["\r\n", "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyLibYAMLLineBreakStartsALine(_ lineBreak: String) throws {
        let root = try YAMLParser.parse("# note\(lineBreak)key: value\(lineBreak)")
        #expect(root?.pairs?.first?.key.mark == Mark(line: 2, column: 1))
    }

    @Test func marksOrderBySourcePosition() {
        let marks = [Mark(line: 2, column: 1), Mark(line: 1, column: 9), Mark(line: 1, column: 2)]
        #expect(marks.sorted() == [Mark(line: 1, column: 2), Mark(line: 1, column: 9), Mark(line: 2, column: 1)])
        #expect(Mark(line: 3, column: 14).description == "3:14")
    }
}
