import TestSupport
import Testing

/// An object the log instruments (mapped, or a delegate named on its lines by its class) of which no
/// call was read, though the engine makes calls on it: the log says nothing about it, so
/// agreement is not claimed. Before, the comparison narrowed that object away and the log
/// agreed on what remained.
@Suite struct SilentObjectTests {
    /// A launch log whose app-delegate lines print a state, not a call.
    static let launch = """
        AppDelegate: launching, state inactive
        -[ViewController viewDidLoad]
        -[ViewController viewWillAppear:]
        AppDelegate: active
        -[ViewController viewDidAppear:]
        """

    @Test func anObjectNamedOnItsLinesWithNoCallReadIsInconclusive() throws {
        let (status, console) = try TraceCheckFixtures.check("launch", log: Self.launch, "--map", "A=ViewController")
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "inconclusive: no call of app was read, though the log instruments it (line 1 names it as AppDelegate) and the engine "
                + "makes 13 calls on it; the 3 calls read agree with the simulated order of launch")
    }

    @Test func aMappedObjectWithNoCallReadIsInconclusive() throws {
        let log = Self.launch.replacingOccurrences(of: "AppDelegate", with: "Launcher")
        let (status, console) = try TraceCheckFixtures.check("launch", log: log, "--map", "A=ViewController,app=Launcher")
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.outLines.last?.hasPrefix("inconclusive: no call of app was read, though the log instruments it (mapped to Launcher)") == true)
        let json = try TraceCheckFixtures.check("launch", log: log, "--map", "A=ViewController,app=Launcher", "--format", "json")
        #expect(json.console.stdout.contains("\"mappedTo\" : \"Launcher\""))
    }

    /// The same object with its calls read: agreement.
    @Test func readCallsOfTheObjectAgree() throws {
        let log =
            Self.launch.replacingOccurrences(
                of: "AppDelegate: launching, state inactive", with: "AppDelegate: applicationDidFinishLaunchingWithOptions:"
            )
            .replacingOccurrences(of: "AppDelegate: active", with: "AppDelegate: applicationDidBecomeActive:")
            + "\nAppDelegate: applicationDidBecomeActive:"
        let (status, console) = try TraceCheckFixtures.check("launch", log: log, "--map", "A=ViewController")
        #expect(status == .success, "\(console.stdout)")
    }

    /// A controller named by its class on lines that print its touches and helpers, not
    /// its lifecycle (yangjie's NavigationBarTest, 2019): its lifecycle was not instrumented,
    /// so the comparison leaves it out, as before.
    @Test func aControllerNamedOnlyOnOtherLinesIsLeftOut() throws {
        let log = """
            [ListViewController touchesBegan(_:with:)](22): d
            [BViewController viewDidLoad()](20): g
            [BViewController viewWillAppear(_:)](48): c
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
    }

    /// An object named in passing that the steps never call is no evidence lost.
    @Test func anObjectTheEngineDoesNotCallIsNoMatter() throws {
        let log = "AppDelegate: window ready\nB viewDidLoad\nA viewWillDisappear"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
    }
}

/// An agreement notes the engine's calls that narrowing left out though the log prints the
/// same call of other objects: openradar 32106539 (2017, iOS 10.3) prints `viewWillAppear`
/// of the table but never of the child its cell embeds, which is the bug it reports, and the
/// check agreed without a word.
@Suite struct UncomparedCallTests {
    @Test func anAgreementNamesTheCallsItLeftOut() throws {
        let log = """
            A viewDidLoad
            A viewWillAppear:
            A viewDidAppear:
            B viewDidLoad
            A viewWillDisappear:
            A viewDidDisappear:
            A viewWillAppear:
            A viewDidAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("show-push-pop", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "note: not compared: B.viewWillAppear(_:), B.viewDidAppear(_:), B.viewWillDisappear(_:), B.viewDidDisappear(_:), "
                + "which the engine makes; the log prints those calls of other objects only. If the app prints them for every "
                + "object, the log lacks them (a recorded log's header says what the app prints, with map: and instrumented:)")
        let (_, json) = try TraceCheckFixtures.check("show-push-pop", log: log, "--format", "json")
        #expect(json.stdout.contains("\"uncompared\" : [\n    \"B.viewWillAppear(_:)\""))
    }

    /// A log of the presented controller alone (betterhee.tistory.com/75, 2022) agrees with a
    /// full-screen present and a sheet alike: the presenter's calls are what tell them apart.
    /// The agreement names the controller the log never names and the engine's calls on it.
    @Test func anAgreementNamesAnObjectOfAPrintedKindTheLogNamesNowhere() throws {
        func lifecycle(_ style: String) -> String {
            """
            id: modal
            title: Modal
            object: view-controller
            config: { ios: 16 }
            scenarios:
              - id: present
                title: Present
                objects:
                  First: { kind: view-controller }
                  Second: { kind: view-controller }
                setup:
                  - launch
                  - show: { root: First }
                steps:
                  - present: { vc: Second, from: First, style: \(style) }
            """
        }
        let log = "SecondViewController viewDidLoad()\nSecondViewController viewWillAppear(_:)\nSecondViewController viewDidAppear(_:)"
        let (status, console) = try TraceCheckFixtures.check("present", of: lifecycle("fullScreen"), log: log, [])
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "note: not compared: the calls the engine makes on First (viewWillDisappear(_:), viewDidDisappear(_:)), which the log "
                + "names nowhere; the agreement says nothing of that object. If the app printed its calls, the log lacks them (map it "
                + "with --map, or list what the app prints in a header's instrumented:)")
        let (_, json) = try TraceCheckFixtures.check("present", of: lifecycle("fullScreen"), log: log, ["--format", "json"])
        #expect(json.stdout.contains("\"unnamed\" : [\n    \"First.viewWillDisappear(_:)\""), "\(json.stdout)")
        // A sheet leaves the presenter on screen: the engine makes no call on First.
        let (sheet, output) = try TraceCheckFixtures.check("present", of: lifecycle("pageSheet"), log: log, [])
        #expect(sheet == .success && !output.stdout.contains("note:"), "\(output.stdout)")
    }

    /// openradar 12322346 (2012): a child given `viewDidAppear:` without `viewWillAppear:`.
    /// The log prints no `viewWillAppear` of any object, so the agreement left it out in
    /// silence (dev round 11, 2026-12-06); the note names it, as the other half of an
    /// appearance the log prints for that object.
    @Test func anAgreementNamesTheHalfOfAnAppearanceItLeftOut() throws {
        let log = """
            B viewDidLoad
            B viewDidAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "note: not compared: B.viewWillAppear(_:), which the engine makes; the log prints the object's other half of that "
                    + "appearance (its will or did) only. If the app prints it, the log lacks it (a recorded log's header says what the app "
                    + "prints, with map: and instrumented:)"))
        let (_, json) = try TraceCheckFixtures.check("push", log: log, "--format", "json")
        #expect(json.stdout.contains("\"unpaired\" : [\n    \"B.viewWillAppear(_:)\""), "\(json.stdout)")
        let (_, both) = try TraceCheckFixtures.check("push", log: "B viewDidLoad\nB viewWillAppear:\nB viewDidAppear:")
        #expect(!both.stdout.contains("note: not compared: B."), "\(both.stdout)")
    }

    /// The app's and the scene's notifications of one name are calls of two kinds: a log
    /// that prints the app's (hdk2200, 2024, iOS 17.5) lacks no scene call. A layout pass,
    /// which may not run, is never named.
    @Test func onlyCallsOfTheSameKindThatAlwaysRunAreNamed() throws {
        let lifecycle = """
            id: notes
            title: Notes
            object: scene
            config: { ios: 17 }
            scenarios:
              - id: return
                title: Return
                setup: [launch, background]
                steps: [foreground]
            """
        let notifications = """
            sceneWillEnterForeground
            UIApplication.willEnterForeground
            sceneDidBecomeActive
            UIApplication.didBecomeActive
            """
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["notes.yaml": lifecycle, "return.log": notifications], into: directory)
            let (status, console) = lifeline(
                "trace-check", TraceCheckFixtures.path("notes.yaml", in: directory), "return", TraceCheckFixtures.path("return.log", in: directory))
            #expect(status == .success, "\(console.stdout)")
            #expect(!console.stdout.contains("not compared"), "\(console.stdout)")
        }
        let layout = """
            B viewDidLoad
            A viewWillDisappear
            B viewWillAppear
            B viewWillLayoutSubviews
            B viewDidLayoutSubviews
            B viewDidAppear
            A viewDidDisappear
            """
        let (status, console) = try TraceCheckFixtures.check("present-fullscreen", log: layout)
        #expect(status == .success, "\(console.stdout)")
        #expect(!console.stdout.contains("not compared"), "\(console.stdout)")
    }

    /// A layout pass that always runs is named: a log of A's layout lacks B's (iOS 12, a
    /// storyboard's full-screen present).
    @Test func aPassThatAlwaysRunsIsNamed() throws {
        let lifecycle = """
            id: notes
            title: Notes
            object: view-controller
            config: { ios: 12, lifecycle: app-delegate }
            scenarios:
              - id: present
                title: Present
                objects:
                  A: { kind: view-controller, from: storyboard }
                  B: { kind: view-controller, from: storyboard }
                setup:
                  - launch
                  - show: { root: A }
                steps:
                  - present: { vc: B, from: A, style: fullScreen }
            """
        let log = """
            B viewDidLoad
            A viewWillDisappear
            B viewWillAppear
            A viewWillLayoutSubviews
            A viewDidLayoutSubviews
            B viewDidAppear
            A viewDidDisappear
            """
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["notes.yaml": lifecycle, "present.log": log], into: directory)
            let (status, console) = lifeline(
                "trace-check", TraceCheckFixtures.path("notes.yaml", in: directory), "present", TraceCheckFixtures.path("present.log", in: directory),
                "--format", "json")
            #expect(status == .success, "\(console.stdout)")
            #expect(console.stdout.contains("\"uncompared\" : [\n    \"B.viewWillLayoutSubviews()\""), "\(console.stdout)")
        }
    }

    /// A log that prints every call of both objects leaves nothing out.
    @Test func aFullLogLeavesNothingOut() throws {
        let log = "B  viewDidLoad\nA  viewWillDisappear:\nB  viewWillAppear:\nA  viewDidDisappear:\nB  viewDidAppear:"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(!console.stdout.contains("not compared"))
    }
}
