import Testing

@Suite struct SiteSettingsTests {
    @Test func emptySiteYAML() throws {
        let tree = try loadTree(["site.yaml": ""])
        #expect(tree.messages == ["site.yaml:1:1: the file is empty [lifeline.yaml.empty]"])
    }

    @Test func defaultLanguageIsUsedForPlainProse() throws {
        let tree = try loadTree([
            "site.yaml": "title: 生命周期\nlanguage: zh-Hans\n",
            "lifecycles/vc.yaml": "id: vc\ntitle: 视图控制器\nobject: view-controller\n",
        ])
        #expect(tree.messages == [])
        #expect(tree.catalog.settings.language == "zh-Hans")
        #expect(tree.catalog.lifecycles.first?.title.translations.map(\.language) == ["zh-Hans"])
    }

    @Test func invalidLanguageTagAndBasePath() throws {
        let tree = try loadTree(["site.yaml": "title: T\nlanguages: [en, zh_Hans]\nbase-path: docs/\n"])
        #expect(
            tree.messages == [
                "site.yaml:2:17: 'zh_Hans' is not a language tag [lifeline.schema.language]",
                "site.yaml:3:12: base-path must start with '/' [lifeline.schema.base-path]",
            ])
    }

    @Test func siteSettingsKeepTheirValues() throws {
        let tree = try loadTree(["site.yaml": "title: T\ndescription: D\nbase-path: /docs/\nlanguages: [en, zh-Hans]\n"])
        #expect(tree.messages == [])
        #expect(tree.catalog.settings.basePath == "/docs/")
        #expect(tree.catalog.settings.description?.text(in: "en", fallback: "en") == "D")
    }
}
