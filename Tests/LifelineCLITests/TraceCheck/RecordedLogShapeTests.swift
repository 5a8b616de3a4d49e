import Testing

/// Recorded logs in the shapes real apps print, verbatim from their sources (named in each
/// test), through `lifeline trace-check`: timestamps and process prefixes, `#function`
/// output, Objective-C `__func__`, Japanese and Chinese labels, several calls on one line,
/// and the layout passes UIKit repeats.
@Suite struct RecordedLogShapeTests {
    /// https://github.com/HustBroventure/iOS- `UI类/UINavigationbar.md`, section "model"
    /// (2015-10-29, NSLog with timestamps and process prefix, an object tag glued to
    /// `__func__`): A presents B full screen. `--map` given once for both classes.
    @Test func timestampedNSLogWithProcessPrefix() throws {
        let log = """
            2015-10-29 18:01:33.213 HBNavigationBarDemo[14961:2235069] 222-[ViewController2 viewDidLoad]
            2015-10-29 18:01:33.215 HBNavigationBarDemo[14961:2235069] 111behind -[ViewController present:]
            2015-10-29 18:01:33.217 HBNavigationBarDemo[14961:2235069] 111-[ViewController viewWillDisappear:]
            2015-10-29 18:01:33.236 HBNavigationBarDemo[14961:2235069] 222-[ViewController2 viewWillAppear:]
            2015-10-29 18:01:33.739 HBNavigationBarDemo[14961:2235069] 222-[ViewController2 viewDidAppear:]
            2015-10-29 18:01:33.739 HBNavigationBarDemo[14961:2235069] 111-[ViewController viewDidDisappear:]
            2015-10-29 18:01:33.739 HBNavigationBarDemo[14961:2235069] block __26-[ViewController present:]_block_invoke
            """
        let (status, console) = try TraceCheckFixtures.check(
            "present-fullscreen", log: log, "--map", "A=ViewController,B=ViewController2")
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(
            console.outLines == [
                "read 7 lines: 5 calls on objects of present-fullscreen, 2 lines ignored",
                "  no lifecycle call: lines 2, 7",
                "agreement: 5 calls match the simulated order of present-fullscreen",
            ])
    }

