import LifecycleModel
import LifecycleSimulator
import Testing

/// `ConsoleLogParser` on each shape of line that logs take, one line at a time.
@Suite struct ConsoleLogParserTests {
    /// A push's cast, plus a view and the implicit app and scene.
    let parser = ConsoleLogParser(objects: [
        "app": .app, "scene": .scene, "nav": .navigationController,
        "A": .viewController, "B": .viewController, "First": .viewController, "v": .view,
    ])

    /// The one call `line` reads as, in trace notation, or nil.
    func call(_ line: String, _ parser: ConsoleLogParser? = nil) -> String? {
        let parsed = (parser ?? self.parser).parse(line)
        return parsed.calls.count == 1 ? parsed.calls[0].notation : nil
    }

    func reason(_ line: String, _ parser: ConsoleLogParser? = nil) -> IgnoredLine.Reason? {
        let parsed = (parser ?? self.parser).parse(line)
        return parsed.calls.isEmpty && parsed.ignored.count == 1 ? parsed.ignored[0].reason : nil
    }

    // MARK: Receivers

    @Test(arguments: [
        ("<B: 0x6000012c4000> viewDidLoad", "B.viewDidLoad()"),
        ("B viewWillAppear:", "B.viewWillAppear(_:)"),
        ("B  viewWillAppear:", "B.viewWillAppear(_:)"),
        ("scene sceneDidBecomeActive <UIWindowScene: 0x106007560>", "scene.sceneDidBecomeActive(_:)"),  // a class, no typo of windowScene
        ("B:viewDidLoad()", "B.viewDidLoad()"),  // a class glued to its method by a colon
        ("—B:viewWillAppear(_:)", "B.viewWillAppear(_:)"),
        ("AppDelegate:application:didFinishLaunchingWithOptions:", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("B  viewWillAppear:1", "B.viewWillAppear(_:)"),  // NSLog(@"%@ %@:%d", …): the flag after the colon
        ("13:02:11.5 B  viewDidDisappear:0", "B.viewDidDisappear(_:)"),
        ("B viewWillAppear:true", "B.viewWillAppear(_:)"),
        ("viewWillAppear(_:) called on <Demo.BViewController: 0x7fa3c2d0>", "B.viewWillAppear(_:)"),
        ("-[BViewController viewDidAppear:]", "B.viewDidAppear(_:)"),
        ("BViewController viewDidAppear(_:)", "B.viewDidAppear(_:)"),
        ("FirstViewController-viewWillAppear", "First.viewWillAppear(_:)"),
        ("2020-04-01 10:11:12.345678+0800 Demo[123:4567] B viewWillDisappear:", "B.viewWillDisappear(_:)"),
        ("[Lifecycle] B.viewDidLoad()", "B.viewDidLoad()"),
        ("<Demo.BViewController: 0x600003a0c000> viewWillAppear(_:)", "B.viewWillAppear(_:)"),
        ("BVC viewDidLoad", "B.viewDidLoad()"),
        ("AppDelegate application(_:didFinishLaunchingWithOptions:)", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("SceneDelegate sceneWillEnterForeground(_:)", "scene.sceneWillEnterForeground(_:)"),
        ("vView layoutSubviews", "v.layoutSubviews()"),
        ("[B viewDidLoad]", "B.viewDidLoad()"),
        ("B(viewDidLoad)", "B.viewDidLoad()"),
        ("B: viewDidLoad", "B.viewDidLoad()"),
        ("B：viewDidLoad", "B.viewDidLoad()"),
        ("-[B init]", "B.init(nibName:bundle:)"),
        ("B -init", "B.init(nibName:bundle:)"),
        ("v -init", "v.init(frame:)"),
        ("B init()", "B.init(nibName:bundle:)"),
        ("B viewWillAppear(_:) called", "B.viewWillAppear(_:)"),
        ("2019-05-03 10:11:12.345678+0800 TableViewDemo[123:4567] B viewDidLoad", "B.viewDidLoad()"),
        ("2015-10-29 17:32:30.767 HBNavigationBarDemo[14468:2081258] 111-[BViewController viewDidLoad]", "B.viewDidLoad()"),
        ("<UINavigationController: 0x7f9a1c80a600> didShowViewController <A: 0x7f9a1c40b2e0>", "nav.navigationController(_:didShow:animated:)"),
        ("-[A navigationController:willShowViewController:animated:]", "nav.navigationController(_:willShow:animated:)"),
        ("クラス名:BViewController メソッド名:viewDidAppear", "B.viewDidAppear(_:)"),
        ("1: B_ViewController initWithCoder:", "B.init(coder:)"),
        ("{{0, 0}, {768, 1004}} B viewWillAppear:", "B.viewWillAppear(_:)"),
        ("AppDelegate didFinishLaunchingWithOptions", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("SceneDelegate willConnectToSession", "scene.scene(_:willConnectTo:options:)"),
        // The label without the preposition Swift ends it with (a Korean TIL's launch log).
        ("sceneWillConnect", "scene.scene(_:willConnectTo:options:)"),
        ("-[A navigationController:didShowViewController:animated:]", "nav.navigationController(_:didShow:animated:)"),
    ])
    func lineShapes(_ line: String, _ notation: String) {
        #expect(call(line) == notation)
    }

    /// The nearest receiver wins, the one before the method first.
    @Test func nearestReceiverBeforeTheMethod() {
        #expect(call("A: B viewDidLoad") == "B.viewDidLoad()")
        #expect(call("viewDidLoad A B") == "A.viewDidLoad()")
    }

    // MARK: Objective-C selectors and Swift names

    @Test(arguments: [
        ("B viewWillAppear:", "B.viewWillAppear(_:)"),
        ("B initWithCoder:", "B.init(coder:)"),
        ("B initWithNibName:bundle:", "B.init(nibName:bundle:)"),
        ("B dealloc", "B.deinit"),
        ("v drawRect:", "v.draw(_:)"),
        ("v willMoveToSuperview:", "v.willMove(toSuperview:)"),
        ("v willMoveToWindow:", "v.willMove(toWindow:)"),
        ("v didMoveToSuperview", "v.didMoveToSuperview()"),
        ("v initWithFrame:", "v.init(frame:)"),
        ("B willMoveToParentViewController:", "B.willMove(toParent:)"),
        ("B viewWillTransitionToSize:withTransitionCoordinator:", "B.viewWillTransition(to:with:)"),
        ("app application:didFinishLaunchingWithOptions:", "app.application(_:didFinishLaunchingWithOptions:)"),
        ("app applicationDidBecomeActive:", "app.applicationDidBecomeActive(_:)"),
        ("scene scene:willConnectToSession:options:", "scene.scene(_:willConnectTo:options:)"),
        ("B viewWillAppear(_:)", "B.viewWillAppear(_:)"),
        ("B deinit", "B.deinit"),
        // A deinitializer's print is free text; none of these is an English word.
        ("B deInit", "B.deinit"),
        ("Deinit B", "B.deinit"),
        ("Deinit <Demo.B: 0x600000c0a000>", "B.deinit"),
        ("B DEALLOC", "B.deinit"),
        ("B viewWillAppear(true)", "B.viewWillAppear(_:)"),
    ])
    func selectors(_ line: String, _ notation: String) {
        #expect(call(line) == notation)
    }

    /// A deinit word in capitals on a line of more than it and an object, or after a
    /// negation, is prose; so is `dealloc:` with a value.
    @Test(arguments: [
        "Dealloc test started", "DEINIT CHECK", "Deinit finished", "Memory: Dealloc ok", "B leaked: no Deinit", "B: no deinit",
        "Expect Deinit A", "waiting for A Deinit...", "A Deinit pending", "A: Deinit skipped", "A dealloc: NO",
        "Deinit pending <Demo.B: 0x600000c0a000>",
    ])
    func aDeinitWordInProseIsNoCall(_ line: String) {
        #expect(parser.parse(line).calls.isEmpty)
    }

    /// A label without its preposition is read only after the delegate's base: alone,
    /// `willConnect` names a handler of `willConnectNotification`, and `did select row`
    /// is prose.
    @Test func aShortenedLabelNeedsItsBase() {
        #expect(call("sceneWillConnect") == "scene.scene(_:willConnectTo:options:)")
        #expect(parser.parse("willConnect").calls.isEmpty)
        #expect(parser.parse("SocketManager: willConnect").calls.isEmpty)
    }

    /// Bare selectors, as view-add-to-window.md source 1 prints them: the colon is missing.
    @Test(arguments: [
        ("initWithFrame", "v.init(frame:)"),
        ("willMoveToSuperview", "v.willMove(toSuperview:)"),
        ("willMoveToWindow", "v.willMove(toWindow:)"),
        ("drawRect", "v.draw(_:)"),
    ])
    func selectorsWithoutColons(_ line: String, _ notation: String) {
        #expect(call(line) == notation)
    }

    // MARK: Lines without a receiver

    /// `applicationWillResignActive:` is the app's alone; `layoutSubviews` the view's.
    @Test func theOnlyObjectWithTheCallbackIsTheReceiver() {
        #expect(call("applicationWillResignActive:     17:49:48.908") == "app.applicationWillResignActive(_:)")
        #expect(call("layoutSubviews") == "v.layoutSubviews()")
    }

    @Test func severalCandidatesLeaveTheLineIgnored() {
        #expect(
            reason("viewDidLoad()")
                == .ambiguousReceiver(
                    method: "viewDidLoad()", candidates: ["A", "B", "First"], callbacks: ["viewDidLoad()", "viewDidLoad()", "viewDidLoad()"]))
        let one = ConsoleLogParser(objects: ["A": .viewController, "nav": .navigationController])
        #expect(call("viewDidLoad()", one) == "A.viewDidLoad()")
    }

    /// vc-init-storyboard.md source 2: the controller's custom view is some other receiver,
    /// so its line must not fall to the only controller.
    @Test func anUnknownClassIsAnotherReceiver() {
        let one = ConsoleLogParser(objects: ["Fourth": .viewController])
        #expect(call("FourthViewController initWithCoder:", one) == "Fourth.init(coder:)")
        #expect(reason("FourthView initWithCoder:", one) == .unknownReceiver("FourthView"))
        #expect(reason("Demo.SettingsViewController viewDidLoad", one) == .unknownReceiver("SettingsViewController"))
    }

    /// Chinese and Japanese text next to a name, with no space between (one controller, so
    /// no receiver needs naming).
    @Test func cjkTextIsAWordOfItsOwn() {
        let one = ConsoleLogParser(objects: ["A": .viewController])
        #expect(call("第二个页面viewWillAppear", one) == "A.viewWillAppear(_:)")
        #expect(call("viewDidLoadが呼ばれました", one) == "A.viewDidLoad()")
        #expect(call("A控制器-viewDidDisappear", one) == "A.viewDidDisappear(_:)")
    }

    /// Swift `print(self, #function)` of a class the scenario does not have: another receiver.
    @Test func aPrintedInstanceOfAnotherClassIsAnUnknownReceiver() {
        #expect(reason("<Demo.DetailViewController: 0x7fb1e8c0a3c0> viewDidLoad()") == .unknownReceiver("DetailViewController:"))
    }

    // MARK: Several calls on one line

    @Test(arguments: [
        ("B viewDidLoad A viewWillDisappear", ["B.viewDidLoad()", "A.viewWillDisappear(_:)"]),
        ("-[B viewDidLoad]-[A viewWillDisappear:]", ["B.viewDidLoad()", "A.viewWillDisappear(_:)"]),
        ("B: viewDidLoad, viewWillAppear", ["B.viewDidLoad()", "B.viewWillAppear(_:)"]),
        ("viewDidLoad: B, viewWillDisappear: A", ["B.viewDidLoad()", "A.viewWillDisappear(_:)"]),
        ("B viewDidLoad()viewWillAppear(_:)", ["B.viewDidLoad()", "B.viewWillAppear(_:)"]),
        ("B viewDidLoad, A viewWillDisappear, B viewWillAppear", ["B.viewDidLoad()", "A.viewWillDisappear(_:)", "B.viewWillAppear(_:)"]),
    ])
    func severalCallsOnOneLine(_ line: String, _ notations: [String]) {
        let parsed = parser.parse(line)
        #expect(parsed.calls.map(\.notation) == notations)
        #expect(parsed.calls.allSatisfy { $0.line == 1 })
        #expect(parsed.ignored == [])
    }

    // MARK: Begin and end markers (not recordings: the shapes logs print)

    @Test(arguments: [
        ("B viewDidLoad - begin\nB viewDidLoad - end", 2),
        ("B viewDidLoad start\nB viewDidLoad end", 2),
        ("-[B viewDidLoad] begin\n-[B viewDidLoad] end", 2),
        ("B viewDidLoad开始\nB viewDidLoad结束", 2),
    ])
    func beginAndEndCountOnce(_ log: String, _ endLine: Int) {
        let parsed = parser.parse(log)
        #expect(parsed.calls.map(\.notation) == ["B.viewDidLoad()"])
        #expect(parsed.calls.map(\.line) == [1])
        #expect(parsed.ignored.map(\.reason) == [.endOfCall(line: 1)])
        #expect(parsed.ignored.map(\.line) == [endLine])
    }

    /// Nested calls between the markers stay where they are; an end with no begin counts.
    @Test func markersAroundOtherCalls() {
        let parsed = parser.parse("B viewWillAppear begin\nB viewIsAppearing\nB viewWillAppear end\nB viewDidAppear end")
        #expect(parsed.calls.map(\.notation) == ["B.viewWillAppear(_:)", "B.viewIsAppearing(_:)", "B.viewDidAppear(_:)"])
        #expect(parsed.ignored.map(\.line) == [3])
    }

    /// A 2018 note by MIN (GitHub code index 3678267348, repository not identified): `-init`
    /// and the `initWithFrame:` it runs, both instrumented, are one initialization.
    @Test func aPlainInitAndTheDesignatedInitializerItRunsCountOnce() {
        let parsed = parser.parse(
            """
            2018-05-30 17:00:36.887514+0800 控制器加载原理[58175:2012242] -[vView init]
            2018-05-30 17:00:36.887651+0800 控制器加载原理[58175:2012242] -[vView initWithFrame:]
            2018-05-30 17:00:36.893572+0800 控制器加载原理[58175:2012242] -[vView layoutSubviews]
            """)
        #expect(parsed.calls.map(\.notation) == ["v.init(frame:)", "v.layoutSubviews()"])
        #expect(parsed.ignored.map(\.reason) == [.endOfCall(line: 1)])
    }

    // MARK: Lines that look like calls but cannot be read

    @Test(arguments: [
        ("B viewwillAppear", "viewwillAppear", "viewWillAppear"),
        ("scene scenedidBecomeActive", "scenedidBecomeActive", "sceneDidBecomeActive"),
        ("B viewDidLoadd", "viewDidLoadd", "viewDidLoad"),
        ("-[B ViewDidLoad]", "ViewDidLoad", "viewDidLoad"),
        ("B viewDidLoad1", "viewDidLoad1", "viewDidLoad"),
        ("B viewWillApear:", "viewWillApear:", "viewWillAppear"),
        ("v layoutSubview", "layoutSubview", "layoutSubviews"),
        ("B initwithCoder:", "initwithCoder:", "initWithCoder"),
    ])
    func misspeltCallbacksAreUnread(_ line: String, _ word: String, _ suggestion: String) {
        let found = reason(line)
        #expect(found == .misspelt(word: word, suggestion: suggestion))
        #expect(found?.isUnread == true)
    }

    @Test func callsRunTogetherAreUnread() {
        #expect(reason("viewDidLoadviewWillAppear") == .runTogether(word: "viewDidLoadviewWillAppear", calls: ["viewDidLoad", "viewWillAppear"]))
        #expect(reason("B loadViewviewDidLoad") == .runTogether(word: "loadViewviewDidLoad", calls: ["loadView", "viewDidLoad"]))
    }

    /// Near misses that are real UIKit methods or plain words are not typos.
    @Test(arguments: [
        ("B viewDidUnload", IgnoredLine.Reason.notModelled(method: "viewDidUnload")),
        ("B updateViewConstraints", .notModelled(method: "updateViewConstraints")),
        // A delegate method the engine does not model, printed by `#function`: listed by name;
        // before, it passed for prose.
        (
            "AppDelegate application(_:handleEventsForBackgroundURLSession:completionHandler:)",
            .notModelled(method: "application(_:handleEventsForBackgroundURLSession:completionHandler:)")
        ),
        (
            "SceneDelegate windowScene(_:userDidAcceptCloudKitShareWith:)",
            .notModelled(method: "windowScene(_:userDidAcceptCloudKitShareWith:)")
        ),
        ("SceneDelegate scene(_:restoreInteractionStateWith:)", .notModelled(method: "scene(_:restoreInteractionStateWith:)")),
        ("tableView(_:heightForRowAt:)", .notModelled(method: "tableView(_:heightForRowAt:)")),
        ("tableView(_:heightForRowAtIndexPath:)", .notModelled(method: "tableView(_:heightForRowAtIndexPath:)")),
        ("application(state) changed", .noCallback),
        ("Init done", .noCallback),
        ("Scene 2 appears", .noCallback),
        ("View has loaded", .noCallback),
    ])
    func nearMissesThatAreNotTypos(_ line: String, _ expected: IgnoredLine.Reason) {
        #expect(reason(line) == expected)
    }

    /// A call no object of the scenario receives, or with no receiver and several candidates.
    @Test func callsThatCannotBeAttributedAreUnread() {
        let controllers = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])
        #expect(reason("layoutSubviews", controllers) == .noObjectReceives(method: "layoutSubviews"))
        #expect(reason("-[MyView layoutSubviews]", controllers) == .unknownReceiver("MyView"))
        #expect(
            reason("viewDidLoad", controllers)
                == .ambiguousReceiver(method: "viewDidLoad", candidates: ["A", "B"], callbacks: ["viewDidLoad()", "viewDidLoad()"]))
        #expect(reason("viewDidLoad", controllers)?.isUnread == true)
    }

    /// A line with a call and a misspelt word: the call is read, the line reported as unread.
    @Test func aLineCanHoldACallAndAnUnreadWord() {
        let parsed = parser.parse("B viewDidLoad B viewwillAppear")
        #expect(parsed.calls.map(\.notation) == ["B.viewDidLoad()"])
        #expect(parsed.ignored.map(\.reason) == [.misspelt(word: "viewwillAppear", suggestion: "viewWillAppear")])
    }

    // MARK: --map

    @Test func mappedClassNames() {
        let mapped = ConsoleLogParser(
            objects: ["B": .viewController, "A": .viewController],
            classNames: ["DetailViewController": ["B"], "Master": ["A"]])
        #expect(call("-[DetailViewController viewWillAppear:]", mapped) == "B.viewWillAppear(_:)")
        #expect(call("Master viewWillDisappear:", mapped) == "A.viewWillDisappear(_:)")
        #expect(call("<Demo.DetailViewController: 0x1> viewDidLoad()", mapped) == "B.viewDidLoad()")
    }

    /// `Text("1")` printing `1 appear`: a number is a receiver only where the map names it;
    /// any other number on the line (an id, a count) is still skipped.
    @Test func numbersMappedToObjectsNameThem() {
        let views: [String: ObjectKind] = ["First": .swiftuiView, "Second": .swiftuiView]
        let mapped = ConsoleLogParser(objects: views, classNames: ["1": ["First"], "2": ["Second"]], callNames: ["appear": "onAppear"])
        #expect(call("2 appear", mapped) == "Second.onAppear")
        #expect(call("12:00:01.5 1 appear", mapped) == "First.onAppear")
        #expect(call("2 appear", ConsoleLogParser(objects: views, callNames: ["appear": "onAppear"])) == nil)
        #expect(call("12 First appear", mapped) == "First.onAppear")
        #expect(call("1.5 appear", mapped) == nil, "a decimal is not the number mapped")
        #expect(call("1a appear", mapped) == nil)
        #expect(call("1 2 appear", mapped) == call("First Second appear", mapped), "two mapped numbers read as two names would")
    }

    /// MNPageViewController#8 (2014) prints each page's number and its colour: the `1` among
    /// the colour's components is no page mapped to `1` (dev round 9, 2026-12-06).
    @Test func aMappedNumberAmongNumbersIsAValue() {
        let pages: [String: ObjectKind] = ["P0": .viewController, "P1": .viewController, "P2": .viewController]
        let mapped = ConsoleLogParser(objects: pages, classNames: ["0": ["P0"], "1": ["P1"], "2": ["P2"]])
        #expect(
            call("2014-10-27 16:09:44.896 MNPageExample[24579:1406430] viewWillAppear: 2 UIDeviceRGBColorSpace 1 0.5 0 1", mapped)
                == "P2.viewWillAppear(_:)")
        #expect(mapped.parse("viewWillAppear: 3 UIDeviceRGBColorSpace 1 0.5 0 1").calls.isEmpty)
        #expect(call("Demo[24579:1406430] 1 viewDidLoad", mapped) == "P1.viewDidLoad()", "a process id is no number beside it")
        // A time or a counter before the object's number leaves it the object (a review, 2026-12-06).
        #expect(call("81234.510 2 viewDidLoad", mapped) == "P2.viewDidLoad()")
        #expect(call("3 2 viewDidLoad", mapped) == "P2.viewDidLoad()")
    }

    /// `@main struct LifecycleDemoApp: App` printing its `init`: no object of any
    /// scenario. Before, the line asked for an object to be declared, which no scenario can
    /// do for an App struct, so the log stayed inconclusive. A logging prefix that ends in
    /// `App` is still no receiver of the calls after it.
    @Test func anAppStructsInitIsNotModelled() {
        let swiftUI = ConsoleLogParser(objects: ["ui": .swiftuiApp, "app": .app, "Content": .swiftuiView])
        #expect(reason("LifecycleDemoApp init", swiftUI) == .notModelled(method: "LifecycleDemoApp init"))
        #expect(reason("LifecycleDemoApp.init()", swiftUI) == .notModelled(method: "LifecycleDemoApp init()"))
        #expect(reason("App init", swiftUI) == .notModelled(method: "App init"))
        let prefixed = swiftUI.parse("[MyApp] application(_:didFinishLaunchingWithOptions:)\n[MyApp] onAppear: ContentView")
        #expect(prefixed.calls.map(\.notation) == ["app.application(_:didFinishLaunchingWithOptions:)", "Content.onAppear"])
    }

    /// `struct HomeView: View` printing `HomeView onAppear` is the SwiftUI view `Home`; a
    /// controller's custom UIView (`FirstView`) is still not the controller.
    @Test func aSwiftUIViewIsNamedByItsStructsName() {
        let views = ConsoleLogParser(objects: ["Home": .swiftuiView, "First": .viewController])
        #expect(call("HomeView onAppear", views) == "Home.onAppear")
        #expect(call("FirstView viewDidLoad", views) == nil)
    }

    // MARK: Ignored lines

    @Test(arguments: [
        ("   ", IgnoredLine.Reason.blank),
        ("\t", .blank),
        ("------Before Push------", .noCallback),
        ("— return —", .noCallback),
        ("The user taps the back button.", .noCallback),
        ("B  loadViewIfNeeded          (author overrode loadViewIfNeeded; artefact)", .notModelled(method: "loadViewIfNeeded")),
        // iOS 26's update pass: a lifecycle method no printed run places yet, so not "no lifecycle call".
        ("B updateProperties()", .notModelled(method: "updateProperties()")),
        // SwiftUI modifiers and representable methods with no step: said, not passed as prose.
        ("Search onSubmit", .notModelled(method: "onSubmit")),
        ("makeCoordinator()", .notModelled(method: "makeCoordinator()")),
        ("Map updateUIView(_:context:)", .notModelled(method: "updateUIView(_:context:)")),
        // The data source's section count, as its row count is (ReactiveCollectionsKit #121).
        ("critical 2024-07-29 15:11:40 +0000 numberOfSections(in:) 3", .notModelled(method: "numberOfSections(in:)")),
        // A callback printed in words after its receiver: not read, and said (see
        // anAppearanceWordAfterAnObjectIsUnread).
        ("A  Will Disappear     11:04:07.644", .spacedName(phrase: "Will Disappear", callbacks: ["viewWillDisappear(_:)"])),
        ("nav viewWillAppear:", .notACallbackOf(object: "nav", method: "viewWillAppear:")),
    ])
    func ignoredLines(_ line: String, _ expected: IgnoredLine.Reason) {
        #expect(reason(line) == expected)
    }

    // MARK: Whole logs

    @Test func lineNumbersCountEveryLine() {
        let parsed = parser.parse("------Before Push------\r\nB  viewDidLoad\r\n\r\nA  viewWillDisappear:\n")
        #expect(parsed.calls.map(\.line) == [2, 4])
        #expect(parsed.calls.map(\.text) == ["B  viewDidLoad", "A  viewWillDisappear:"])
        #expect(parsed.ignored.map(\.line) == [1, 3])
    }

    /// A listing pasted on one line is one call per item, all on that line.
    @Test func listingItems() {
        let parsed = parser.parse("B viewDidLoad / A viewWillDisappear → B viewWillAppear / B loadViewIfNeeded")
        #expect(parsed.calls.map(\.notation) == ["B.viewDidLoad()", "A.viewWillDisappear(_:)", "B.viewWillAppear(_:)"])
        #expect(parsed.calls.map(\.line) == [1, 1, 1])
        #expect(parsed.ignored.map(\.text) == ["B loadViewIfNeeded"])
        // `cellForItemAtIndexPath 0 / 1` prints an index path, not a listing (AFTabledCollectionView#14).
        let indexPath = parser.parse("B viewWillAppear 0 / 1")
        #expect(indexPath.calls.map(\.notation) == ["B.viewWillAppear(_:)"])
        #expect(indexPath.ignored.isEmpty)
        // An ellipsis ends a listing without making it one line, and is no item of it.
        let ellipsis = parser.parse("A viewWillDisappear / B viewWillAppear / …")
        #expect(ellipsis.calls.map(\.notation) == ["A.viewWillDisappear(_:)", "B.viewWillAppear(_:)"])
        #expect(ellipsis.ignored.isEmpty)
    }

    /// A call run into the receiver of the next print, as where a blog's page lost the line
    /// break (medium geekculture, 2022: `Main View onAppearnavigation Text onAppear`), is
    /// unread: before, the glued word was dropped without a word and the line agreed.
    @Test func aCallRunIntoTheNextReceiverIsUnread() {
        let views = ConsoleLogParser(objects: ["Main": .swiftuiView, "Link": .swiftuiView])
        let glued = views.parse("Main onAppearLink onAppear")
        #expect(glued.ignored.map(\.reason) == [.runTogether(word: "onAppearLink", calls: ["onAppear", "Link"])])
        let mapped = ConsoleLogParser(
            objects: ["Main": .swiftuiView, "Link": .swiftuiView], classNames: ["Main View": ["Main"], "navigation Text": ["Link"]])
        let phrase = mapped.parse("Main View onAppearnavigation Text onAppear")
        #expect(phrase.ignored.map(\.reason) == [.runTogether(word: "onAppearnavigation", calls: ["onAppear", "navigation"])])
        // A word that only starts with a call's name is not: `onAppearCount` names no object,
        // and `tasks` is a plural, though an object is named `s`.
        #expect(views.parse("Main onAppearCount 2").ignored.map(\.reason) == [.noCallback])
        let plural = ConsoleLogParser(objects: ["s": .swiftuiView, "Main": .swiftuiView])
        #expect(plural.parse("Main onAppear, 2 tasks pending").ignored.isEmpty)
    }

    /// A logging helper that prints the source line (`[Class method()](20)`): several
    /// prints of one method whose numbers rise are one call, even with another object's
    /// calls between them (yangjie's NavigationBarTest, 2019); a number that does not rise
    /// is a second call.
    @Test func printsFromRisingSourceLinesOfOneMethodAreOneCall() {
        let parsed = parser.parse(
            """
             [BViewController viewDidLoad()](20): g
             [BViewController viewDidLoad()](21): 1
             [vView init(frame:)](15): v-1
             [BViewController viewDidLoad()](23): 2
             [BViewController viewDidLoad()](20): g
            """)
        #expect(parsed.calls.map(\.notation) == ["B.viewDidLoad()", "v.init(frame:)", "B.viewDidLoad()"])
        #expect(parsed.calls.map(\.line) == [1, 3, 5])
        #expect(parsed.ignored.map(\.reason) == [.endOfCall(line: 1), .endOfCall(line: 1)])
        let files = parser.parse("BViewController.swift:20 viewDidLoad()\nBViewController.swift:31 viewDidLoad()")
        #expect(files.calls.count == 1)
        let unnumbered = parser.parse("B viewDidLoad\nB viewDidLoad")
        #expect(unnumbered.calls.count == 2, "without source lines, a repeat is a second call")
    }

    /// An author's note after `//` is not read (juejin 7249297734867566647); a URL is no note.
    @Test func aCommentAfterTheCallIsNotRead() {
        #expect(call("-[vView layoutSubviews]// view中的layoutSubviews设置的frame是最终的位置") == "v.layoutSubviews()")
        #expect(call("B viewDidLoad // then viewWillAppear") == "B.viewDidLoad()")
        #expect(call("B viewDidLoad https://example.com/viewWillAppear") == nil, "a URL stays part of the line")
    }

    /// A handler printing only the new phase (wtrmiya 2024; swifty-ui's labelled values):
    /// each such line is the SwiftUI app object's onChange(of:), unless the log names
    /// onChange itself (dinkar1708 prints "onChange scenePhase active" and then "active").
    @Test func barePhaseLinesAreTheSwiftUIObjectsOnChange() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene, "ui": .swiftuiApp])
        let bare = parser.parse("sceneWillEnterForeground(_:)\ninactive\nバックグラウンド(.background)\n.active\nthe app became active")
        #expect(
            bare.calls.map(\.notationWithPhase) == [
                "scene.sceneWillEnterForeground(_:)", "ui.onChange(of:) → inactive", "ui.onChange(of:) → background", "ui.onChange(of:) → active",
            ])
        #expect(bare.ignored.map(\.line) == [5])
        let named = parser.parse("onChange scenePhase active\nactive")
        #expect(named.calls.map(\.notationWithPhase) == ["ui.onChange(of:) → active"])
        let noSwiftUI = ConsoleLogParser(objects: ["app": .app]).parse("active")
        #expect(noSwiftUI.calls.isEmpty)
    }

    /// The new phase of a change, as handlers print it: the one after a `new…` label, else
    /// the last one on the line, else none.
    @Test func theNewPhaseIsReadFromTheOnChangeLine() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene, "ui": .swiftuiApp])
        let log = parser.parse(
            """
            ui onChange(of:) active -> inactive
            ui onChange(of:) newPhase: background, oldPhase: inactive
            ui onChange(of:) oldValue: background newValue: inactive
            ui onChange(of:) changed
            ui onChange(of:) inactive (was active)
            ui onChange(of:) active -> inactive (home pressed)
            ui onChange(of:) from background to inactive
            ui onChange(of:) inactive, going to background
            MyApp -> onChange: background
            onChange: inactive / app may go to background
            ui onChange(of:) inactive -> app may go to background
            ui onChange(of:) background -> save context
            ui onChange(of:) active // -> inactive
            ui onChange(of:) ScenePhase.active -> ScenePhase.inactive
            ui onChange(of:) SwiftUI.ScenePhase.background
            """)
        #expect(
            log.calls.map(\.phase) == [
                "inactive", "background", "inactive", nil, "inactive", "inactive", "inactive", nil, "background", "inactive", nil, "background",
                "active", "inactive", "background",
            ])
        // Bare lines: each phase is a change, and phases joined by arrows are the changes
        // from the first (`old -> new`).
        let bare = parser.parse("active -> inactive\nbackground → inactive → active\ninactive / background")
        #expect(bare.calls.map(\.phase) == ["inactive", "inactive", "active", "inactive", "background"])
    }

    /// `B -> viewDidLoad()`: an arrow that only sets the receiver apart is no listing.
    @Test func anArrowAfterTheReceiverIsNoListing() {
        #expect(call("B -> viewDidLoad()") == "B.viewDidLoad()")
        #expect(call("BViewController → viewWillAppear(_:)") == "B.viewWillAppear(_:)")
        let listing = parser.parse("B viewDidLoad -> B viewWillAppear")
        #expect(listing.calls.map(\.notation) == ["B.viewDidLoad()", "B.viewWillAppear(_:)"])
        // A separator or a note holds no arrow of the call.
        let separated = parser.parse("<------ push ------>\nB -> viewDidLoad() // <- called once")
        #expect(separated.calls.map(\.notation) == ["B.viewDidLoad()"])
    }

    /// A tracer marking where each call begins and returns pairs its own lines: each call
    /// counted once, at its begin line, with its receiver. Before, without --pairs, its
    /// arrows split the begin line, so the call was counted twice where one object could
    /// make it (a divergence), and its begin line was left unread where two could.
    @Test func aTracersArrowsPairItsLines() {
        let one = ConsoleLogParser(objects: ["B": .viewController])
        for (call, back) in [
            ("B -> viewDidLoad()", "B <- viewDidLoad()"), ("B → viewDidLoad()", "B ← viewDidLoad()"),
            ("B -> viewDidLoad()", "B <-viewDidLoad()"), ("B\t->\tviewDidLoad()", "B\t<-\tviewDidLoad()"),
            ("-> B viewDidLoad()", "← B viewDidLoad()"), ("--> B viewDidLoad()", "<-- B viewDidLoad()"),
            ("B viewDidLoad()->", "B viewDidLoad()<-"), ("->-[BViewController viewDidLoad]", "<--[BViewController viewDidLoad]"),
        ] {
            for reader in [parser, one] {
                let tracer = reader.parse(call + "\n" + back + "\n" + call.replacing("viewDidLoad", with: "viewWillAppear"))
                #expect(tracer.calls.map(\.notation) == ["B.viewDidLoad()", "B.viewWillAppear(_:)"], "\(call) \(back)")
                #expect(tracer.calls.map(\.line) == [1, 3])
                #expect(tracer.pairs == [LinePair(first: 1, second: 2)])
            }
        }
        // An arrow on a line that holds no call says nothing of how the others pair: the
        // usual words still pair them, and a listing's arrows still split its line.
        let noted = parser.parse("# tapped Next <- in A\nB viewDidLoad - begin\nB viewDidLoad - end\n<- 返回")
        #expect(noted.calls.map(\.notation) == ["B.viewDidLoad()"])
        #expect(noted.pairs == [LinePair(first: 2, second: 3)])
        let listing = parser.parse("A viewWillDisappear -> B viewWillAppear\nB viewDidAppear\n<- tapped Next")
        #expect(listing.calls.map(\.notation) == ["A.viewWillDisappear(_:)", "B.viewWillAppear(_:)", "B.viewDidAppear(_:)"])
        // Arrows both ways are no tracer's.
        let both = parser.parse("A <-> B\nB viewDidLoad - begin\nB viewDidLoad - end")
        #expect(both.pairs == [LinePair(first: 2, second: 3)])
        // Words say more than arrows, which logs also use as bullets or inside a note.
        for (begin, end) in [("-> B viewDidLoad begin", "-> B viewDidLoad end"), ("[A->B] B viewDidLoad 开始", "[A->B] B viewDidLoad 结束")] {
            let bulleted = parser.parse(begin + "\n" + end)
            #expect(bulleted.calls.map(\.notation) == ["B.viewDidLoad()"], "\(begin)")
            #expect(bulleted.pairs == [LinePair(first: 1, second: 2)])
        }
        #expect(parser.parse("[A->B] B viewDidLoad\n[A->B] B viewDidLoad").pairs.isEmpty, "an arrow inside a word is no tracer's")
    }

    /// A SwiftUI view's `.task` told it is cancelled prints `task cancelled`: read word by
    /// word it was a second start of the task, a false divergence from the engine's
    /// taskCancelled.
    @Test func aTaskCancelledInWordsIsTheCancellation() {
        let views = ConsoleLogParser(objects: ["Home": .swiftuiView, "Detail": .swiftuiView])
        let log = views.parse("Detail task started\nHomeView task cancelled\nHome: Task was canceled\nHome task() isCancelled: true")
        #expect(log.calls.map(\.notation) == ["Detail.task", "Home.taskCancelled", "Home.taskCancelled", "Home.taskCancelled"])
        #expect(views.parse("Home task: cancelled").calls.map(\.notation) == ["Home.taskCancelled"])
        #expect(views.parse("Home task started, not cancelled").calls.map(\.notation) == ["Home.task"])
        // A task said not to be cancelled is no call, neither a cancellation nor a start.
        #expect(views.parse("Home task isCancelled: false\nHome task not cancelled").calls.isEmpty)
    }

    /// A `.task(id:)` probe prints the value it ran for and the cancellation handler
    /// (`withTaskCancellationHandler`'s `onCancel`), or the flag as a value: before, the
    /// value between the words made a cancellation read as a second start.
    @Test func aTaskCancelledWithItsIdPrintedIsTheCancellation() {
        let views = ConsoleLogParser(objects: ["Search": .swiftuiView])
        let log = views.parse("Search task k=0 onCancel\nSearch task k=1 start\nSearch task k=0 resumed cancelled=true")
        #expect(log.calls.map(\.notation) == ["Search.taskCancelled", "Search.task", "Search.taskCancelled"])
        #expect(views.parse("Search task id=2 isCancelled=false").calls.isEmpty)
        #expect(views.parse("Search task id=2 started").calls.map(\.notation) == ["Search.task"])
    }

    /// `print(self, #function)` in a representable's coordinator prints the coordinator's
    /// class nested in the view's (`SampleView.Coordinator`), and a view model's print names
    /// it after its view (`FourthView.ViewModel`): neither is the view, and the engine has
    /// no object for either. Before, the coordinator's `init` was taken for the view's, and
    /// a view model's for the scenario's only controller's.
    @Test func aTypeNestedInAMappedClassIsNotThatObject() {
        let parser = ConsoleLogParser(
            objects: ["Sample": .swiftuiView, "VC": .viewController], classNames: ["SampleView": ["Sample"], "SampleUIViewController": ["VC"]])
        #expect(reason("<__lldb_expr_1.SampleView.Coordinator: 0x600000c08000> init()", parser) == .notModelled(method: "Coordinator init()"))
        #expect(reason("deinit Sample.ViewModel", parser) == .notModelled(method: "ViewModel deinit"))
        // Apple Developer Forums thread 690143 prints it `deInit FourthView.ViewModel`.
        #expect(reason("deInit FourthView.ViewModel", parser) == .notModelled(method: "ViewModel deInit"))
        #expect(reason("HomeViewModel init", parser) == .notModelled(method: "HomeViewModel init"))
        #expect(reason("-[HomeViewModel dealloc]", parser) == .notModelled(method: "HomeViewModel dealloc"))
        // A line that names an object keeps its call, whatever stands beside it: a module
        // ending in App, a coordinator, an initializer with labels.
        let b = ConsoleLogParser(objects: ["B": .viewController, "Sample": .swiftuiView])
        #expect(b.parse("deinit <TodoApp.BViewController: 0x600003a04000>").calls.map(\.notation) == ["B.deinit"])
        #expect(b.parse("HomeCoordinator: deinit BViewController").calls.map(\.notation) == ["B.deinit"])
        // A view model's call before the controller's, on one line, is the view model's.
        #expect(b.parse("BViewModel deinit, BViewController deinit").calls.map(\.notation) == ["B.deinit"])
        let both = b.parse("BViewModel deinit BViewController deinit")
        #expect(both.calls.map(\.notation) == ["B.deinit"])
        #expect(both.ignored.map(\.reason) == [.notModelled(method: "BViewModel deinit")])
        #expect(b.parse("HomeCoordinator init, then B deinit").calls.map(\.notation) == ["B.deinit"])
        #expect(b.parse("[MyApp] deinit B").calls.map(\.notation) == ["B.deinit"])
        // Receivers after their calls: the view model is the first call's, not the second's.
        #expect(b.parse("deinit BViewModel, deinit BViewController").calls.map(\.notation) == ["B.deinit"])
        for line in ["HomeViewModel init, deinit B", "[HomeViewModel] deinit, deinit B", "BViewModel deinit; deinit BViewController"] {
            #expect(b.parse(line).calls.map(\.notation) == ["B.deinit"], "\(line)")
        }
        // A coordinator's or a view model's tag before calls whose receivers follow them.
        let pair = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])
        for tag in ["NavCoordinator:", "HomeViewModel -"] {
            #expect(
                pair.parse("\(tag) viewWillDisappear B, viewWillAppear A").calls.map(\.notation)
                    == ["B.viewWillDisappear(_:)", "A.viewWillAppear(_:)"])
        }
        #expect(
            b.parse("BViewController init(nibName:bundle:) <Demo.PickerView.Coordinator: 0x600000c08000>").calls.map(\.notation)
                == ["B.init(nibName:bundle:)"])
        // A custom view is still a receiver the author may map.
        #expect(reason("SampleRowView init", parser) == .unknownReceiver("SampleRowView"))
        // The module before a class, and a call after the class, keep the class as the receiver.
        let log = parser.parse("<__lldb_expr_1.SampleUIViewController: 0x7fb0d2c0a000> viewDidLoad()\nSampleView.onAppear")
        #expect(log.calls.map(\.notation) == ["VC.viewDidLoad()", "Sample.onAppear"])
        // A view model or coordinator printed as an argument is not the call's receiver.
        let arguments = parser.parse(
            "SampleView onAppear, viewModel: <Demo.HomeViewModel: 0x600000c04000>\nviewDidLoad coordinator: Optional(Demo.MainCoordinator)")
        #expect(arguments.calls.map(\.notation) == ["Sample.onAppear", "VC.viewDidLoad()"])
        // An MVVM view model the author maps is read as what it is mapped to.
        let mapped = ConsoleLogParser(objects: ["Home": .swiftuiView], classNames: ["ContentViewModel": ["Home"]])
        #expect(mapped.parse("ContentViewModel onAppear()").calls.map(\.notation) == ["Home.onAppear"])
    }

    /// `<MyModule.DetailVC: 0x…>` prints the class with its module: `--map B=MyModule.DetailVC`
    /// names the class the line holds. And .NET prints a call capitalized after its class
    /// (`BViewController.ViewDidLoad`), which `--call` reads: the class stays the receiver.
    @Test func aQualifiedClassAndACapitalizedCallKeepTheReceiver() {
        let qualified = ConsoleLogParser(
            objects: ["A": .viewController, "B": .viewController], classNames: ["MyModule.DetailVC": ["B"], "MyModule.ListVC": ["A"]])
        let log = qualified.parse("<MyModule.DetailVC: 0x7fb0d2c0a000> viewDidLoad()\n<MyModule.ListVC: 0x7fb0d2c0b000> viewWillDisappear(_:)")
        #expect(log.calls.map(\.notation) == ["B.viewDidLoad()", "A.viewWillDisappear(_:)"])
        let dotNet = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController], callNames: ["ViewDidLoad": "viewDidLoad"])
        #expect(dotNet.parse("BViewController.ViewDidLoad").calls.map(\.notation) == ["B.viewDidLoad()"])
        // Two classes of one name in two types stay apart, a tag after a class keeps it, and
        // a call before a dotted word is still the call.
        let nested = ConsoleLogParser(
            objects: ["A": .viewController, "B": .viewController], classNames: ["Home.ViewController": ["A"], "Detail.ViewController": ["B"]])
        #expect(
            nested.parse("Demo.Detail.ViewController viewDidLoad()\nDemo.Home.ViewController viewWillDisappear(_:)").calls.map(\.notation)
                == ["B.viewDidLoad()", "A.viewWillDisappear(_:)"])
        let views = ConsoleLogParser(objects: ["Detail": .swiftuiView, "B": .viewController])
        #expect(views.parse("[DetailView.Lifecycle] onAppear").calls.map(\.notation) == ["Detail.onAppear"])
        #expect(views.parse("B viewDidAppear.Done").calls.map(\.notation) == ["B.viewDidAppear(_:)"])
    }

    /// A probe that counts its calls prints the count after the call's name: the name is
    /// the call, not a value's label. Before, `viewDidLoad=1` was dropped with its count.
    @Test func aCallPrintedWithACountIsTheCall() {
        let parser = ConsoleLogParser(objects: ["Home": .viewController, "Search": .swiftuiView])
        let log = parser.parse("Home viewDidLoad=1\nHome viewWillAppear(_:)=1\nSearch onAppear=2")
        #expect(log.calls.map(\.notation) == ["Home.viewDidLoad()", "Home.viewWillAppear(_:)", "Search.onAppear"])
        #expect(parser.parse("Home count=1 viewDidLoad").calls.map(\.notation) == ["Home.viewDidLoad()"])
        // A value named after a call is a value: `task=nil` prints no start of the task. A
        // dump of counters, or a count of 0, prints no call.
        #expect(parser.parse("Search onAppear task=nil").calls.map(\.notation) == ["Search.onAppear"])
        #expect(parser.parse("Home counts viewWillAppear=0, viewDidDisappear=1").calls.isEmpty)
        #expect(parser.parse("Home viewWillAppear=0").calls.isEmpty)
        // A count beside a call counts that call, or another: the line's call is the one printed.
        #expect(parser.parse("Home viewDidAppear called, viewDidAppear=1").calls.map(\.notation) == ["Home.viewDidAppear(_:)"])
        #expect(parser.parse("Home viewDidAppear loadView=1").calls.map(\.notation) == ["Home.viewDidAppear(_:)"])
    }

    /// `.task { print("Detail task"); await load(); print("Detail task finished") }`: the
    /// end line pairs with the plain line that started the call, other lines in between.
    /// Before, it was read as a second start of the task, a false divergence.
    @Test func anEndLineAfterAPlainStartIsTheSameCall() {
        let views = ConsoleLogParser(objects: ["Home": .swiftuiView, "Detail": .swiftuiView])
        let log = views.parse("Detail task\nHome onDisappear\nHome task cancelled\nDetail task finished\nDetail task completed")
        // A second end line has no start left to end: the end of a task's work is no call.
        #expect(log.calls.map(\.notation) == ["Detail.task", "Home.onDisappear", "Home.taskCancelled"])
        #expect(log.pairs == [LinePair(first: 1, second: 4)])
        // Each end pairs with one start; an end line of another callback with no start is that call.
        let twice = views.parse("Detail task\nDetail task done\nDetail task\nDetail task done")
        #expect(twice.calls.map(\.line) == [1, 3])
        #expect(views.parse("Detail onAppear done\nDetail onAppear done").calls.count == 2, "no plain start: each end line is a call")
    }

    /// `.onAppear { print("Detail appeared") }`: a word of appearing after an object of the
    /// scenario is unread, with the --call that reads it. Before, it passed for prose, and a
    /// log whose other lines agreed claimed agreement without it.
    @Test func anAppearanceWordAfterAnObjectIsUnread() {
        let mixed = ConsoleLogParser(objects: ["app": .app, "Detail": .swiftuiView, "A": .viewController])
        #expect(reason("DetailView appeared", mixed) == .spacedName(phrase: "appeared", callbacks: ["onAppear"]))
        #expect(reason("Detail: disappears", mixed) == .spacedName(phrase: "disappears", callbacks: ["onDisappear"]))
        #expect(
            reason("A appeared", mixed)
                == .spacedName(phrase: "appeared", callbacks: ["viewDidAppear(_:)", "viewWillAppear(_:)", "viewIsAppearing(_:)"]))
        #expect(
            reason("AViewController disappearing", mixed)
                == .spacedName(phrase: "disappearing", callbacks: ["viewWillDisappear(_:)", "viewDidDisappear(_:)"]))
        // No object of the scenario named, an object without such a call, no word of appearing
        // right after it, or `appears to`: prose.
        for line in [
            "The alert appeared", "app appeared in the foreground", "Detail appearance changed", "A keyboard appears",
            "Alert appears over A", "A appears to be retained",
        ] {
            #expect(reason(line, mixed) == .noCallback, "\(line)")
        }
        let named = ConsoleLogParser(objects: ["Detail": .swiftuiView], callNames: ["appeared": "onAppear"])
        #expect(named.parse("DetailView appeared").calls.map(\.notation) == ["Detail.onAppear"])
    }

    /// A controller that names its handler of UIApplication's notification after the app
    /// delegate's method is not the app delegate: the line is set aside, as before.
    @Test func aControllersHandlerNamedAfterTheAppDelegatesMethodIsSetAside() {
        let mapped = ConsoleLogParser(
            objects: ["app": .app, "scene": .scene, "A": .viewController, "Home": .swiftuiView], classNames: ["ViewController": ["A"]])
        let parsed = mapped.parse("ViewController applicationDidBecomeActive\nViewController sceneDidBecomeActive\nHomeView viewWillAppear")
        #expect(parsed.calls.isEmpty)
        #expect(
            parsed.ignored.map(\.reason) == [
                .notACallbackOf(object: "A", method: "applicationDidBecomeActive"), .notACallbackOf(object: "A", method: "sceneDidBecomeActive"),
                .notACallbackOf(object: "Home", method: "viewWillAppear"),
            ], "a SwiftUI view's hosting controller hears UIKit's calls, which are not traced on it")
    }

    /// A full Swift name is that method: `scene(_:restoreInteractionStateWith:)` is not read
    /// as `scene(_:willConnectTo:options:)` (wtrmiya 2024), which shares its base name.
    @Test func aFullSwiftNameNamesOnlyThatMethod() {
        #expect(call("SceneDelegate scene(_:restoreInteractionStateWith:)") == nil)
        #expect(call("SceneDelegate scene(_:willConnectTo:options:)") == "scene.scene(_:willConnectTo:options:)")
        #expect(call("B viewDidLoad()") == "B.viewDidLoad()")
    }
}
