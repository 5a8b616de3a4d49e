import Testing

/// Prose may come in the languages site.yaml declares, and only in those.
@Suite struct LanguageTests {
    @Test func aDeclaredLanguageIsAccepted() throws {
        let tree = try loadTree([
            "site.yaml": "title: T\nlanguage: en\nlanguages: [zh-Hans]\n",
            "lifecycles/vc.yaml": "id: vc\ntitle: { en: Push, zh-Hans: 推入 }\nobject: view-controller\n",
        ])
        #expect(tree.messages == [])
    }

    @Test func anUndeclaredLanguageIsAnErrorAtItsKey() throws {
        let tree = try loadTree([
            "site.yaml": "title: T\nlanguage: en\nlanguages: [zh-Hans]\n",
            "lifecycles/vc.yaml": "id: vc\ntitle: { en: Push, fr: Pousser }\nobject: view-controller\n",
        ])
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:2:20: title is given in 'fr', which site.yaml does not declare [lifeline.schema.language]"
            ])
    }
}
