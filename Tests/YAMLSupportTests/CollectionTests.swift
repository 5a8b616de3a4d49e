import Testing
import YAMLSupport

@Suite struct CollectionTests {
    @Test func blockAndFlowCollections() throws {
        let root = try YAMLParser.parse(
            """
            list:
              - one
              - {two: 2, three: [3]}
            empty: []
            none: {}
            """)
        #expect(
            dump(root) == """
                mapping 1:1-6:1
                  plain "list" 1:1-1:5
                    sequence 2:3-4:1
                      plain "one" 2:5-2:8
                      mapping 3:5-3:25
                        plain "two" 3:6-3:9
                          plain "2" 3:11-3:12
                        plain "three" 3:14-3:19
                          sequence 3:21-3:24
                            plain "3" 3:22-3:23
                  plain "empty" 4:1-4:6
                    sequence 4:8-4:10
                  plain "none" 5:1-5:5
                    mapping 5:7-5:9
                """)
    }

    @Test func duplicateKeysAreKeptInSourceOrder() throws {
        let root = try YAMLParser.parse(
            """
            id: first
            other: x
            id: second
            """)
        let pairs = try #require(root?.pairs)
        #expect(pairs.map { $0.key.scalarValue } == ["id", "other", "id"])
        #expect(pairs.map { $0.value.scalarValue } == ["first", "x", "second"])
        #expect(pairs.map(\.key.mark) == [Mark(line: 1, column: 1), Mark(line: 2, column: 1), Mark(line: 3, column: 1)])
    }

    @Test func complexKeysAreNodesToo() throws {
        let root = try YAMLParser.parse("? [a, b]\n: pair\n")
        let pair = try #require(root?.pairs?.first)
        #expect(pair.key.elements?.compactMap(\.scalarValue) == ["a", "b"])
        #expect(pair.value.scalarValue == "pair")
    }

    @Test func mergeKeysStayOrdinaryKeys() throws {
        let root = try YAMLParser.parse("base: &b {x: 1}\nchild:\n  <<: *b\n  y: 2\n")
        let child = try #require(values(of: root).last)
        #expect(child.pairs?.map { $0.key.scalarValue } == ["<<", "y"])
    }

    @Test func aKeyWithoutAValueHasAnEmptyPlainValue() throws {
        let root = try YAMLParser.parse("a:\nb: 1\n")
        let first = try #require(root?.pairs?.first)
        #expect(first.value.isPlainNull)
        #expect(first.value.mark == Mark(line: 1, column: 3))
    }
}
