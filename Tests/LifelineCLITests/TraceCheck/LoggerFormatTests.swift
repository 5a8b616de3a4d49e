import Foundation
import Testing

/// Lines as logging libraries print them, which name the function that logged beside the
/// message (dev round 15: 12 recordings rewritten into 34 documented logger formats).
@Suite struct LoggerFormatTests {
    static let launch = """
        id: launch
        title: Launch
        object: scene
        scenarios:
          - id: launch
            title: Cold launch on iOS 17
            config: { ios: 17 }
            objects:
              A: { kind: view-controller, from: storyboard }
            steps:
              - show: { root: A }
              - launch
        """

    /// XCGLogger's `[File.swift:line] function > message`, logged by an observer in
    /// `ViewControllerA`: the notification is its poster's call. Before, the line was "not
    /// traced for its receiver", so a notification printed in the wrong place agreed.
    @Test func aNotificationPrintedByItsObserverIsThePostersCall() throws {
        let log = """
            2024-05-01 10:11:12.408 [Debug] [SceneDelegate.swift:113] sceneDidBecomeActive(_:) >
            2024-05-01 10:11:12.445 [Debug] [ViewControllerA.swift:47] viewDidAppear(_:) >
            2024-05-01 10:11:12.482 [Debug] [ViewControllerA.swift:155] appDidBecomeActive(_:) > UIApplicationDidBecomeActiveNotification
            """
        let (status, console) = try TraceCheckFixtures.check("launch", of: Self.launch, log: log, ["--map", "A=ViewControllerA"])
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.contains("  the log has A.viewDidAppear(_:) where the engine has app.didBecomeActiveNotification"))
        let lines = log.split(separator: "\n")
        let inOrder = [lines[0], lines[2], lines[1]].joined(separator: "\n")
        let (agreed, output) = try TraceCheckFixtures.check("launch", of: Self.launch, log: inOrder, ["--map", "A=ViewControllerA"])
        #expect(agreed == .success, "\(output.stdout)")
    }

    /// The handler a logger names beside the notification it handles is that call. Before,
    /// the line was read and also "not read"; the `--call` of the hint doubled every call.
    @Test func aHandlerBesideItsNotificationIsThatCall() throws {
        let lifecycle = """
            id: kb
            title: Keyboard
            object: keyboard-observer
            scenarios:
              - id: show
                title: The keyboard appears
                objects:
                  observer: { kind: keyboard-observer }
                steps:
                  - keyboard-show
            """
        let log = """
            2024-05-01 10:11:12.001 [Debug] [ViewController.swift:95] keyboardWillChangeFrame(_:) > UIKeyboardWillChangeFrameNotification
            2024-05-01 10:11:12.038 [Debug] [ViewController.swift:159] keyboardWillShow(_:) > UIKeyboardWillShowNotification
            """
        let (status, console) = try TraceCheckFixtures.check("show", of: lifecycle, log: log, ["--map", "observer=ViewController"])
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 2, calls: 2, scenario: "show"))
        // A handler alone on its line is still no call of its own.
        let (alone, output) = try TraceCheckFixtures.check(
            "show", of: lifecycle, log: "[ViewController.swift:159] keyboardWillShow(_:) > ", ["--map", "observer=ViewController"])
        #expect(alone == .inconclusive, "\(output.stdout)")
    }

    /// SwiftyBeaver's `$N.$F:$l - $M` and XCGLogger print the function; a message of
    /// `#function` prints it again. Before, each line was two calls.
    @Test(arguments: [
        "[SecondViewController.swift:36] viewWillDisappear(_:) > viewWillDisappear(_:)\n"
            + "[FirstViewController.swift:40] viewWillAppear(_:) > viewWillAppear(_:)",
        "10:11:12.001 💚 DEBUG SecondViewController.viewWillDisappear(_:):36 - viewWillDisappear(_:)\n"
            + "10:11:12.038 💚 DEBUG FirstViewController.viewWillAppear(_:):40 - viewWillAppear(_:)",
    ])
    func aFunctionPrintedTwiceOnALineIsOneCall(log: String) throws {
        let (status, console) = try TraceCheckFixtures.check("pop", log: log, "--map", "A=FirstViewController,B=SecondViewController")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 2, calls: 2, scenario: "pop"))
    }

    /// A base class that logs with XCGLogger prints its own file and the class of `self`
    /// (`type(of: self)` as the message): the message's class is the receiver. Before, every
    /// line went to the file's class, which the scenario has too (the sixth trial, 2026-12-06).
    @Test func theMessagesClassBeatsABaseClassesFile() throws {
        let map = ["--map", "A=FirstViewController,B=SecondViewController"]
        let log =
            "[FirstViewController.swift:36] viewWillDisappear(_:) > SecondViewController\n"
            + "[FirstViewController.swift:40] viewWillAppear(_:) > FirstViewController"
        let (status, console) = try TraceCheckFixtures.check("pop", log: log, map[0], map[1])
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 2, calls: 2, scenario: "pop"))
        let swapped =
            "[FirstViewController.swift:36] viewWillAppear(_:) > FirstViewController\n"
            + "[FirstViewController.swift:40] viewWillDisappear(_:) > SecondViewController"
        let (diverged, output) = try TraceCheckFixtures.check("pop", log: swapped, map[0], map[1])
        #expect(diverged == .failure, "\(output.stdout)")
        #expect(output.outLines.contains("  the log has A.viewWillAppear(_:) where the engine has B.viewWillDisappear(_:)"), "\(output.stdout)")
    }

    /// `print("ContentView \(phase)")` or a logger's category naming the view: the view's
    /// name and the phase alone are a change of scenePhase. Before, such lines were prose
    /// and the mapped view had no call read.
    @Test(arguments: ["ContentView inactive", "ContentView: .inactive", "2024-05-01 10:11:12.038000+0200 Demo[41234:1912383] ContentView inactive"])
    func aPhaseAfterTheViewsNameIsAChange(inactive: String) throws {
        let lifecycle = """
            id: phase
            title: Phase
            object: swiftui-app
            config: { ios: 16, lifecycle: swiftui }
            scenarios:
              - id: back
                title: Back from the background
                objects:
                  ui: { kind: swiftui-app, observer: view, delegates: app-and-scene }
                setup: [launch, background]
                steps: [foreground]
            """
        let log = "SceneDelegate sceneWillEnterForeground(_:)\n\(inactive)\nSceneDelegate sceneDidBecomeActive(_:)\nContentView active"
        let (status, console) = try TraceCheckFixtures.check("back", of: lifecycle, log: log, ["--map", "scene=SceneDelegate,ui=ContentView"])
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 4, calls: 4, scenario: "back"))
        let swapped = log.replacingOccurrences(of: "inactive", with: "ACTIVE").replacingOccurrences(of: "active", with: "inactive")
            .replacingOccurrences(of: "ACTIVE", with: "active")
        let (diverged, output) = try TraceCheckFixtures.check("back", of: lifecycle, log: swapped, ["--map", "scene=SceneDelegate,ui=ContentView"])
        #expect(diverged == .failure, "\(output.stdout)")
    }

    /// `log stream` without a debugger prints an os.Logger's interpolations as `<private>`:
    /// the hint says so. Before, it asked for the `--map` already given.
    @Test func redactedLinesGetAHintOfTheirOwn() throws {
        let log = """
            Timestamp               Ty Process[PID:TID]
            2024-05-01 10:11:12.001 Db Demo[41234:1d2e3f] [com.example.Demo:SecondViewController] <private>
            2024-05-01 10:11:12.038 Db Demo[41234:1d2e3f] [com.example.Demo:FirstViewController] <private>
            """
        let (status, console) = try TraceCheckFixtures.check("pop", log: log, "--map", "A=FirstViewController,B=SecondViewController")
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "hint: lines 2, 3 print <private>: the unified log hides what a message interpolates unless a debugger is attached; "
                + "log the call with privacy: .public, or copy the log from Xcode's console")
    }

    /// Review 11: a line that holds one call twice without a logger's separator is two
    /// calls (a listing of a cell's two highlights); a line about registering an observer is
    /// no notification heard; a view's name before a phase is one only when mapped to the
    /// observer (`Preview active` is prose).
    @Test func theLoggerRulesStayWithinTheirShapes() throws {
        let (twice, twiceOutput) = try TraceCheckFixtures.check("pop", log: "B viewWillDisappear viewWillDisappear", [])
        #expect(twiceOutput.outLines.first == "read 1 line: 2 calls on objects of pop, no lines ignored", "\(twiceOutput.stdout)")
        #expect(twice == .failure)
        let registration = """
            A viewDidLoad
            A registered for UIApplicationDidBecomeActiveNotification
            A viewWillAppear
            """
        let (registered, output) = try TraceCheckFixtures.check("launch", of: Self.launch, log: registration, ["--map", "A=A"])
        #expect(registered == .success, "\(output.stdout)")
        #expect(output.outLines.contains("  not traced for its receiver: line 2 (A UIApplicationDidBecomeActiveNotification)"), "\(output.stdout)")
        let lifecycle = """
            id: phase
            title: Phase
            object: swiftui-app
            config: { ios: 17, lifecycle: swiftui }
            scenarios:
              - id: background
                title: To the background
                objects:
                  ui: { kind: swiftui-app, observer: view }
                setup: [launch]
                steps: [background]
            """
        let (prose, proseOutput) = try TraceCheckFixtures.check("background", of: lifecycle, log: "Preview inactive\nOverview background", [])
        #expect(prose == .inconclusive, "\(proseOutput.stdout)")
        let (mapped, mappedOutput) = try TraceCheckFixtures.check(
            "background", of: lifecycle, log: "[INFO] ContentView inactive\n💚 DEBUG ContentView: .background", ["--map", "ui=ContentView"])
        #expect(mapped == .success, "\(mappedOutput.stdout)")
    }
}
