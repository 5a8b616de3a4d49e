import Testing

/// Containers inside containers: every composition the loader accepts gives a legal
/// trace, and one the engine does not model is refused, "not modelled", at its step.
@Suite struct CompositionTests {
    /// The most common app shape: a navigation controller in a tab. Its stack is given
    /// with `set-stack` before the tabs are shown; a push then loads and shows B.
    @Test func aPushOnANavigationControllerInATabLoadsAndShowsThePushedController() throws {
        let run = try simulate(
            """
            objects:
              tabs: { kind: tab-bar-controller }
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
              S: { kind: view-controller }
            setup:
              - set-stack: { on: nav, stack: [A] }
              - show: { root: tabs, tabs: [nav, S] }
              - launch
            steps:
              - push: { vc: B, on: nav }
              - push: { vc: C, on: nav }
            """)
        #expect(run.problems == [])
        #expect(
            run.calls(only: ["loading", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
                == run.trace(
                    "B.init(nibName:bundle:)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                    "B.viewDidAppear", "C.init(nibName:bundle:)", "C.loadView", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear",
                    "B.viewDidDisappear", "C.viewDidAppear"))
    }

    @Test func aNavigationControllerWithAnEmptyStackInATabIsRefusedAsNotModelled() throws {
        let run = try simulate(
            """
            objects:
              tabs: { kind: tab-bar-controller }
              nav: { kind: navigation-controller }
              S: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: tabs, tabs: [nav, S] }
            """)
        #expect(
            run.problems == [
                "7:5: show: navigation controller 'nav' has an empty stack, which is not modelled [lifeline.engine.illegal-step]"
            ])
        #expect(run.result.diagnostics.first?.hint == "give it its stack first: 'set-stack: { on: nav, stack: [A] }'")
    }

    @Test func aNavigationControllerPresentedModallyShowsItsTop() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              P: { kind: view-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: P }
              - set-stack: { on: nav, stack: [A] }
            steps:
              - present: { vc: nav, from: P, style: fullScreen }
              - push: { vc: B, on: nav }
              - dismiss: { vc: nav }
            """)
        #expect(run.problems == [])
        #expect(
            run.calls(only: ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "deinit"])
                == run.trace(
                    "P.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "P.viewDidDisappear",
                    "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                    "B.viewWillDisappear", "P.viewWillAppear", "P.viewDidAppear", "B.viewDidDisappear", "A.deinit", "B.deinit"))
    }

    @Test func aNavigationControllerAsAChildShowsItsTopWithIt() throws {
        let run = try simulate(
            """
            objects:
              P: { kind: view-controller }
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: P }
              - set-stack: { on: nav, stack: [A] }
            steps:
              - add-child: { child: nav, parent: P }
            """)
        #expect(run.problems == [])
        #expect(run.calls(of: "A").filter { $0.contains("Appear") } == run.trace("A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"))
    }

    @Test func tabsPresentedModallyShowTheirSelectedTab() throws {
        let run = try simulate(
            """
            objects:
              P: { kind: view-controller }
              tabs: { kind: tab-bar-controller }
              T: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: P }
            steps:
              - present: { vc: T, from: P }
              - set-tabs: { on: tabs, tabs: [A, B] }
              - present: { vc: tabs, from: P }
              - select-tab: { on: tabs, index: 1 }
            """)
        #expect(run.problems == ["11:5: present: tab bar controller 'T' has no tabs, which is not modelled [lifeline.engine.illegal-step]"])
        #expect(run.result.diagnostics.first?.hint == "give it its tabs first: 'set-tabs: { on: T, tabs: [A, B] }'")
        let fixed = try simulate(
            """
            objects:
              P: { kind: view-controller }
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: P }
            steps:
              - set-tabs: { on: tabs, tabs: [A, B] }
              - present: { vc: tabs, from: P }
              - select-tab: { on: tabs, index: 1 }
            """)
        #expect(fixed.problems == [])
        #expect(
            fixed.calls(only: ["containment", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
                == fixed.trace(
                    "A.willMove", "A.didMove", "B.willMove", "B.didMove", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear",
                    "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"))
    }

    @Test(arguments: [
        ("add-child: { child: split, parent: P }", "add-child: split-view-controller 'split' anywhere but as a window's root is not modelled"),
        ("present: { vc: pages, from: P }", "present: page-view-controller 'pages' anywhere but as a window's root is not modelled"),
    ])
    func splitAndPageControllersElsewhereThanARootAreNotModelled(step: String, message: String) throws {
        let run = try simulate(
            """
            objects:
              P: { kind: view-controller }
              split: { kind: split-view-controller }
              pages: { kind: page-view-controller }
            setup:
              - launch
              - show: { root: P }
            steps:
              - \(step)
            """)
        #expect(run.problems == ["9:5: \(message) [lifeline.engine.illegal-step]"])
        #expect(run.result.diagnostics.first?.hint?.contains("only as a window's root") == true)
    }
}