    /// https://wsa.jianshu.io/p/904706b1b361 (2021-02-20, `+0800` timestamps, a Chinese
    /// label before `__func__`): the root controller appears.
    @Test func timestampsWithTimeZoneAndAChineseLabel() throws {
        let log = """
            2021-02-20 16:48:20.967536+0800 ViewControllerLifyCycle[6870:949942] 方法:-[ViewController loadView]
            2021-02-20 16:48:20.976785+0800 ViewControllerLifyCycle[6870:949942] 方法:-[ViewController viewDidLoad]
            2021-02-20 16:48:20.976994+0800 ViewControllerLifyCycle[6870:949942] 方法:-[ViewController viewWillAppear:]
            2021-02-20 16:48:20.978448+0800 ViewControllerLifyCycle[6870:949942] 方法:-[ViewController viewWillLayoutSubviews]
            2021-02-20 16:48:20.978500+0800 ViewControllerLifyCycle[6870:949942] 方法:-[ViewController viewDidLayoutSubviews]
            2021-02-20 16:48:21.012287+0800 ViewControllerLifyCycle[6870:949942] 方法:-[ViewController viewDidAppear:]
            """
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log, "--map", "A=ViewController")
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 6, calls: 6, scenario: "first-appearance"))
    }

    /// https://yagamo-style.com/2019/05/21/viewcontrollerlifecycle (Xcode 10.2, iOS 12.2,
    /// storyboard, `print("A: \(#function)")`): the root controller lays out twice before
    /// viewDidAppear. The engine's one pass is marked "×1 or more", so the log agrees.
    @Test func swiftFunctionOutputWithTwoLayoutPasses() throws {
        let (status, console) = try TraceCheckFixtures.check("storyboard-root", log: Self.yagamoLaunch)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 9, calls: 9, scenario: "storyboard-root"))
    }

    static let yagamoLaunch = """
        A: init(coder:)
        A: loadView()
        A: viewDidLoad()
        A: viewWillAppear(_:)
        A: viewWillLayoutSubviews()
        A: viewDidLayoutSubviews()
        A: viewWillLayoutSubviews()
        A: viewDidLayoutSubviews()
        A: viewDidAppear(_:)
        """

    /// The same log with the second pass's calls swapped: still a divergence, at the
    /// first swapped line.
    @Test func aReorderedCallInARepeatedPassIsRejected() throws {
        var lines = Self.yagamoLaunch.split(separator: "\n").map(String.init)
        lines.swapAt(6, 7)
        let (status, console) = try TraceCheckFixtures.check("storyboard-root", log: lines.joined(separator: "\n"))
        #expect(status == .failure)
        #expect(
            console.outLines.prefix(4) == [
                "read 9 lines: 9 calls on objects of storyboard-root, no lines ignored",
                "divergence at log line 7 of the simulated order of storyboard-root:",
                "  7 | A: viewDidLayoutSubviews()",
                "  the log has A.viewDidLayoutSubviews() where the engine has A.viewDidAppear(_:)",
            ])
        #expect(console.outLines.contains("     6  A.viewDidLayoutSubviews()   | 6  A.viewDidLayoutSubviews()"))
    }

    /// http://readke.com/c/0Z41505102021.html (storyboard, numbered lines, `A_ViewController`
    /// for A): two layout passes at launch; `loadViewIfNeeded` is the author's override.
    @Test func numberedLinesAndAnUnderscoredClassName() throws {
        let log = """
            1: A_ViewController initWithCoder:
            2: A_ViewController loadView
            3: A_ViewController viewDidLoad
            4: A_ViewController loadViewIfNeeded
            5: A_ViewController viewWillAppear:
            6: A_ViewController viewWillLayoutSubviews
            7: A_ViewController viewDidLayoutSubviews
            8: A_ViewController viewWillLayoutSubviews
            9: A_ViewController viewDidLayoutSubviews
            10: A_ViewController viewDidAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("storyboard-root", log: log)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(
            console.outLines == [
                "read 10 lines: 9 calls on objects of storyboard-root, 1 line ignored",
                "  not modelled by the engine: line 4 (loadViewIfNeeded)",
                "agreement: 9 calls match the simulated order of storyboard-root; 1 line (above) holds calls the engine does not trace, left unchecked",
            ])
    }

    /// https://github.com/kingcos/UIViewController-UIView-LifecycleDemo
    /// `UIViewController_Lifecycle.md`, "Rotation" (Xcode 8.2): the trait-collection
    /// transition, then three layout passes, each line with a frame printed after the method.
    @Test func threeLayoutPassesAfterARotation() throws {
        let log = """
            willTransition(to:with:)
            viewWillLayoutSubviews() - Optional((67.5, 269.5, 240.0, 128.0))
            viewDidLayoutSubviews() - Optional((213.5, 123.5, 240.0, 128.0))
            viewWillLayoutSubviews() - Optional((213.5, 123.5, 240.0, 128.0))
            viewDidLayoutSubviews() - Optional((213.5, 123.5, 240.0, 128.0))
            viewWillLayoutSubviews() - Optional((213.5, 123.5, 240.0, 128.0))
            viewDidLayoutSubviews() - Optional((213.5, 123.5, 240.0, 128.0))
            """
        let (status, console) = try TraceCheckFixtures.check("rotation", log: log)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(
            console.outLines == [
                "read 7 lines: 7 calls on objects of rotation, no lines ignored",
                "agreement: 7 calls match the simulated order of rotation",
            ])
    }

    /// yagamo-style.com (iOS 12.2), "画面を回転": one pass after the size transition.
    @Test func onePassAfterARotation() throws {
        let log = """
            A: viewWillTransition(to:with:)
            A: viewWillLayoutSubviews()
            A: viewDidLayoutSubviews()
            """
        let (status, console) = try TraceCheckFixtures.check("rotation", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 3, calls: 3, scenario: "rotation"))
    }

    /// https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/ (Japanese labels
    /// "クラス名:" and "メソッド名:"): the root controller's launch, two layout passes.
    @Test func japaneseLabels() throws {
        let log = """
            クラス名:FirstViewController メソッド名:viewDidLoad()
            クラス名:FirstViewController メソッド名:viewWillAppear
            クラス名:FirstViewController メソッド名:viewWillLayoutSubviews()
            クラス名:FirstViewController メソッド名:viewDidLayoutSubviews()
            クラス名:FirstViewController メソッド名:viewWillLayoutSubviews()
            クラス名:FirstViewController メソッド名:viewDidLayoutSubviews()
            クラス名:FirstViewController メソッド名:viewDidAppear
            """
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log, "--map", "A=FirstViewController")
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 7, calls: 7, scenario: "first-appearance"))
    }

    /// http://mamicode.com/info-detail-1419201.html (mirror of a 2016-07-01 cnblogs post):
    /// the page prints the whole log on one line, the appearance calls as Chinese prose and
    /// the two layout passes by name. Four calls on one line, read as four.
    @Test func severalCallsOnOneLine() throws {
        let log =
            "2016-07-01 20:36:25.001 task2[11634:670742] 视图将要显示 2016-07-01 20:36:25.005 task2[11634:670742] viewWillLayoutSubviews "
            + "2016-07-01 20:36:25.005 task2[11634:670742] viewDidLayoutSubviews 2016-07-01 20:36:25.039 task2[11634:670742] viewWillLayoutSubviews "
            + "2016-07-01 20:36:25.040 task2[11634:670742] viewDidLayoutSubviews 2016-07-01 20:36:25.050 task2[11634:670742] 视图已经显示"
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log)
        #expect(status == .success, "\(console.stdout)\n\(console.stderr)")
        #expect(console.outLines == TraceCheckFixtures.agreement(lines: 1, calls: 4, scenario: "first-appearance"))
    }

    /// https://thinbug.com/q/49279687 (Stack Overflow question 49279687, 2018): the app
    /// printed prose ("View has loaded"), not method names. Nothing was read, so nothing
    /// can be claimed: inconclusive, not agreement. "View will appear" is viewWillAppear
    /// printed as words, and is reported so.
    @Test func aLogOfProseIsInconclusive() throws {
        let log = """
            View has loaded
            View will appear
            SubViews will layout
            SubViews has layouted
            SubViews will layout
            SubViews has layouted
            View has appeared
            """
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log)
        #expect(status == .inconclusive)
        #expect(
            console.outLines == [
                "read 7 lines: 0 calls on objects of first-appearance, 7 lines ignored",
                "  no lifecycle call: lines 1, 3, 4, 5, 6, 7",
                "  not read: line 2 \"View will appear\": 'View will appear' reads like viewWillAppear(_:) printed as words; "
                    + "if it is the call, say so with --call 'View will appear=viewWillAppear(_:)'",
                "inconclusive: 1 line looks like a lifecycle call but was not read (above); no call was read",
            ])
    }
}
