import Testing
import YAMLSupport

@Suite struct AliasTests {
    @Test func aliasesAreExpandedIntoCopies() throws {
        let root = try YAMLParser.parse(
            """
            base: &base {name: shared, calls: [a, b]}
            one: *base
            two: *base
            """)
        let nodes = values(of: root)
        #expect(nodes.count == 3)
        #expect(nodes[1].pairs?.map { $0.key.scalarValue } == ["name", "calls"])
        #expect(nodes[2].pairs?.last?.value.elements?.compactMap(\.scalarValue) == ["a", "b"])
    }

    @Test func theCopyStartsAtTheAliasAndItsInsideKeepsTheAnchoredMarks() throws {
        let root = try YAMLParser.parse("a: &x {k: v}\nb: *x\n")
        #expect(
            dump(root) == """
                mapping 1:1-3:1
                  plain "a" 1:1-1:2
                    mapping 1:4-1:13
                      plain "k" 1:8-1:9
                        plain "v" 1:11-1:12
                  plain "b" 2:1-2:2
                    mapping 2:4-2:6
                      plain "k" 1:8-1:9
                        plain "v" 1:11-1:12
                """)
    }

    @Test func aLaterAnchorWithTheSameNameWins() throws {
        let root = try YAMLParser.parse("a: &x 1\nb: &x 2\nc: *x\n")
        #expect(values(of: root).last?.scalarValue == "2")
    }

    @Test func undefinedAlias() throws {
        let error = try #require(parseError("calls:\n  - *nope\n"))
        #expect(error.kind == .undefinedAlias)
        #expect(error.description == "2:5: undefined alias 'nope'")
    }

    @Test func aliasBeforeItsAnchorIsUndefined() {
        #expect(parseError("a: *x\nb: &x 1\n")?.description == "1:4: undefined alias 'x'")
    }

    @Test func aliasInsideItsOwnAnchorIsRecursive() throws {
        let error = try #require(parseError("loop: &me\n  child: *me\n"))
        #expect(error.kind == .recursiveAlias)
        #expect(
            error.description
                == "2:10: alias 'me' is used inside the node it refers to (anchor 'me' is defined here at 1:7)")
    }

    /// Two aliases of a three-node anchor add six nodes: exactly at a limit of 6.
    @Test func theLimitCountsNodesAddedByAliases() throws {
        let text = "a: &a [1, 2]\nb: *a\nc: *a\n"
        #expect(try YAMLParser.parse(text, aliasExpansionLimit: 6) != nil)
        let error = try #require(parseError(text, aliasExpansionLimit: 5))
        #expect(error.kind == .aliasExpansionLimit)
        #expect(
            error.description
                == "3:4: alias expansion exceeds 5 nodes (anchor 'a' is defined here at 1:4)")
    }

    /// Nine levels of nine aliases each stand for about 10⁹ nodes. Level e adds
    /// 74,718 nodes in all; the first `*e` on line 6 would add 66,430 more.
    @Test(.timeLimit(.minutes(5)))
    func billionLaughsFailsFastAtTheFirstAliasPastTheLimit() throws {
        let billionLaughs = """
            a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
            b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
            c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
            d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
            e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
            f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
            g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
            h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
            i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
            """
        let clock = ContinuousClock()
        var error: YAMLError?
        let elapsed = clock.measure { error = parseError(billionLaughs) }
        #expect(error?.kind == .aliasExpansionLimit)
        #expect(
            error?.description
                == "6:8: alias expansion exceeds 100000 nodes (anchor 'e' is defined here at 5:4)")
        #expect(elapsed < .seconds(1))
    }
}
