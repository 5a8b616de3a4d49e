import Testing

/// Devices whose window changes its horizontal size class when it turns (an iPhone Plus or
/// Max) or may (an iPad in Split View). A split view controller collapses or expands
/// there, and no recording shows its delegate's calls among the rotation's (the
/// held-out-contradictions research, point 4): the engine refuses such a rotation as not
/// modelled instead of tracing it. Where the width class is known and does not change, a
/// rotation is traced as before.
@Suite struct WidthClassRotationTests {
    private func run(device: String, root: String, ios: Int = 17, steps: String = "  - rotate: { to: landscape }") throws -> Simulated {
        try simulate(
            """
            config: { ios: \(ios), device: \(device) }
            objects:
              split: { kind: split-view-controller }
              L: { kind: view-controller }
              D: { kind: view-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - \(root)
            steps:
            \(steps)
            """)
    }

    private let splitRoot = "show: { root: split, primary: L, secondary: D }"

    @Test func turningAnIPhoneMaxWithASplitViewIsRefused() throws {
        let run = try run(device: "iphone-max", root: splitRoot)
        #expect(run.calls == [])
        #expect(run.problems.count == 1)
        let problem = try #require(run.problems.first)
        #expect(problem.contains("collapses or expands split view controller 'split', which is not modelled"))
        #expect(problem.contains("no recording shows its delegate's calls"))
    }

    /// The same split view controller turned on an iPhone keeps its width class and stays
    /// collapsed: traced as before. On a full-screen iPad the width class stays too, but the
    /// automatic display mode shows or hides the primary column with the turn: refused.
    @Test func turningWhereTheWidthClassStaysIsTracedOnAnIPhoneOnly() throws {
        let iphone = try run(device: "iphone", root: splitRoot)
        #expect(iphone.problems == [])
        #expect(iphone.calls.contains("L.viewWillTransition(to:with:)") || iphone.calls.contains("D.viewWillTransition(to:with:)"))
        let ipad = try run(device: "ipad", root: splitRoot)
        #expect(ipad.problems.first?.contains("may show or hide the primary column of split view controller 'split', which is not modelled") == true)
    }

    /// An iPhone Max without a split view: both size classes change, and the trait calls
    /// say so.
    @Test func anIPhoneMaxTurnChangesBothSizeClasses() throws {
        let run = try run(device: "iphone-max", root: "show: { root: A }")
        #expect(
            run.calls
                == trace(
                    "A.willTransition", "A.viewWillTransition", "A.traitCollectionDidChange", "A.viewWillLayoutSubviews",
                    "A.viewDidLayoutSubviews"))
        #expect(run.result.events.first?.argumentText.hasPrefix("newCollection: horizontalSizeClass: regular, verticalSizeClass: compact") == true)
        #expect(run.result.events[2].argumentText == "previousTraitCollection: horizontalSizeClass: compact, verticalSizeClass: regular")
    }

    /// In Split View the width class depends on the iPad and the divider: the split view
    /// controller itself, and any turn, are refused.
    @Test func anIPadInSplitViewRefusesWhatDependsOnItsWidth() throws {
        let split = try run(device: "ipad-split-view", root: "show: { root: A }", steps: "  - \(splitRoot)")
        #expect(
            split.problems.first?.contains("whether it is collapsed depends on the width Split View gives the app, which is not modelled") == true)
        let turn = try run(device: "ipad-split-view", root: "show: { root: A }")
        #expect(turn.problems.first?.contains("depends on the iPad and the Split View divider, which is not modelled") == true)
    }

    /// Slide Over is compact in both orientations: the split view controller is collapsed
    /// as on an iPhone, and a turn changes no size class.
    @Test func slideOverIsCompactAndATurnChangesNoSizeClass() throws {
        let iphone = try run(device: "iphone", root: "show: { root: A }", steps: "  - \(splitRoot)")
        let slideOver = try run(device: "ipad-slide-over", root: "show: { root: A }", steps: "  - \(splitRoot)")
        #expect(slideOver.calls(only: ["appearance"]) == iphone.calls(only: ["appearance"]))
        let turn = try run(device: "ipad-slide-over", root: splitRoot)
        #expect(turn.problems == [])
        #expect(!turn.calls.contains { $0.contains("willTransition(to:with:)") && !$0.contains("viewWillTransition") })
    }

    /// Before iOS 13 a form sheet presented on an iPhone Max in portrait is full screen;
    /// turning it would adapt the presentation, which is refused.
    @Test func anAdaptedSheetOnAnIPhoneMaxIsNotTurned() throws {
        let run = try run(
            device: "iphone-max", root: "show: { root: A }", ios: 12,
            steps: "  - present: { vc: B, from: A, style: formSheet }\n  - rotate: { to: landscape }")
        #expect(run.calls(of: "A").contains("A.viewWillDisappear(_:)"), "full screen in portrait")
        #expect(run.problems.first?.contains("adapts the presentation of 'B' to the new width class, which is not modelled") == true)
    }
}
