import LifecycleModel
import LifecycleSimulator
import Testing

/// Print formats of public apps that trace-check dropped, misread or gave a wrong hint for
/// (the trial of 2026-12-07, 45 formats from public repositories): each was a false
/// agreement with its line moved, or a hint that led nowhere.
@Suite struct RealPrintFormatTests {
    static let views = """
        id: views
        title: Views
        object: swiftui-view
        scenarios:
          - id: sheet
            title: A sheet
            config: { ios: 17, lifecycle: swiftui }
            objects:
              Home: { kind: swiftui-view }
              Sheet: { kind: swiftui-view, task: attached }
            setup:
              - show: { root: Home }
              - launch
            steps:
              - sheet: { view: Sheet, from: Home }
              - dismiss: { vc: Sheet }
            only: [appearance]
          - id: push
            title: A push
            config: { ios: 17, lifecycle: swiftui }
            objects:
              stack: { kind: navigation-stack }
              Home: { kind: swiftui-view, task: attached }
              Detail: { kind: swiftui-view, task: attached }
            setup:
              - show: { root: stack, stack: [Home] }
              - launch
            steps:
              - push: { vc: Detail, on: stack }
            only: [appearance]
        """

    /// iDoyoung/Lookbook's controllers print `Allocating instance of '…'` in `init` and
    /// `Deallocating instance of '…'` in `deinit`, as others print their `dealloc`.
    @Test func aLifetimeVerbBeforeTheObjectIsItsCall() {
        let parser = ConsoleLogParser(objects: ["B": .viewController], classNames: ["BViewController": ["B"]])
        #expect(parser.parse("⚫️ Deallocating instance of 'BViewController'").calls.map(\.notation) == ["B.deinit"])
        #expect(parser.parse("-[DEALLOC] Deallocating instance of class: BViewController").calls.map(\.notation) == ["B.deinit"])
        #expect(parser.parse("🟢 Allocating instance of 'BViewController'").calls.map(\.callback.name).first?.hasPrefix("init") == true)
        for prose in ["Deallocating instance of BViewController's cache", "Allocating instance of image", "deallocating B"] {
            #expect(parser.parse(prose).calls.isEmpty, "\(prose)")
        }
    }

    /// `=== 👀 SheetView appeared ===`: a banner's closing marks are not words after the call.
    @Test func anAppearanceWordInABannerIsUnread() {
        let parser = ConsoleLogParser(objects: ["Sheet": .swiftuiView], classNames: ["SheetView": ["Sheet"]])
        let reason = parser.parse("=== 👀 SheetView appeared ===").ignored.first?.reason
        #expect(reason == .spacedName(phrase: "appeared", callbacks: ["onAppear"]))
        #expect(parser.parse("SheetView appeared = true").ignored.first?.reason == .noCallback, "an assignment prints a property")
    }

