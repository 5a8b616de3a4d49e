import LifecycleSimulator
import Testing

/// After a scene enters the background its root may be laid out again, for the app
/// switcher's snapshot: hdk2200/UIViewControllerLifeCycle's README (2024, iOS 17) lists
/// A's layout calls "(twice)" after sceneDidEnterBackground; other background logs print
/// no layout. The engine marks the pass "×0 or more". The switcher takes a snapshot in each
/// appearance, and before each one's layout an app that follows the system's style hears
/// its trait collection change, to the opposite style and back (reports count two
/// changes; a Stack Overflow question prints them): each change optional too.
@Suite struct SnapshotLayoutLogTests {
    static let scenario = """
        config: { ios: 17, lifecycle: scenes }
        objects:
          nav: { kind: navigation-controller, from: storyboard }
          A: { kind: view-controller, from: storyboard }
        setup:
          - show: { root: nav, stack: [A] }
          - launch
        steps:
          - background
        """

    @Test func theRootsPassAfterEnteringTheBackgroundIsOptional() throws {
        let run = try simulate(Self.scenario)
        let snapshot = run.trace("A.traitCollectionDidChange", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews")
        #expect(run.delegateCalls == run.trace("scene.sceneWillResignActive", "scene.sceneDidEnterBackground") + snapshot + snapshot)
        let passes = run.result.events.suffix(6).map(\.repeatablePass)
        #expect(passes.allSatisfy { $0?.mayBeAbsent == true })
        #expect(Set(passes).count == 4, "each change and each layout a pass of its own")
        #expect(
            run.result.events.suffix(6).compactMap { $0.arguments.first?.value }
                == ["the app's userInterfaceStyle", "the opposite userInterfaceStyle"])
        #expect(Set(run.result.behaviours).isSuperset(of: ["scene.background.snapshot-layout", "scene.background.snapshot-traits"]))
    }

    /// The question's print, two changes of style while the app is in the background, agrees;
    /// so does each change printed beside its snapshot's layout, and a layout printed without
    /// a change (an app with a fixed style that prints its trait changes elsewhere).
    @Test func twoChangesOfStyleAgree() throws {
        let run = try simulate(Self.scenario)
        let printed = """
            TRAIT COLLECTION DARK -> LIGHT. BACKGROUND; TRAIT CHANGED
            TRAIT COLLECTION LIGHT -> DARK. BACKGROUND; TRAIT CHANGED
            """
        let question = run.compare(log: printed, calls: ["TRAIT COLLECTION": "traitCollectionDidChange(_:)"])
        #expect(question.verdict == .agreement, "\(run.disagreement(question))")
        #expect(question.log.calls.map(\.notation) == ["A.traitCollectionDidChange(_:)", "A.traitCollectionDidChange(_:)"])
        for log in [
            "A traitCollectionDidChange\nA viewWillLayoutSubviews\nA traitCollectionDidChange\nA viewWillLayoutSubviews",
            "A viewWillLayoutSubviews\nA viewWillLayoutSubviews\nA traitCollectionDidChange",
        ] {
            let comparison = run.compare(log: log)
            #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        }
        let thrice = run.compare(
            log:
                "A viewWillLayoutSubviews\nA traitCollectionDidChange\nA viewWillLayoutSubviews\nA traitCollectionDidChange\nA viewWillLayoutSubviews"
        )
        #expect(thrice.verdict == .divergence, "two snapshots, not three")
    }

    @Test func hdk2200sLogAgreesAndSoDoesOneWithoutThePass() throws {
        let run = try simulate(Self.scenario)
        let log = """
            1. `sceneWillResignActive`
            2. `UIApplication.willResignActive`
            3. `sceneDidEnterBackground`
            4. `UIApplication.didEnterBackground`
            5. `ViewControllerA viewWillLayoutSubviews` (twice)
            6. `ViewControllerA viewDidLayoutSubviews` (twice)
            """
        let comparison = run.compare(log: log, classes: ["A": "ViewControllerA"])
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        let withoutPass = OrderMatcher.match(
            ["scene.sceneWillResignActive(_:)", "scene.sceneDidEnterBackground(_:)"],
            against: run.result.events.filter { $0.callback.group != .notifications }, key: \.notation,
            pass: \.repeatablePass)
        #expect(withoutPass.agrees)
    }

    /// A scene with no root shows nothing to lay out.
    @Test func aSceneWithoutARootHasNoPass() throws {
        let run = try simulate("config: { ios: 17 }\nsetup: [launch]\nsteps: [background]")
        #expect(run.delegateCalls == trace("scene.sceneWillResignActive", "scene.sceneDidEnterBackground"))
    }
}
