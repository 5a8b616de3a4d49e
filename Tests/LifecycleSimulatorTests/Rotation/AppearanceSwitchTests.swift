import LifecycleSimulator
import Testing

/// A switch between Light and Dark: each window hears it when it is in front, at once or
/// on its way back; the controllers it shows hear it parents first; one laid out but not
/// shown may not come back unheard; a process that is not running hears nothing. Evidence
/// in `BehaviourRegistry+InterfaceStyle.swift`.
@Suite struct AppearanceSwitchTests {
    private func run(config: String = "{ ios: 17 }", objects: String = "", setup: String, steps: String) throws -> Simulated {
        try simulate(
            """
            config: \(config)
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            \(objects)
            setup:
            \(setup)
            steps:
            \(steps)
            """)
    }

    @Test func anAppInFrontHearsTheChangeParentsFirstThenMayLayOut() throws {
        let run = try run(
            setup: """
                  - show: { root: nav, stack: [B] }
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

    /// Two iPad windows, A in the first and B in `second`, after `then` in setup.
    private func twoWindows(then: String, steps: String) throws -> Simulated {
        try run(
            config: "{ ios: 17, device: ipad }", objects: "  second: { kind: scene }",
            setup: """
                  - show: { root: A }
                  - launch
                  - open-scene: { scene: second }
                  - show: { root: B, in: second }
                  - \(then)
                """,
            steps: steps)
    }

    /// Two windows on iPad come back one after the other: each hears the change in its
    /// own return, not in the first one's.
    @Test func eachWindowHearsTheChangeInItsOwnReturn() throws {
        let run = try twoWindows(then: "background", steps: "  - switch-appearance: { to: dark }\n  - foreground")
        #expect(
            run.calls(only: ["scene", "second", "A.traitCollectionDidChange", "B.traitCollectionDidChange"])
                == [
                    "scene.sceneWillEnterForeground(_:)", "A.traitCollectionDidChange(_:)", "scene.sceneDidBecomeActive(_:)",
                    "second.sceneWillEnterForeground(_:)", "B.traitCollectionDidChange(_:)", "second.sceneDidBecomeActive(_:)",
                ])
    }

    /// A window the user closed is in the background: it does not hear the switch with the
    /// window in front.
    @Test func aClosedWindowDoesNotHearItWithTheOneInFront() throws {
        let run = try twoWindows(then: "close-scene: { scene: second }", steps: "  - switch-appearance: { to: dark }")
        #expect(run.calls(only: ["A.traitCollectionDidChange", "B.traitCollectionDidChange"]) == trace("A.traitCollectionDidChange"))
    }

    /// A presenter behind a full-screen presentation is out of the window: it hears
    /// nothing, and its return after the switch is not recorded, so it is refused.
    @Test func aCoveredPresenterHearsNothingAndItsReturnIsRefused() throws {
        let run = try run(
            setup: "  - show: { root: A }\n  - launch\n  - present: { vc: B, from: A, style: fullScreen }",
            steps: "  - switch-appearance: { to: dark }\n  - dismiss: { vc: B }")
        #expect(run.calls(only: ["A.traitCollectionDidChange", "B.traitCollectionDidChange"]) == trace("B.traitCollectionDidChange"))
        #expect(
            run.problems.first?.contains("'A' returns to the screen after a switch of appearance while it was off screen") == true, "\(run.problems)")
        let back = try self.run(
            setup: "  - show: { root: A }\n  - launch\n  - present: { vc: B, from: A, style: fullScreen }",
            steps: "  - switch-appearance: { to: dark }\n  - switch-appearance: { to: light }\n  - dismiss: { vc: B }")
        #expect(back.problems == [], "switched back: A comes back to the style it was laid out in")
    }

    /// Switched there and back while away: nothing to hear. Switched while not running:
    /// the next process starts in it.
    @Test func nothingIsHeardWhenTheAppearanceIsUnchangedOnReturnOrTheAppWasNotRunning() throws {
        let away = try run(
            setup: "  - show: { root: A }\n  - launch\n  - background",
            steps: "  - switch-appearance: { to: dark }\n  - switch-appearance: { to: light }\n  - foreground")
        #expect(away.calls(of: "A") == [])
        let relaunched = try run(
            setup: "  - show: { root: A }\n  - launch\n  - terminate: { by: user }",
            steps: "  - switch-appearance: { to: dark }\n  - show: { root: C }\n  - launch\n  - background\n  - foreground")
        #expect(relaunched.problems == [])
        #expect(relaunched.calls(of: "C").contains(trace("C.viewDidAppear")[0]), "C is shown in the new process")
        #expect(!relaunched.result.events.contains { $0.behaviour.rawValue.hasPrefix("vc.appearance-switch") })
    }

    @Test func aSwitchTheEngineCannotShowIsRefused() throws {
        let same = try run(setup: "  - show: { root: A }\n  - launch", steps: "  - switch-appearance: { to: light }")
        #expect(same.problems == ["12:5: switch-appearance to light, which is the current appearance [lifeline.engine.illegal-step]"])
        let old = try run(config: "{ ios: 12 }", setup: "  - show: { root: A }\n  - launch", steps: "  - switch-appearance: { to: dark }")
        #expect(old.problems == ["12:5: switch-appearance on iOS 12, which has no Dark Mode [lifeline.engine.illegal-step]"])
        let viewless = try run(
            objects: "  D: { kind: view-controller, load-view: missing-view-unread }", setup: "  - show: { root: D }\n  - launch",
            steps: "  - switch-appearance: { to: dark }")
        #expect(viewless.problems.first?.contains("'D' has no view") == true, "\(viewless.problems)")
        let swiftUI = try simulateSwiftUIApp(
            objects: "  Home: { kind: swiftui-view }", setup: "  - show: { root: Home }\n  - launch", steps: "  - switch-appearance: { to: dark }")
        #expect(
            swiftUI.problems.first?.contains("switch-appearance in a SwiftUI app with no UIKit controller on screen") == true, "\(swiftUI.problems)")
    }
}
