import LifecycleModel
import Testing

/// `lifeline-calls` references in prose: found by the scanner in fenced blocks and code
/// spans (and nowhere else), and recorded by the loader at their place in the file.
@Suite struct OrderEmbedTests {
    @Test func blocksAndCodeSpansAreFoundWithTheirLinesAndColumns() {
        let text = """
            Intro with `lifeline-calls view-controller/push: A.viewWillDisappear, B.viewWillAppear` inline.

            ```lifeline-calls
              view-controller/pop
            ```

            Plain `code` and ``lifeline-calls not/an-embed`` and `lifeline-calls app/cold-launch`.
            """
        let embeds = OrderEmbedScanner.embeds(in: text)
        #expect(embeds.map(\.form) == [.inline, .block, .inline])
        #expect(embeds.map(\.reference) == ["view-controller/push: A.viewWillDisappear, B.viewWillAppear", "view-controller/pop", "app/cold-launch"])
        #expect(embeds.map(\.line) == [0, 3, 6])
        #expect(embeds.map(\.column) == [13, 3, 55])
        #expect(String(text[embeds[1].range]) == "```lifeline-calls\n  view-controller/pop\n```\n")
        #expect(String(text[embeds[2].range]) == "`lifeline-calls app/cold-launch`")
        #expect(embeds[0].parsed?.calls == ["A.viewWillDisappear", "B.viewWillAppear"])
        #expect(embeds[1].parsed.map { [$0.lifecycle, $0.scenario] } == ["view-controller", "pop"])
    }

    @Test func otherFencesHideWhatTheyShow() {
        let text = """
            ````markdown
            ```lifeline-calls
            view-controller/push
            ```
            and `lifeline-calls view-controller/pop`
            ````
            ~~~
            `lifeline-calls app/cold-launch`
            ~~~
            """
        #expect(OrderEmbedScanner.embeds(in: text) == [])
    }

    @Test func aReferenceWithoutTheShapeIsNotParsed() {
        let embeds = OrderEmbedScanner.embeds(in: "`lifeline-calls push` `lifeline-calls a/b:` `lifeline-calls a/b c`")
        #expect(embeds.count == 3)
        #expect(embeds.allSatisfy { $0.parsed == nil })
    }

    @Test func theLoaderRecordsEmbedsAtTheirFileLines() throws {
        let tree = try loadTree([
            "pages/guide.md": "---\ntitle: Guide\n---\nText `lifeline-calls vc/show` here.\n",
            "lifecycles/vc.md": "Body.\n\n```lifeline-calls\nvc/show\n```\n",
            "lifecycles/vc.yaml": """
            id: vc
            title: VC
            object: view-controller
            body-file: vc.md
            scenarios:
              - id: show
                title: Show
                objects: { A: { kind: view-controller } }
                steps: [{ show: { root: A } }]
                notes: |
                  First line.
                  See `lifeline-calls vc/show: A.viewDidLoad`.

            """,
        ])
        #expect(tree.messages == [])
        let page = try #require(tree.catalog.pages.first)
        #expect(page.embeds.map { "\($0.location.line):\($0.location.column) \($0.value.reference)" } == ["4:7 vc/show"])
        let lifecycle = try #require(tree.catalog.lifecycles.first)
        #expect(
            lifecycle.embeds.map { "\(tree.relative($0.location.file)):\($0.location.line) \($0.value.reference)" } == [
                "lifecycles/vc.md:4 vc/show", "lifecycles/vc.yaml:12 vc/show: A.viewDidLoad",
            ])
    }
}
