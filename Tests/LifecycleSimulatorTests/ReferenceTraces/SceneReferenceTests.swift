import Testing

/// scene-launch.md, scene-background-foreground.md and the scene part of
/// app-terminate.md (iOS 13+, a scene manifest).
@Suite struct SceneReferenceTests {
    private func run(setup: String = "", steps: String) throws -> Simulated {
        try simulate(
            """
            config: { ios: 17, lifecycle: scenes }
            objects:
              A: { kind: view-controller }
            setup:
              - show: { root: A }
            \(setup)
            steps:
            \(steps)
            """)
    }

    /// scene-launch.md, best-supported sequence (sources 1, 2 and 5 for
    /// sceneWillEnterForeground). Filtered to the app and scene calls: where the root
    /// controller's calls fall among them is unverified (sources 2 and 3 conflict).
    @Test func coldLaunchConnectsTheSceneThenBringsItForward() throws {
        let launch = try run(steps: "  - launch")
        #expect(
            launch.calls(only: ["app", "scene"])
                == trace(
                    "app.application(_:willFinishLaunchingWithOptions:)",
                    "app.application(_:didFinishLaunchingWithOptions:)",
                    "app.application(_:configurationForConnecting:options:)",
                    "scene.scene(_:willConnectTo:options:)",
                    "scene.sceneWillEnterForeground",
                    "scene.sceneDidBecomeActive"
                ))
    }

    /// The same launch sends none of the app delegate's state methods.
    @Test func coldLaunchSendsNoAppStateCallbacks() throws {
        let launch = try run(steps: "  - launch")
        #expect(
            launch.delegateCalls(of: "app")
                == trace(
                    "app.application(_:willFinishLaunchingWithOptions:)",
                    "app.application(_:didFinishLaunchingWithOptions:)",
                    "app.application(_:configurationForConnecting:options:)"
                ))
    }

    /// scene-background-foreground.md: the four scene calls, and no
    /// applicationWillResignActive / DidEnterBackground / WillEnterForeground /
    /// DidBecomeActive (onmyway133 quoting Apple), and no controller appearance calls; the
    /// root may only be laid out for the snapshot, a pass marked "×0 or more"
    /// (`SnapshotLayoutLogTests`).
    @Test func backgroundAndForegroundAreSceneCallsOnly() throws {
        let trip = try run(setup: "  - launch", steps: "  - background\n  - foreground")
        #expect(
            trip.result.events.filter { $0.repeatablePass?.mayBeAbsent != true && $0.callback.group != .notifications }.map(\.notation)
                == trace(
                    "scene.sceneWillResignActive",
                    "scene.sceneDidEnterBackground",
                    "scene.sceneWillEnterForeground",
                    "scene.sceneDidBecomeActive"
                ))
    }

    /// app-terminate.md, forum thread 732170 ("slow kill" from the app switcher):
    /// sceneWillResignActive, sceneDidDisconnect, and no sceneDidEnterBackground; the app
    /// delegate then hears of the discarded session (the scene group holds it).
    @Test func swipeKillResignsAndDisconnectsWithoutEnteringBackground() throws {
        let end = try run(setup: "  - launch", steps: "  - terminate: { by: user }")
        #expect(
            end.calls(only: ["scene"])
                == trace("scene.sceneWillResignActive", "scene.sceneDidDisconnect", "app.application(_:didDiscardSceneSessions:)"))
    }
}
