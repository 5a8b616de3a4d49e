import Testing

/// `only:` items that name one object's callback (`B.deinit`, `A.viewDidLoad`): the object
/// must be the scenario's, the callback one of its kind's, each with a did-you-mean.
@Suite struct ObjectFilterTests {
    private func scenario(only: String) -> String {
        """
        id: vc
        title: T
        object: view-controller
        scenarios:
          - id: a
            title: A
            objects:
              A: { kind: view-controller }
              v: { kind: view }
            steps: [launch]
            only: \(only)
        """
    }

    @Test func objectCallbacksSitBesideGroupsAndBareNames() throws {
        let tree = try loadLifecycle(scenario(only: #"[B2, A.deinit, "A.viewDidLoad()", v.didMoveToWindow, containment, viewWillAppear]"#))
        #expect(tree.messages == ["lifecycles/vc.yaml:11:12: 'B2' is neither a callback group nor a callback name [lifeline.schema.only]"])
        let kept = tree.catalog.lifecycles.first?.scenarios.first?.only?.map(\.value)
        #expect(kept == ["A.deinit", "A.viewDidLoad()", "v.didMoveToWindow", "containment", "viewWillAppear"])
    }

    @Test func anUnknownObjectIsReportedWithASuggestion() throws {
        let tree = try loadLifecycle(scenario(only: "[loading, Aa.deinit]"))
        #expect(tree.messages == ["lifecycles/vc.yaml:11:21: 'Aa' in 'Aa.deinit' is not an object of scenario 'a' [lifeline.schema.only]"])
        #expect(tree.hints == ["did you mean 'A'?"])
    }

    /// The callback is checked against the object's kind, at the callback's column.
    @Test func aCallbackOfAnotherKindIsReportedWithASuggestion() throws {
        let tree = try loadLifecycle(scenario(only: "[A.viewDidLod, v.viewDidLoad]"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:11:14: 'A' (a view-controller) has no callback 'viewDidLod' [lifeline.trace.unknown-callback]",
                "lifecycles/vc.yaml:11:28: 'v' (a view) has no callback 'viewDidLoad' [lifeline.trace.unknown-callback]",
            ])
        #expect(tree.hints.first == "did you mean 'viewDidLoad()'?")
    }

    @Test func anAmbiguousBaseNameAsksForTheFullName() throws {
        let tree = try loadLifecycle(scenario(only: "[v.willMove]"))
        #expect(tree.messages == ["lifecycles/vc.yaml:11:14: 'willMove' is ambiguous for 'v' (a view) [lifeline.trace.ambiguous-callback]"])
        #expect(tree.hints == ["write the full Swift name: 'willMove(toSuperview:)' or 'willMove(toWindow:)'"])
    }
}
