import Testing

/// Steps whose calls no recording shows, found by writing everyday scenarios as an author
/// would: each traced before as if the step changed nothing it did not model (a field kept
/// editing after its screen was popped, a URL that reached no one), and is refused now with
/// the reason and what to write instead.
@Suite struct UnrecordedRefusalTests {
    static let fieldOnAPushedScreen = """
        objects:
          nav: { kind: navigation-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
          name: { kind: text-field }
          kb: { kind: keyboard-observer }
        setup: [launch, { show: { root: nav, stack: [A] } }, { push: { vc: B, on: nav } }]
        """

    @Test(arguments: [
        "{ pop: { on: nav } }", "{ present: { vc: A2, from: B } }", "{ interactive-pop: { on: nav, completes: false } }", "background",
        "interrupt",
    ])
    func aStepThatTakesTheEditingFieldAwayIsRefused(step: String) throws {
        let run = try simulate(
            Self.fieldOnAPushedScreen.replacingOccurrences(
                of: "B: { kind: view-controller }", with: "B: { kind: view-controller }\n  A2: { kind: view-controller }")
                + "\nsteps: [{ focus: { field: name } }, \(step)]")
        let refusal = try #require(run.result.diagnostics.first)
        #expect(refusal.summary.contains("while 'name' is editing, which is not modelled"), "\(refusal.summary)")
        #expect(refusal.hint?.contains("resign: { field: name }") == true)
        // The focus before it is traced; nothing of the refused step is.
        #expect(run.calls.contains("name.textFieldDidBeginEditing(_:)"))
        #expect(!run.calls.contains { $0.hasPrefix("B.viewWillDisappear") })
    }

    @Test func theSameStepsRunOnceTheFieldResigns() throws {
        let run = try simulate(Self.fieldOnAPushedScreen + "\nsteps: [{ focus: { field: name } }, { resign: { field: name } }, { pop: { on: nav } }]")
        #expect(run.problems == [])
        #expect(run.calls.contains("B.viewWillDisappear(_:)"))
    }

    /// The keyboard shown by keyboard-show stands for a field the scenario leaves out; a
    /// memory warning or a rotation's refusal of its own are not screen changes.
    @Test func aKeyboardShownWithObserversRefusesAPushAndAllowsAMemoryWarning() throws {
        let shown = Self.fieldOnAPushedScreen + "\nsteps: [keyboard-show, "
        let pop = try simulate(shown + "{ pop: { on: nav } }]")
        #expect(pop.result.diagnostics.first?.summary.hasPrefix("pop while the keyboard is shown, which is not modelled") == true)
        #expect(pop.result.diagnostics.first?.hint?.contains("keyboard-hide") == true)
        #expect(try simulate(shown + "memory-warning]").problems == [])
    }

    @Test func withoutObserversOrFieldsTheKeyboardIsNoOnesConcern() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup: [launch, { show: { root: nav, stack: [A] } }, { push: { vc: B, on: nav } }, keyboard-show]
            steps: [{ pop: { on: nav } }]
            """)
        #expect(run.problems == [])
    }

    @Test func reselectingATabWhoseStackIsPushedIsRefused() throws {
        let tabs = """
            objects:
              tabs: { kind: tab-bar-controller }
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            setup: [{ set-stack: { on: nav, stack: [A] } }, launch, { show: { root: tabs, tabs: [nav, C] } }
            """
        let pushed = try simulate(tabs + ", { push: { vc: B, on: nav } }]\nsteps: [{ select-tab: { on: tabs, index: 0 } }]")
        let refusal = try #require(pushed.result.diagnostics.first)
        #expect(refusal.summary.hasPrefix("select-tab of the selected tab, whose navigation-controller 'nav' shows more than its root"))
        #expect(refusal.hint?.contains("pop-to-root: { on: nav }") == true)
        // At its root, the reselection is the delegate's two calls, as before.
        let atRoot = try simulate(tabs + "]\nsteps: [{ select-tab: { on: tabs, index: 0 } }]")
        #expect(atRoot.calls == ["tabs.tabBarController(_:shouldSelect:)", "tabs.tabBarController(_:didSelect:)"])
    }

    @Test func reselectingATabViewWhoseStackIsPushedIsRefused() throws {
        let run = try simulateSwiftUIApp(
            objects: """
                  tabs: { kind: tab-view }
                  stack: { kind: navigation-stack }
                  Home: { kind: swiftui-view }
                  Detail: { kind: swiftui-view }
                  Other: { kind: swiftui-view }
                """,
            setup: """
                  - set-stack: { on: stack, stack: [Home] }
                  - show: { root: tabs, tabs: [stack, Other] }
                  - launch
                  - push: { vc: Detail, on: stack }
                """,
            steps: "  - select-tab: { on: tabs, index: 0 }")
        #expect(
            run.result.diagnostics.first?.summary.contains("no recording says whether a TabView pops its NavigationStack to the root") == true)
    }

    @Test(arguments: [
        ("open-url", "onOpenURL"), ("open-url: { kind: universal }", "onContinueUserActivity"),
        ("quick-action", "only a scene delegate is told of a quick action"),
    ])
    func anEventOnlySwiftUIsModifiersHearIsRefused(step: String, reason: String) throws {
        for delegates in ["none", "app"] {
            let run = try simulateSwiftUIApp(
                objects: "  ui: { kind: swiftui-app, delegates: \(delegates) }", setup: "  - launch\n  - background", steps: "  - \(step)")
            let refusal = try #require(run.result.diagnostics.first)
            #expect(refusal.summary.contains("in a SwiftUI app without a scene delegate, which is not modelled"))
            #expect(refusal.summary.contains(reason))
        }
        let withSceneDelegate = try simulateSwiftUIApp(
            objects: "  ui: { kind: swiftui-app, delegates: app-and-scene }", setup: "  - launch\n  - background", steps: "  - \(step)")
        #expect(withSceneDelegate.problems == [])
    }

    @Test func aBackgroundTaskLaunchNeedsAnAppDelegateInSwiftUI() throws {
        let bare = try simulateSwiftUIApp(objects: "  ui: { kind: swiftui-app }", setup: "  []", steps: "  - launch: { into: background, for: task }")
        #expect(bare.result.diagnostics.first?.summary.contains(".backgroundTask modifier") == true)
        let adapted = try simulateSwiftUIApp(
            objects: "  ui: { kind: swiftui-app, delegates: app }", setup: "  []", steps: "  - launch: { into: background, for: task }")
        #expect(adapted.calls.contains("app.launchHandler(_:)"))
    }

    @Test func aSheetOverAPresentedSheetSaysSoInSwiftUIsWords() throws {
        let run = try simulateSwiftUIApp(
            objects: """
                  Home: { kind: swiftui-view }
                  S1: { kind: swiftui-view }
                  S2: { kind: swiftui-view }
                """,
            setup: "  - show: { root: Home }\n  - launch\n  - sheet: { view: S1, from: Home }",
            steps: "  - sheet: { view: S2, from: Home }")
        let refusal = try #require(run.result.diagnostics.first)
        #expect(refusal.summary.hasPrefix("sheet from 'Home' while 'S1' is presented, which is not modelled"))
        #expect(refusal.hint == "dismiss 'S1' in a step of its own first")
    }

    @Test func aPresentBeforeTheLaunchSaysToLaunch() throws {
        let run = try simulate(
            "objects: { A: { kind: view-controller }, B: { kind: view-controller } }\nsetup: [{ show: { root: A } }]\nsteps: [{ present: { vc: B, from: A } }]"
        )
        #expect(run.result.diagnostics.first?.hint == "the app is not running yet: launch it before this step")
    }
}
