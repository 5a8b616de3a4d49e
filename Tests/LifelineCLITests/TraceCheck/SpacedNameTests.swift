import LifecycleModel
import LifecycleSimulator
import Testing

/// Callback names printed as words (`View Will Disappear`, `Will Display Cell : 0`), as
/// tutorials print them: each such line is reported as not read, with the `--call` to
/// write, and read as the call once the author writes it. Before, they passed for prose,
/// and the lines that were read could agree without them.
@Suite struct SpacedNameTests {
    static let log = """
        SecondViewController viewDidLoad
        FirstViewController View Will Disappear
        SecondViewController viewWillAppear
        FirstViewController view did disappear
        SecondViewController View Did Appear
        """
    static let map = ["--map", "A=FirstViewController,B=SecondViewController"]

    @Test func aCallbackPrintedAsWordsIsNotReadAndNamesTheCallToWrite() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.log, Self.map)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 2 \"FirstViewController View Will Disappear\": 'View Will Disappear' reads like viewWillDisappear(_:) "
                    + "printed as words; if it is the call, say so with --call 'View Will Disappear=viewWillDisappear(_:)'"),
            "\(console.stdout)")
        #expect(console.outLines.filter { $0.hasPrefix("  not read:") }.count == 3)
    }

    @Test func callReadsAPrintedPhraseAsTheCall() throws {
        let calls = [
            "--call", "View Will Disappear=viewWillDisappear(_:),view did disappear=viewDidDisappear(_:)",
            "--call", "View Did Appear=viewDidAppear(_:)",
        ]
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.log, Self.map + calls)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 5, calls: 5, scenario: "push"))
    }

    @Test func theHeadersCallsMayNameAPhrase() throws {
        let recorded = """
            ---
            map: { A: FirstViewController, B: SecondViewController }
            calls: { "View Will Disappear": viewWillDisappear, "view did disappear": viewDidDisappear, "View Did Appear": viewDidAppear }
            ---
            """ + "\n" + Self.log
        let (status, console) = try TraceCheckFixtures.check("push", log: recorded)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: 5 calls match the simulated order of push")
    }

    /// A printed name with a dot (an enum case such as Flutter's `AppLifecycleState.inactive`)
    /// is two words to the tokenizer: `--call` matches it word for word. Before, it matched
    /// nothing and the line passed for prose.
    @Test func aDottedPrintedNameIsMatchedToo() throws {
        let log = "SecondViewController viewDidLoad\nFirstViewController Event.willDisappear\nSecondViewController viewWillAppear"
        let (status, console) = try TraceCheckFixtures.check(
            "push", log: log, Self.map + ["--call", "Event.willDisappear=viewWillDisappear(_:)"])
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: 3 calls match the simulated order of push")
    }

    /// However the line separates the phrase's words, the `--call` the hint gave reads it.
    @Test func thePhraseIsMatchedWordForWord() throws {
        let log = Self.log.replacingOccurrences(of: "View Will Disappear", with: "View-Will-Disappear")
            .replacingOccurrences(of: "View Did Appear", with: "view  did  appear")
        let calls = [
            "--call", "View Will Disappear=viewWillDisappear(_:),view did disappear=viewDidDisappear(_:),View Did Appear=viewDidAppear(_:)",
        ]
        let (status, console) = try TraceCheckFixtures.check("push", log: log, Self.map + calls)
        #expect(status == .success, "\(console.stdout)")
    }

    /// A colon after the phrase (`Will Display Cell: 0`) does not keep the hint's --call
    /// from reading it; a phrase no object of the scenario receives is prose.
    @Test func aPhraseBeforeAColonIsReadAndOnlyReceivableCallsAreFlagged() throws {
        let log = Self.log.replacingOccurrences(of: "View Did Appear", with: "View Did Appear: true")
        let calls = [
            "--call", "View Will Disappear=viewWillDisappear(_:),view did disappear=viewDidDisappear(_:),View Did Appear=viewDidAppear(_:)",
        ]
        let (status, console) = try TraceCheckFixtures.check("push", log: log, Self.map + calls)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: 5 calls match the simulated order of push")
        let (_, keyboard) = try TraceCheckFixtures.check("keyboard-show", log: "View Will Appear\nkeyboardWillShowNotification")
        #expect(!keyboard.outLines.contains { $0.hasPrefix("  not read:") }, "\(keyboard.stdout)")
    }

    /// A phrase is read only where the line holds no callback name, and only of three
    /// words or more that name a call an object of the scenario receives: prose stays prose.
    @Test func proseAndNamedCallsAreUntouched() throws {
        let log = """
            ------Before Push------
            Load view controller
            about to load view
            ------ layout subviews ------
            the app did enter background
            the button was tapped
            SecondViewController viewDidLoad (the view did load)
            FirstViewController viewWillDisappear
            SecondViewController viewWillAppear
            FirstViewController viewDidDisappear
            SecondViewController viewDidAppear
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log, Self.map)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: 5 calls match the simulated order of push")
    }
}

/// What dev round 6 (2026-12-06) met in logs of calls printed as words: prashuk/iOS-Tutorials
/// (2021) prints `Will Finishing Launching With Options` and `View Did Load First View
/// Controller`; WMPageController#105 (2016) prints `view did disApp` on no receiver.
@Suite struct PrintedWordsHintTests {
    let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene, "A": .viewController, "B": .viewController])

    /// A launch printed in five words, one of them with `-ing` added, was prose.
    @Test(arguments: [
        ("Will Finishing Launching With Options", "application(_:willFinishLaunchingWithOptions:)"),
        ("Did Finish Launching With Options", "application(_:didFinishLaunchingWithOptions:)"),
    ])
    func aLaunchPrintedInWordsIsUnread(_ line: String, _ callback: String) {
        #expect(parser.parse(line).ignored.map(\.reason) == [.spacedName(phrase: line, callbacks: [callback])])
    }

    /// A scene's connection, and an appearance with its tense glued on, printed after the
    /// object (a Korean TIL's `scene connect`; velog rudin_, 2024: `A willDisappear`,
    /// `B isAppearing`) were prose, and a log around them agreed.
    @Test(arguments: [
        ("scene connect", "scene connect", "scene(_:willConnectTo:options:)"),
        ("scene disconnected", "scene disconnected", "sceneDidDisconnect(_:)"),
        ("A willDisappear", "willDisappear", "viewWillDisappear(_:)"), ("B didAppear", "didAppear", "viewDidAppear(_:)"),
        ("B isAppearing", "isAppearing", "viewIsAppearing(_:)"),
    ])
    func aCallPrintedAsAWordAfterItsObjectIsUnread(_ line: String, _ word: String, _ callback: String) {
        #expect(parser.parse(line).ignored.map(\.reason) == [.spacedName(phrase: word, callbacks: [callback])])
        let named = ConsoleLogParser(objects: ["scene": .scene, "A": .viewController, "B": .viewController], callNames: [word: callback])
        #expect(named.parse(line).calls.map(\.callback.name) == [callback])
    }

    /// Prose about a connection and SwiftUI's `isAppearing` are no such calls (a review,
    /// 2026-12-06); `B is appearing` is not `viewIsAppearing` but the prose of a will, unread
    /// (the trace-check trial of that day); `--call 'scene connect=…'` reads the scene's line only.
    @Test func proseAboutAConnectionIsNoCall() {
        let views = ConsoleLogParser(objects: ["scene": .scene, "B": .viewController, "Detail": .swiftuiView])
        for line in ["scene connected to server", "scene connecting to 10.0.0.2", "Detail isAppearing"] {
            #expect(views.parse(line).ignored.map(\.reason) == [.noCallback], "\(line)")
        }
        #expect(
            views.parse("B is appearing").ignored.map(\.reason) == [
                .spacedName(phrase: "is appearing", callbacks: ["viewWillAppear(_:)", "viewDidAppear(_:)"])
            ])
        let named = ConsoleLogParser(objects: ["scene": .scene], callNames: ["scene connect": "scene(_:willConnectTo:options:)"])
        #expect(named.parse("scene connect\nWebSocket connect").calls.map(\.notation) == ["scene.scene(_:willConnectTo:options:)"])
    }

    /// openradar 18246020 (2014) prints each appearance call's `animated` with its tense
    /// glued on and no object: `willAppear: NO`, `didDisappear: NO !!!` (dev round 10,
    /// 2026-12-06). They were prose, and a `--call` for one of them agreed without the other.
    /// The hint names the object when only one makes the call.
    @Test(arguments: [
        ("willAppear: NO", "willAppear", "A.viewWillAppear(_:)"), ("didDisappear: NO !!!", "didDisappear", "A.viewDidDisappear(_:)"),
        ("DEBUG: didAppear", "didAppear", "A.viewDidAppear(_:)"), ("B didAppear: true", "didAppear", "viewDidAppear(_:)"),
    ])
    func anAppearanceWordWithItsTenseGluedOnIsUnread(_ line: String, _ word: String, _ callback: String) {
        let one = ConsoleLogParser(objects: ["app": .app, "A": .viewController, "B": .viewController])
        let parser = line.hasPrefix("B") ? one : ConsoleLogParser(objects: ["app": .app, "A": .viewController])
        #expect(parser.parse(line).ignored.map(\.reason) == [.spacedName(phrase: word, callbacks: [callback])])
    }

    /// A controller's property printed with its value stays prose (a review, 2026-12-06).
    @Test(arguments: ["B didAppear = false", "B isAppearing: false", "B.isAppearing = true"])
    func anObjectsAppearancePropertyIsNoCall(_ line: String) {
        let parser = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])
        #expect(parser.parse(line).ignored.map(\.reason) == [.noCallback])
    }

    /// With two controllers the hint cannot name one; prose before the word, and a property
    /// printed with its value, stay prose (a review, 2026-12-06).
    @Test func aLeadingAppearanceWordNamesNoObjectOfSeveral() {
        let parser = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])
        #expect(parser.parse("didAppear: NO").ignored.map(\.reason) == [.spacedName(phrase: "didAppear", callbacks: ["viewDidAppear(_:)"])])
        for prose in ["the flag didAppear is set", "didAppear = true", "isAppearing: false", "didAppear: 3 times"] {
            #expect(parser.parse(prose).ignored.map(\.reason) == [.noCallback], "\(prose)")
        }
    }

    /// cordova-plugin-fcm#131 (2016) logs `app entered background` from its app delegate: a
    /// past tense was prose where the present (`App did enter background`) was flagged.
    @Test(arguments: [
        ("app entered background", "applicationDidEnterBackground(_:)"), ("App became active", "applicationDidBecomeActive(_:)"),
        ("app become active", "applicationDidBecomeActive(_:)"), ("App entered foreground", "applicationWillEnterForeground(_:)"),
    ])
    func aDelegateCallInThePastTenseIsUnread(_ line: String, _ callback: String) {
        #expect(parser.parse(line).ignored.map(\.reason) == [.spacedName(phrase: line, callbacks: [callback])])
    }

    /// Prose tells in the past tense (a review, 2026-12-06).
    @Test(arguments: ["Refreshing feed because app became active", "Sync finished after app became active", "app entered background mode"])
    func aPastTenseInProseIsNoCall(_ line: String) {
        #expect(parser.parse(line).ignored.map(\.reason) == [.noCallback])
    }

    /// The hint repeats the phrase the author gave `--call`, not the word the parser joins it into.
    @Test func theAmbiguousReceiverHintKeepsThePrintedPhrase() {
        let phrases = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController], callNames: ["view did disApp": "viewDidDisappear(_:)"])
        #expect(
            phrases.parse("view did disApp").ignored.map(\.reason) == [
                .ambiguousReceiver(method: "view did disApp", candidates: ["A", "B"], callbacks: ["viewDidDisappear(_:)", "viewDidDisappear(_:)"])
            ])
    }

    /// A receiver printed in words is named whole: mapping `View` would read nothing.
    @Test func aClassPrintedInWordsIsNamedWhole() {
        let phrases = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController], callNames: ["View Did Load": "viewDidLoad()"])
        #expect(phrases.parse("- View Did Load First View Controller").ignored.map(\.reason) == [.unknownReceiver("First View Controller")])
        #expect(phrases.parse("View Did Load DetailView").ignored.map(\.reason) == [.unknownReceiver("DetailView")])
        // Not a tag, an app's prefix or an article.
        #expect(phrases.parse("[Lifecycle] Second View View Did Load").ignored.map(\.reason) == [.unknownReceiver("Second View")])
        #expect(phrases.parse("MyApp: View View Did Load").ignored.map(\.reason) == [.unknownReceiver("View")])
        #expect(phrases.parse("The View View Did Load").ignored.map(\.reason) == [.unknownReceiver("View")])
        // A small word inside a name stays: `Sign In View`, `Terms Of Service View`.
        #expect(phrases.parse("Sign In View View Did Load").ignored.map(\.reason) == [.unknownReceiver("Sign In View")])
        #expect(phrases.parse("New Post View View Did Load").ignored.map(\.reason) == [.unknownReceiver("New Post View")])
    }

    /// A `--call` whose printed name no line prints is reported: the lines it was meant for
    /// read as prose.
    @Test func aCallNoLinePrintsIsReported() throws {
        let (_, console) = try TraceCheckFixtures.check(
            "push", log: SpacedNameTests.log, SpacedNameTests.map + ["--call", "ViewWillDisappear=viewWillDisappear(_:)"])
        #expect(console.outLines.contains("  unused: --call ViewWillDisappear, which no line prints"), "\(console.stdout)")
        let (_, used) = try TraceCheckFixtures.check(
            "push", log: SpacedNameTests.log, SpacedNameTests.map + ["--call", "View Will Disappear=viewWillDisappear(_:)"])
        #expect(!used.stdout.contains("unused:"))
    }
}
