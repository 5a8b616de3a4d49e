import Testing

/// Logs recorded in real apps, copied verbatim from the team's reference traces (shared/reference/traces/*.md, each named with its source below)
/// (the reference files' own annotations included, as a pasted log would have them),
/// against the matching scenarios of `TraceCheckFixtures`: each agrees with the engine,
/// except one whose lines name a receiver the scenario lacks, which is inconclusive.
@Suite struct ReferenceLogAgreementTests {
    /// vc-push.md, source 1 (AbnerPei/PPStudyExamples, 2020-04-01).
    static let pushSource1 = """
        B  viewDidLoad
        A  viewWillDisappear:
        B  viewWillAppear:
        B  viewWillLayoutSubviews
        B  viewDidLayoutSubviews
        A  viewDidDisappear:          (~0.5 s later = after the animation)
        B  viewDidAppear:
        """

    @Test func pushSource1() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.pushSource1)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(
            console.outLines == [
                "read 7 lines: 7 calls on objects of push, no lines ignored", "agreement: 7 calls match the simulated order of push",
            ])
    }

    /// vc-push.md, source 2 (readke.com, storyboard segue). `loadViewIfNeeded` was the
    /// author's own override: the one line ignored.
    @Test func pushSource2() throws {
        let log = """
            B  initWithCoder:
            B  loadView
            B  viewDidLoad
            A  viewWillDisappear:
            B  viewWillAppear:
            B  loadViewIfNeeded          (author overrode loadViewIfNeeded; artefact)
            B  viewWillLayoutSubviews
            B  viewDidLayoutSubviews
            A  viewDidDisappear:
            B  viewDidAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("push-storyboard", log: log)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(
            console.outLines == [
                "read 10 lines: 9 calls on objects of push-storyboard, 1 line ignored",
                "  not modelled by the engine: line 6 (loadViewIfNeeded)",
                "agreement: 9 calls match the simulated order of push-storyboard; 1 line (above) holds calls the engine does not trace, left unchecked",
            ])
        let (_, json) = try TraceCheckFixtures.check("push-storyboard", log: log, "--format", "json")
        #expect(json.stdout.contains("\"unchecked\" : [\n    6\n  ]"), "\(json.stdout)")
    }

    /// vc-push.md, source 3 (blog.csdn.net, 2016): a listing on one line, one call per item.
    @Test func pushSource3Listing() throws {
        let log = "B viewDidLoad / A viewWillDisappear / B viewWillAppear / A viewDidDisappear / B viewDidAppear"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == ["read 1 line: 5 calls on objects of push, no lines ignored", "agreement: 5 calls match the simulated order of push"])
    }

    /// vc-pop.md, source 1 (AbnerPei/PPStudyExamples, 2020-04-01).
    @Test func popSource1() throws {
        let log = """
            B  viewWillDisappear:
            A  viewWillAppear:
            B  viewDidDisappear:         (~0.5 s later)
            A  viewDidAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("pop", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == ["read 4 lines: 4 calls on objects of pop, no lines ignored", "agreement: 4 calls match the simulated order of pop"])
    }

    /// DTFoundation issue 33 (2013) logs a UINavigationController subclass's own appearance
    /// calls, which the engine does not trace for a container: the agreement says they were
    /// left unchecked. Before, it claimed the whole log agreed.
    @Test func aContainersOwnCallsAreLeftUnchecked() throws {
        let log = "B  viewWillDisappear:\nnav  viewWillAppear:\nA  viewWillAppear:\nB  viewDidDisappear:\nA  viewDidAppear:\nnav  viewDidAppear:"
        let (status, console) = try TraceCheckFixtures.check("pop", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "agreement: 4 calls match the simulated order of pop; 2 lines (above) hold calls the engine does not trace, left unchecked")
    }

    /// vc-pop.md, source 2 (readke.com): `dealloc` is `deinit`, after A.viewDidAppear.
    @Test func popSource2WithDealloc() throws {
        let log = """
            B  viewWillDisappear:
            A  viewWillAppear:
            A  loadViewIfNeeded          (author override; artefact)
            B  viewDidDisappear:
            A  viewDidAppear:
            B  dealloc
            """
        let (status, console) = try TraceCheckFixtures.check("pop", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 6 lines: 5 calls on objects of pop, 1 line ignored",
                "  not modelled by the engine: line 3 (loadViewIfNeeded)",
                "agreement: 5 calls match the simulated order of pop; 1 line (above) holds calls the engine does not trace, left unchecked",
            ])
    }

    /// vc-first-appearance.md, source 1 (kingcos, Xcode 8.2.1): Swift `#function` output
    /// with no receiver, so every line goes to the scenario's only controller. Only the
    /// first six lines: the last three (viewWillDisappear, viewDidDisappear, deinit) record
    /// a later step the file does not name, and any scenario that makes A disappear has a
    /// second controller, which leaves a line without a receiver unattributable.
    @Test func firstAppearanceSource1() throws {
        let log = """
            loadView()
            viewDidLoad()
            viewWillAppear
            viewWillLayoutSubviews()
            viewDidLayoutSubviews()
            viewDidAppear
            """
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 6, calls: 6, scenario: "first-appearance"))
    }

    /// vc-first-appearance.md, source 2 (root controller in a navigation controller): the
    /// navigation controller has no viewDidLoad of its own in the model, so A is the only
    /// candidate receiver.
    @Test func firstAppearanceSource2() throws {
        let log = "viewDidLoad / viewWillAppear: / viewWillLayoutSubviews / viewDidLayoutSubviews / viewDidAppear:"
        let (status, console) = try TraceCheckFixtures.check("first-appearance-in-nav", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 1 line: 5 calls on objects of first-appearance-in-nav, no lines ignored",
                "agreement: 5 calls match the simulated order of first-appearance-in-nav",
            ])
    }

    /// vc-first-appearance.md, source 3 (jianshu, 2021-02-20, root controller).
    @Test func firstAppearanceSource3() throws {
        let log = "loadView / viewDidLoad / viewWillAppear: / viewWillLayoutSubviews / viewDidLayoutSubviews / viewDidAppear:"
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 1, calls: 6, scenario: "first-appearance"))
    }

    /// vc-init-storyboard.md, source 1 (kingcos): `init(coder:)` then `awakeFromNib()`.
    @Test func storyboardInitSource1() throws {
        let log = """
            init(coder:)
            awakeFromNib()
            """
        let (status, console) = try TraceCheckFixtures.check("storyboard-root", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 2 lines: 2 calls on objects of storyboard-root, no lines ignored",
                "agreement: 2 calls match the simulated order of storyboard-root",
            ])
    }

    /// vc-init-storyboard.md, source 2: `FourthViewController` is the object `Fourth` by
    /// convention; its custom view `FourthView` is not (a view's convention needs a view).
    /// Its two lines are lifecycle calls on a receiver the scenario does not have, so the
    /// check cannot say the log agrees: inconclusive, with the lines and the hint. The
    /// calls it could read agree, and without the two lines the log agrees outright.
    @Test func storyboardInitSource2() throws {
        let log = """
            FourthViewController initWithCoder:
            FourthViewController awakeFromNib
            ------Before Push Or Present------
            FourthViewController loadView
            FourthView initWithCoder:
            FourthView awakeFromNib
            FourthViewController viewDidLoad
            FourthViewController viewWillAppear: …
            """
        let (status, console) = try TraceCheckFixtures.check("storyboard-push", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 8 lines: 5 calls on objects of storyboard-push, 3 lines ignored",
                "  no lifecycle call: line 3",
                "  not read: line 5 \"FourthView initWithCoder:\": FourthView is no object of storyboard-push; map it with --map NAME=FourthView, or remove the line",
                "  not read: line 6 \"FourthView awakeFromNib\": FourthView is no object of storyboard-push; map it with --map NAME=FourthView, or remove the line",
                "inconclusive: 2 lines look like lifecycle calls but were not read (above); the 5 calls read agree with the simulated order of storyboard-push",
                "hint: lines naming FourthView were not read, as no object of the scenario has that name; if one is an object, map it with --map NAME=FourthView",
            ])
        let trimmed = log.split(separator: "\n").filter { !$0.hasPrefix("FourthView ") }.joined(separator: "\n")
        let (trimmedStatus, trimmedConsole) = try TraceCheckFixtures.check("storyboard-push", log: trimmed)
        #expect(trimmedStatus == .success, "\(trimmedConsole.stdout)")
        #expect(trimmedConsole.outLines.contains("agreement: 5 calls match the simulated order of storyboard-push"))
    }

    /// app-background-foreground.md, source 1 (HBNavigationBarDemo, 2015-10-29): selectors
    /// with trailing timestamps, no receiver (only the app has these callbacks), and a
    /// `— return —` separator.
    @Test func appBackgroundForegroundSource1() throws {
        let log = """
            applicationWillResignActive:     17:49:48.908
            applicationDidEnterBackground:   17:49:49.434
            — return —
            applicationWillEnterForeground:  17:50:21.910
            applicationDidBecomeActive:      17:50:22.428
            """
        let (status, console) = try TraceCheckFixtures.check("background-foreground", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 5 lines: 4 calls on objects of background-foreground, 1 line ignored",
                "  no lifecycle call: line 3",
                "agreement: 4 calls match the simulated order of background-foreground",
            ])
    }

    /// view-add-to-window.md, source 2 (e-com-net.com, 2017-11-06), with `--map v=MyView`.
    @Test func viewAddSource2() throws {
        let log = """
            -[MyView willMoveToSuperview:]
            -[MyView didMoveToSuperview]
            -[MyView willMoveToWindow:]
            -[MyView didMoveToWindow]
            -[MyView layoutSubviews]
            -[MyView drawRect:]
            """
        let (status, console) = try TraceCheckFixtures.check("add-view", log: log, "--map", "v=MyView")
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(
            console.outLines == [
                "read 6 lines: 6 calls on objects of add-view, no lines ignored", "agreement: 6 calls match the simulated order of add-view",
            ])
    }

    /// view-add-to-window.md, source 1 (jianshu mirror, 2019-08-28): bare words, no receiver
    /// (only the view has these callbacks).
    @Test func viewAddSource1() throws {
        let log = """
            initWithFrame
            willMoveToSuperview
            didMoveToSuperview
            willMoveToWindow
            didMoveToWindow
            layoutSubviews          (~3 ms later)
            """
        let (status, console) = try TraceCheckFixtures.check("add-view", log: log)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(
            console.outLines == [
                "read 6 lines: 6 calls on objects of add-view, no lines ignored", "agreement: 6 calls match the simulated order of add-view",
            ])
    }
}
