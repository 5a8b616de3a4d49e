import LifecycleSimulator
import Testing

/// Home Screen quick actions against wtrmiya's LaunchPractice listings (iOS 16): an app
/// without scenes hears application(_:performActionFor:completionHandler:) before it
/// becomes active, cold and warm; a scene app is handed the item in its connection
/// options at a launch, and its scene delegate's windowScene(_:performActionFor:…) from
/// the background comes where Apple's page has it and no log shows it.
@Suite struct QuickActionLogTests {
    static let classes = ["app": "AppDelegate", "scene": "SceneDelegate"]

    @Test func anAppWithoutScenesPerformsTheActionBeforeItBecomesActive() throws {
        let cold = try simulate(AppEventsLogTests.noScenes(16, steps: "quick-action"))
        let coldLog = "application(_:didFinishLaunchingWithOptions:)\napplication(_:performActionFor:)\napplicationDidBecomeActive(_:)"
        let comparison = cold.compare(log: coldLog, classes: Self.classes)
        #expect(comparison.log.calls.count == 3)
        #expect(comparison.verdict == .agreement, "\(cold.disagreement(comparison))")
        #expect(
            cold.callsWithArguments(only: ["app.application(_:didFinishLaunchingWithOptions:)"])
                == ["app.application(_:didFinishLaunchingWithOptions:) launchOptions: [.shortcutItem: UIApplicationShortcutItem]"])
        let warm = try simulate(AppEventsLogTests.noScenes(16, setup: "[launch, background]", steps: "quick-action"))
        #expect(
            warm.calls(only: ["app", "events"])
                == warm.trace(
                    "app.applicationWillEnterForeground", "app.application(_:performActionFor:completionHandler:)", "app.applicationDidBecomeActive"))
    }

    @Test func aSceneAppIsHandedTheItemAtLaunchAndToldFromTheBackground() throws {
        let cold = try simulate(AppEventsLogTests.scenes(16, steps: "quick-action"))
        #expect(!cold.calls.contains { $0.contains("performActionFor") }, "\(cold.calls)")
        #expect(
            cold.callsWithArguments(only: ["scene.scene(_:willConnectTo:options:)"])
                == ["scene.scene(_:willConnectTo:options:) session: UISceneSession, options: shortcutItem: UIApplicationShortcutItem"])
        // Apple: launchOptions "is nil" when the app supports scenes; the item is the scene's alone.
        #expect(
            cold.callsWithArguments(only: ["app.application(_:didFinishLaunchingWithOptions:)"])
                == ["app.application(_:didFinishLaunchingWithOptions:) launchOptions: nil"])
        let warm = try simulate(AppEventsLogTests.scenes(16, setup: "[launch, background]", steps: "quick-action"))
        #expect(
            warm.calls(only: ["scene", "events"])
                == warm.trace(
                    "scene.sceneWillEnterForeground", "scene.windowScene(_:performActionFor:completionHandler:)", "scene.sceneDidBecomeActive"))
        #expect(warm.result.events.allSatisfy { $0.repeatablePass == nil }, "a plain call, not an optional one")
        // The async form's name and the Objective-C selector read as the call; printed twice, it is not.
        for printed in ["windowScene(_:performActionFor:)", "windowScene:performActionForShortcutItem:completionHandler:"] {
            let comparison = warm.compare(
                log: "sceneWillEnterForeground(_:)\n\(printed)\nsceneDidBecomeActive(_:)", classes: Self.classes)
            #expect(comparison.verdict == .agreement, "\(warm.disagreement(comparison))")
            let twice = warm.compare(
                log: "sceneWillEnterForeground(_:)\n\(printed)\n\(printed)\nsceneDidBecomeActive(_:)", classes: Self.classes)
            #expect(twice.verdict != .agreement)
        }
    }

    /// A SwiftUI app runs on scenes: an app delegate adaptor is not told, as no app delegate
    /// is in a scene app (wtrmiya's SwiftUI2 prints nothing, but its adaptor does not
    /// implement the method, so its listing shows nothing either way).
    @Test func aSwiftUIAppsDelegateAdaptorIsNotTold() throws {
        let warm = try simulate(
            "config: { ios: 16, lifecycle: swiftui }\nobjects: { ui: { kind: swiftui-app, delegates: app } }\nsetup: [launch, background]\nsteps: [quick-action]"
        )
        #expect(!warm.calls.contains { $0.contains("performActionFor") }, "\(warm.calls)")
    }

    @Test func beforeIOS9ThereAreNoQuickActions() throws {
        let tree = try validate([
            "lifecycles/t.yaml": """
            id: t
            title: T
            object: app
            config: { ios: 8, lifecycle: app-delegate }
            scenarios:
              - id: s
                title: S
                steps:
                  - quick-action
            """
        ])
        #expect(
            tree.messages == [
                "lifecycles/t.yaml:9:9: 'quick-action' needs iOS 9 or later, but this scenario runs iOS 8 [lifeline.step.ios-version]"
            ])
    }
}
