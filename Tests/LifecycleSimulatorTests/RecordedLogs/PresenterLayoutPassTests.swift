import LifecycleSimulator
import Testing

/// The presenting controller laid out during a full-screen presentation. Two recordings
/// show A's viewWillLayoutSubviews/viewDidLayoutSubviews after B's and before
/// B.viewDidAppear: remkoh.dev ("iOS: UIViewController lifecycle in a StoryBoard",
/// scenario 2, a storyboard segue, iOS not stated) and seeking-star.com
/// ("UIViewControllerのライフサイクル", a button, iOS not stated). kingcos's
/// UIViewController_Lifecycle.md (Xcode 8.2, iOS 10), which instruments A's layout too, shows
/// none. The engine marks A's pass "×0 or more": both kinds of log agree with it, and a
/// pass cut short or moved is still a divergence. Two other logs (yagamo-style, iOS 12.2,
/// and an iOS 9 log kept outside the project) lay B out again after A's pass and lay A out
/// when B is dismissed; those passes are optional too. The yagamo-style log itself is not
/// used here while it serves as held-out material: the tests write its shape in
/// remkoh.dev's notation.
@Suite struct PresenterLayoutPassTests {
    static func scenario(style: String = "fullScreen", ios: Int = 12) -> String {
        """
        config: { ios: \(ios), lifecycle: app-delegate }
        objects:
          A: { kind: view-controller, from: storyboard }
          B: { kind: view-controller, from: storyboard }
        setup:
          - launch
          - show: { root: A }
        steps:
          - present: { vc: B, from: A, style: \(style) }
        """
    }

    /// remkoh.dev, scenario 2, the lines after "vc1 – viewDidAppear".
    static let remkoh = """
        vc1 – prepareForSegue
        vc2 – loadView
        vc2 – viewDidLoad
        vc1 – viewWillDisappear
        vc2 – viewWillAppear
        vc2 – viewWillLayoutSubviews
        vc2 – viewDidLayoutSubviews
        vc1 – viewWillLayoutSubviews
        vc1 – viewDidLayoutSubviews
        vc2 – viewDidAppear
        vc1 – viewDidDisappear
        """

    @Test(arguments: [12, 17])
    func thePresentersPassIsMarkedOptional(ios: Int) throws {
        let run = try simulate(Self.scenario(ios: ios))
        let passes = run.result.events.filter { $0.receiver == "A" && $0.callback.group == .layout }
        #expect(passes.map(\.notation) == ["A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()"])
        #expect(passes.allSatisfy { $0.repeatablePass?.mayBeAbsent == true && $0.repeatablePass == passes[0].repeatablePass })
        #expect(passes.first?.repeatablePass?.mark == "×0 or more")
        let calls = run.calls
        #expect(calls.firstIndex(of: "B.viewDidLayoutSubviews()")! < calls.firstIndex(of: "A.viewWillLayoutSubviews()")!)
        #expect(calls.firstIndex(of: "A.viewDidLayoutSubviews()")! < calls.firstIndex(of: "B.viewDidAppear(_:)")!)
        #expect(run.result.behaviours.contains("vc.layout.presenter-pass"))
    }

    /// A sheet keeps A on screen: no pass of A's at all.
    @Test func sheetsLayNoPresenterOut() throws {
        let sheet = try simulate(Self.scenario(style: "pageSheet", ios: 17))
        #expect(sheet.calls(of: "A") == [])
    }

