import LifecycleSimulator
import Testing

/// Printing styles of the trace-check trial (2026-12-06) whose lines passed for prose: the
/// log agreed without them, and still agreed with each moved to a wrong place. Each is now
/// read, or reported unread with the `--call` or `--map` that reads it.
@Suite struct DroppedAsProseTests {
    let controllers = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])

    /// `A is disappearing`, `A has disappeared`, `A is about to disappear`: the prose of a
    /// will or a did, with the likelier first.
    @Test(arguments: [
        ("A is disappearing", "is disappearing", "viewWillDisappear(_:)"), ("A has disappeared", "has disappeared", "viewDidDisappear(_:)"),
        ("A is about to disappear", "is about to disappear", "viewWillDisappear(_:)"),
        ("B has just appeared", "has just appeared", "viewDidAppear(_:)"),
    ])
    func anAppearanceSaidWithAnAuxiliaryIsUnread(_ line: String, _ phrase: String, _ first: String) throws {
        let reason = try #require(controllers.parse(line).ignored.first?.reason)
        guard case .spacedName(let printed, let callbacks) = reason else {
            Issue.record("\(line): \(reason)")
            return
        }
        #expect(printed == phrase)
        #expect(callbacks.first == first)
    }

    /// Prose goes on after the word; a print of the call ends there.
    @Test func anAppearanceInProseStaysProse() {
        for prose in ["A is appearing in the list", "A has disappeared from the cache", "B was appearing slowly"] {
            #expect(controllers.parse(prose).ignored.map(\.reason) == [.noCallback], "\(prose)")
        }
    }

    /// Bottle Rocket's UtiliKit example prints `View B Did Load`; its `Did Appear` line was
    /// reported and its `Did Load` line was not.
    @Test(arguments: ["View B Did Load", "\"View B Did Load\"", "B did load", "B didLoad"])
    func aLoadSaidInWordsIsUnread(_ line: String) {
        let reasons = controllers.parse(line).ignored.map(\.reason)
        #expect(reasons.count == 1 && reasons.allSatisfy(\.isUnread), "\(line): \(reasons)")
        #expect(controllers.parse("B loaded its data\nData for B did load twice").ignored.map(\.reason) == [.noCallback, .noCallback])
    }

    /// Hacking with Swift's `appMovedToBackground()` prints `App moved to background!`;
    /// which notification it observes only the author knows, so the line is unread with the
    /// likeliest call, and a log that moves it no longer agrees.
    @Test func anAppMovedToTheBackgroundIsUnread() throws {
        let log = """
            App moved to background!
            applicationWillResignActive
            applicationDidEnterBackground
            applicationWillEnterForeground
            App moved to Foreground!
            applicationDidBecomeActive
            """
        let (status, console) = try TraceCheckFixtures.check("background-foreground", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.stdout.contains("--call 'App moved to background=applicationDidEnterBackground(_:)'"), "\(console.stdout)")
        #expect(console.stdout.contains("--call 'App moved to Foreground=applicationWillEnterForeground(_:)'"), "\(console.stdout)")
        #expect(ConsoleLogParser(objects: ["app": .app]).parse("the app moved to a new server").ignored.map(\.reason) == [.noCallback])
    }

    /// A 2017 CSDN post numbers its lines by gluing a counter to the call:
    /// `111didFinishLaunchingWithOptions:应用启动…`. The call is read; a number that is no
    /// counter of a call stays a number.
    @Test func aCounterGluedToACallIsDropped() {
        let app = ConsoleLogParser(objects: ["app": .app])
        let log = app.parse(
            """
            111didFinishLaunchingWithOptions:应用启动
            1.applicationDidBecomeActive
            222applicationWillResignActive:应用程序将要进入非活动状态
            <UIWindow: 0x7fa1applicationDidBecomeActive> 1stApp
            retry 2init
            """)
        #expect(
            log.calls.map(\.notation) == [
                "app.application(_:didFinishLaunchingWithOptions:)", "app.applicationDidBecomeActive(_:)",
                "app.applicationWillResignActive(_:)",
            ])
    }

    /// `ContentView disappeared!` where the views are `Home` and `Detail`: another
    /// receiver's call, reported with the map that names it; a suffix alone is prose.
    @Test func anAppearingOfAClassThatIsNoObjectIsUnread() {
        let views = ConsoleLogParser(objects: ["Home": .swiftuiView, "Detail": .swiftuiView])
        #expect(views.parse("ContentView disappeared!").ignored.map(\.reason) == [.unknownReceiver("ContentView")])
        #expect(views.parse("SettingsViewController did load").ignored.map(\.reason) == [.unknownReceiver("SettingsViewController")])
        #expect(views.parse("View has appeared").ignored.map(\.reason) == [.noCallback])
        // A UIKit or WebKit view, or a view where no SwiftUI view is modelled, is not taken for one.
        for prose in ["WKWebView did load", "UIAlertController will appear", "MapView did load"] {
            #expect(views.parse(prose).ignored.map(\.reason) == [.noCallback], "\(prose)")
        }
        #expect(controllers.parse("ImageView has appeared").ignored.map(\.reason) == [.noCallback])
    }

    /// `"SceneDelegate -> WillEnterForeground"` (a `debugPrint` of teallet's scene
    /// delegate): the arrow sets the receiver apart, so the short name is the scene
    /// delegate's method, not the notification of that name.
    @Test func aDelegateBeforeAnArrowOwnsTheShortName() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene])
        #expect(
            parser.parse("\"SceneDelegate -> WillEnterForeground\"").ignored.map(\.reason) == [
                .handlerName(word: "WillEnterForeground", callbacks: ["sceneWillEnterForeground(_:)"])
            ])
    }

    /// `➡️ B viewDidLoad()` … `⬅️ B viewDidLoad()`: a tracer's emoji arrows pair as its
    /// plain ones do, one call each.
    @Test func emojiArrowsPairLikeArrows() throws {
        let log = """
            ➡️ B viewDidLoad()
            ⬅️ B viewDidLoad()
            ➡ A viewWillDisappear(_:)
            ⬅ A viewWillDisappear(_:)
            ➡️ B viewWillAppear(_:)
            ⬅️ B viewWillAppear(_:)
            """
        let parsed = controllers.parse(log)
        #expect(parsed.calls.map(\.notation) == ["B.viewDidLoad()", "A.viewWillDisappear(_:)", "B.viewWillAppear(_:)"])
        #expect(parsed.pairs.map(\.first) == [1, 3, 5])
    }

    /// ios-apps-org/TestemunhoV2's scene delegate prints the app delegate's names under its
    /// own as notes: the divergence at such a line says UIKit makes the scene's call there.
    @Test(arguments: [
        "sceneWillResignActive\napplicationWillResignActive\nsceneDidEnterBackground",
        // Only the app delegate's names: the trace narrowed to them holds no scene call.
        "applicationWillResignActive\napplicationDidEnterBackground",
    ])
    func anAppDelegateNameInAnAppWithScenesIsExplained(log: String) throws {
        let lifecycle = """
            id: scenes
            title: Scenes
            object: scene
            scenarios:
              - id: home
                title: Home and back
                config: { ios: 17 }
                setup: [launch]
                steps: [background, foreground]
            """
        let (status, console) = try TraceCheckFixtures.check("home", of: lifecycle, log: log, [])
        #expect(status == .failure, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "hint: with scenes UIKit calls the scene delegate's sceneWillResignActive(_:), not the app delegate's "
                    + "applicationWillResignActive(_:), so this line is no call of the app delegate; does the scene delegate print that name as a note?"
            ), "\(console.stdout)")
    }

    /// Without scenes the app delegate's call is UIKit's: a log that prints it where the
    /// engine has none diverges with no word of scenes.
    @Test func anAppDelegateNameWithoutScenesGetsNoSceneHint() throws {
        let lifecycle = """
            id: app
            title: App
            object: app
            scenarios:
              - id: home
                title: Home
                config: { ios: 17, lifecycle: app-delegate }
                setup: [launch]
                steps: [background]
            """
        let (status, console) = try TraceCheckFixtures.check(
            "home", of: lifecycle, log: "applicationDidEnterBackground\napplicationWillResignActive", [])
        #expect(status == .failure, "\(console.stdout)")
        #expect(!console.stdout.contains("with scenes UIKit calls"), "\(console.stdout)")
    }
}
