import LifecycleSimulator
import Testing

/// After a scene enters the background its root may be laid out again, for the app
/// switcher's snapshot: hdk2200/UIViewControllerLifeCycle's README (2024, iOS 17) lists
/// A's layout calls "(twice)" after sceneDidEnterBackground; other background logs print
/// no layout. The engine marks the pass "×0 or more". Each pass comes with a change of the
/// interface style, there and back (one snapshot in light, one in dark), which reports
/// describe and a Stack Overflow question prints twice.
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
        #expect(
            run.delegateCalls
                == run.trace(
                    "scene.sceneWillResignActive", "scene.sceneDidEnterBackground", "A.traitCollectionDidChange", "A.viewWillLayoutSubviews",
                    "A.viewDidLayoutSubviews"))
        #expect(run.result.events.suffix(3).allSatisfy { $0.repeatablePass?.mayBeAbsent == true })
        #expect(Set(run.result.events.suffix(3).map(\.repeatablePass)).count == 1, "one pass: the change of style, then the layout")
        #expect(Set(run.result.behaviours).isSuperset(of: ["scene.background.snapshot-layout", "scene.background.snapshot-traits"]))
    }

    /// The question's print, two changes of style while the app is in the background, agrees;
    /// so does the change printed beside the layout of each snapshot, but not after it.
    @Test func twoChangesOfStyleAgree() throws {
        let run = try simulate(Self.scenario)
        let printed = """
            TRAIT COLLECTION DARK -> LIGHT. BACKGROUND; TRAIT CHANGED
            TRAIT COLLECTION LIGHT -> DARK. BACKGROUND; TRAIT CHANGED
            """
        let question = run.compare(log: printed, calls: ["TRAIT COLLECTION": "traitCollectionDidChange(_:)"])
        #expect(question.verdict == .agreement, "\(run.disagreement(question))")
        #expect(question.log.calls.map(\.notation) == ["A.traitCollectionDidChange(_:)", "A.traitCollectionDidChange(_:)"])
        let beside = run.compare(
            log: "A traitCollectionDidChange\nA viewWillLayoutSubviews\nA traitCollectionDidChange\nA viewWillLayoutSubviews")
        #expect(beside.verdict == .agreement, "\(run.disagreement(beside))")
        let after = run.compare(log: "A viewWillLayoutSubviews\nA traitCollectionDidChange")
        #expect(after.verdict == .divergence)
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