    /// The presented controller's own pass is marked "×1 or more", and after the
    /// presenter's optional pass comes an optional second pass of the presented one: two
    /// logs (iOS 9, iOS 12.2) lay B out twice with A's pass between, two others once.
    @Test(arguments: [12, 17])
    func thePresentedPassRepeatsAndMayComeAgainAfterThePresenters(ios: Int) throws {
        let run = try simulate(Self.scenario(ios: ios))
        let passes = run.result.events.filter { $0.callback.group == .layout }
        #expect(
            passes.map(\.notation)
                == trace(
                    "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                    "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews"))
        #expect(passes.map { $0.repeatablePass?.mark } == ["×1 or more", "×1 or more", "×0 or more", "×0 or more", "×0 or more", "×0 or more"])
        #expect(Set(passes.compactMap(\.repeatablePass?.id)).count == 3, "three passes")
        #expect(passes.last?.behaviour.rawValue == "vc.layout.presented-pass-again")
        #expect(run.calls.last(where: { $0.hasPrefix("B.") }) == "B.viewDidAppear(_:)")
    }

    /// The shape of the two logs that lay B out twice, written in remkoh.dev's notation:
    /// B's pass, A's pass, B's pass again, then B.viewDidAppear.
    var twiceLines: [String] {
        Array(remkohLines[0..<9]) + ["vc2 – viewWillLayoutSubviews", "vc2 – viewDidLayoutSubviews"] + Array(remkohLines[9..<11])
    }

    @Test func aLogLayingThePresentedControllerOutTwiceAroundThePresenterAgrees() throws {
        let run = try simulate(Self.scenario())
        let match = matchInstrumented(twiceLines, run)
        #expect(match.agrees, "\(match.expanded.map(\.notation))")
        let comparison = run.compare(log: twiceLines.joined(separator: "\n"), classes: ["A": "vc1", "B": "vc2"])
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// B's second pass after its viewDidAppear, or A's pass after B's second, is still a
    /// divergence.
    @Test func aPassOutOfItsPlaceDiverges() throws {
        let run = try simulate(Self.scenario())
        let late = Array(remkohLines[0..<10]) + ["vc2 – viewWillLayoutSubviews", "vc2 – viewDidLayoutSubviews", remkohLines[10]]
        #expect(matchInstrumented(late, run).firstDifference == 9, "the log's second vc2 – viewWillLayoutSubviews")
        let presenterAgain = Array(twiceLines[0..<11]) + ["vc1 – viewWillLayoutSubviews", "vc1 – viewDidLayoutSubviews"] + Array(twiceLines[11...])
        #expect(matchInstrumented(presenterAgain, run).firstDifference == 10, "A's pass after B's second")
    }

    /// Dismissing: A may be laid out before its viewDidAppear and again after B's deinit
    /// (two logs, iOS 9 and 12.2), or not at all (kingcos, iOS 10): two optional passes.
    @Test func aDismissMayLayThePresenterOutTwice() throws {
        let run = try simulate(Self.scenario() + "\n  - dismiss: { vc: B }")
        let dismiss = run.result.events.filter { $0.step == 2 }
        #expect(
            dismiss.map(\.notation)
                == trace(
                    "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
                    "B.viewDidDisappear", "B.deinit", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"))
        let passes = dismiss.filter { $0.callback.group == .layout }
        #expect(passes.allSatisfy { $0.repeatablePass?.mayBeAbsent == true && $0.behaviour.rawValue == "vc.layout.presenter-returns" })
        #expect(Set(passes.compactMap(\.repeatablePass?.id)).count == 2)
        let logged = ["vc2 – viewWillDisappear", "vc1 – viewWillAppear", "vc1 – viewDidAppear", "vc2 – viewDidDisappear"]
        #expect(run.compare(log: logged.joined(separator: "\n"), classes: ["A": "vc1", "B": "vc2"]).verdict == .agreement)
    }

    @Test func remkohsLogAgrees() throws {
        let run = try simulate(Self.scenario())
        let comparison = run.compare(log: Self.remkoh, classes: ["A": "vc1", "B": "vc2"])
        #expect(comparison.log.calls.count == 10)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// seeking-star.com, the lines after "画面遷移します", written `クラス名:X メソッド名:y()`.
    @Test func seekingStarsLogAgrees() throws {
        let run = try simulate(Self.scenario())
        let comparison = run.compare(
            log: """
                クラス名:SecondViewController メソッド名:viewDidLoad()
                クラス名:FirstViewController メソッド名:viewWillDisappear
                クラス名:SecondViewController メソッド名:viewWillAppear
                クラス名:SecondViewController メソッド名:viewWillLayoutSubviews()
                クラス名:SecondViewController メソッド名:viewDidLayoutSubviews()
                クラス名:FirstViewController メソッド名:viewWillLayoutSubviews()
                クラス名:FirstViewController メソッド名:viewDidLayoutSubviews()
                クラス名:SecondViewController メソッド名:viewDidAppear
                クラス名:FirstViewController メソッド名:viewDidDisappear
                """, classes: ["A": "FirstViewController", "B": "SecondViewController"])
        #expect(comparison.log.calls.count == 9)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// The log against every call its app printed (loading, appearance and layout of A
    /// and B), as an attached log's `instrumented` header narrows it: a call the engine
    /// makes and the log lacks is then a divergence, unless it belongs to an optional pass.
    func matchInstrumented(_ lines: [String], _ run: Simulated) -> OrderMatch<TraceEvent> {
        let printed: Set<String> = [
            "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewWillDisappear(_:)", "viewDidAppear(_:)", "viewDidDisappear(_:)",
            "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        ]
        let logged = run.compare(log: lines.joined(separator: "\n"), classes: ["A": "vc1", "B": "vc2"]).log.calls.map(\.notation)
        let engine = run.result.events.filter { printed.contains($0.callback.name) }
        return OrderMatcher.match(logged, against: engine, key: \.notation, pass: \.repeatablePass)
    }

    var remkohLines: [String] { Self.remkoh.split(separator: "\n").map(String.init) }

    /// The same log with the presenter's pass left out (kingcos's shape, iOS 10) agrees as
    /// well, held against every call it instruments; so does the pass written twice.
    @Test func aLogWithoutThePassOrWithItTwiceAgrees() throws {
        let run = try simulate(Self.scenario())
        #expect(matchInstrumented(remkohLines, run).agrees)
        let without = remkohLines.filter { !$0.hasPrefix("vc1 – viewWillLayout") && !$0.hasPrefix("vc1 – viewDidLayout") }
        #expect(matchInstrumented(without, run).agrees, "\(matchInstrumented(without, run).expanded.map(\.notation))")
        let twice = Array(remkohLines[0..<9]) + Array(remkohLines[7..<11])
        #expect(matchInstrumented(twice, run).agrees)
    }

    /// Moved after B.viewDidAppear, or cut short, the presenter's pass is a divergence.
    @Test func aMovedOrCutShortPassDiverges() throws {
        let run = try simulate(Self.scenario())
        let lines = remkohLines
        let moved = Array(lines[0..<7]) + [lines[9], lines[7], lines[8], lines[10]]
        #expect(run.compare(log: moved.joined(separator: "\n"), classes: ["A": "vc1", "B": "vc2"]).verdict == .divergence)
        var cut = lines
        cut.remove(at: 8)  // vc1 – viewDidLayoutSubviews
        let match = matchInstrumented(cut, run)
        #expect(match.firstDifference == 7, "the log's vc2 – viewDidAppear, where the engine finishes A's pass")
    }
}
