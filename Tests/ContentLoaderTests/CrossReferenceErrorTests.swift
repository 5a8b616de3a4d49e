import Testing

/// Names that must refer to something defined elsewhere: ids, states, scenarios, nav.
@Suite struct CrossReferenceErrorTests {
    @Test func duplicateScenarioID() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - { id: push, title: A, steps: [launch] }
              - { id: pop, title: B, steps: [launch] }
              - id: push
                title: C
                steps: [launch]
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:7:5: duplicate scenario id 'push' [lifeline.schema.duplicate-id]"])
        #expect(tree.hints == ["first used at line 5; ids must be unique within a file"])
        #expect(tree.catalog.lifecycles.first?.scenarios.map(\.title.translations.first?.text) == ["A", "B"])
    }

    @Test func duplicateLifecycleIDAcrossTwoFiles() throws {
        let tree = try loadTree([
            "lifecycles/first.yaml": "id: vc\ntitle: First\nobject: view-controller\n",
            "lifecycles/second.yaml": "id: vc\ntitle: Second\nobject: view-controller\n",
        ])
        #expect(
            tree.messages == ["lifecycles/second.yaml:1:5: lifecycle id 'vc' is already used by lifecycles/first.yaml [lifeline.schema.duplicate-id]"]
        )
        #expect(tree.catalog.lifecycles.map(\.title.translations.first?.text) == ["First"])
    }

    @Test func pageWithTheIDOfALifecycle() throws {
        let tree = try loadTree([
            "lifecycles/vc.yaml": "id: vc\ntitle: T\nobject: view-controller\n",
            "pages/vc.md": "# Another VC\n",
        ])
        #expect(tree.messages == ["pages/vc.md:1:1: page 'vc' has the same id as a lifecycle [lifeline.schema.duplicate-id]"])
    }

    @Test func transitionNamingAnUndeclaredState() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            diagram:
              states: [{ id: disappeared }, { id: appeared }]
              initial: disappeared
              transitions:
                - { from: disappeared, to: apeared, calls: [viewWillAppear] }
            """)
        #expect(
            tree.messages == ["lifecycles/vc.yaml:8:32: state 'apeared' is not declared in this diagram's states [lifeline.diagram.unknown-state]"])
        #expect(tree.hints == ["did you mean 'appeared'?"])
    }

    /// A state of the model left out of `states` is to be declared, not taken for a near
    /// one (`disappeared` is no typo of `appeared`).
    @Test func aModelStateLeftOutIsToBeDeclared() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            diagram:
              states: [{ id: appeared }, { id: disappearing }]
              initial: appeared
              transitions:
                - { from: appeared, to: disappearing, calls: [viewWillDisappear] }
                - { from: disappearing, to: disappeared, calls: [viewDidDisappear] }
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:33: state 'disappeared' is not declared in this diagram's states [lifeline.diagram.unknown-state]"
            ])
        #expect(tree.hints == ["declare it in states: - { id: disappeared, label: … }"])
    }

    @Test func claimNamingAnUnknownScenario() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - { id: push, title: Push, objects: { B: { kind: view-controller } }, steps: [launch] }
            claims:
              - id: new-first
                source: { title: An article }
                statement: On push, the new controller appears first.
                scenario: pussh
                says: [B.viewWillAppear]
                verdict: false
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:10:15: claim names scenario 'pussh', which this file does not define [lifeline.claim.unknown-scenario]"
            ])
        #expect(tree.hints == ["did you mean 'push'?"])
        #expect(tree.catalog.lifecycles.first?.claims.isEmpty == true)
    }

    @Test func navNamingAnUnknownLifecycle() throws {
        let tree = try loadTree([
            "site.yaml": "title: T\nnav: [app, vc, ap]\n",
            "lifecycles/app.yaml": "id: app\ntitle: App\nobject: app\n",
            "lifecycles/vc.yaml": "id: vc\ntitle: VC\nobject: view-controller\n",
        ])
        #expect(tree.messages == ["site.yaml:2:16: nav names 'ap', which is not a lifecycle id [lifeline.schema.nav]"])
        #expect(tree.hints == ["did you mean 'app'?"])
        #expect(tree.catalog.lifecycles.map(\.id) == ["app", "vc"])
    }

    @Test func lifecyclesNotInNavFollowSortedByID() throws {
        let tree = try loadTree([
            "site.yaml": "title: T\nnav: [vc]\n",
            "lifecycles/b.yaml": "id: scene\ntitle: S\nobject: scene\n",
            "lifecycles/c.yaml": "id: app\ntitle: A\nobject: app\n",
            "lifecycles/z.yaml": "id: vc\ntitle: VC\nobject: view-controller\n",
        ])
        #expect(tree.messages == [])
        #expect(tree.catalog.lifecycles.map(\.id) == ["vc", "app", "scene"])
    }
}
