import LifecycleSimulator
import Testing

/// A SwiftUI app that adopts UIKit delegates (`delegates:` of its `swiftui-app` object),
/// against the three listings of dinkar1708/SwiftUIExample's README (2021-09-21, Xcode 13
/// era, iOS not stated): https://github.com/dinkar1708/SwiftUIExample (commits eee6849 and
/// d169051). Its App struct prints every scenePhase change in `onChange(of: scenePhase)`;
/// its app delegate prints launch, the four app-state calls and termination, and, once it
/// names a scene delegate, that delegate prints its five calls. What the logs show:
/// the app delegate never hears an app-state call, each scenePhase change comes just
/// before the scene delegate's call, and a swipe in the app switcher reports inactive and
/// background before applicationWillTerminate.
@Suite struct SwiftUIDelegatesLogTests {
    /// dinkar1708's observer is attached in the App struct (`observer: app`).
    static func app(_ delegates: String, steps: String, observer: String = "app") -> String {
        """
        config: { ios: 15, lifecycle: swiftui }
        objects:
          ui: { kind: swiftui-app, observer: \(observer), delegates: \(delegates) }
        steps: [\(steps)]
        """
    }

    static let classes = ["ui": "scenePhase", "app": "AppDelegate", "scene": "SceneDelegate"]

    /// Commit eee6849, "AppDelegate - life cycle - clear app after run": an app delegate
    /// through @UIApplicationDelegateAdaptor, the app removed in the app switcher.
    static let appDelegateKill = """
        AppDelegate willFinishLaunchingWithOptions
        AppDelegate didFinishLaunchingWithOptions
        onChange scenePhase active
        active
        onChange scenePhase inactive
        inactive
        onChange scenePhase background
        background
        AppDelegate applicationWillTerminate
        """

    /// Commit d169051, "SceneDelegate - life cycle": the app delegate names a scene
    /// delegate; launch, Home, and the icon tapped again.
    static let sceneDelegateHomeAndBack = """
        AppDelegate willFinishLaunchingWithOptions
        AppDelegate didFinishLaunchingWithOptions
        SceneDelegate sceneWillEnterForeground
        onChange scenePhase active
        active
        SceneDelegate sceneDidBecomeActive
        onChange scenePhase inactive
        inactive
        SceneDelegate sceneWillResignActive
        onChange scenePhase background
        background
        SceneDelegate sceneDidEnterBackground

        onChange scenePhase inactive
        inactive
        SceneDelegate sceneWillEnterForeground
        onChange scenePhase active
        active
        SceneDelegate sceneDidBecomeActive
        """

