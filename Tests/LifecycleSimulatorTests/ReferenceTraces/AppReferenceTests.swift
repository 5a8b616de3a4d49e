import Testing

/// app-launch-ios12.md, app-background-foreground.md and app-terminate.md: the app
/// delegate's life cycle (iOS 12, no scenes).
@Suite struct AppReferenceTests {
    private func run(setup: String = "", steps: String) throws -> Simulated {
        try simulate(
            """
            config: { ios: 12 }
            objects:
              A: { kind: view-controller }
            setup:
              - show: { root: A }
            \(setup)
            steps:
            \(steps)
            """)
    }

    /// app-launch-ios12.md, source 1 (the one timestamped log), filtered to the calls it
    /// logged, with willFinishLaunching added as the file's full sequence documents it:
    /// the root loads and will appear before didBecomeActive and appears after it.
    @Test func coldLaunchInterleavesTheRootControllerAsRecorded() throws {
        let launch = try run(steps: "  - launch")
        #expect(
            launch.calls(only: ["app", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
                == trace(
                    "app.application(_:willFinishLaunchingWithOptions:)",
                    "app.application(_:didFinishLaunchingWithOptions:)",
                    "A.viewDidLoad",
                    "A.viewWillAppear",
                    "app.applicationDidBecomeActive",
                    "A.viewDidAppear"
                ))
    }

    /// Sources 2 and 3 against the Q&A blog: no applicationWillEnterForeground at a cold launch.
    @Test func coldLaunchSendsNoWillEnterForeground() throws {
        let launch = try run(steps: "  - launch")
        #expect(!launch.calls.contains("app.applicationWillEnterForeground(_:)"))
    }

    /// app-background-foreground.md, all four sources; and source 1: the root controller
    /// gets no appearance calls on the way out or back (nor any other call).
    @Test func backgroundAndForegroundPassThroughInactive() throws {
        let trip = try run(setup: "  - launch", steps: "  - background\n  - foreground")
        #expect(
            trip.delegateCalls
                == trace(
                    "app.applicationWillResignActive",
                    "app.applicationDidEnterBackground",
                    "app.applicationWillEnterForeground",
                    "app.applicationDidBecomeActive"
                ))
    }

    /// Returning after the system suspended the app gives the same two calls: suspension
    /// itself has no callback.
    @Test func foregroundFromSuspendedIsTheSameReturn() throws {
        let trip = try run(setup: "  - launch\n  - background", steps: "  - suspend\n  - foreground")
        #expect(trip.delegateCalls == trace("app.applicationWillEnterForeground", "app.applicationDidBecomeActive"))
    }

    /// app-terminate.md: ended while still executing in the background → applicationWillTerminate.
    @Test func terminateFromBackgroundCallsWillTerminate() throws {
        let end = try run(setup: "  - launch\n  - background", steps: "  - terminate")
        #expect(end.delegateCalls == trace("app.applicationWillTerminate"))
    }

    /// app-terminate.md: ended while suspended → no callback at all (Apple doc plus two
    /// secondary sources), and in particular no deinit for the controllers.
    @Test func terminateFromSuspendedCallsNothing() throws {
        let end = try run(setup: "  - launch\n  - background\n  - suspend", steps: "  - terminate")
        #expect(end.calls == [])
        #expect(end.result.diagnostics.isEmpty)
    }
}
