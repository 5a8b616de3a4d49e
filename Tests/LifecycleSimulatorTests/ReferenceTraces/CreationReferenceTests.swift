import Testing

/// vc-init-storyboard.md, vc-init-code.md and vc-loadview-loop.md: how a controller is
/// created and when (and whether) its view gets loaded.
@Suite struct CreationReferenceTests {
    private func pushB(_ options: String) throws -> Simulated {
        try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller, \(options) }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
            steps:
              - push: { vc: B, on: nav }
            """)
    }

    /// vc-init-storyboard.md: init(coder:) → awakeFromNib → (on first view access)
    /// loadView → viewDidLoad.
    @Test func storyboardControllerIsDecodedThenAwakenedThenLoaded() throws {
        let run = try pushB("from: storyboard")
        #expect(run.calls(only: ["loading"]) == trace("B.init(coder:)", "B.awakeFromNib", "B.loadView", "B.viewDidLoad"))
    }

    /// vc-init-code.md: init(nibName:bundle:) with nil arguments, no awakeFromNib, then
    /// loadView → viewDidLoad when the push needs the view.
    @Test func codeControllerStartsWithInitNibNameBundleOfNils() throws {
        let run = try pushB("from: code")
        #expect(run.calls(only: ["loading"]) == trace("B.init(nibName:bundle:)", "B.loadView", "B.viewDidLoad"))
        let initializer = try #require(run.result.events.first)
        #expect(initializer.argumentText == "nibName: nil, bundle: nil")
    }

    /// Both files: the view is not loaded at creation but on first access. B is created
    /// under A in the stack and only loads when a pop reveals it.
    @Test func viewLoadsOnFirstAppearanceNotAtCreation() throws {
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller, from: storyboard }
              B: { kind: view-controller }
            setup:
              - launch
            steps:
              - show: { root: nav, stack: [A, B] }
              - pop: { on: nav }
            """)
        let created = run.result.events.filter { $0.step == 1 && $0.receiver == "A" && $0.callback.group == .loading }.map(\.notation)
        let revealed = run.result.events.filter { $0.step == 2 && $0.receiver == "A" }.map(\.notation)
        #expect(created == trace("A.init(coder:)", "A.awakeFromNib"))
        #expect(Array(revealed.prefix(3)) == trace("A.loadView", "A.viewDidLoad", "A.viewWillAppear"))
    }

    /// vc-loadview-loop.md: a loadView that sets no view makes loadView and viewDidLoad
    /// alternate (both sources agree when viewDidLoad reads view). The engine shows a few
    /// rounds, reports a finding and stops: the later step never runs, nothing appears,
    /// and the simulation itself does not hang. The limit only catches a hang: one minute
    /// once tripped on a loaded 2-core machine while the test itself takes milliseconds.
    @Test(.timeLimit(.minutes(5)))
    func loadViewThatSetsNoViewLoopsAndStopsTheRun() throws {
        let run = try simulate(
            """
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller, load-view: missing-view }
            setup:
              - launch
              - show: { root: A }
            steps:
              - present: { vc: B, from: A, style: fullScreen }
              - dismiss: { vc: B }
            """)
        let loading = run.calls(only: ["loadView", "viewDidLoad"])
        #expect(loading.count >= 4)
        #expect(loading == Array(repeating: trace("B.loadView", "B.viewDidLoad"), count: loading.count / 2).flatMap { $0 })
        #expect(run.result.stoppedEarly)
        #expect(run.result.findings.map(\.step) == [1])
        #expect(run.result.findings.first?.title.contains("loadView") == true)
        #expect(run.result.diagnostics.isEmpty)
        #expect(run.calls(only: ["appearance"]) == [])
        #expect(run.result.events.allSatisfy { $0.step == 1 })
    }

    /// A loadView that sets no view, with nothing in the controller reading view
    /// (`missing-view-unread`): one round per read of view by UIKit (four in a timestamped
    /// log, two in 裴波波's 2016 report), then the appearance with no view and no layout,
    /// and no finding. The engine shows one round marked "×1 or more".
    private func unreadRoot(_ steps: String = "") throws -> Simulated {
        try simulate(
            """
            config: { ios: 9, lifecycle: app-delegate }
            objects:
              A: { kind: view-controller, load-view: missing-view-unread }
              B: { kind: view-controller }
            setup:
              - launch
            steps:
              - show: { root: A }
            \(steps)
            """)
    }

    @Test func aLoadViewWhoseViewNobodyReadsRunsRoundsThenAppears() throws {
        let run = try unreadRoot()
        #expect(run.calls == trace("A.init(nibName:bundle:)", "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"))
        let rounds = run.result.events.filter { $0.callback.group == .loading && !$0.callback.name.hasPrefix("init") }
        #expect(rounds.map { $0.repeatablePass?.mark } == ["×1 or more", "×1 or more"])
        #expect(rounds.allSatisfy { $0.behaviour.rawValue == "vc.load-view.rounds" })
        #expect(!run.result.stoppedEarly)
        #expect(run.result.findings.isEmpty)
    }

    @Test(arguments: [2, 4])
    func aLogWithAnyNumberOfRoundsAgrees(rounds: Int) throws {
        let run = try unreadRoot()
        let log = Array(repeating: ["A loadView", "A viewDidLoad"], count: rounds).flatMap { $0 } + ["A viewWillAppear", "A viewDidAppear"]
        let comparison = run.compare(log: log.joined(separator: "\n"))
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        var cut = log
        cut.remove(at: rounds * 2 - 1)  // the last round without its viewDidLoad
        #expect(run.compare(log: cut.joined(separator: "\n")).verdict == .divergence)
    }

    /// What follows the first appearance of such a controller is not recorded: refused.
    @Test func whatFollowsItsFirstAppearanceIsRefused() throws {
        let run = try unreadRoot("  - present: { vc: B, from: A, style: fullScreen }")
        #expect(run.problems.count == 1)
        #expect(run.problems.first?.contains("'A' has no view (load-view: missing-view-unread)") == true)
        #expect(run.problems.first?.contains("not modelled") == true)
    }
}
