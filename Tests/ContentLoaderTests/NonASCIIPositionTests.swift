import Testing

/// Columns count Unicode scalars: `视` (3 bytes in UTF-8) and `🙂` (4 bytes, 2 UTF-16
/// units) are one column each.
@Suite struct NonASCIIPositionTests {
    @Test func chineseTitleBeforeAnErrorOnTheSameLine() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: 视图控制器
            object: view-controller
            scenarios:
              - { title: 推入视图控制器, id: Push, steps: [launch] }
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:5:27: scenario id 'Push' is not a valid id [lifeline.schema.id]"])
    }

    @Test func emojiAndChineseBeforeAnUnknownAction() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - { id: a, title: "推入 🙂 B", steps: [launch, pussh] }
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:5:47: unknown action 'pussh' [lifeline.step.unknown-action]"])
    }

    /// The callback's column is computed from the object name's length in scalars.
    @Test func callbackAfterAChineseObjectName() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: a
                title: A
                objects: { 视图甲: { kind: view-controller } }
                steps: [launch, { show: { root: 视图甲 } }]
                expect: [视图甲.viewDidLoad, 视图甲.viewWillApear]
            """)
        #expect(
            tree.messages == ["lifecycles/vc.yaml:9:35: '视图甲' (a view-controller) has no callback 'viewWillApear' [lifeline.trace.unknown-callback]"])
    }

    @Test func frontMatterErrorAfterChineseText() throws {
        let tree = try loadTree([
            "pages/guide.md": """
            ---
            title: 指南
            标签: [a, b]
            ---
            Text.
            """
        ])
        #expect(tree.messages == ["pages/guide.md:3:1: unknown key '标签' in front matter [lifeline.schema.unknown-key]"])
        #expect(tree.catalog.pages.first?.title == "指南")
    }
}
