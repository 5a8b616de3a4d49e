import Testing

/// The rules run side by side on several threads; what they report comes in rule order
/// (all `expect` mismatches before any diagram's), whatever the number of threads and
/// whichever rule finished first.
@Suite struct RuleOrderTests {
    /// `app.yaml` (first in catalog order) draws an edge the engine does not have;
    /// `vc.yaml` expects the popular wrong push order.
    private let files: [String: String] = [
        "lifecycles/app.yaml": """
        id: app
        title: App
        object: app
        config: { ios: 12 }
        diagram:
          states:
            - { id: not-running }
            - { id: active }
            - { id: suspended }
          initial: not-running
          transitions:
            - from: not-running
              to: active
              calls: ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)", applicationDidBecomeActive]
            - { from: suspended, to: active, calls: [applicationDidBecomeActive] }

        """,
        "lifecycles/vc.yaml": """
        id: vc
        title: View controllers
        object: view-controller
        scenarios:
          - id: push
            title: Push
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav }
            only: [viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear]
            expect:
              - B.viewWillAppear
              - A.viewWillDisappear
              - A.viewDidDisappear
              - B.viewDidAppear

        """,
    ]

    @Test(arguments: [1, 2, 4])
    func diagnosticsComeInRuleOrder(threads: Int) throws {
        let validated = try validate(files, threads: threads)
        #expect(validated.diagnostics.map(\.id) == ["lifeline.expect.mismatch", "lifeline.diagram.invalid-edge"])
        #expect(validated.messages == (try validate(files, threads: 1)).messages)
    }
}
