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
        ("B viewWillAppear(true)", "B.viewWillAppear(_:)"),
    ])
    func selectors(_ line: String, _ notation: String) {
        #expect(call(line) == notation)
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
        #expect(reason("viewDidLoad()") == .ambiguousReceiver(method: "viewDidLoad()", candidates: ["A", "B", "First"]))
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

    // MARK: --map

    @Test func mappedClassNames() {
        let mapped = ConsoleLogParser(
            objects: ["B": .viewController, "A": .viewController],
            classNames: ["DetailViewController": "B", "Master": "A"])
        #expect(call("-[DetailViewController viewWillAppear:]", mapped) == "B.viewWillAppear(_:)")
        #expect(call("Master viewWillDisappear:", mapped) == "A.viewWillDisappear(_:)")
        #expect(call("<Demo.DetailViewController: 0x1> viewDidLoad()", mapped) == "B.viewDidLoad()")
    }

    // MARK: Ignored lines

    @Test(arguments: [
        ("   ", IgnoredLine.Reason.blank),
        ("\t", .blank),
        ("------Before Push------", .noCallback),
        ("— return —", .noCallback),
        ("The user taps the back button.", .noCallback),
        ("B  loadViewIfNeeded          (author overrode loadViewIfNeeded; artefact)", .noCallback),
        ("A  Will Disappear     11:04:07.644", .noCallback),
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
    }
}
