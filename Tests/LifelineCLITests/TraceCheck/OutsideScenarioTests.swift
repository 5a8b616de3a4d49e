import LifelineCLI
import TestSupport
import Testing

/// `trace-check` on logs whose calls the scenario does not model, each from the held-out
/// corpus of recorded logs: a SwiftUI app printing an app delegate it does not declare,
/// a view the scenario never creates, and a controller told it disappears although it is
/// off screen and no step moves it (a present issued inside viewDidAppear). Each is
/// inconclusive (exit status 3) with the reason and the fix, never a divergence; the
/// same log against a scenario that models the object agrees.
@Suite struct OutsideScenarioTests {
    static let lifecycle = """
        id: outside
        title: Outside
        object: view-controller
        scenarios:
          - id: swiftui-kill
            title: A SwiftUI app swiped away, no delegate declared
            config: { ios: 15, lifecycle: swiftui }
            objects:
              ui: { kind: swiftui-app }
            steps: [launch, { terminate: { by: user } }]
          - id: swiftui-kill-adaptor
            title: The same app with its app delegate declared
            config: { ios: 15, lifecycle: swiftui }
            objects:
              ui: { kind: swiftui-app, delegates: app }
            steps: [launch, { terminate: { by: user } }]
          - id: push-view-undeclared
            title: A push, the view made in viewDidLoad not declared as such
            config: { ios: 13 }
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              v: { kind: view }
            setup: [launch, { show: { root: nav, stack: [A] } }]
            steps: [{ push: { vc: B, on: nav } }]
          - id: swiftui-in-scenes
            title: A SwiftUI app object in a scene-based app
            config: { ios: 16, lifecycle: scenes }
            objects:
              ui: { kind: swiftui-app }
            setup: [launch, background]
            steps: [foreground]
          - id: present-from-presented
            title: B, presented by A, presents C
            config: { ios: 12, lifecycle: app-delegate }
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            setup: [launch, { show: { root: A } }, { present: { vc: B, from: A, style: fullScreen } }]
            steps: [{ present: { vc: C, from: B, style: fullScreen } }]
          - id: present-over-full-screen
            title: A menu presented over full screen
            config: { ios: 11 }
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup: [launch, { show: { root: A } }]
            steps: [{ present: { vc: B, from: A, style: overFullScreen } }]
          - id: tabs-background
            title: A tab bar app goes to the background
            config: { ios: 12, lifecycle: app-delegate }
            objects:
              tabs: { kind: tab-bar-controller }
              First: { kind: view-controller }
              Second: { kind: view-controller }
            setup: [{ show: { root: tabs, tabs: [First, Second] } }, launch]
            steps: [background]
          - id: kill-with-second-scene
            title: A swipe kill, a second scene declared
            config: { ios: 17 }
            objects:
              second: { kind: scene }
            setup: [launch]
            steps: [{ terminate: { by: user } }]
        """

    func check(_ scenario: String, _ log: String, map: String, _ arguments: String...) throws -> (status: CLI.ExitStatus, out: [String]) {
        let (status, console) = try TraceCheckFixtures.check(scenario, of: Self.lifecycle, log: log, ["--map", map] + arguments)
        return (status, console.outLines)
    }

    /// dinkar1708/SwiftUIExample, README, 2021-09-21.
    static let swiftUIKill = """
        AppDelegate willFinishLaunchingWithOptions
        AppDelegate didFinishLaunchingWithOptions
        onChange scenePhase active
        onChange scenePhase inactive
        onChange scenePhase background
        AppDelegate applicationWillTerminate
        """

