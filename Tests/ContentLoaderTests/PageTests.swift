import Testing

/// Free pages: Markdown with optional front matter.
@Suite struct PageTests {
    @Test func titleFromFrontMatter() throws {
        let tree = try loadTree(["pages/guide.md": "---\ntitle: Authoring\n---\n# Not the title\n"])
        #expect(tree.messages == [])
        #expect(tree.catalog.pages.first?.title == "Authoring")
        #expect(tree.catalog.pages.first?.markdown == "# Not the title\n")
    }

    @Test func titleFromTheFirstHeadingWhichLeavesTheBody() throws {
        let tree = try loadTree(["pages/errata.md": "\n# Errata\n\nNone yet.\n"])
        #expect(tree.catalog.pages.first?.title == "Errata")
        #expect(tree.catalog.pages.first?.markdown == "\n\nNone yet.\n")
    }

    @Test func titleFromTheFileName() throws {
        let tree = try loadTree(["pages/notes.md": "Plain text.\n"])
        #expect(tree.catalog.pages.first?.title == "notes")
    }

    @Test func indexComesFirstThenBySlug() throws {
        let tree = try loadTree(["pages/b.md": "B", "pages/index.md": "I", "pages/a.md": "A"])
        #expect(tree.catalog.pages.map(\.slug) == ["index", "a", "b"])
    }

    /// Front matter starts on line 2 of the file; its positions are shifted to match.
    @Test func syntaxErrorInFrontMatterAtTheFileLine() throws {
        let tree = try loadTree(["pages/guide.md": "---\ntitle: Guide\nlabel: a: b\n---\nText.\n"])
        #expect(tree.messages == ["pages/guide.md:3:9: ': ' inside an unquoted value starts a new key [lifeline.yaml.unquoted-colon]"])
    }

    @Test func duplicateKeyInFrontMatterNamesTheFileLine() throws {
        let tree = try loadTree(["pages/guide.md": "---\ntitle: A\ntitle: B\n---\n"])
        #expect(tree.messages == ["pages/guide.md:3:1: duplicate key 'title' in front matter [lifeline.schema.duplicate-key]"])
        #expect(tree.hints == ["first written at line 2"])
    }

    @Test func pageFileNameThatIsNotAnID() throws {
        let tree = try loadTree(["pages/My_Page.md": "# Mine\n"])
        #expect(tree.messages == ["pages/My_Page.md:1:1: page file name 'My_Page.md' is not a valid id [lifeline.schema.id]"])
        #expect(tree.hints == ["rename it to 'my-page.md'"])
    }
}
