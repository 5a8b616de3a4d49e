@testable import LifelineCLI
import TestSupport
import Testing

/// Logs whose lines print no receiver: `--call Printed=OBJECT.callback` says whose call a
/// printed name is, and an app without scenes has no scene to share a notification with.
@Suite struct CallOwnerTests {
    /// Open Radar 12322346 (2012) lists the calls one child received, one name a line.
    static let oneObjectsCalls = "viewDidLoad\nviewWillAppear:\nviewDidAppear:"

    @Test func aLogOfOneObjectsCallsNeedsTheirOwner() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.oneObjectsCalls)
        #expect(status == .inconclusive)
        #expect(
            console.outLines.contains {
                // A and B could, but only B loads in push.
                $0.hasSuffix(
                    "of the objects that could receive viewDidLoad only B does in push; if every such line is its, say so with "
                        + "--call 'viewDidLoad=B.viewDidLoad()'")
            }, "\(console.stdout)")
        let (owned, output) = try TraceCheckFixtures.check(
            "push", log: Self.oneObjectsCalls, "--call", "viewDidLoad=B.viewDidLoad,viewWillAppear=B.viewWillAppear,viewDidAppear=B.viewDidAppear")
        #expect(owned == .success, "\(output.stdout)")
        #expect(Array(output.outLines.prefix(2)) == TraceCheckFixtures.agreement(lines: 3, calls: 3, scenario: "push"))
        // A prints nothing: the agreement says so, since the log shows another controller.
        #expect(
            output.outLines.dropFirst(2) == [
                "note: not compared: the calls the engine makes on A (viewWillDisappear(_:), viewDidDisappear(_:)), which the log names "
                    + "nowhere; the agreement says nothing of that object. If the app printed its calls, the log lacks them (map it with "
                    + "--map, or list what the app prints in a header's instrumented:)"
            ])
    }

    /// The owner decides where the line names no other object that makes the call: the
    /// recorded order of B's calls given to A diverges.
    @Test func theOwnerIsCheckedAgainstTheEngine() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "push", log: "viewDidAppear:\nviewDidLoad", "--call", "viewDidLoad=B.viewDidLoad,viewDidAppear=B.viewDidAppear")
        #expect(status == .failure, "\(console.stdout)")
    }

    /// A line that names another object making the call keeps it: `--call` for the bare
    /// lines of a log does not take over the named ones (review, 2026-12-05).
    @Test func aLineThatNamesAnotherReceiverKeepsIt() throws {
        let log = "B viewWillDisappear\nB viewWillAppear\nB viewDidDisappear\nA viewDidAppear"
        let (status, console) = try TraceCheckFixtures.check("pop", log: log, "--call", "viewWillAppear=A.viewWillAppear")
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.stdout.contains("the log has B.viewWillAppear(_:)"), "\(console.stdout)")
    }

    /// A class the map gives to two objects does not take a call `--call` gives one of them,
    /// whichever of the two the map names first.
    @Test(arguments: ["A=VC,B=VC", "B=VC,A=VC"])
    func anOwnerWinsOverASharedClass(_ map: String) throws {
        let log = "VC viewWillDisappear\nVC appear\nVC viewDidDisappear\nVC viewDidAppear"
        let (status, console) = try TraceCheckFixtures.check("push", log: log, "--map", map, "--call", "appear=A.viewWillAppear")
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.stdout.contains("the log has A.viewWillAppear(_:)"), "\(console.stdout)")
    }

    /// A `Deinit` line that `--call` names is read, though a capitalised deinit alone is prose.
    @Test func aDeinitWordCallNamesIsItsCall() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: "Deinit", "--call", "Deinit=A.deinit")
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.stdout.contains("A.deinit"), "\(console.stdout)")
    }

    /// A UIApplication or UIScene notification given with its type is the app's or the
    /// scene's; in an app without scenes, the scene's is outside the scenario.
    @Test func aNotificationsTypeNamesItsObject() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "launch", log: "bg", "--call", "bg=UIScene.didEnterBackgroundNotification")
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.stdout.contains("the scenario's app has no scenes (iOS 9)"), "\(console.stdout)")
    }

    /// Swift writes a notification with its UIKit type; that is the notification, not an object.
    @Test func aNotificationWithItsTypeIsTheNotification() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "keyboard-show", log: "kb\n", "--call", "kb=UIResponder.keyboardWillShowNotification")
        #expect(status != .usage, "\(console.stderr)")
        #expect(!console.stdout.contains("no lifecycle call"), "\(console.stdout)")
    }

    /// A header's owner that is no object is an error at its line and column.
    @Test func aHeadersOwnerThatIsNoObjectIsAnErrorAtItsPlace() throws {
        let log = """
            ---
            calls: { loaded: C.viewDidLoad }
            ---
            loaded
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure)
        #expect(console.stderr.contains("console.log:2:10: error: the log's header gives 'loaded' to 'C.viewDidLoad', but 'C' is not an object"))
    }

    @Test func anOwnerThatIsNoObjectIsAUsageError() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: "viewDidLoad", "--call", "viewDidLoad=C.viewDidLoad")
        #expect(status == .usage)
        #expect(console.stderr.contains("--call gives 'viewDidLoad' to 'C.viewDidLoad', but 'C' is not an object of the scenario"))
    }

    @Test func anOwnerThatNeverMakesTheCallIsAUsageError() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "push", log: "backgrounding", "--call", "backgrounding=A.didEnterBackgroundNotification")
        #expect(status == .usage)
        #expect(console.stderr.contains("but 'A' (view-controller) has no callback 'didEnterBackgroundNotification'"))
    }

    /// Stack Overflow 25857028 (iOS 7.1): handlers of UIApplication's notifications, named
    /// for what they do. Before, each bare notification could be the app's or the scene's,
    /// though an app before iOS 13 has no scene.
    static let handlers = "activing\nresigning\nbackgrounding\nforegrounding\nactiving"
    static let handlerCalls = [
        "--call",
        "activing=didBecomeActiveNotification,resigning=willResignActiveNotification,"
            + "backgrounding=didEnterBackgroundNotification,foregrounding=willEnterForegroundNotification",
    ]

    @Test func aNotificationInAnAppWithoutScenesIsTheApps() throws {
        let (status, console) = try TraceCheckFixtures.check("launch", log: Self.handlers, Self.handlerCalls)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 5, calls: 5, scenario: "launch"))
    }

    @Test(arguments: ["SceneDelegate sceneDidBecomeActive", "sceneDidEnterBackground", "SceneDelegate didBecomeActiveNotification"])
    func aSceneDelegatesCallInAnAppWithoutScenesIsOutsideTheScenario(_ log: String) throws {
        let (status, console) = try TraceCheckFixtures.check("launch", log: log)
        #expect(status == .inconclusive)
        #expect(console.stdout.contains("the scenario's app has no scenes (iOS 9), so scene hears nothing"), "\(console.stdout)")
    }

    /// A log in which nothing reads as a call points to both ways of saying what it prints.
    @Test func aLogOfHandlerNamesOnlyPointsToCall() throws {
        let (status, console) = try TraceCheckFixtures.check("launch", log: Self.handlers)
        #expect(status == .inconclusive)
        #expect(console.outLines.last?.contains("with --call Printed=callback") == true, "\(console.stdout)")
    }
}

/// `--call` with a name that is no callback says what to write.
@Suite struct CallNameHintTests {
    @Test(arguments: [
        ("x=scene.scene", "'scene' names several callbacks; write one in full: scene.scene(_:continue:), scene.scene(_:openURLContexts:)"),
        ("x=scene.willConnectTo", "did you mean 'scene.scene(_:willConnectTo:options:)'?"),
        ("x=B.viewDidLod", "did you mean 'B.viewDidLoad()'?"),
    ])
    func aNameThatIsNoCallbackGetsAHint(_ call: String, _ hint: String) throws {
        let (status, console) = try TraceCheckFixtures.check("launch", log: "x", "--call", call)
        #expect(status == .usage)
        #expect(console.errLines.contains { $0.hasPrefix("    hint: " + hint) }, "\(console.stderr)")
    }

    /// `Scene will connect` is a call printed in words, not prose: before, the launch it
    /// was part of agreed without it.
    @Test func aSceneDelegateMethodInWordsIsNotRead() throws {
        let (status, console) = try TraceCheckFixtures.check("launch", log: "Scene will connect")
        #expect(status == .inconclusive)
        #expect(console.stdout.contains("'Scene will connect' reads like scene(_:willConnectTo:options:) printed as words"), "\(console.stdout)")
    }
}
