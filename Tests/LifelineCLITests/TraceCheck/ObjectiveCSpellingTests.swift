import LifecycleSimulator
import Testing

/// Launch and keyboard logs printed the Objective-C way and the older ways: selectors
/// camel-cased by a logging helper, `__FUNCTION__` and `#function`, `func …` pasted from
/// the source, NSLog prefixes, and the Objective-C constants of notifications. Before these
/// were read, a launch log lost every launch line to "no lifecycle call" and still agreed.
@Suite struct ObjectiveCSpellingTests {
    let parser = ConsoleLogParser(
        objects: ["app": .app, "A": .viewController, "observer": .keyboardObserver], classNames: ["ViewController": ["A"]])

    /// The one call `line` reads as, in trace notation, or nil.
    func call(_ line: String) -> String? {
        let parsed = parser.parse(line)
        return parsed.calls.count == 1 ? parsed.calls[0].notation : nil
    }

    @Test(arguments: [
        // regularberry/AppLaunchSequence (2017): a helper that camel-cases the selector.
        ("applicationDidFinishLaunchingWithOptions:", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("7. applicationWillFinishLaunchingWithOptions: Inactive - LaunchOptions: [:]", "app.application(_:willFinishLaunchingWithOptions:)"),
        ("application:didFinishLaunchingWithOptions:", "app.application(_:didFinishLaunchingWithOptions:)"),
        // kuma-de.com (2010, iOS 4) and Japanese memos: the selector without its last colon.
        // Before, the line was prose, and a launch log with it moved agreed.
        ("1) application:didFinishLaunchingWithOptions", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("AppDelegate application:didFinishLaunchingWithOptions", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("-[AppDelegate application:didFinishLaunchingWithOptions]", "app.application(_:didFinishLaunchingWithOptions:)"),
        // qiita plasticstraw (2015): a label capitalised by hand.
        ("1. application:WillFinishLaunchingWithOptions: (launchOptions[…]=通知ペイロード)", "app.application(_:willFinishLaunchingWithOptions:)"),
        ("-[AppDelegate applicationWillResignActive:]", "app.applicationWillResignActive(_:)"),
        ("-[ViewController viewWillAppear:]", "A.viewWillAppear(_:)"),
        ("[AppDelegate application:didFinishLaunchingWithOptions:]", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("AppDelegate.applicationDidBecomeActive", "app.applicationDidBecomeActive(_:)"),
        ("application(_:didFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("func applicationDidEnterBackground", "app.applicationDidEnterBackground(_:)"),
        ("func applicationDidEnterBackground(_ application: UIApplication)", "app.applicationDidEnterBackground(_:)"),
        ("2015-03-02 10:12:33.123 MyApp[1234:56789] applicationDidBecomeActive:", "app.applicationDidBecomeActive(_:)"),
        // so-25946121 (iOS 8-10): observers print the notification's name.
        ("UIKeyboardWillChangeFrameNotification:", "observer.keyboardWillChangeFrameNotification"),
        ("NSConcreteNotification 0x600 {name = UIKeyboardDidShowNotification; userInfo = {", "observer.keyboardDidShowNotification"),
        ("UIApplicationDidReceiveMemoryWarningNotification", "app.didReceiveMemoryWarningNotification"),
        // Swift 2's #function printed the selector's labels; before, these passed for a
        // method the engine does not model.
        ("AppDelegate application(_:openURL:options:)", "app.application(_:open:options:)"),
        ("application(_:didFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)"),
    ])
    func printedForms(_ line: String, _ notation: String) {
        #expect(call(line) == notation)
    }

    /// A launch log whose app-delegate lines are printed in four different ways: every
    /// launch line is read and compared. Before, line 1 was "no lifecycle call", the
    /// comparison narrowed it away, and the log agreed without it.
    @Test func aLaunchLogKeepsItsLaunchLines() throws {
        let log = """
            2015-03-02 10:12:33.123 MyApp[1234:56789] applicationDidFinishLaunchingWithOptions:
            2015-03-02 10:12:33.140 MyApp[1234:56789] -[ViewController viewDidLoad]
            2015-03-02 10:12:33.141 MyApp[1234:56789] -[ViewController viewWillAppear:]
            2015-03-02 10:12:33.170 MyApp[1234:56789] AppDelegate.applicationDidBecomeActive
            2015-03-02 10:12:33.201 MyApp[1234:56789] -[ViewController viewDidAppear:]
            2015-03-02 10:12:40.002 MyApp[1234:56789] -[AppDelegate applicationWillResignActive:]
            2015-03-02 10:12:40.510 MyApp[1234:56789] func applicationDidEnterBackground
            2015-03-02 10:12:45.300 MyApp[1234:56789] [AppDelegate applicationWillEnterForeground:]
            2015-03-02 10:12:45.812 MyApp[1234:56789] application(_:didFinishLaunchingWithOptions:)
            """
        let (status, console) = try TraceCheckFixtures.check("launch", log: log, "--map", "A=ViewController")
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.first == "read 9 lines: 9 calls on objects of launch, no lines ignored")
        // The last line is the launch call printed again where applicationDidBecomeActive belongs.
        #expect(console.outLines.contains("divergence at log line 9 of the simulated order of launch:"))
        let fixed = log.replacingOccurrences(of: "application(_:didFinishLaunchingWithOptions:)", with: "applicationDidBecomeActive(_:)")
        let (agreed, again) = try TraceCheckFixtures.check("launch", log: fixed, "--map", "A=ViewController")
        #expect(agreed == .success, "\(again.stdout)")
        #expect(again.outLines == TraceCheckFixtures.agreement(lines: 9, calls: 9, scenario: "launch"))
    }

    /// so-25946121, "Turning Predictive ON" (iOS 8-10): the four names as the answer prints
    /// them. Before, each was a misspelt keyboardWillChangeFrameNotification (inconclusive).
    @Test func objectiveCNotificationConstantsAreRead() throws {
        let log = """
            UIKeyboardWillChangeFrameNotification:
            UIKeyboardWillShowNotification:
            UIKeyboardDidChangeFrameNotification:
            UIKeyboardDidShowNotification:
            """
        let (status, console) = try TraceCheckFixtures.check("keyboard-show", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 4, calls: 4, scenario: "keyboard-show"))
    }

    /// Batch iOS SDK's BAApplicationLifecycle.h notes (2021, no UIScene, cold open): the
    /// launch notifications are read as the app's calls, one the engine does not model is
    /// listed by its Swift name, and so are
    /// the delegate methods it does not model (regularberry 2017), instead of passing for prose.
    @Test func unmodelledNotificationsAndDelegateMethodsAreNamed() throws {
        let log = """
            Lifecycle - application:didFinishLaunchingWithOptions: - State: Inactive - Scene: No UIScene
            Lifecycle - UIApplicationDidFinishLaunchingNotification - State: Inactive - Scene: No UIScene
            Lifecycle - UIApplicationDidBecomeActiveNotification - State: Active - Scene: No UIScene
            3. applicationSupportedInterfaceOrientationsFor: Inactive
            8. applicationShouldRestoreApplicationState: Inactive
            Lifecycle - UIApplicationSignificantTimeChangeNotification - State: Active
            applicationState: active
            """
        let (_, console) = try TraceCheckFixtures.check("launch", log: log)
        #expect(
            console.outLines.prefix(3) == [
                "read 7 lines: 3 calls on objects of launch, 4 lines ignored",
                "  not modelled by the engine: lines 4 (applicationSupportedInterfaceOrientationsFor:), "
                    + "5 (applicationShouldRestoreApplicationState:), 6 (UIApplication.significantTimeChangeNotification)",
                "  no lifecycle call: line 7",
            ])
    }

    /// A selector's first parts without the last one, or a signature written with the
    /// parameter's name for a label (npaka's `scene(:willConnectTo:connectionOptions:)`):
    /// no call to read, but unread with the full name, never prose.
    @Test(arguments: [
        ("SceneDelegate scene:willConnectToSession", "scene:willConnectToSession"),
        ("SceneDelegate.scene(:willConnectTo:connectionOptions:)", "scene(:willConnectTo:connectionOptions:)"),
    ])
    func aSignatureWithPartsLeftOutOrRenamedIsUnread(line: String, word: String) {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene])
        #expect(parser.parse(line).ignored.map(\.reason) == [.misspelt(word: word, suggestion: "scene(_:willConnectTo:options:)")])
    }
}
