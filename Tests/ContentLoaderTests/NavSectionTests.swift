import LifecycleModel
import Testing

/// `nav:` with sections: lifecycles grouped under a title, mixed with lifecycles listed on
/// their own, which is the form `nav` had before sections and still works.
@Suite struct NavSectionTests {
    static let lifecycles = [
        "lifecycles/app.yaml": "id: app\ntitle: App\nobject: app\n",
        "lifecycles/scene.yaml": "id: scene\ntitle: Scene\nobject: scene\n",
        "lifecycles/vc.yaml": "id: vc\ntitle: VC\nobject: view-controller\n",
        "lifecycles/view.yaml": "id: view\ntitle: View\nobject: view\n",
    ]

    static func tree(_ siteYAML: String) throws -> LoadedTree {
        try loadTree(lifecycles.merging(["site.yaml": siteYAML]) { _, new in new })
    }

    @Test func sectionsAndLifecyclesOnTheirOwn() throws {
        let tree = try Self.tree(
            """
            title: T
            nav:
              - vc
              - section: The app and its scenes
                lifecycles: [scene, app]
              - section: { en: Views, zh-Hans: 视图 }
                id: views
                lifecycles: [view]
            """)
        #expect(tree.messages == [])
        let settings = tree.catalog.settings
        #expect(settings.nav.map(\.value) == ["vc", "scene", "app", "view"])
        #expect(settings.navSections.map(\.id) == ["the-app-and-its-scenes", "views"])
        #expect(settings.navSections.map { $0.title.text(in: "zh-Hans", fallback: "en") } == ["The app and its scenes", "视图"])
        #expect(tree.relative(settings.navSections[0].location.description) == "site.yaml:4:5")
        #expect(tree.catalog.lifecycles.map(\.id) == ["vc", "scene", "app", "view"])
    }

    @Test func sectionTitleWithoutLettersForAnIDIsNumbered() throws {
        let tree = try Self.tree("title: T\nlanguage: zh-Hans\nnav:\n  - app\n  - section: 视图\n    lifecycles: [view]\n")
        #expect(tree.messages == [])
        #expect(tree.catalog.settings.navSections.map(\.id) == ["section-2"])
    }

    @Test func everyProblemOfASectionIsReported() throws {
        let tree = try Self.tree(
            """
            title: T
            nav:
              - section: First
                lifecycles: [app, vcc]
                open: true
              - section: Second
                id: first
                lifecycles: [view]
              - section: Third
              - lifecycles: [scene]
              - [vc]
            """)
        #expect(
            tree.messages == [
                "site.yaml:5:5: unknown key 'open' in a nav section [lifeline.schema.unknown-key]",
                "site.yaml:6:5: nav has two sections with the id 'first' [lifeline.schema.nav]",
                "site.yaml:9:5: a nav section is missing the required key 'lifecycles' [lifeline.schema.missing-key]",
                "site.yaml:10:5: a nav section is missing the required key 'section' [lifeline.schema.missing-key]",
                "site.yaml:11:5: a nav entry must be a lifecycle id or a section, found a sequence [lifeline.schema.type]",
                // Checked once every lifecycle file is read.
                "site.yaml:4:23: nav names 'vcc', which is not a lifecycle id [lifeline.schema.nav]",
            ])
        #expect(tree.hints.contains("did you mean 'vc'?"))
    }

    @Test func aLifecycleNamedTwiceIsAnError() throws {
        let tree = try Self.tree("title: T\nnav:\n  - app\n  - section: S\n    lifecycles: [vc, app]\n")
        #expect(tree.messages == ["site.yaml:5:22: nav names 'app' twice [lifeline.schema.nav]"])
        #expect(tree.hints == ["a lifecycle has one place in the navigation; the first is at line 3"])
        #expect(tree.catalog.lifecycles.map(\.id) == ["app", "vc", "scene", "view"])
    }
}
