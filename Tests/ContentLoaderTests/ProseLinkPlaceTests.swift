import LifecycleModel
import Testing

/// A link in prose is kept with the page the prose is shown on and the place it is
/// written, whatever style the YAML text has: a literal or folded block, a plain text over
/// several lines, a quoted one. A quoted text with escapes falls back to where it starts.
@Suite struct ProseLinkPlaceTests {
    @Test func linksInEveryStyleOfYAMLText() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            body: |
              Intro.

                Indented [body](a.html) text.
            callbacks:
              - name: viewDidLoad
                note: A plain note
                  over two lines, [plain](b.html).
              - name: viewWillAppear
                note: "Quoted [quoted](c.html)."
              - name: viewDidAppear
                note: "Escaped\\t[escaped](d.html)."
            scenarios:
              - id: s
                title: S
                steps: [launch]
                notes: >
                  Folded text,
                  then [folded](e.html) 视图 [after](f.html).
            """)
        #expect(tree.messages == [])
        let links = tree.catalog.lifecycles.first?.links ?? []
        #expect(
            links.map { "\($0.value.destination) \($0.location.line):\($0.location.column)" } == [
                "a.html 7:14", "b.html 11:23", "c.html 13:19", "d.html 15:11", "e.html 22:12", "f.html 22:32",
            ])
        #expect(
            links.map(\.value.place) == Array(repeating: .lifecycle("vc"), count: 4)
                + Array(repeating: .scenario(lifecycle: "vc", scenario: "s"), count: 2))
    }

    @Test func aPageLinkAfterFrontMatterAndTitleIsAtItsLineInTheFile() throws {
        let tree = try loadTree(["pages/guide.md": "---\ntitle: Guide\n---\n\nSee [the reference](reference.html).\n"])
        let links = tree.catalog.pages.first { $0.slug == "guide" }?.links ?? []
        #expect(links.map { "\($0.value.destination) \($0.location.line):\($0.location.column)" } == ["reference.html 5:5"])
        #expect(links.map(\.value.place) == [.page("guide")])
        let titled = try loadTree(["pages/intro.md": "# Intro [x](y.html)\n\nText [z](z.html).\n"])
        let titledLinks = titled.catalog.pages.first { $0.slug == "intro" }?.links ?? []
        #expect(titledLinks.map { "\($0.value.destination) \($0.location.line):\($0.location.column)" } == ["z.html 3:6"])
    }
}
