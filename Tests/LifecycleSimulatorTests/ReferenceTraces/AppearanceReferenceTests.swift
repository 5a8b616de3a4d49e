import Testing

/// vc-first-appearance.md: the first appearance of a controller, and where
/// viewIsAppearing falls.
@Suite struct AppearanceReferenceTests {
    private func showRoot(ios: Int) throws -> Simulated {
        try simulate(
            """
            config: { ios: \(ios) }
            objects:
              A: { kind: view-controller }
            setup:
              - launch
            steps:
              - show: { root: A }
            """)
    }

    /// Sources 1, 3 and 6: loadView → viewDidLoad → viewWillAppear → one layout pass →
    /// viewDidAppear (source 4's second layout pass is allowed by the file, not required).
    /// viewIsAppearing is filtered out: none of the recordings logs it.
    @Test(arguments: [12, 17])
    func firstAppearanceMatchesTheRecordings(ios: Int) throws {
        let run = try showRoot(ios: ios)
        #expect(
            run.calls.filter { !$0.hasSuffix("viewIsAppearing(_:)") }
                == trace(
                    "A.init(nibName:bundle:)",
                    "A.loadView",
                    "A.viewDidLoad",
                    "A.viewWillAppear",
                    "A.viewWillLayoutSubviews",
                    "A.viewDidLayoutSubviews",
                    "A.viewDidAppear"
                ))
    }

    /// Apple's documentation: once per appearance, after viewWillAppear and before
    /// viewDidAppear. Its place relative to the layout calls is a gap in the evidence,
    /// so only the appearance group is asserted.
    @Test func viewIsAppearingFallsBetweenWillAppearAndDidAppearOnIOS17() throws {
        let run = try showRoot(ios: 17)
        #expect(run.calls(only: ["appearance"]) == trace("A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"))
    }

    @Test func viewIsAppearingIsNotCalledOnIOS12() throws {
        let run = try showRoot(ios: 12)
        #expect(run.calls(only: ["appearance"]) == trace("A.viewWillAppear", "A.viewDidAppear"))
    }

    /// Once per appearance, on a return as well as the first time (pop reveals A).
    @Test func viewIsAppearingComesOncePerAppearance() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
            steps:
              - show: { root: nav, stack: [A] }
              - push: { vc: B, on: nav }
              - pop: { on: nav }
            """)
        #expect(
            run.calls(only: ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
                == trace(
                    "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
                    "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                    "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"
                ))
    }

    /// The recordings' first appearance includes a layout pass however the controller
    /// first comes on screen. Here A is under B in the stack, so its view is loaded only
    /// when the pop reveals it, and it is laid out before it appears. (The engine used to
    /// skip layout here because a pop of an already-loaded controller has none, vc-pop.md.)
    @Test func aControllerFirstRevealedByAPopIsLaidOutBeforeItAppears() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A, B] }
            steps:
              - pop: { on: nav }
            """)
        #expect(
            run.calls(of: "A").filter { !$0.contains("IsAppearing") }
                == trace(
                    "A.loadView", "A.viewDidLoad", "A.viewWillAppear",
                    "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear"
                ))
    }
}
