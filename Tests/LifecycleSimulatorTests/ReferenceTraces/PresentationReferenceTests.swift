import Testing

/// vc-present-fullscreen.md, vc-present-pagesheet.md and vc-dismiss.md: A (the root)
/// presents B.
@Suite struct PresentationReferenceTests {
    private func present(style: String?, ios: Int, thenDismiss: Bool = false) throws -> Simulated {
        let styleArgument = style.map { ", style: \($0)" } ?? ""
        let presentStep = "- present: { vc: B, from: A\(styleArgument) }"
        return try simulate(
            """
            config: { ios: \(ios) }
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
              \(thenDismiss ? presentStep : "")
            steps:
              \(thenDismiss ? "- dismiss: { vc: B }" : presentStep)
            """)
    }

    /// A's calls that are not in an optional layout pass ("×0 or more").
    private func certainCalls(of name: String, _ run: Simulated) -> [String] {
        run.result.events.filter { $0.receiver == name && $0.repeatablePass?.mayBeAbsent != true }.map(\.notation)
    }

    /// vc-present-fullscreen.md. Asserted: A gets viewWillDisappear and viewDidDisappear,
    /// B loads before it appears, and A.viewDidDisappear comes after B.viewDidAppear
    /// (source 2, Apple's "removed after the presentation completes"). Not asserted: the
    /// relative order of A.viewWillDisappear and B.viewWillAppear, which is unverified.
    /// A's own layout pass in between is optional, and so is B's second one
    /// (`PresenterLayoutPassTests`).
    @Test(arguments: [(style: "fullScreen", ios: 17), (style: "fullScreen", ios: 12), (style: "automatic", ios: 12)])
    func fullScreenRemovesThePresenterAfterThePresentedAppeared(style: String, ios: Int) throws {
        let run = try present(style: style, ios: ios)
        #expect(certainCalls(of: "A", run) == trace("A.viewWillDisappear", "A.viewDidDisappear"))
        #expect(
            certainCalls(of: "B", run).filter { !$0.contains("IsAppearing") }
                == trace(
                    "B.init(nibName:bundle:)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
                    "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear"
                ))
        let calls = run.calls
        let didAppear = try #require(calls.firstIndex(of: "B.viewDidAppear(_:)"))
        let didDisappear = try #require(calls.firstIndex(of: "A.viewDidDisappear(_:)"))
        #expect(didAppear < didDisappear)
    }

    /// vc-present-pagesheet.md: on iOS 13+ sheets and over-styles keep A's view, so A gets
    /// no appearance calls; B's own order is the ordinary first appearance.
    @Test(arguments: ["pageSheet", "formSheet", "overFullScreen", "overCurrentContext", "automatic", nil])
    func sheetsAndOverStylesLeaveThePresenterAlone(style: String?) throws {
        let run = try present(style: style, ios: 17)
        #expect(run.calls(of: "A") == [])
        #expect(
            run.calls(of: "B")
                == trace(
                    "B.init(nibName:bundle:)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing",
                    "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear"
                ))
    }

    /// `automatic` is a page sheet from iOS 13 (A untouched) and full screen before (A
    /// disappears), as hacknicity and the iOS 13 notes record.
    @Test func automaticIsFullScreenOnIOS12AndPageSheetOnIOS13() throws {
        #expect(certainCalls(of: "A", try present(style: "automatic", ios: 12)) == trace("A.viewWillDisappear", "A.viewDidDisappear"))
        #expect(try present(style: "automatic", ios: 13).calls(of: "A") == [])
    }

    /// vc-dismiss.md, .fullScreen. Asserted: A gets viewWillAppear and viewDidAppear and no
    /// loading calls; B disappears and is released last. The B/A interleaving is by
    /// analogy with pop only (LOW), so it is checked per controller, not across them. A's
    /// layout passes are optional (`PresenterLayoutPassTests`).
    @Test(arguments: [12, 17])
    func dismissingFullScreenBringsThePresenterBack(ios: Int) throws {
        let run = try present(style: "fullScreen", ios: ios, thenDismiss: true)
        #expect(certainCalls(of: "A", run).filter { !$0.contains("IsAppearing") } == trace("A.viewWillAppear", "A.viewDidAppear"))
        #expect(run.calls(of: "B") == trace("B.viewWillDisappear", "B.viewDidDisappear", "B.deinit"))
        #expect(run.result.events.last(where: { $0.repeatablePass == nil })?.notation == "B.deinit")
    }

    /// A chain dismissed from below (A presented B, B presented C; B is dismissed). On iOS
    /// 8, B appears and disappears again (an iOS 8.1.3 log, radars 18696859 and 18421969,
    /// kyfxbl 2014); on iOS 7 and from iOS 9 it gets nothing (Apple: the controllers in
    /// between are "simply removed"; the radars' iOS 7 baseline).
    private func dismissChain(ios: Int) throws -> Simulated {
        try simulate(
            """
            config: { ios: \(ios), lifecycle: app-delegate }
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
              - present: { vc: B, from: A, style: fullScreen }
              - present: { vc: C, from: B, style: fullScreen }
            steps:
              - dismiss: { vc: B }
            """)
    }

    @Test(arguments: [7, 8, 9, 12])
    func theMiddleOfADismissedChainAppearsAndDisappearsOnIOS8Only(ios: Int) throws {
        let run = try dismissChain(ios: ios)
        guard ios == 8 else {
            #expect(
                run.calls(only: ["appearance", "deinit"])
                    == trace("C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "C.viewDidDisappear", "C.deinit", "B.deinit"))
            #expect(run.result.behaviours.contains("vc.dismiss.chain"))
            return
        }
        #expect(
            run.calls(only: ["appearance", "deinit"])
                == trace(
                    "C.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "C.viewDidDisappear",
                    "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "C.deinit", "B.deinit"))
        #expect(run.result.events.filter { $0.callback.group == .appearance }.allSatisfy { $0.behaviour.rawValue == "vc.dismiss.chain.ios8" })
        #expect(run.result.events.first?.arguments.first?.value == "false", "C goes without animation")
        #expect(run.result.events.first { $0.notation == "B.viewWillDisappear(_:)" }?.arguments.first?.value == "true")
    }

    /// vc-dismiss.md, page sheet (yagamo-style): the presenting controller's appearance
    /// methods are not called when the sheet goes away.
    @Test func dismissingAPageSheetLeavesThePresenterAlone() throws {
        let run = try present(style: "pageSheet", ios: 17, thenDismiss: true)
        #expect(run.calls == trace("B.viewWillDisappear", "B.viewDidDisappear", "B.deinit"))
    }
}