    /// `view did Dissappear` (DeadNightKing/TabBar): misspelt word for word, still the call.
    @Test func aMisspeltCallInWordsIsUnreadWithTheCall() {
        let parser = ConsoleLogParser(objects: ["B": .viewController])
        #expect(
            parser.parse("view did Dissappear").ignored.first?.reason
                == .spacedName(phrase: "view did Dissappear", callbacks: ["viewDidDisappear(_:)"]))
        #expect(parser.parse("about to load view").ignored.first?.reason == .noCallback, "a word more is prose")
    }

    /// `In first onAppear`, `In second onAppear` (two modifiers on one view): no begin and end.
    @Test func ordinalsAreNoMarkersOfABeginAndAnEnd() throws {
        let log = "In first onAppear\nIn second onAppear"
        let (_, console) = try TraceCheckFixtures.check("push", of: Self.views, log: log, ["--call", "onAppear=Detail.onAppear"])
        #expect(console.outLines.contains { $0.contains("told apart by 'first' and 'second'") && $0.contains("nested-views") }, "\(console.stdout)")
        #expect(!console.outLines.contains { $0.contains("--pairs") }, "\(console.stdout)")
    }

    /// `In detail onAppear`: the object's name in lower case is a word too, so it is not read
    /// as the object; the hint says how to map it.
    @Test func anObjectsNameInAnotherCaseIsHinted() throws {
        let (_, console) = try TraceCheckFixtures.check("push", of: Self.views, log: "In detail onAppear", [])
        #expect(console.outLines.contains { $0.hasSuffix("; or, if 'detail' is Detail, --map Detail=detail") }, "\(console.stdout)")
        let (status, mapped) = try TraceCheckFixtures.check("push", of: Self.views, log: "In detail onAppear", ["--map", "Detail=detail"])
        #expect(status == .success, "\(mapped.stdout)")
    }

    /// `Task was cancelled!` with no receiver: only the view with a `.task` can be cancelled,
    /// and the `--call` the hint gives is used, not reported unused.
    @Test func anUnreadBareCallNamesOnlyObjectsTheEngineMakesItOn() throws {
        let log = "SheetView onAppear\nSheetView task\nSheetView onDisappear\nTask was cancelled!"
        let map = ["--map", "Sheet=SheetView"]
        let (_, console) = try TraceCheckFixtures.check("sheet", of: Self.views, log: log, map)
        #expect(
            console.outLines.contains(
                "  not read: line 4 \"Task was cancelled!\": no receiver is named, and of the objects that could receive taskCancelled "
                    + "only Sheet does in sheet; if every such line is its, say so with --call 'taskCancelled=Sheet.taskCancelled'"),
            "\(console.stdout)")
        let (status, called) = try TraceCheckFixtures.check("sheet", of: Self.views, log: log, map + ["--call", "taskCancelled=Sheet.taskCancelled"])
        #expect(status == .success, "\(called.stdout)")
        #expect(!called.outLines.contains { $0.hasPrefix("  unused:") }, "\(called.stdout)")
    }

    /// `didMove(toParent: <Demo.Parent: 0x…>)`, `willMove(toSuperview:) Optional(<…>)`: the
    /// description is the argument. Before, its class was read as the receiver: the call went
    /// to the parent, or the hint said to map `UIView`.
    @Test func aDescriptionPrintedAsTheArgumentIsNoReceiver() {
        let parser = ConsoleLogParser(
            objects: ["C": .viewController, "P": .viewController, "v": .view],
            classNames: ["ChildViewController": ["C"], "ParentViewController": ["P"], "CustomView": ["v"]])
        #expect(
            parser.parse("ChildViewController didMove(toParent: <Demo.ParentViewController: 0x7fb1c8d0a2e0>)").calls.map(\.notation)
                == ["C.didMove(toParent:)"])
        #expect(
            parser.parse("CustomView willMove(toSuperview:) Optional(<UIView: 0x7f9a1c40a1f0; frame = (0 0; 200 200)>)").calls.map(\.notation)
                == ["v.willMove(toSuperview:)"])
        #expect(
            parser.parse("<Demo.ChildViewController: 0x7fb1c8d0a2e0> viewDidLoad()").calls.map(\.notation) == ["C.viewDidLoad()"],
            "the receiver's own description stays")
    }

    /// `open url: …`, `continue userActivity` opening a line: a URL's or an activity's call in
    /// words, unread with the `--call` that reads it; prose says more before them.
    @Test func aURLOrActivityCallInWordsIsUnread() {
        let parser = ConsoleLogParser(objects: ["app": .app])
        #expect(
            parser.parse("open url: demo://item/42").ignored.map(\.reason) == [
                .spacedName(phrase: "open url", callbacks: ["application(_:open:options:)"])
            ])
        #expect(
            parser.parse("UIApplication continue userActivity <NSUserActivity: 0x600002b1c0f0>").ignored.map(\.reason) == [
                .spacedName(phrase: "continue userActivity", callbacks: ["application(_:continue:restorationHandler:)"])
            ])
        #expect(parser.parse("Failed to open URL demo://x").ignored.first?.reason == .noCallback)
    }

    /// `Preparing anothercell for reuse`, `AnotherCell is initialized with coder`, and a view's
    /// `will move to new superview`: a cell's or a view's call said in a sentence.
    @Test func aCallSaidInASentenceIsUnread() {
        let parser = ConsoleLogParser(objects: ["c1": .cell, "v": .view], classNames: ["AnotherCell": ["c1"]])
        #expect(
            parser.parse("Preparing anothercell for reuse").ignored.map(\.reason) == [
                .spacedName(phrase: "Preparing anothercell for reuse", callbacks: ["prepareForReuse()"])
            ])
        #expect(
            parser.parse("AnotherCell is initialized with coder").ignored.map(\.reason) == [
                .spacedName(phrase: "initialized with coder", callbacks: ["init(coder:)"])
            ])
        #expect(parser.parse("1. will move to new superview").ignored.first?.reason.isUnread == true)
        #expect(parser.parse("cache initialized with defaults").ignored.first?.reason == .noCallback)
    }

    /// A bare `init` in a view's scenario: the hint gives the view's initializer, not a controller's.
    @Test func aBareInitIsHintedWithTheInitializerOfItsObject() throws {
        let (_, console) = try TraceCheckFixtures.check("add-view", log: "0. init")
        #expect(console.outLines.contains { $0.hasSuffix("--call 'init=v.init(frame:)'") }, "\(console.stdout)")
    }

    /// One call printed by a print and by a logger, each its own way: the hint says so
    /// instead of offering the two lines as begin and end markers.
    @Test func aCallPrintedTwiceByTwoLoggersIsNoPair() throws {
        let log = "viewDidLoad:start\nSecondViewController:viewDidLoad:start"
        let (_, console) = try TraceCheckFixtures.check("push", log: log, "--call", "viewDidLoad=B.viewDidLoad")
        #expect(console.outLines.contains { $0.contains("print the same call, each its own way") }, "\(console.stdout)")
        #expect(!console.outLines.contains { $0.contains("--pairs") }, "\(console.stdout)")
    }

    /// An app's noise beside the new readings stays prose (a differential review of this
    /// round's changes, 2026-12-07): each of these was read as a call, or unread, by the
    /// first version of the rules above.
    @Test(arguments: [
        "[Sync] background", "Phase: background download scheduled", "[Account] inactive", "Open URL: https://example.com/terms",
        "open url button tapped", "Open URL in Safari: https://apple.com", "App open URL count: 3", "Fetch failed: CancellationError()",
        "Error: Swift.CancellationError()", "Tracking event appForeground", "appDidBecomeActive event sent to server",
        "Logger initialized with style: compact", "Preparing to reuse cached image", "Task running on thread <NSThread: 0x600001>",
        "Task 1 started",
    ])
    func noiseStaysProse(_ line: String) {
        let parser = ConsoleLogParser(
            objects: ["app": .app, "scene": .scene, "ui": .swiftuiApp, "Home": .swiftuiView, "c1": .cell], classNames: ["MyCell": ["c1"]])
        let log = parser.parse(line)
        #expect(log.calls.isEmpty, "\(line)")
        #expect(log.ignored.first?.reason.isUnread == false, "\(line)")
    }

    /// A scene delegate that says its calls again in a sentence: the sentence is its prose,
    /// not the phase a SwiftUI view observes.
    @Test func aDelegatesSentenceAfterItsCallIsNoPhase() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene, "ui": .swiftuiApp], classNames: ["SceneDelegate": ["scene"]])
        let log = parser.parse("SceneDelegate sceneDidBecomeActive(_:)\nScene is active\nSceneDelegate sceneWillResignActive(_:)\nScene is inactive")
        #expect(log.calls.map(\.notation) == ["scene.sceneDidBecomeActive(_:)", "scene.sceneWillResignActive(_:)"])
    }

    /// `Home appeared == true` compares a property; a banner of three or more `=` is no assignment.
    @Test func aComparisonIsNoAppearance() {
        let parser = ConsoleLogParser(objects: ["Home": .swiftuiView])
        #expect(parser.parse("Home appeared == true").ignored.first?.reason == .noCallback)
        #expect(parser.parse("=== Home appeared ===").ignored.first?.reason.isUnread == true)
    }

    /// A call in words that may be the app delegate's or the scene's: the hint writes the one
    /// the engine makes in the scenario, with scenes the scene's.
    @Test func aCallInWordsIsHintedWithTheCallTheEngineMakes() throws {
        let lifecycle = """
            id: urls
            title: URLs
            object: scene
            scenarios:
              - id: open-url-warm
                title: A URL brings the app back
                config: { ios: 14 }
                setup: [launch, background]
                steps: [open-url]
            """
        let (_, console) = try TraceCheckFixtures.check("open-url-warm", of: lifecycle, log: "open url [<UIOpenURLContext: 0x600003d0c1e0>]", [])
        #expect(console.outLines.contains { $0.hasSuffix("--call 'open url=scene(_:openURLContexts:)'") }, "\(console.stdout)")
    }

    /// Logging frameworks' fields around the message (a trial of their output, 2026-12-07):
    /// a JSON line's keys (`logger.name` was the object `name`) and a `log stream` category in
    /// lower case (`[com.example.MyApp:app]` was the object `app`) are no words of the call.
    @Test func aLoggersFieldsAreNoWordsOfTheCall() {
        let parser = ConsoleLogParser(
            objects: ["app": .app, "scene": .scene, "name": .textField, "B": .viewController], classNames: ["DetailViewController": ["B"]])
        let json = #"🐶 → {"status": "debug", "message": "UIKeyboardWillShowNotification", "logger.name": "lifecycle", "logger.thread_name": "main"}"#
        #expect(
            ConsoleLogParser(objects: ["kb": .keyboardObserver, "name": .textField]).parse(json).calls.map(\.notation) == [
                "kb.keyboardWillShowNotification"
            ])
        #expect(
            parser.parse(#"{"category":"DetailViewController","level":"info","message":"viewDidLoad"}"#).calls.map(\.notation) == ["B.viewDidLoad()"],
            "a category that names a class is the receiver")
        #expect(
            parser.parse("0x1a2b Default 0x0 1234 0 MyApp: [com.example.MyApp:app] sceneWillResignActive(_:)").calls.map(\.notation)
                == ["scene.sceneWillResignActive(_:)"])
        #expect(
            parser.parse("MyApp: [com.example.MyApp:DetailViewController] viewDidLoad()").calls.map(\.notation) == ["B.viewDidLoad()"])
    }

    /// UIKit's faults and warnings under its categories name calls the app did not print: the
    /// `[Assert]` stood in for a missing `cellForRowAt` line, and the log agreed.
    @Test(arguments: [
        "MyApp[123:456] [Assert] Attempted to call -cellForRowAtIndexPath: on the table view while it was in the process of updating its visible cells, which is not allowed.",
        "MyApp[76502:7349785] [TableView] Warning once only: UITableView was told to layout its visible cells and other contents without being in the view hierarchy",
        "MyApp[5600:134966] Can't end BackgroundTask: no background task exists with identifier 9 (0x9), or it may have already been ended.",
    ])
    func uikitsFaultsAreSystemLines(_ line: String) {
        let parser = ConsoleLogParser(objects: ["table": .tableView, "c1": .cell, "app": .app, "Home": .swiftuiView])
        #expect(parser.parse(line).ignored.map(\.reason) == [.systemLine])
    }

    /// XCGLogger prints the file a method is in (a base class's) and the message its object:
    /// neither mapped, the hint names the message's class.
    @Test func anUnmappedClassIsHintedByTheMessageBeforeTheFile() throws {
        let log = "[Debug] [main] [BaseViewController.swift:20] viewWillDisappear(_:) > DetailViewController"
        let (_, console) = try TraceCheckFixtures.check("pop", log: log)
        #expect(console.outLines.contains { $0.contains("DetailViewController is no object of pop") }, "\(console.stdout)")
    }

    /// `task` is an English word too: with no SwiftUI view in the scenario, a line of it is
    /// prose, not a `.task` nobody declared. Before, it made a UIKit log inconclusive.
    @Test func aTaskInAScenarioWithoutSwiftUIViewsIsProse() {
        let cells = ConsoleLogParser(objects: ["table": .tableView, "c1": .cell])
        for line in ["Download task started for image 42", "URLSession task started: https://api.example.com", "task cancelled"] {
            #expect(cells.parse(line).ignored.map(\.reason) == [.noCallback], "\(line)")
        }
        #expect(ConsoleLogParser(objects: ["Home": .swiftuiView]).parse("task started").calls.map(\.notation) == ["Home.task"])
    }

    /// nodevthings (a Korean post) prints a view's calls with the label in words:
    /// `BoxView willMove to Superview`. Before, both lines were a base two calls share,
    /// and the hint's `--call` read the window's line as the superview's.
    @Test func aSharedBaseWithItsLabelInWordsIsThatCall() {
        let parser = ConsoleLogParser(objects: ["v": .view], classNames: ["BoxView": ["v"]])
        let log = "BoxView willMove to Superview\nBoxView willMove to Window\nBoxView didMove toParent\nBoxView willMove toWindow"
        #expect(parser.parse(log).calls.map(\.notation) == ["v.willMove(toSuperview:)", "v.willMove(toWindow:)", "v.willMove(toWindow:)"])
        #expect(
            parser.parse("BoxView willMove to the end").ignored.first?.reason
                == .sharedBaseName(word: "willMove", callbacks: ["willMove(toSuperview:)", "willMove(toWindow:)"]))
    }

    /// hongtianjun's view (2016) prints `initWithFrame` and then `init`, as `-init` calls
    /// `initWithFrame:`. Before, the hint for the bare `init` gave every candidate the
    /// controller's initializer, which a view does not have.
    @Test func aBareInitIsHintedWithEachCandidatesInitializer() throws {
        let lifecycle = """
            id: v
            title: A view
            object: view
            config: { ios: 9, lifecycle: app-delegate }
            scenarios:
              - id: launch
                title: Launch
                objects:
                  A: { kind: view-controller }
                  v: { kind: view, added-on-load: A }
                setup: [launch]
                steps:
                  - show: { root: A }
            """
        let (status, console) = try TraceCheckFixtures.check("launch", of: lifecycle, log: "initWithFrame\ninit\nwillMoveToSuperview", [])
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.stdout.contains("say whose with --call 'init=A.init(nibName:bundle:)' or --call 'init=v.init(frame:)'"), "\(console.stdout)")
    }

    /// FB13103224 (2023) prints `🍏 Home on appear`: a modifier's name in two words. Before,
    /// the line was prose and the hint the generic one.
    @Test func aModifierInTwoWordsIsUnreadWithTheCall() throws {
        let (status, console) = try TraceCheckFixtures.check("sheet", of: Self.views, log: "🍏 Home on appear 💢💢", [])
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.stdout.contains("if it is the call, say so with --call 'on appear=onAppear'"), "\(console.stdout)")
        let uikit = ConsoleLogParser(objects: ["A": .viewController])
        #expect(uikit.parse("Loading images on appear").ignored.first?.reason == .noCallback, "no SwiftUI view: prose")
    }
}
