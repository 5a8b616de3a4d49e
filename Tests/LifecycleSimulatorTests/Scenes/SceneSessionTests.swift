import Testing

/// Scenes killed by the user: the app swiped away in the app switcher, and scene sessions
/// removed from it. Evidence in `BehaviourRegistry+SceneSessions.swift`.
@Suite struct SceneSessionTests {
    private func run(_ config: String = "{ ios: 17 }", objects: String = "", setup: String, steps: String) throws -> Simulated {
        try simulate(
            """
            config: \(config)
            objects:
              A: { kind: view-controller }
            \(objects)
            setup:
            \(setup)
            steps:
            \(steps)
            """)
    }

    /// Both lifecycles end a foreground app swiped away with applicationWillTerminate: the
    /// app delegate after resigning and entering the background (javashuo), the scene app
    /// after its scene resigned and disconnected (forum 732170; matt's iOS 13 answer for
    /// willTerminate) and the app delegate heard of the discarded session (sbpark88, 2023,
    /// and VictorDeon, iOS 13: right after sceneDidDisconnect).
    @Test func bothLifecyclesEndWithWillTerminate() throws {
        let scenes = try run(setup: "  - show: { root: A }\n  - launch", steps: "  - terminate: { by: user }")
        #expect(
            scenes.calls(only: ["app", "scene"])
                == trace(
                    "scene.sceneWillResignActive", "scene.sceneDidDisconnect", "app.application(_:didDiscardSceneSessions:)",
                    "app.applicationWillTerminate"))
        #expect(
            scenes.callsWithArguments(only: ["app.application(_:didDiscardSceneSessions:)"]) == [
                "app.application(_:didDiscardSceneSessions:) sceneSessions: [scene]"
            ])
        let delegate = try run("{ ios: 12 }", setup: "  - show: { root: A }\n  - launch", steps: "  - terminate: { by: user }")
        #expect(
            delegate.calls(only: ["app", "scene"])
                == trace("app.applicationWillResignActive", "app.applicationDidEnterBackground", "app.applicationWillTerminate"))
    }

    /// The session swiped away in the foreground was reported then: the next launch
    /// reports nothing and connects a new session.
    @Test func theSwipedSessionIsNotReportedAgainAtTheNextLaunch() throws {
        let relaunch = try run(setup: "  - show: { root: A }\n  - launch\n  - terminate: { by: user }", steps: "  - launch")
        #expect(
            relaunch.calls(only: ["app", "scene"])
                == trace(
                    "app.application(_:willFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)",
                    "app.application(_:configurationForConnecting:options:)", "scene.scene(_:willConnectTo:options:)",
                    "scene.sceneWillEnterForeground", "scene.sceneDidBecomeActive"))
    }

    /// Swiped away from the background, still running: the app hears of the discard at
    /// once, as from the foreground (two lists, miyablo iOS 13.0 and npaka iOS 14), and the
    /// next launch reports nothing. Suspended, it hears nothing, and the next launch reports
    /// the session (Apple, Xcode's template).
    @Test func theSessionSwipedFromTheBackgroundIsReportedAtOnceWhileTheAppRuns() throws {
        let swiped = try run(setup: "  - show: { root: A }\n  - launch\n  - background", steps: "  - terminate: { by: user }")
        #expect(
            swiped.calls(only: ["app", "scene"])
                == trace("scene.sceneDidDisconnect", "app.application(_:didDiscardSceneSessions:)", "app.applicationWillTerminate"))
        let relaunch = try run(setup: "  - show: { root: A }\n  - launch\n  - background\n  - terminate: { by: user }", steps: "  - launch")
        #expect(!relaunch.calls.contains("app.application(_:didDiscardSceneSessions:)"))
        let suspended = try run(
            setup: "  - show: { root: A }\n  - launch\n  - background\n  - suspend\n  - terminate: { by: user }", steps: "  - launch")
        #expect(
            suspended.calls(only: ["app.application(_:didDiscardSceneSessions:)", "app.application(_:didFinishLaunchingWithOptions:)"])
                == trace("app.application(_:didFinishLaunchingWithOptions:)", "app.application(_:didDiscardSceneSessions:)"))
        let delegate = try run("{ ios: 12 }", setup: "  - show: { root: A }\n  - launch\n  - background", steps: "  - terminate: { by: user }")
        #expect(delegate.calls(only: ["app", "scene"]) == trace("app.applicationWillTerminate"))
    }

    /// A system termination keeps the sessions: nothing is reported at the next launch.
    @Test func aSystemTerminationDiscardsNothing() throws {
        let relaunch = try run(setup: "  - launch\n  - background\n  - terminate", steps: "  - launch")
        #expect(!relaunch.calls.contains("app.application(_:didDiscardSceneSessions:)"))
    }

    /// Removed while the app is not running: nothing now, the call after the next launch.
    @Test func aSessionDiscardedWhileNotRunningIsReportedAtLaunch() throws {
        let run = try run(
            setup: "  - launch\n  - background\n  - suspend\n  - terminate", steps: "  - discard-scene: { scene: scene }\n  - launch")
        #expect(run.result.events.filter { $0.step == 1 }.isEmpty)
        #expect(
            run.calls(only: ["app.application(_:didDiscardSceneSessions:)", "app.application(_:didFinishLaunchingWithOptions:)"])
                == trace("app.application(_:didFinishLaunchingWithOptions:)", "app.application(_:didDiscardSceneSessions:)"))
    }

    /// iPad: a second window removed while the first stays: disconnected, then reported at
    /// once (Douglas Hill, iOS 13).
    @Test func aWindowRemovedWhileOthersStayIsReportedAtOnce() throws {
        let run = try run(
            "{ ios: 17, device: ipad }", objects: "  second: { kind: scene }",
            setup: "  - launch\n  - open-scene: { scene: second }\n  - close-scene: { scene: second }",
            steps: "  - discard-scene: { scene: second }")
        #expect(run.delegateCalls == ["second.sceneDidDisconnect(_:)", "app.application(_:didDiscardSceneSessions:)"])
        #expect(run.result.events.last?.argumentText == "sceneSessions: [second]")
    }

    /// The last window removed ends the process instead (Douglas Hill): the discard comes
    /// after the next launch.
    @Test func theLastWindowRemovedEndsTheProcess() throws {
        let run = try run(setup: "  - show: { root: A }\n  - launch\n  - background", steps: "  - discard-scene: { scene: scene }\n  - launch")
        #expect(
            run.calls(only: ["scene.sceneDidDisconnect", "app.applicationWillTerminate", "app.application(_:didDiscardSceneSessions:)"])
                == trace("scene.sceneDidDisconnect", "app.applicationWillTerminate", "app.application(_:didDiscardSceneSessions:)"))
        #expect(run.result.states[1]["app"] == "not-running")
        #expect(run.result.evidence.contains { $0.id.rawValue == "scene.discard.last-window" })
    }
}
