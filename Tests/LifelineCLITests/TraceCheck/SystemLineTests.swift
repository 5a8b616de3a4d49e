import LifecycleModel
import LifecycleSimulator
import Testing

/// Lines the debugger or UIKit printed into the console name lifecycle methods without
/// being calls the app printed (dev round 5, 2026-12-06: an LLDB backtrace in Apple forum
/// thread 5706, UIKit's appearance-misuse warning in pocket-casts-ios#599 and
/// LNPopupController#521). Before, a frame was read as a handler's call and the warning as
/// a call of the controller it names, and the check agreed.
@Suite struct SystemLineTests {
    let parser = ConsoleLogParser(objects: ["VC": .viewController, "Player": .viewController, "kb": .keyboardObserver])

    @Test(arguments: [
        "(lldb) bt",
        "* thread #1: tid = 0xba054, 0x000000010fe489d0 TestKWS`-[ViewController keyboardWillHide:](self=0x00007fa84381e1d0) + 64 at ViewController.m:57",
        "* frame #0: 0x000000010fe489d0 TestKWS`-[ViewController keyboardWillHide:](self=0x00007fa84381e1d0) + 64",
        "    frame #9: 0x00000001111a3e09 UIKit`__69-[UIInputWindowController willRotateToInterfaceOrientation:duration:]_block_invoke + 90",
        "#0  0x0001 in -[Player viewDidLoad]",
        // GDB prints no address for a frame at the start of a source line.
        "#0  -[Player viewDidLoad] (self=0x6a2e840, _cmd=0x2a9e) at /Users/me/Demo/Player.m:25",
        "#1  Player.viewWillAppear(Bool) (self=0x6a2e840) at Player.swift:12 ",
        "3   UIKitCore                     0x000000018c0e5c30 -[Player viewWillAppear:] + 1000",
        "2022-12-12 10:00:00.000 podcasts[123:456] [ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, "
            + "and may result in out-of-order callbacks and other inconsistent behavior. View controller: <podcasts.Player: 0x7fd>",
        // The shapes a review found next (2026-12-06): `Thread.callStackSymbols` printed as an
        // array, with a product name of two words, through `dump`; a backtrace logger's frame.
        "[\"0   My App   0x0000000100a1b2c3 $s5MyApp6PlayerC14viewWillAppearyySbF + 120\", \"1   UIKitCore   0x000000018c0e5c30 "
            + "-[UIViewController _setViewAppearState:isAnimating:] + 1000\"]",
        "0   My App                              0x0000000100a1b2c3 Player.viewWillAppear(_:) + 120",
        "  - \"0   Demo   0x0000000100a1b2c3 Demo.Player.viewWillAppear(Swift.Bool) -> () + 120\"",
        "KtBacktraceLogger               0x10b831fe0 -[Player viewWillAppear:] + 128",
        "onChange(of: Int) action tried to update multiple times per frame.",
        "2   UIKitCore\t0x000000018c0e5c30\t-[UIViewController _setViewAppearState:isAnimating:] + 1000",
        "0x0000000100a1b2c3 -[Player viewWillAppear:] (in MyApp) (Player.m:20)",
    ])
    func aSystemLineIsNoCall(_ line: String) {
        let parsed = parser.parse(line)
        #expect(parsed.calls.isEmpty)
        #expect(parsed.ignored.map(\.reason) == [.systemLine])
    }

    /// A numbered line, and one that prints the object's address without a symbol's offset
    /// after it, are the app's.
    @Test(arguments: [
        ("#1 Player viewDidLoad", "Player.viewDidLoad()"), ("1 Player viewDidLoad", "Player.viewDidLoad()"),
        ("#2 Player viewDidLoad (done) at 12:30", "Player.viewDidLoad()"), ("#3 Player viewDidLoad() at Player.swift:25", "Player.viewDidLoad()"),
        ("#2 Player viewWillAppear(animated=true) at Player.swift:30", "Player.viewWillAppear(_:)"),
        ("1 Player 0x00006000012c4000 viewDidLoad()", "Player.viewDidLoad()"), ("#1 0x6000012c4000 Player viewDidLoad", "Player.viewDidLoad()"),
        ("Player viewWillAppear 0x7fd3a1c0a000 + 1", "Player.viewWillAppear(_:)"),
        ("Player viewWillAppear view=0x00007fd3a1c0a000 insets 44 + 34", "Player.viewWillAppear(_:)"),
    ])
    func aNumberedLineIsStillRead(_ line: String, _ notation: String) {
        #expect(parser.parse(line).calls.map(\.notation) == [notation])
    }

    /// The report lists such lines apart, and the app's own prints around them are checked.
    @Test func theReportListsThemApart() throws {
        let log = """
            B  viewDidLoad
            A  viewWillDisappear:
            [ViewController] Calling -viewWillAppear: directly on a view controller is not supported. View controller: <Demo.B: 0x7fd>
            B  viewWillAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 4 lines: 3 calls on objects of push, 1 line ignored",
                "  printed by the system, not the app: line 3",
                "agreement: 3 calls match the simulated order of push",
            ])
    }
}

/// UIKit's refusals of a presentation (openradar 17762871, 2014; dev round 11, 2026-12-06)
/// name controllers by their descriptions and read as no call; a log of nothing else says so,
/// instead of asking for `--map` the author already gave.
@Suite struct PresentationWarningTests {
    @Test(arguments: [
        "2014-07-22 11:53:04.452 ActionSheetTest[78364:11899560] Warning: Attempt to present <UIViewController: 0x78e544a0> on "
            + "<_TtC15ActionSheetTest14ViewController: 0x7a166470> while a presentation is in progress!",
        "Warning: Attempt to dismiss from view controller <B: 0x7a166470> while a presentation or dismiss is in progress!",
        "Unbalanced calls to begin/end appearance transitions for <B: 0x7fd3a1c0a000>.",
        "Attempt to present <B: 0x7fd> on <A: 0x7fe> whose view is not in the window hierarchy!",
    ])
    func aPresentationWarningIsASystemLine(_ line: String) {
        #expect(ConsoleLogParser(objects: ["A": .viewController, "B": .viewController]).parse(line).ignored.map(\.reason) == [.systemLine])
    }

    @Test func aLogOfSystemLinesOnlySaysSo() throws {
        let log = "Warning: Attempt to present <B: 0x78e544a0> on <A: 0x7a166470> while a presentation is in progress!\n"
        let (status, console) = try TraceCheckFixtures.check("present-fullscreen", log: log, "--map", "A=A,B=B")
        #expect(status == .inconclusive)
        #expect(
            console.outLines.last
                == "inconclusive: no line of the log was printed by the app, only by the system (above); paste the lines the app printed")
        let (_, commented) = try TraceCheckFixtures.check("present-fullscreen", log: "# tap Present\n" + log)
        #expect(
            commented.outLines.last
                == "inconclusive: no line of the log was printed by the app, only by the system or written as comments (above); paste the lines the app printed"
        )
    }
}
