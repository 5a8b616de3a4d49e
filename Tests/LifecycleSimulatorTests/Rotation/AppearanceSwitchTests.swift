import LifecycleSimulator
import Testing

/// A switch between Light and Dark: heard at once by an app in front, on the way back by
/// an app in the background, not at all by one that is not running. Evidence in
/// `BehaviourRegistry+InterfaceStyle.swift`.
@Suite struct AppearanceSwitchTests {
    private func run(config: String = "{ ios: 17 }", setup: String, steps: String) throws -> Simulated {
        try simulate(
            """
            config: \(config)
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            setup:
            \(setup)
            steps:
            \(steps)
            """)
    }

    @Test func anAppInFrontHearsTheChangeParentsFirstThenMayLayOut() throws {
        let run = try run(
            setup: """
                  - show: { root: nav, stack: [A, B] }
                  - add-child: { child: C, parent: B }
                  - launch
                """,
            steps: "  - switch-appearance: { to: dark }")
        #expect(
            run.calls
                == trace(
                    "B.traitCollectionDidChange", "C.traitCollectionDidChange", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                    "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews"))
        #expect(run.result.events.first?.argumentText == "previousTraitCollection: userInterfaceStyle: light")
        #expect(run.result.events.filter { $0.callback.name.contains("Layout") }.allSatisfy { $0.repeatablePass?.mark == "×0 or more" })
        #expect(run.calls(of: "A") == [], "A is under B in the stack: not in the window")
    }

    /// Control Center covers the app: the change comes while the scene is inactive.
    @Test func aSwitchInControlCenterComesWhileTheSceneIsInactive() throws {
        let run = try run(
            setup: "  - show: { root: A }\n  - launch",
            steps: "  - interrupt\n  - switch-appearance: { to: dark }\n  - resume")
        #expect(
            run.calls(only: ["scene", "A.traitCollectionDidChange"])
                == trace("scene.sceneWillResignActive", "A.traitCollectionDidChange", "scene.sceneDidBecomeActive"))
    }

    /// Changed in Settings while the app is away: heard after it is told it will enter the
    /// foreground, before it is active again, with the style it had before it left.
    @Test func aSwitchInTheBackgroundIsHeardOnTheWayBack() throws {
        for (config, delegate) in [
            ("{ ios: 17 }", "scene.sceneWillEnterForeground"), ("{ ios: 15, lifecycle: app-delegate }", "app.applicationWillEnterForeground"),
        ] {
            let run = try run(
                config: config, setup: "  - show: { root: A }\n  - launch\n  - background",
                steps: "  - switch-appearance: { to: dark }\n  - suspend\n  - foreground")
            let active = delegate.hasPrefix("scene") ? "scene.sceneDidBecomeActive" : "app.applicationDidBecomeActive"
            #expect(run.calls(only: ["scene", "app", "A.traitCollectionDidChange"]) == trace(delegate, "A.traitCollectionDidChange", active))
            #expect(run.result.events.first { $0.callback.name.hasPrefix("trait") }?.behaviour.rawValue == "vc.appearance-switch.on-return")
        }
    }

    /// Switched there and back while away: nothing to hear. Switched while not running:
    /// the next process starts in it.
    @Test func nothingIsHeardWhenTheAppearanceIsUnchangedOnReturnOrTheAppWasNotRunning() throws {
        let away = try run(
            setup: "  - show: { root: A }\n  - launch\n  - background",
            steps: "  - switch-appearance: { to: dark }\n  - switch-appearance: { to: light }\n  - foreground")
        #expect(away.calls(of: "A") == [])
        let relaunched = try run(
            setup: "  - show: { root: A }\n  - launch\n  - background\n  - terminate",
            steps: "  - switch-appearance: { to: dark }\n  - launch\n  - background\n  - foreground")
        #expect(!relaunched.calls(of: "A").contains { $0.contains("traitCollectionDidChange") })
    }

    @Test func aSwitchToTheCurrentStyleOrBeforeIOS13IsRefused() throws {
        let same = try run(setup: "  - show: { root: A }\n  - launch", steps: "  - switch-appearance: { to: light }")
        #expect(same.problems == ["11:5: switch-appearance to light, which is the current appearance [lifeline.engine.illegal-step]"])
        let old = try run(config: "{ ios: 12 }", setup: "  - show: { root: A }\n  - launch", steps: "  - switch-appearance: { to: dark }")
        #expect(old.problems == ["11:5: switch-appearance on iOS 12, which has no Dark Mode [lifeline.engine.illegal-step]"])
    }
}
