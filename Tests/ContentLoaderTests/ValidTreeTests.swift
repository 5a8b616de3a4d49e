import ContentLoader
import Diagnostics
import LifecycleModel
import Testing

/// A small but complete tree: every section of the format once, loading cleanly.
@Suite struct ValidTreeTests {
    static let files: [String: String] = [
        "site.yaml": """
        title: { en: Lifecycles, zh-Hans: 生命周期 }
        description: Call orders, checked.
        language: en
        languages: [en, zh-Hans]
        nav: [vc]
        """,
        "lifecycles/vc.yaml": """
        id: vc
        title: { en: View controller, zh-Hans: 视图控制器 }
        object: view-controller
        config: { ios: 16, animated: false }
        summary: From init to deinit.
        body: |
          Loaded lazily.
        references:
          - { title: Apple, url: "https://developer.apple.com" }
        diagram:
          states:
            - { id: disappeared }
            - { id: appeared, label: { en: On screen, zh-Hans: 屏幕上 } }
          initial: disappeared
          transitions:
            - { from: disappeared, to: appeared, calls: [viewWillAppear, "viewDidAppear(_:)"] }
        callbacks:
          - { name: viewDidLoad, note: Once. }
        scenarios:
          - id: push
            title: { en: Push, zh-Hans: 推入 }
            config: { ios: 17 }
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller, from: storyboard }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav, animated: true }
            only: [appearance, viewDidLoad]
            expect:
              - B.viewDidLoad
              - A.viewWillDisappear
              - B.viewWillAppear
              - "B.viewDidAppear(_:)"
        claims:
          - id: new-first
            source: { title: An article, url: "https://example.com/post" }
            statement: On push, the new controller's viewWillAppear comes first.
            correction: The old controller's viewWillDisappear comes first.
            scenario: push
            says: [B.viewWillAppear, A.viewWillDisappear]
            verdict: false
        """,
        "pages/guide.md": """
        ---
        title: Authoring guide
        ---
        Write YAML.
        """,
    ]

    let tree: LoadedTree
    let lifecycle: Lifecycle
    let scenario: Scenario

    init() throws {
        tree = try loadTree(Self.files)
        lifecycle = try #require(tree.catalog.lifecycle(id: "vc"))
        scenario = try #require(lifecycle.scenario(id: "push"))
    }

    @Test func loadsWithoutDiagnostics() {
        #expect(tree.messages == [])
    }

    @Test func siteSettings() {
        let settings = tree.catalog.settings
        #expect(settings.title.text(in: "zh-Hans", fallback: "en") == "生命周期")
        #expect(settings.languages == ["en", "zh-Hans"])
        #expect(settings.nav.map(\.value) == ["vc"])
        #expect(tree.relative(settings.nav[0].location.description) == "site.yaml:5:7")
    }

    @Test func lifecycleFields() {
        #expect(lifecycle.title.text(in: "en", fallback: "en") == "View controller")
        #expect(lifecycle.object == .viewController)
        #expect(lifecycle.summary?.text(in: "en", fallback: "en") == "From init to deinit.")
        #expect(lifecycle.body?.text(in: "en", fallback: "en") == "Loaded lazily.\n")
        #expect(lifecycle.references == [Reference(title: LocalizedText("Apple", language: "en"), url: "https://developer.apple.com")])
        #expect(lifecycle.callbacks.map(\.callback.name) == ["viewDidLoad()"])
        #expect(tree.relative(lifecycle.callbacks[0].location.description) == "lifecycles/vc.yaml:18:13")
    }

    @Test func localizedTextFallsBackToTheDefaultLanguage() {
        #expect(scenario.title.text(in: "zh-Hans", fallback: "en") == "推入")
        #expect(scenario.title.text(in: "fr", fallback: "en") == "Push")
        #expect(lifecycle.summary?.text(in: "zh-Hans", fallback: "en") == "From init to deinit.")
    }

    @Test func drawnDiagram() throws {
        guard case .drawn(let diagram)? = lifecycle.diagram else {
            Issue.record("expected a drawn diagram, got \(String(describing: lifecycle.diagram))")
            return
        }
        #expect(diagram.states.map(\.id) == ["disappeared", "appeared"])
        #expect(diagram.states[1].label?.text(in: "zh-Hans", fallback: "en") == "屏幕上")
        #expect(diagram.initial?.value == "disappeared")
        let transition = try #require(diagram.transitions.first)
        #expect(transition.from.value == "disappeared")
        #expect(transition.to.value == "appeared")
        #expect(transition.calls.map(\.value.name) == ["viewWillAppear(_:)", "viewDidAppear(_:)"])
    }

    @Test func scenarioObjectsAndSteps() {
        #expect(scenario.objects.map(\.name) == ["nav", "A", "B"])
        #expect(scenario.objects.map(\.kind) == [.navigationController, .viewController, .viewController])
        #expect(scenario.objects[2].options == ["from": "storyboard"])
        #expect(scenario.setup.map(\.action) == [.launch, .show])
        #expect(scenario.setup[0].arguments == [:])
        #expect(scenario.setup[1].arguments == ["root": .object("nav"), "stack": .objects(["A"])])
        #expect(scenario.steps.map(\.action) == [.push])
        #expect(scenario.steps[0].arguments == ["vc": .object("B"), "on": .object("nav"), "animated": .bool(true)])
        #expect(tree.relative(scenario.steps[0].location.description) == "lifecycles/vc.yaml:31:9")
    }

    @Test func onlyAndExpectKeepTheirOrderAndResolveCallbacks() {
        #expect(scenario.only?.map(\.value) == ["appearance", "viewDidLoad"])
        #expect(
            scenario.expect?.value.map(\.notation) == [
                "B.viewDidLoad()",
                "A.viewWillDisappear(_:)",
                "B.viewWillAppear(_:)",
                "B.viewDidAppear(_:)",
            ])
        #expect(tree.relative(scenario.expect?.value[2].location.description ?? "") == "lifecycles/vc.yaml:36:9")
    }

    @Test func scenarioConfigOverridesTheFileKeyByKey() {
        #expect(lifecycle.config == ConfigOverrides(ios: 16, animated: false))
        #expect(scenario.config == ConfigOverrides(ios: 17))
        let merged = scenario.config.over(lifecycle.config)
        #expect(merged == ConfigOverrides(ios: 17, animated: false))
        #expect(merged.resolved == EngineConfig(ios: 17, lifecycle: .scenes, animated: false, device: .iphone))
    }

    @Test func claims() throws {
        let claim = try #require(lifecycle.claims.first)
        #expect(claim.id == "new-first")
        #expect(claim.source.url == "https://example.com/post")
        #expect(claim.scenario.value == "push")
        #expect(claim.says.map(\.notation) == ["B.viewWillAppear(_:)", "A.viewWillDisappear(_:)"])
        #expect(claim.verdict == false)
    }

    @Test func pageWithFrontMatter() throws {
        let page = try #require(tree.catalog.pages.first)
        #expect(page.slug == "guide")
        #expect(page.title == "Authoring guide")
        #expect(page.markdown == "Write YAML.")
    }

    @Test func sourcesKeepEveryFileReadForTheCaretLines() {
        let names = tree.content.sources.keys.map(tree.relative).sorted()
        #expect(names == ["lifecycles/vc.yaml", "pages/guide.md", "site.yaml"])
    }
}
