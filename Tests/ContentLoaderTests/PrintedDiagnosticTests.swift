import Diagnostics
import Testing

/// What an author sees: a loader diagnostic printed under its own source line, from the
/// texts the loader kept.
@Suite struct PrintedDiagnosticTests {
    @Test func unknownActionAfterChineseTextWithTheCaretUnderIt() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: 视图控制器
            object: view-controller
            scenarios:
              - { id: a, title: 推入, steps: [pussh] }
            """)
        let printed = DiagnosticFormatter(sources: tree.content.sources).format(tree.diagnostics)
        #expect(
            tree.relative(printed) == """
                lifecycles/vc.yaml:5:33: error: unknown action 'pussh' [lifeline.step.unknown-action]
                  5 |   - { id: a, title: 推入, steps: [pussh] }
                    |                                   ^
                    hint: did you mean 'push'?
                """)
    }

    @Test func frontMatterErrorPrintedAtTheFileLine() throws {
        let tree = try loadTree(["pages/guide.md": "---\ntitle: Guide\ntitel: Guide\n---\nText.\n"])
        let printed = DiagnosticFormatter(sources: tree.content.sources).format(tree.diagnostics)
        #expect(
            tree.relative(printed) == """
                pages/guide.md:3:1: error: unknown key 'titel' in front matter [lifeline.schema.unknown-key]
                  3 | titel: Guide
                    | ^
                    hint: did you mean 'title'?
                """)
    }
}