    @Test func anAppDelegateHearsLaunchAndTerminationAfterScenePhaseReachesBackground() throws {
        let run = try simulate(Self.app("app", steps: "launch, { terminate: { by: user } }"))
        #expect(
            run.callsWithArguments().filter { !$0.hasSuffix("Notification") } == [
                "app.application(_:willFinishLaunchingWithOptions:) launchOptions: nil",
                "app.application(_:didFinishLaunchingWithOptions:) launchOptions: nil",
                "ui.onChange(of:) oldPhase: inactive, newPhase: active",
                "ui.onChange(of:) oldPhase: active, newPhase: inactive",
                "ui.onChange(of:) oldPhase: inactive, newPhase: background",
                "app.application(_:didDiscardSceneSessions:) sceneSessions: [scene]",
                "app.applicationWillTerminate(_:)",
            ])
        let comparison = run.compare(log: Self.appDelegateKill, classes: Self.classes)
        #expect(comparison.log.calls.count == 6)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// (Its app delegate implements no didDiscardSceneSessions, so the log cannot show one.)
    ///
    /// The adaptor's app delegate printed its four app-state methods and the log holds
    /// none of them: the engine sends none, through launch, Home and back.
    @Test func anAppDelegateHearsNoAppStateCalls() throws {
        let run = try simulate(Self.app("app", steps: "launch, background, foreground, interrupt, resume"))
        #expect(
            run.delegateCalls(of: "app")
                == trace("app.application(_:willFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)"))
        #expect(run.delegateCalls(of: "scene") == [], "no scene delegate was named")
    }

    @Test func sceneDelegateCallsFollowEachScenePhaseChange() throws {
        let run = try simulate(Self.app("app-and-scene", steps: "launch, background, foreground"))
        let comparison = run.compare(log: Self.sceneDelegateHomeAndBack, classes: Self.classes)
        #expect(comparison.log.calls.count == 13)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(
            run.delegateCalls.filter { !$0.hasPrefix("app.") }
                == run.trace(
                    "scene.scene(_:willConnectTo:options:)", "scene.sceneWillEnterForeground", "ui.onChange(of:)",
                    "scene.sceneDidBecomeActive", "ui.onChange(of:)", "scene.sceneWillResignActive", "ui.onChange(of:)",
                    "scene.sceneDidEnterBackground", "ui.onChange(of:)", "scene.sceneWillEnterForeground", "ui.onChange(of:)",
                    "scene.sceneDidBecomeActive"))
        #expect(run.calls.contains("app.application(_:configurationForConnecting:options:)"), "the app delegate names the scene delegate")
    }

    /// A swipe in the app switcher with a scene delegate (no log: by analogy with both
    /// listings): the phase changes before each scene call, then the app delegate hears
    /// of the discarded session and the end (`SceneSessionTests`).
    @Test func aSceneDelegateAppKilledFromTheSwitcher() throws {
        let run = try simulate(
            Self.app("app-and-scene", steps: "{ terminate: { by: user } }").replacingOccurrences(of: "steps:", with: "setup: [launch]\nsteps:"))
        #expect(
            run.delegateCalls
                == run.trace(
                    "ui.onChange(of:)", "scene.sceneWillResignActive", "ui.onChange(of:)", "scene.sceneDidDisconnect",
                    "app.application(_:didDiscardSceneSessions:)", "app.applicationWillTerminate"))
    }

    /// Without `delegates`, the same kill still reports inactive and background, and
    /// nothing else: a SwiftUI app has no delegate of its own.
    @Test func withoutDelegatesOnlyScenePhaseIsReported() throws {
        let run = try simulate(Self.app("none", steps: "launch, { terminate: { by: user } }"))
        #expect(run.delegateCalls == ["ui.onChange(of:)", "ui.onChange(of:)", "ui.onChange(of:)"])
        let comparison = run.compare(log: Self.appDelegateKill, classes: Self.classes)
        #expect(comparison.verdict == .divergence, "the log's app-delegate lines are not the engine's")
    }

    /// The same log with the phase and the scene delegate swapped is caught.
    @Test func aSwappedPhaseChangeDiverges() throws {
        let run = try simulate(Self.app("app-and-scene", steps: "launch, background, foreground"))
        let swapped = Self.sceneDelegateHomeAndBack.replacingOccurrences(
            of: "SceneDelegate sceneWillEnterForeground\nonChange scenePhase active",
            with: "onChange scenePhase active\nSceneDelegate sceneWillEnterForeground")
        #expect(run.compare(log: swapped, classes: Self.classes).verdict == .divergence)
    }

    /// The phases a log prints are compared, not only its number of changes: the same log
    /// with inactive and background swapped used to agree.
    @Test func swappedPhaseValuesDiverge() throws {
        let run = try simulate(Self.app("app", steps: "launch, { terminate: { by: user } }"))
        let swapped = Self.appDelegateKill.replacingOccurrences(of: "inactive", with: "PHASE")
            .replacingOccurrences(of: "background", with: "inactive").replacingOccurrences(of: "PHASE", with: "background")
        let comparison = run.compare(log: swapped, classes: Self.classes)
        #expect(comparison.verdict == .divergence)
        #expect(comparison.divergence?.loggedNotation == "ui.onChange(of:) → background")
        #expect(comparison.divergence?.engineNotation == "ui.onChange(of:) → inactive")
    }

    /// A change whose line prints no phase matches any change; the others are still
    /// compared by their phase.
    @Test func aChangeThatPrintsNoPhaseMatchesAnyChange() throws {
        let run = try simulate(Self.app("app", steps: "launch, { terminate: { by: user } }"))
        let partly = Self.appDelegateKill.replacingOccurrences(of: "onChange scenePhase inactive\ninactive", with: "onChange scenePhase")
        let comparison = run.compare(log: partly, classes: Self.classes)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(comparison.sideBySide.left.contains("ui.onChange(of:)"))
        let wrong = partly.replacingOccurrences(of: "onChange scenePhase background\nbackground", with: "onChange scenePhase active\nactive")
        let diverging = run.compare(log: wrong, classes: Self.classes)
        #expect(diverging.verdict == .divergence)
        // The row marked is the matcher's, not the first row whose text differs (the
        // change that printed no phase, which matched).
        #expect(diverging.sideBySide.firstDifference == diverging.divergence?.index)
        #expect(diverging.sideBySide.left[diverging.divergence!.index] == "ui.onChange(of:) → active")
    }

    /// wtrmiya/LaunchPractice (2024, iOS 16), LaunchOnSwiftUI3: the same app shape with
    /// the observer in ContentView, printing the bare phase. A view's observer hears each
    /// change after the scene delegate's call: the opposite side of dinkar1708's App-level
    /// observer, which the same scenario with `observer: app` shows.
    @Test func aViewsObserverHearsEachChangeAfterTheSceneDelegate() throws {
        let log = """
            sceneWillEnterForeground(_:)
            inactive
            sceneDidBecomeActive(_:)
            active
            """
        let view = try simulate(
            Self.app("app-and-scene", steps: "foreground", observer: "view").replacingOccurrences(
                of: "steps:", with: "setup: [launch, background]\nsteps:"))
        let comparison = view.compare(log: log, classes: ["scene": "SceneDelegate", "ui": "ContentView"])
        #expect(comparison.log.calls.count == 4)
        #expect(comparison.verdict == .agreement, "\(view.disagreement(comparison))")
        let app = try simulate(
            Self.app("app-and-scene", steps: "foreground").replacingOccurrences(of: "steps:", with: "setup: [launch, background]\nsteps:"))
        #expect(app.compare(log: log, classes: ["scene": "SceneDelegate", "ui": "ContentView"]).verdict == .divergence)
    }

    /// wtrmiya, LaunchOnSwiftUI2: an app delegate adaptor, ContentView printing `active`.
    @Test func anAdaptorLaunchWithABarePhaseLine() throws {
        let run = try simulate(Self.app("app", steps: "launch", observer: "view"))
        let comparison = run.compare(
            log: "application(_:didFinishLaunchingWithOptions:)\nactive", classes: ["app": "AppDelegate", "ui": "ContentView"])
        #expect(comparison.log.calls.map(\.notationWithPhase) == ["app.application(_:didFinishLaunchingWithOptions:)", "ui.onChange(of:) → active"])
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }
}
