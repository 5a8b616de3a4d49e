import Testing

/// Problems found before any key is read: syntax, empty files, bad bytes, alias bombs.
@Suite struct YAMLLevelErrorTests {
    @Test func syntaxErrorAtItsLineAndColumn() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: a: b
            object: view-controller
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:2:9: ': ' inside an unquoted value starts a new key [lifeline.yaml.unquoted-colon]"
            ])
    }

    @Test func unclosedQuoteNamesWhereItWasOpened() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: "View
            object: view-controller
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:3:24: found unexpected end of stream [lifeline.yaml.syntax]"
            ])
        #expect(tree.hints == ["while scanning a quoted scalar (line 2)"])
    }

    @Test func emptyFile() throws {
        let tree = try loadLifecycle("")
        #expect(tree.messages == ["lifecycles/vc.yaml:1:1: the file is empty [lifeline.yaml.empty]"])
        #expect(tree.catalog.lifecycles.isEmpty)
    }

    @Test func fileWithOnlyCommentsIsEmpty() throws {
        let tree = try loadLifecycle("# to do\n\n# later\n")
        #expect(tree.messages == ["lifecycles/vc.yaml:1:1: the file is empty [lifeline.yaml.empty]"])
    }

    /// `视` is one column although it takes three bytes.
    @Test func invalidUTF8InYAMLAtItsLineAndColumn() throws {
        let bytes = Array("id: vc\ntitle: T\nsummary: 视".utf8) + [0xFF] + Array(" x\n".utf8)
        let tree = try loadTree([:], bytes: ["lifecycles/vc.yaml": bytes])
        #expect(tree.messages == ["lifecycles/vc.yaml:3:11: invalid UTF-8 byte 0xFF [lifeline.content.utf8]"])
        #expect(tree.hints == ["save the file as UTF-8"])
    }

    @Test func invalidUTF8InAPageAtItsLineAndColumn() throws {
        let bytes = Array("# Guide\n\nÉté ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let tree = try loadTree([:], bytes: ["pages/guide.md": bytes])
        #expect(tree.messages == ["pages/guide.md:3:5: invalid UTF-8 byte 0xC3 [lifeline.content.utf8]"])
        #expect(tree.catalog.pages.isEmpty)
    }

    /// Nine levels of nine aliases stand for 10⁹ nodes; the parser stops at the first
    /// alias past its budget (here the first `*e`) instead of building them.
    @Test(.timeLimit(.minutes(5)))
    func billionLaughsBecomesOneDiagnosticQuickly() throws {
        let clock = ContinuousClock()
        var tree: LoadedTree?
        let elapsed = try clock.measure {
            tree = try loadLifecycle(
                """
                id: vc
                title: T
                object: view-controller
                a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]
                b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
                c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
                d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
                e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
                f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
                g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
                h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
                i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
                """)
        }
        #expect(tree?.messages == ["lifecycles/vc.yaml:9:8: alias expansion exceeds 100000 nodes [lifeline.yaml.syntax]"])
        #expect(tree?.hints == ["anchor 'e' is defined here (line 8)"])
        #expect(elapsed < .seconds(2))
    }
}
