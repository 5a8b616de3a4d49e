import Testing

/// Every recorded log in `Content/evidence/` against the scenario it records: the engine
/// must make the logged calls in the logged order (trace-check's comparison).
@Suite struct RecordedLogTests {
    private static let presented = """
        objects:
          A: { kind: view-controller }
          B: { kind: view-controller }
        setup:
          - launch
          - show: { root: A }
        """

    private static let pushed = """
        objects:
          nav: { kind: navigation-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
        setup:
          - launch
          - show: { root: nav, stack: [A] }
          - push: { vc: B, on: nav }
        """

    private func check(_ id: String, _ scenario: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let log = try RecordedLog.load(id, sourceLocation: sourceLocation)
        let run = try simulate(scenario, sourceLocation: sourceLocation)
        #expect(run.problems == [], sourceLocation: sourceLocation)
        #expect(log.disagreement(with: run) == nil, "\(log.disagreement(with: run) ?? "")", sourceLocation: sourceLocation)
    }

    /// HustBroventure/iOS-, UINavigationbar.md, section "model" (2015-10-29, timestamped).
    @Test(arguments: [12, 17])
    func hustBroventurePresentFullScreen(ios: Int) throws {
        try check(
            "hustbroventure-2015-present-full-screen",
            "config: { ios: \(ios) }\n" + Self.presented + "\nsteps:\n  - present: { vc: B, from: A, style: fullScreen }")
    }

    /// The same file, the dismissal: the presenter's viewDidAppear before the presented
    /// controller's viewDidDisappear, then dealloc.
    @Test(arguments: [12, 17])
    func hustBroventureDismissFullScreen(ios: Int) throws {
        try check(
            "hustbroventure-2015-dismiss-full-screen",
            "config: { ios: \(ios) }\n" + Self.presented
                + "\n  - present: { vc: B, from: A, style: fullScreen }\nsteps:\n  - dismiss: { vc: B, animated: true }")
    }

    /// juejin.cn/post/7171098718656020510 (2022-11-29), the fullScreen row, present column.
    @Test func juejinPresentFullScreen() throws {
        try check("juejin-7171098718656020510-present", Self.presented + "\nsteps:\n  - present: { vc: B, from: A, style: fullScreen }")
    }

    /// The same table, the fullScreen row, dismiss column.
    @Test func juejinDismissFullScreen() throws {
        try check(
            "juejin-7171098718656020510-dismiss",
            Self.presented + "\n  - present: { vc: B, from: A, style: fullScreen }\nsteps:\n  - dismiss: { vc: B }")
    }

    /// The same table, the pageSheet row, dismiss column: A gets nothing.
    @Test func juejinDismissPageSheet() throws {
        try check(
            "juejin-7171098718656020510-dismiss-page-sheet",
            Self.presented + "\n  - present: { vc: B, from: A, style: pageSheet }\nsteps:\n  - dismiss: { vc: B }")
    }

    /// HustBroventure/iOS-, section "2 gesture cancle" (2015-10-29, timestamped).
    @Test func hustBroventureSwipeBackCancelled() throws {
        try check("hustbroventure-2015-swipe-back-cancelled", Self.pushed + "\nsteps:\n  - interactive-pop: { on: nav, completes: false }")
    }

    /// HustBroventure/iOS-, section "2 gesture confirm" (2015-10-29, timestamped).
    @Test func hustBroventureSwipeBackCompleted() throws {
        try check("hustbroventure-2015-swipe-back-completed", Self.pushed + "\nsteps:\n  - interactive-pop: { on: nav, completes: true }")
    }

    /// The comparison can fail: the log's dismissal order against the pop's interleaving
    /// (the engine's old model) disagrees.
    @Test func aPopDoesNotMatchTheDismissLog() throws {
        let log = try RecordedLog.load("juejin-7171098718656020510-dismiss")
        let run = try simulate(
            """
            objects:
              nav: { kind: navigation-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [A] }
              - push: { vc: B, on: nav }
            steps:
              - pop: { on: nav }
            """)
        #expect(log.disagreement(with: run) != nil)
    }
}