    @Test func anUndeclaredAppDelegateIsOutsideTheScenario() throws {
        let (status, out) = try check("swiftui-kill", Self.swiftUIKill, map: "ui=scenePhase,app=AppDelegate")
        #expect(status == .inconclusive)
        #expect(
            out.contains(
                "  not modelled: line 6 \"AppDelegate applicationWillTerminate\": the SwiftUI app of the scenario adopts no app delegate; declare 'delegates: app' on ui"
            ))
        #expect(
            out.last
                == "inconclusive: 3 calls the log shows are outside what swiftui-kill models (above); the 3 calls read agree with the simulated order of swiftui-kill"
        )
        let declared = try check("swiftui-kill-adaptor", Self.swiftUIKill, map: "ui=scenePhase,app=AppDelegate")
        #expect(declared.status == .success, "\(declared.out)")
    }

    /// An Apple forum log (about 2023, iOS not stated) of a fast swipe kill, in which a
    /// second `UIWindowScene` enters the foreground after the first disconnects: a scene no
    /// step connects is outside the scenario, not a divergence (dev round 8, 2026-12-06).
    @Test func aSceneNoStepConnectsIsOutsideTheScenario() throws {
        let log = """
            <UIWindowScene: 0x10270b110> sceneWillResignActive
            <UIWindowScene: 0x10270b110> sceneDidDisconnect
            <UIWindowScene: 0x103e06510> sceneWillEnterForeground
            """
        let (status, out) = try check("kill-with-second-scene", log, map: "scene=0x10270b110,second=0x103e06510")
        #expect(status == .inconclusive, "\(out)")
        #expect(
            out.contains(
                "  not modelled: line 3 \"<UIWindowScene: 0x103e06510> sceneWillEnterForeground\": no step connects second; add the step that "
                    + "does (launch, or open-scene for another window), or remove its lines"), "\(out)")
    }

    @Test func aViewNoStepCreatesIsOutsideTheScenario() throws {
        let log = """
            B viewDidLoad()
            V init(frame:)
            V willMove(toSuperview:)
            B viewWillAppear(_:)
            B viewDidAppear(_:)
            """
        let (status, out) = try check("push-view-undeclared", log, map: "v=V")
        #expect(status == .inconclusive)
        #expect(
            out.contains(
                "  not modelled: line 2 \"V init(frame:)\": no step creates v; say how it comes to exist (add-subview, loaded-with, or added-on-load for a view made in viewDidLoad)"
            ))
    }

    /// remkoh.dev, scenario 3: B presents C from its own viewDidAppear, and A, long gone,
    /// is told viewDidDisappear a second time.
    @Test func aControllerToldWhatItAlreadyIsIsOutsideTheScenario() throws {
        let log = """
            vc3 – loadView
            vc3 – viewDidLoad
            vc2 – viewWillDisappear
            vc3 – viewWillAppear
            vc1 – viewDidDisappear
            vc3 – viewWillLayoutSubviews
            vc3 – viewDidLayoutSubviews
            vc3 – viewDidAppear
            vc2 – viewDidDisappear
            """
        let (status, out) = try check("present-from-presented", log, map: "A=vc1,B=vc2,C=vc3")
        #expect(status == .inconclusive)
        #expect(
            out.contains { $0.hasPrefix("  not modelled: line 5 \"vc1 – viewDidDisappear\": A is disappeared before the steps and no step moves it") }
        )
        #expect(out.last?.hasSuffix("the 8 calls read agree with the simulated order of present-from-presented") == true)
    }

    /// jonkykong/SideMenu#330 (2018-02-16): the library's transition calls the presenter's
    /// `viewWillAppear` itself while its menu is presented over full screen (dev round 9,
    /// 2026-12-06). The reason named the log's start only, which was right here.
    @Test func aCallTheAppOrALibraryMakesItselfIsNamedAsACause() throws {
        let log = """
            SideMenu Appearing! (animated: true)
            SideMenu Appeared! (animated: true)
            viewWillAppear()
            """
        let (status, out) = try check(
            "present-over-full-screen", log,
            map: "A=Main", "--call", "viewWillAppear()=A.viewWillAppear(_:),SideMenu Appearing!=B.viewWillAppear,SideMenu Appeared!=B.viewDidAppear")
        #expect(status == .inconclusive, "\(out)")
        #expect(
            out.contains {
                $0.hasPrefix("  not modelled: line 3 \"viewWillAppear()\": A is appeared before the steps and no step moves it")
                    && $0.hasSuffix(
                        "or the app or a library calls the method itself (a custom transition or container, such as a side menu's), which UIKit does not"
                    )
            }, "\(out)")
    }

    /// openradar 51112884 (2019, iOS 12.2): UIKit loads the second tab as the app goes to
    /// the background; the reason says so beside the step to add (dev round 11, 2026-12-06).
    @Test func aTabNoStepShowsMayHaveBeenLoadedByUIKit() throws {
        let log = "applicationDidEnterBackground(_:)\nSecondViewController viewDidLoad called"
        let (status, out) = try check("tabs-background", log, map: "Second=SecondViewController")
        #expect(status == .inconclusive, "\(out)")
        #expect(
            out.contains(
                "  not modelled: line 2 \"SecondViewController viewDidLoad called\": no step uses Second, so it never loads; add the step that "
                    + "shows it (if UIKit loaded it unasked, as a tab's view on going to the background, that is not modelled)"), "\(out)")
    }

    /// An object the steps do call stays inside: a wrong order on it is a divergence.
    @Test func aWrongOrderOnAnObjectTheStepsCallIsStillADivergence() throws {
        let log = """
            vc2 – viewDidDisappear
            vc3 – viewDidAppear
            """
        let (status, out) = try check("present-from-presented", log, map: "A=vc1,B=vc2,C=vc3")
        #expect(status == .failure)
        #expect(out.contains { $0.hasPrefix("divergence at log line 1") })
    }

    /// wtrmiya 2024 (LaunchOnSwiftUI3), measured against a scenario written before the
    /// `delegates` option: outside the SwiftUI life cycle the SwiftUI object hears nothing,
    /// and the log's phase lines say so instead of diverging.
    @Test func scenePhaseOutsideTheSwiftUILifecycleIsOutsideTheScenario() throws {
        let log = "sceneWillEnterForeground(_:)\ninactive\nsceneDidBecomeActive(_:)\nactive"
        let (status, out) = try check("swiftui-in-scenes", log, map: "scene=SceneDelegate,ui=ContentView")
        #expect(status == .inconclusive)
        #expect(
            out.contains(
                "  not modelled: line 2 \"inactive\": scenePhase is simulated in the SwiftUI App life cycle only; set 'lifecycle: swiftui' (with 'delegates:' on ui for the app's UIKit delegates)"
            ))
    }
}
