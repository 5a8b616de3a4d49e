import Testing

/// Steps checked against the action vocabulary and the scenario's objects.
@Suite struct StepErrorTests {
    /// A scenario around `step`, which lands on line 12 with its action at column 9.
    private func loadStep(_ step: String) throws -> LoadedTree {
        try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: push
                title: Push
                objects:
                  nav: { kind: navigation-controller }
                  A: { kind: view-controller }
                  B: { kind: view-controller }
                steps:
                  \(step)
            """)
    }

    @Test func validStepLoads() throws {
        let tree = try loadStep("- push: { vc: B, on: nav, animated: false }")
        #expect(tree.messages == [])
        #expect(tree.catalog.lifecycles.first?.scenarios.first?.steps.first?.notation == "push: { vc: B, on: nav, animated: false }")
    }

    @Test func unknownActionSuggestsTheClosest() throws {
        let tree = try loadStep("- pussh: { vc: B, on: nav }")
        #expect(tree.messages == ["lifecycles/vc.yaml:12:9: unknown action 'pussh' [lifeline.step.unknown-action]"])
        #expect(tree.hints == ["did you mean 'push'?"])
    }

    @Test func unknownBareAction() throws {
        let tree = try loadStep("- lanch")
        #expect(tree.messages == ["lifecycles/vc.yaml:12:9: unknown action 'lanch' [lifeline.step.unknown-action]"])
        #expect(tree.hints == ["did you mean 'launch'?"])
    }

    @Test func unknownArgument() throws {
        let tree = try loadStep("- push: { vc: B, on: nav, anmated: true }")
        #expect(tree.messages == ["lifecycles/vc.yaml:12:33: unknown key 'anmated' in the arguments of 'push' [lifeline.schema.unknown-key]"])
        #expect(tree.hints == ["did you mean 'animated'?"])
    }

    @Test func missingRequiredArgument() throws {
        let tree = try loadStep("- push: { vc: B }")
        #expect(tree.messages == ["lifecycles/vc.yaml:12:15: action 'push' needs the argument 'on' [lifeline.step.missing-argument]"])
    }

    @Test func bareActionThatNeedsArguments() throws {
        let tree = try loadStep("- push")
        #expect(tree.messages == ["lifecycles/vc.yaml:12:9: action 'push' needs the argument 'vc' [lifeline.step.missing-argument]"])
        #expect(tree.hints == ["write '- push: { vc: …, on: … }'"])
    }

    @Test func unknownObject() throws {
        let tree = try loadStep("- push: { vc: C, on: nav }")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:21: argument 'vc' of 'push' names 'C', which is not an object of this scenario [lifeline.step.unknown-object]"
            ])
        #expect(tree.hints == ["declare it under 'objects:'"])
    }

    @Test func misspeltObjectSuggestsTheDeclaredOne() throws {
        let tree = try loadStep("- push: { vc: B, on: nab }")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:28: argument 'on' of 'push' names 'nab', which is not an object of this scenario [lifeline.step.unknown-object]"
            ])
        #expect(tree.hints == ["did you mean 'nav'?"])
    }

    @Test func objectOfTheWrongKind() throws {
        let tree = try loadStep("- push: { vc: nav, on: nav }")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:21: argument 'vc' of 'push' must be a view-controller or swiftui-view, but 'nav' is a navigation-controller [lifeline.step.object-kind]"
            ])
        // The hint names the scenario's objects that fit.
        #expect(tree.hints == ["objects of that kind here: A, B"])
    }

    /// A split view controller named where a tab goes: the hint says where it is modelled.
    @Test func aSplitViewControllerInATabIsToldWhereItIsModelled() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: tabs
                title: Tabs
                objects:
                  tabs: { kind: tab-bar-controller }
                  split: { kind: split-view-controller }
                steps:
                  - show: { root: tabs, tabs: [split] }
            """)
        #expect(tree.messages.count == 1 && tree.messages[0].hasSuffix("but 'split' is a split-view-controller [lifeline.step.object-kind]"))
        #expect(tree.hints == ["a split view controller is modelled only as a window's root (show: { root: split }); elsewhere it is not modelled"])
    }

    @Test func theImplicitAppIsAnObjectOfTheWrongKindForAPush() throws {
        let tree = try loadStep("- push: { vc: app, on: nav }")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:21: argument 'vc' of 'push' must be a view-controller or swiftui-view, but 'app' is an app [lifeline.step.object-kind]"
            ])
    }

    @Test func elementOfAStackOfTheWrongKind() throws {
        let tree = try loadStep("- show: { root: nav, stack: [A, nav] }")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:39: an element of argument 'stack' of 'show' must be a view-controller or swiftui-view, but 'nav' is a navigation-controller [lifeline.step.object-kind]"
            ])
    }

    @Test func argumentValueOutsideItsChoices() throws {
        let tree = try loadStep("- present: { vc: B, from: A, style: pagesheet }")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:43: argument 'style' of 'present' 'pagesheet' is not one of fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext, automatic, popover [lifeline.schema.value]"
            ])
        #expect(tree.hints == ["did you mean 'pageSheet'?"])
    }

    @Test func stepWithTwoActions() throws {
        let tree = try loadStep("- { launch: {}, background: {} }")
        #expect(tree.messages == ["lifecycles/vc.yaml:12:9: a step must be an action name or a map with one action [lifeline.step.shape]"])
    }
}
