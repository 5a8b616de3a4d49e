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
        let focusOnly = try simulate(Self.fieldOnAPushedScreen + "\nsteps: [{ focus: { field: name } }]")
        #expect(run.calls == focusOnly.calls)
        #expect(run.calls.contains("name.textFieldDidBeginEditing(_:)"))
    }

    /// The step is tried first: its own refusal is the one given, so resigning the field
    /// would not help.
    @Test func aStepRefusedOfItsOwnAccordSaysSoFirst() throws {
        let run = try simulate(
            Self.fieldOnAPushedScreen
                + "\nsteps: [{ focus: { field: name } }, { pop: { on: nav } }, { pop: { on: nav } }]"
                .replacingOccurrences(
                    of: "{ focus: { field: name } }, { pop: { on: nav } }, ", with: "{ pop: { on: nav } }, { focus: { field: name } }, "))
        #expect(run.result.diagnostics.map(\.summary) == ["pop of the root of 'nav'"])
    }

    /// What leaves the screen decides, not the action's name: a push onto a tab's stack
    /// that is not selected, or a tap on a tab at its root, moves nothing on screen.
    @Test func aStepThatLeavesTheScreenAsItWasGoesOn() throws {
        let run = try simulate(
            """
            objects:
              tabs: { kind: tab-bar-controller }
              nav: { kind: navigation-controller }
              other: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
              name: { kind: text-field }
            setup:
              - set-stack: { on: nav, stack: [A] }
              - set-stack: { on: other, stack: [C] }
              - launch
              - show: { root: tabs, tabs: [nav, other] }
            steps: [{ focus: { field: name } }, { push: { vc: B, on: other } }, { select-tab: { on: tabs, index: 0 } }]
            """)
        #expect(run.problems == [])
        #expect(run.calls.contains("B.didMove(toParent:)"))
        #expect(run.calls.last == "tabs.tabBarController(_:didSelect:)")
    }

    @Test func aScreenChangeInSetupIsRefusedToo() throws {
        let run = try simulate(
            Self.fieldOnAPushedScreen.replacingOccurrences(
                of: "{ push: { vc: B, on: nav } }]", with: "{ focus: { field: name } }, { push: { vc: B, on: nav } }]") + "\nsteps: [memory-warning]")
        #expect(run.result.diagnostics.first?.summary.hasPrefix("setup: push while 'name' is editing") == true, "\(run.problems)")
    }

    @Test func theSameStepsRunOnceTheFieldResigns() throws {
        let run = try simulate(Self.fieldOnAPushedScreen + "\nsteps: [{ focus: { field: name } }, { resign: { field: name } }, { pop: { on: nav } }]")
        #expect(run.problems == [])
        #expect(run.calls.contains("B.viewWillDisappear(_:)"))
    }

    /// The keyboard shown by keyboard-show stands for a field the scenario leaves out.
    @Test func aKeyboardShownWithObserversRefusesAPop() throws {
        let shown = Self.fieldOnAPushedScreen + "\nsteps: [keyboard-show, "
        let pop = try simulate(shown + "{ pop: { on: nav } }]")
        #expect(pop.result.diagnostics.first?.summary.hasPrefix("pop while the keyboard is shown, which is not modelled") == true)
        #expect(pop.result.diagnostics.first?.hint?.contains("keyboard-hide") == true)
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

    /// With no app delegate the engine has no object to trace a notification's delegate
    /// or a background launch's handler on; an app delegate hears them as before. A launch
    /// into the background is traced without a scenePhase observer (OutOfReachStepTests).
    @Test(arguments: [
        ("  - launch\n  - background", "  - tap-notification", "'tap-notification'", ""),
        ("  - launch", "  - receive-notification: { kind: silent }", "a silent push", ""),
        ("  - launch", "  - receive-notification", "a notification in the foreground", ""),
        ("  []", "  - launch: { into: background, for: fetch }", "a launch for a background fetch", ", observer: none"),
        ("  []", "  - launch: { into: background, for: silent-push }", "a launch for a silent push", ", observer: none"),
    ])
    func aSwiftUIAppWithoutAnAppDelegateRefusesWhatOnlyItHears(setup: String, step: String, what: String, observer: String) throws {
        let bare = try simulateSwiftUIApp(objects: "  ui: { kind: swiftui-app\(observer) }", setup: setup, steps: step)
        #expect(bare.result.diagnostics.first?.summary.hasPrefix("\(what) in a SwiftUI app without an app delegate, which is not modelled") == true)
        #expect(bare.result.diagnostics.first?.hint == "set 'delegates: app\(observer)' on the swiftui-app object, or leave the step out")
        let adapted = try simulateSwiftUIApp(objects: "  ui: { kind: swiftui-app, delegates: app\(observer) }", setup: setup, steps: step)
        #expect(adapted.problems == [])
        #expect(adapted.calls.contains { $0.hasPrefix("app.") })
    }

    /// While the app is active an event is refused for that, whatever the delegates.
    @Test func anEventWhileActiveIsRefusedForThatFirst() throws {
        let run = try simulateSwiftUIApp(objects: "  ui: { kind: swiftui-app }", setup: "  - launch", steps: "  - open-url")
        #expect(run.result.diagnostics.map(\.summary) == ["'open-url' while the app is active is not modelled"])
    }

    @Test func aBackgroundTaskLaunchNeedsAnAppDelegateInSwiftUI() throws {
        let bare = try simulateSwiftUIApp(
            objects: "  ui: { kind: swiftui-app, observer: none }", setup: "  []", steps: "  - launch: { into: background, for: task }")
        #expect(bare.result.diagnostics.first?.summary.contains(".backgroundTask modifier") == true)
        let adapted = try simulateSwiftUIApp(
            objects: "  ui: { kind: swiftui-app, delegates: app, observer: none }", setup: "  []",
            steps: "  - launch: { into: background, for: task }")
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
        #expect(run.result.diagnostics.first?.hint == "the app is not running: launch it before this step")
    }

    /// A suspended app runs no code: a step of the app's own is refused, while what the
    /// system does to it (a silent push that wakes it, a return to the foreground) goes on.
    @Test(arguments: ["{ push: { vc: B, on: nav } }", "{ present: { vc: B, from: nav } }", "{ release: { vc: B } }"])
    func aSuspendedAppRunsNoneOfItsCode(step: String) throws {
        let suspended = """
            config: { ios: 12 }
            objects: { nav: { kind: navigation-controller }, A: { kind: view-controller }, B: { kind: view-controller } }
            setup: [{ set-stack: { on: nav, stack: [A] } }, launch, { show: { root: nav } }, background, suspend]
            """
        let run = try simulate(suspended + "\nsteps: [\(step)]")
        #expect(run.result.diagnostics.first?.summary.hasSuffix("while the app is suspended, which runs none of its code") == true, "\(run.problems)")
        let woken = try simulate(suspended + "\nsteps: [{ receive-notification: { kind: silent } }, \(step)]")
        #expect(!woken.problems.contains { $0.contains("suspended") })
    }
}
