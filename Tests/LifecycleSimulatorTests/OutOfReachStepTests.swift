import Testing

/// Steps the third author's trial found traced where they cannot happen or where nothing
/// is recorded: a touch on an app no one can touch, a background launch after a force
/// quit, a cell of an ended process, a SwiftUI background launch with a scenePhase
/// observer, a closed iPad window coming back, and a discard while suspended.
@Suite struct OutOfReachStepTests {
    private func first(_ run: Simulated) -> String { run.problems.first ?? "(no problem)" }

    // MARK: The user's touches

    @Test(arguments: [
        ("[launch, background]", "focus while the app is in the background", "bring the app back first (foreground)"),
        ("[launch, background, suspend]", "focus while the app is suspended", "bring the app back first (foreground)"),
        ("[launch, interrupt]", "focus while the app is inactive", "resume it first (resume)"),
        ("[launch, { terminate: { by: user } }]", "focus while the app is no longer running", "launch the app again first"),
    ])
    func aTouchNeedsTheAppActive(setup: String, message: String, hint: String) throws {
        let run = try simulate(
            """
            objects: { name: { kind: text-field } }
            setup: \(setup)
            steps:
              - focus: { field: name }
            """)
        #expect(first(run) == "4:5: \(message): the user touches an app only while it is active [lifeline.engine.illegal-step]")
        #expect(run.result.diagnostics.first?.hint == hint)
    }

    @Test(arguments: ["select: { cell: a }", "highlight: { cell: a }"])
    func aCellIsNotTouchedInTheBackground(step: String) throws {
        let run = try simulate(
            """
            objects: { table: { kind: table-view }, a: { kind: cell } }
            setup: [launch, { dequeue: { cell: a, from: table } }, { display: { cell: a } }, background]
            steps:
              - \(step)
            """)
        #expect(first(run).contains("while the app is in the background: the user touches an app only while it is active"))
    }

    /// A scenario that never launches leaves the app out: its touches are traced as before.
    @Test func aScenarioWithoutTheAppIsTouchedAsBefore() throws {
        let run = try simulate(
            """
            objects: { name: { kind: text-field } }
            steps:
              - focus: { field: name }
            """)
        #expect(run.problems == [])
        #expect(run.calls.first == "name.textFieldShouldBeginEditing(_:)")
    }

    // MARK: A force quit

