import LifecycleModel
import LifecycleSimulator
import Testing

/// Names an app prints for its own handlers (`keyboardWillShow started`,
/// `handleKeyboardWillShow(_:)`, `onKeyboardShow`): each is reported with its line and a
/// `--call` to write, and read as the callback once the author says so with `--call` or
/// `calls:` in the log's header. Before, every such line passed for prose, and a log of
/// them was "nothing read" at best.
@Suite struct HandlerNameTests {
    /// IQKeyboardManager #924's debug output names its handlers after the notifications.
    static let iqKeyboardManager = """
        IQKeyboardManager: ****** keyboardWillChangeFrame started ******
        IQKeyboardManager: ****** keyboardWillShow started ******
        IQKeyboardManager: ****** adjustFrame() started ******
        IQKeyboardManager: ****** keyboardDidChangeFrame started ******
        IQKeyboardManager: ****** keyboardDidShow started ******
        """

    @Test func handlerNamesAreReportedWithTheCallToWrite() throws {
        let (status, console) = try TraceCheckFixtures.check("keyboard-show", log: Self.iqKeyboardManager)
        #expect(status == .inconclusive)
        #expect(
            console.outLines.contains(
                "  not read: line 2 \"IQKeyboardManager: ****** keyboardWillShow started ******\": 'keyboardWillShow' looks like a handler "
                    + "of keyboardWillShowNotification, not the call itself; if it is the call, say so with "
                    + "--call keyboardWillShow=keyboardWillShowNotification"))
        #expect(console.outLines.last == "inconclusive: 4 lines look like lifecycle calls but were not read (above); no call was read")
    }

    @Test func callMapsPrintedNamesToCallbacks() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "keyboard-show", log: Self.iqKeyboardManager,
            "--call", "keyboardWillChangeFrame=keyboardWillChangeFrameNotification,keyboardWillShow=keyboardWillShowNotification",
            "--call=keyboardDidChangeFrame=keyboardDidChangeFrameNotification", "--call", "keyboardDidShow=keyboardDidShowNotification")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: 4 calls match the simulated order of keyboard-show")
    }

    @Test func callsFromTheHeader() throws {
        let log = """
            ---
            calls: { handleKeyboardWillShow: keyboardWillShowNotification, onKeyboardShow: keyboardDidShowNotification }
            ---
            handleKeyboardWillShow(_:)
            onKeyboardShow
            """
        let (status, console) = try TraceCheckFixtures.check("keyboard-show", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines[1]
                == "  header: lines 1-3 (calls: handleKeyboardWillShow=keyboardWillShowNotification, onKeyboardShow=keyboardDidShowNotification)")
    }

    @Test func onKeyboardShowCouldBeEitherShowNotification() throws {
        let (_, console) = try TraceCheckFixtures.check("keyboard-show", log: "onKeyboardShow")
        #expect(
            console.outLines.contains(
                "  not read: line 1 \"onKeyboardShow\": 'onKeyboardShow' looks like a handler of keyboardWillShowNotification or "
                    + "keyboardDidShowNotification, not the call itself; if it is the call, say so with --call onKeyboardShow=keyboardWillShowNotification"
            ))
    }

    /// Tutorials name an observer's method after the app's event (trace-check trial,
    /// 2026-12-07): before, each of these passed for prose, and a log printing
    /// `applicationDidFinishLaunching` and then `appDidBecomeActive` agreed on the first alone.
    @Test(arguments: [
        ("appDidBecomeActive", "didBecomeActiveNotification"), ("appBecameActive", "didBecomeActiveNotification"),
        ("onAppActive", "didBecomeActiveNotification"), ("handleAppDidBecomeActive", "didBecomeActiveNotification"),
        ("appMovedToBackground", "didEnterBackgroundNotification"), ("appWillEnterForeground", "willEnterForegroundNotification"),
        ("applicationWentToBackground()", "didEnterBackgroundNotification"), ("sceneDidActivate", "didActivateNotification"),
    ])
    func anAppEventHandlerIsReportedWithItsNotification(_ handler: String, _ notification: String) throws {
        let objects: [String: ObjectKind] = handler.hasPrefix("scene") ? ["scene": .scene] : ["app": .app]
        let head = String(handler.prefix { $0 != "(" })
        #expect(ConsoleLogParser(objects: objects).parse(handler).ignored.map(\.reason) == [.handlerName(word: head, callbacks: [notification])])
        let read = ConsoleLogParser(objects: objects, callNames: [head: notification]).parse(handler)
        #expect(read.calls.map(\.callback.name) == [notification])
    }

    /// Apple's guide names its keyboard observers `keyboardWasShown:` and
    /// `keyboardWillBeHidden:`, and apps say appear for show (kchlmp56/SwiftClass's
    /// `keyboardWillAppear`; trace-check trial, 2026-12-07). Before, each passed for prose, and
    /// a log with one before the text field's calls agreed.
    @Test(arguments: [
        ("keyboardWasShown:", "keyboardDidShowNotification"), ("keyboardWillBeHidden:", "keyboardWillHideNotification"),
        ("keyboardWillAppear: height 336", "keyboardWillShowNotification"), ("keyboardDidDisappear", "keyboardDidHideNotification"),
    ])
    func aKeyboardHandlerSaidOtherwiseIsReported(_ line: String, _ notification: String) {
        let parser = ConsoleLogParser(objects: ["kb": .keyboardObserver, "name": .textField])
        let head = String(line.prefix { $0 != ":" })
        #expect(parser.parse(line).ignored.map(\.reason) == [.handlerName(word: head, callbacks: [notification])])
    }

    @Test func wordsAfterAppThatNameNoEventStayProse() {
        let parser = ConsoleLogParser(objects: ["app": .app, "scene": .scene])
        for prose in ["AppDelegate", "appStorage", "applicationState", "appear", "AppActiveCount", "sceneBecameActive"] {
            #expect(parser.parse(prose).ignored.first?.reason.isUnread != true, "\(prose)")
        }
    }

    @Test(arguments: [
        (["--call", "show=keyboardWillShw"], "lifeline: error: --call gives 'show' to 'keyboardWillShw', which is no callback"),
        (["--call", "show"], "lifeline: error: --call expects Printed=callback, not 'show'"),
        (["--call"], "lifeline: error: --call needs a value"),
        (
            ["--call", "show=keyboardWillShowNotification", "--call", "show=keyboardDidShowNotification"],
            "lifeline: error: --call gives 'show' to both 'keyboardWillShowNotification' and 'keyboardDidShowNotification'"
        ),
    ])
    func badCallIsAUsageError(_ arguments: [String], _ message: String) throws {
        let (status, console) = try TraceCheckFixtures.check("keyboard-show", log: "show", arguments)
        #expect(status == .usage)
        #expect(console.errLines.first == message)
    }
}
