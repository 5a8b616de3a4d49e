import MarkdownSupport
import Testing

/// Point 8 of issue 9: prose and diagrams that the C libraries would spend seconds or
/// minutes on are refused, at their place, when the content is loaded.
@Suite struct ProseAndDiagramLimitTests {
    @Test func runTogetherAddressesInAPageAreRefusedAtTheirLine() throws {
        let page = "# Title\n\nFine.\n\n" + String(repeating: "www.a_", count: 20_000) + "\n"
        let tree = try loadTree(["pages/slow.md": page])
        #expect(tree.diagnostics.map(\.id) == ["lifeline.content.prose-limit"])
        #expect(tree.diagnostics.first?.location?.line == 5)
        #expect(tree.catalog.pages.isEmpty)
    }

    @Test func nestedImageBracketsInABodyFile() throws {
        let tree = try loadTree([
            "lifecycles/vc.yaml": "id: vc\ntitle: T\nobject: view-controller\nbody-file: vc.md\n",
            "lifecycles/vc.md": String(repeating: "![[]()", count: 6_000),
        ])
        #expect(tree.messages.first?.hasPrefix("lifecycles/vc.md:1:") == true)
        #expect(tree.diagnostics.first?.summary == "this text has more than 5000 '[' characters")
    }

    @Test func tableWithTooManyColumnsInANote() throws {
        let row = "|" + String(repeating: "a|", count: 200)
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            callbacks:
              - name: viewDidLoad
                note: |
                  \(row)
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:6:11: note: this line has more than 128 '|' characters (table columns) (at line 1 of the text) [lifeline.content.prose-limit]"
            ])
    }

    @Test func pageOverTheProseSizeLimit() throws {
        let tree = try loadTree(["pages/long.md": String(repeating: "Words and more words.\n", count: 7_000)])
        #expect(tree.diagnostics.map(\.summary) == ["this text is 150 KiB; prose may be at most 128 KiB"])
    }

    /// The same kind of text at a reasonable size is fine: the limits are far from real prose.
    @Test func reasonableProseWithLinksAndTablesPasses() throws {
        let links = (1...200).map { "See [link \($0)](https://www.example.com/\($0)) and www.example.org." }.joined(separator: "\n")
        let table = "| a | b | c |\n|---|---|---|\n" + String(repeating: "| 1 | 2 | 3 |\n", count: 500)
        let tree = try loadTree(["pages/fine.md": "# Fine\n\n\(links)\n\n\(table)"])
        #expect(tree.messages == [])
    }

    @Test func transitionDrawnTwiceIsAnError() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            diagram:
              states: [{ id: a }, { id: b }]
              transitions:
                - { from: a, to: b, calls: [viewDidLoad] }
                - { from: a, to: b, calls: [viewDidLoad] }
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:8:7: this transition from 'a' to 'b' with the same calls is already drawn [lifeline.diagram.duplicate-transition]"
            ])
        #expect(tree.hints == ["first drawn at line 7; remove one of them"])
    }

    @Test func diagramWithTooManyStatesAndTransitions() throws {
        let states = (0..<60).map { "    - { id: s\($0) }" }.joined(separator: "\n")
        let transitions = (0..<120).map { "    - { from: s\($0 % 60), to: s\(($0 * 7 + 1) % 60), label: t\($0) }" }.joined(separator: "\n")
        let tree = try loadLifecycle(
            "id: vc\ntitle: T\nobject: view-controller\ndiagram:\n  states:\n\(states)\n  transitions:\n\(transitions)\n")
        #expect(
            tree.diagnostics.filter { $0.id == "lifeline.diagram.too-large" }.map(\.summary) == [
                "this diagram has 60 states; a diagram may have at most 50",
                "this diagram has 120 transitions; a diagram may have at most 100",
            ])
    }
}