    @Test(arguments: ["silent-push", "fetch", "task"])
    func noBackgroundLaunchAfterAForceQuit(reason: String) throws {
        let run = try simulate(
            """
            config: { ios: 14 }
            setup: [launch, { terminate: { by: user } }]
            steps:
              - launch: { into: background, for: \(reason) }
            """)
        #expect(
            first(run).hasPrefix("4:5: launch into the background for \(reason) after the user swiped the app away, which the system does not do"))
    }

    /// Removing the app's last window from the switcher is a force quit too.
    @Test func theLastWindowSwipedAwayIsAForceQuit() throws {
        let run = try simulate(
            """
            config: { ios: 17, lifecycle: scenes }
            setup: [launch, background, { discard-scene: { scene: scene } }]
            steps:
              - launch: { into: background, for: silent-push }
            """)
        #expect(first(run).hasPrefix("4:5: launch into the background for silent-push after the user swiped the app away"))
    }

    /// A location event may still launch it; a launch in front, or a termination of
    /// another kind, ends the force quit.
    @Test func aLocationLaunchOrAReopenedAppLaunchesInTheBackground() throws {
        let location = try simulate(
            """
            config: { ios: 14 }
            setup: [launch, { terminate: { by: user } }]
            steps:
              - launch: { into: background, for: location }
            """)
        #expect(location.problems == [])
        for after in ["launch, background, { terminate: { by: system } }", "launch, { terminate: { by: kill } }"] {
            let run = try simulate(
                """
                config: { ios: 14 }
                setup: [launch, { terminate: { by: user } }, \(after)]
                steps:
                  - launch: { into: background, for: silent-push }
                """)
            #expect(run.problems == [], "\(after)")
            #expect(run.calls.contains("app.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"))
        }
    }

    // MARK: Cells of an ended process

    @Test func aCellOfAnEndedProcessNoLongerExists() throws {
        let run = try simulate(
            """
            objects: { table: { kind: table-view }, a: { kind: cell } }
            setup: [launch, { dequeue: { cell: a, from: table } }, { display: { cell: a } }, { terminate: { by: user } }, launch]
            steps:
              - end-display: { cell: a }
            """)
        #expect(first(run) == "4:5: 'a' no longer exists: the app was terminated [lifeline.engine.illegal-step]")
    }

    // MARK: A SwiftUI app launched into the background

    @Test func anObservedSwiftUIBackgroundLaunchIsRefused() throws {
        let run = try simulateSwiftUIApp(
            objects: "  ui: { kind: swiftui-app, delegates: app }", setup: "  []",
            steps: "  - launch: { into: background, for: silent-push }")
        #expect(
            run.problems.first?.contains("a launch into the background of a SwiftUI app whose scenePhase is observed ('ui'), which is not modelled")
                == true)
        #expect(run.result.diagnostics.first?.hint == "give 'ui' 'observer: none' to show the app delegate's calls alone, or launch it in front")
    }

    /// The hint is followed: with `observer: none` the app delegate's calls are traced, and
    /// no scenePhase change.
    @Test func withoutAnObserverTheAppDelegatesCallsAreTraced() throws {
        let run = try simulateSwiftUIApp(
            objects: "  ui: { kind: swiftui-app, delegates: app, observer: none }", setup: "  []",
            steps: "  - launch: { into: background, for: silent-push }\n  - foreground")
        #expect(run.problems == [])
        #expect(run.calls(of: "ui") == [])
        #expect(run.delegateCalls(of: "app").last == "app.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
    }

    /// With no swiftui-app object, the hint declares the one the launch needs at once.
    @Test func theAppDelegateHintAtABackgroundLaunchLeavesTheObserverOut() throws {
        let run = try simulateSwiftUIApp(objects: "  {}", setup: "  []", steps: "  - launch: { into: background, for: fetch }")
        #expect(
            run.result.diagnostics.first?.hint
                == "declare a swiftui-app object with 'delegates: app, observer: none' (ui: { kind: swiftui-app, delegates: app, observer: none }), or leave the step out"
        )
    }

    // MARK: iPad windows

    private func twoWindows(then steps: String) throws -> Simulated {
        try simulate(
            """
            config: { ios: 17, device: ipad }
            objects: { second: { kind: scene } }
            setup: [launch, { open-scene: { scene: second } }]
            steps:
            \(steps)
            """)
    }

    @Test func aClosedWindowStaysClosedWhenTheAppComesBack() throws {
        let run = try twoWindows(then: "  - close-scene: { scene: second }\n  - background\n  - foreground")
        #expect(run.problems == [])
        #expect(!run.calls.contains { $0.hasPrefix("second.") && $0.contains("Foreground") })
        #expect(run.calls.contains("scene.sceneWillEnterForeground(_:)"))
    }

    @Test func reopeningAClosedConnectedWindowIsNotModelled() throws {
        let run = try twoWindows(then: "  - close-scene: { scene: second }\n  - open-scene: { scene: second }")
        #expect(first(run).contains("open-scene of 'second', which was closed and is still connected, which is not modelled"))
        #expect(run.result.diagnostics.first?.hint == "disconnect 'second' first (disconnect-scene), or open a scene of another name")
    }

    @Test func aWindowInFrontIsNotDiscardedAndTheMessageSaysDiscard() throws {
        let run = try twoWindows(then: "  - discard-scene: { scene: second }")
        #expect(first(run) == "5:5: discard-scene of 'second' while it is in the foreground [lifeline.engine.illegal-step]")
    }

    @Test func aWindowOfASuspendedAppIsNotDiscarded() throws {
        let run = try twoWindows(then: "  - close-scene: { scene: second }\n  - background\n  - suspend\n  - discard-scene: { scene: second }")
        #expect(first(run).contains("discard-scene of 'second' while the app is suspended, which is not modelled"))
    }

    @Test func aNewWindowWhileAFieldEditsIsNotModelled() throws {
        let run = try simulate(
            """
            config: { ios: 17, device: ipad }
            objects: { second: { kind: scene }, name: { kind: text-field } }
            setup: [launch, { focus: { field: name } }]
            steps:
              - open-scene: { scene: second }
            """)
        #expect(first(run).hasPrefix("5:5: open-scene while 'name' is editing, which is not modelled"))
    }
}
