import Testing

/// vc-push.md and vc-pop.md: a navigation controller's push and pop, against the
/// recorded logs (animated, as all of them were).
@Suite struct NavigationReferenceTests {
    /// vc-push.md, sources 1 and 2 (code and storyboard alike): the leaving controller
    /// is told first both times. viewIsAppearing is not in the filter because no
    /// recording contains it (AppearanceReferenceTests covers it).
    @Test(arguments: [12, 17])
    func pushMatchesTheRecordedInterleaving(ios: Int) throws {
        let run = try simulate(
            """
            config: { ios: \(ios) }
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav, animated: true }
            """)
        #expect(
            run.calls(only: ["loading", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "layout"])
                == trace(
                    "B.init(nibName:bundle:)",
                    "B.loadView",
                    "B.viewDidLoad",
                    "A.viewWillDisappear",
                    "B.viewWillAppear",
                    "B.viewWillLayoutSubviews",
                    "B.viewDidLayoutSubviews",
                    "A.viewDidDisappear",
                    "B.viewDidAppear"
                ))
    }

    /// vc-pop.md, sources 1-3: B.wD → A.wA → B.dD → A.dA, then B's dealloc (source 2).
    /// Layout and loading are in the filter on purpose: source 1 overrides both layout
    /// methods in A and logs none during the pop, and A's view is already loaded.
    @Test(arguments: [12, 17])
    func popMatchesTheRecordedInterleaving(ios: Int) throws {
        let run = try simulate(
            """
            config: { ios: \(ios) }
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
              - push: { vc: B, on: nav }
            steps:
              - pop: { on: nav, animated: true }
            """)
        #expect(
            run.calls(only: ["loading", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "layout", "deinit"])
                == trace(
                    "B.viewWillDisappear",
                    "A.viewWillAppear",
                    "B.viewDidDisappear",
                    "A.viewDidAppear",
                    "B.deinit"
                ))
    }
}
