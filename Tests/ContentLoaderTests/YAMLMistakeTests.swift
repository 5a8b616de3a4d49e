import Testing

/// The YAML mistakes authors make most, explained at the character that causes them
/// instead of in libyaml's words.
@Suite struct YAMLMistakeTests {
    @Test func tabInIndentationPointsAtTheTab() throws {
        let tree = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nscenarios:\n  - id: s\n\ttitle: S\n")
        #expect(tree.messages == ["lifecycles/vc.yaml:6:1: a tab in the indentation [lifeline.yaml.tab]"])
        #expect(tree.hints == ["YAML indents with spaces; replace the tab with spaces (most likely to column 5, going by line 5)"])
    }

    @Test func tabAfterSpacesIsFoundToo() throws {
        let tree = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nscenarios:\n  - id: s\n  \t title: S\n")
        #expect(tree.messages == ["lifecycles/vc.yaml:6:3: a tab in the indentation [lifeline.yaml.tab]"])
        #expect(tree.hints == ["YAML indents with spaces; replace the tab with spaces (most likely to column 5, going by line 5)"])
    }

    @Test func colonInAnUnquotedTitle() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: Push: then pop
            object: view-controller
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:2:12: ': ' inside an unquoted value starts a new key [lifeline.yaml.unquoted-colon]"])
        #expect(tree.hints == [#"put the value in quotes: title: "Push: then pop""#])
    }

    @Test func colonInAnUnquotedLabelOfAListItem() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            states:
              - id: a
                label: Loaded: not shown # first state
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:6:18: ': ' inside an unquoted value starts a new key [lifeline.yaml.unquoted-colon]"])
        #expect(tree.hints == [#"put the value in quotes: label: "Loaded: not shown""#])
    }

    @Test func commaInAnUnquotedTitleInBraces() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            references:
              - { title: Docs, guide, url: https://e.com }
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:5:20: ',' inside an unquoted value in { … } ends the value of 'title' [lifeline.yaml.unquoted-comma]"
            ])
        #expect(tree.hints == [#"put the value in quotes: title: "Docs, guide""#])
    }

    @Test func colonInAnUnquotedItemInBrackets() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: s
                title: S
                steps: [launch]
                only: [appearance, viewDidLoad: x]
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:8:35: ': ' inside an unquoted item makes it a key and a value [lifeline.yaml.unquoted-colon]"
            ])
        #expect(tree.hints == [#"put the item in quotes: "viewDidLoad: x""#])
    }

    @Test func missingSpaceAfterTheDash() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: s
                title: S
                steps:
                  - launch
                  -push: { vc: B }
            """)
        #expect(
            tree.messages == ["lifecycles/vc.yaml:9:7: '-push: { vc: B }' is not a list item: '-' needs a space after it [lifeline.yaml.dash-space]"])
        #expect(tree.hints == ["write '- push: { vc: B }'"])
    }

    @Test func missingSpaceAfterEveryDash() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: s
                title: S
                steps:
                  -launch
                  -launch
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:8:7: '-launch' is not a list item: '-' needs a space after it [lifeline.yaml.dash-space]"])
        #expect(tree.hints == ["write '- launch'"])
    }

    /// Prose in a block may start a line with a dash: that is text, not a list.
    @Test func dashInsideABlockOfTextIsProse() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            body: |
              Two cases:
              -first, then
              -second.
            """)
        #expect(tree.messages == [])
    }

    @Test func otherSyntaxErrorsKeepLibYAMLsWordsAndPlace() throws {
        let tree = try loadLifecycle("id: vc\ntitle: [T\nobject: view-controller\n")
        #expect(tree.messages.count == 1)
        #expect(tree.diagnostics.first?.id == "lifeline.yaml.syntax")
    }

    @Test func colonInPageFrontMatterIsAtItsLineInTheFile() throws {
        let tree = try loadTree(["pages/guide.md": "---\ntitle: Guide: the basics\n---\nText.\n"])
        #expect(tree.messages == ["pages/guide.md:2:13: ': ' inside an unquoted value starts a new key [lifeline.yaml.unquoted-colon]"])
        #expect(tree.hints == [#"put the value in quotes: title: "Guide: the basics""#])
    }
}
