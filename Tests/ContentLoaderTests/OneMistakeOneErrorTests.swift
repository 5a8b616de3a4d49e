import Testing

/// One wrong declaration gives one error: a name whose declaration was reported is not
/// reported again wherever the scenario uses it.
@Suite struct OneMistakeOneErrorTests {
    private func scenario(objects: String, steps: String, only: String = "[appearance]", expect: String = "[]") -> String {
        """
        id: vc
        title: T
        object: view-controller
        scenarios:
          - id: a
            title: A
            objects:
        \(objects)
            steps:
        \(steps)
            only: \(only)
            expect: \(expect)
        """
    }

    @Test func aMisspeltKindIsTheOnlyError() throws {
        let tree = try loadLifecycle(
            scenario(
                objects: "      nav: { kind: navgation-controller }\n      B: { kind: view-controller }",
                steps: "      - launch\n      - push: { vc: B, on: nav }\n      - pop: { on: nav }",
                only: "[appearance, nav.viewDidLoad]",
                expect: "[nav.viewDidLoad, B.viewDidLoad]"))
        #expect(tree.messages == ["lifecycles/vc.yaml:8:20: unknown kind 'navgation-controller' [lifeline.schema.unknown-kind]"])
        #expect(tree.hints == ["did you mean 'navigation-controller'?"])
    }

    @Test func anUnrelatedKindIsNotCorrectedButListed() throws {
        let tree = try loadLifecycle(
            scenario(
                objects: "      A: { kind: view-controller }\n      B: { kind: controller }",
                steps: "      - launch\n      - present: { vc: B, from: A }", expect: "[B.viewDidLoad]"))
        #expect(tree.messages == ["lifecycles/vc.yaml:9:18: unknown kind 'controller' [lifeline.schema.unknown-kind]"])
        #expect(tree.hints == [Self.knownKinds])
    }

    static let knownKinds =
        "known kinds: app, scene, swiftui-app, view-controller, navigation-controller, tab-bar-controller, split-view-controller, "
        + "page-view-controller, swiftui-view, navigation-stack, tab-view, view, table-view, cell, collection-view, collection-cell, keyboard-observer, "
        + "text-field, text-view"

    /// A near miss of one kind can be as close to another, unrelated one (`nav-controller`
    /// is four edits from `view-controller`, `table-controller` four from
    /// `tab-bar-controller`): only a typo's distance is offered, otherwise the list.
    @Test func aNearMissIsNotCorrectedToAnUnrelatedKind() throws {
        let tree = try loadLifecycle(
            scenario(
                objects: "      nav: { kind: nav-controller }\n      T: { kind: table-controller }\n      t: { kind: tableview }",
                steps: "      - launch"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:8:20: unknown kind 'nav-controller' [lifeline.schema.unknown-kind]",
                "lifecycles/vc.yaml:9:18: unknown kind 'table-controller' [lifeline.schema.unknown-kind]",
                "lifecycles/vc.yaml:10:18: unknown kind 'tableview' [lifeline.schema.unknown-kind]",
            ])
        #expect(tree.hints == [Self.knownKinds, Self.knownKinds, "did you mean 'table-view'?"])
    }

    @Test func aMisspeltObjectInAStepIsOneErrorAndItsCallsAreNotCheckedAgainstIt() throws {
        let tree = try loadLifecycle(
            scenario(
                objects: "      A: { kind: view-controller }\n      B: { kind: view-controller }",
                steps: "      - launch\n      - present: { vc: Bb, from: A }\n      - dismiss: { vc: B }",
                expect: "[B.viewDidLoad]"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:24: argument 'vc' of 'present' names 'Bb', which is not an object of this scenario [lifeline.step.unknown-object]"
            ])
        #expect(tree.hints == ["did you mean 'B'?"])
    }

    @Test func aBadOnlyGroupIsOneError() throws {
        let tree = try loadLifecycle(
            scenario(
                objects: "      A: { kind: view-controller }\n      B: { kind: view-controller }",
                steps: "      - launch\n      - present: { vc: B, from: A }",
                only: "[apearance]", expect: "[B.viewWillAppear]"))
        #expect(tree.messages == ["lifecycles/vc.yaml:13:12: 'apearance' is neither a callback group nor a callback name [lifeline.schema.only]"])
        #expect(tree.hints == ["did you mean 'appearance'?"])
    }

    @Test func callbackSuggestionsAreFullSwiftNames() throws {
        let tree = try loadLifecycle(
            scenario(
                objects: "      A: { kind: view-controller }\n      B: { kind: view-controller }",
                steps: "      - launch\n      - present: { vc: B, from: A }",
                only: "[B.willMoveToParent]", expect: "[B.viewWillApear]"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:13:14: 'B' (a view-controller) has no callback 'willMoveToParent' [lifeline.trace.unknown-callback]",
                "lifecycles/vc.yaml:14:16: 'B' (a view-controller) has no callback 'viewWillApear' [lifeline.trace.unknown-callback]",
            ])
        #expect(tree.hints == ["did you mean 'willMove(toParent:)'?", "did you mean 'viewWillAppear(_:)'?"])
    }

    /// An argument named as another action's (`sheet` takes `view`, `dismiss` takes `vc`)
    /// is one slip: one error at the key, not a missing argument and an unknown key.
    @Test func aMisnamedArgumentIsOneError() throws {
        let tree = try loadLifecycle(
            scenario(
                objects: "      Home: { kind: swiftui-view }\n      S: { kind: swiftui-view }",
                steps: "      - launch\n      - sheet: { vc: S, from: Home }"))
        #expect(tree.messages == ["lifecycles/vc.yaml:12:18: action 'sheet' takes 'view', not 'vc' [lifeline.step.missing-argument]"])
        #expect(tree.hints == ["write 'view: …'"])
    }

    /// A misspelt optional argument beside a missing required one is two mistakes.
    @Test func aMisspeltOptionalArgumentIsNotTakenForTheMissingOne() throws {
        let tree = try loadLifecycle(
            scenario(
                objects: "      nav: { kind: navigation-controller }\n      B: { kind: view-controller }",
                steps: "      - launch\n      - push: { vc: B, animted: false }"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:12:15: action 'push' needs the argument 'on' [lifeline.step.missing-argument]",
                "lifecycles/vc.yaml:12:24: unknown key 'animted' in the arguments of 'push' [lifeline.schema.unknown-key]",
            ])
    }
}
