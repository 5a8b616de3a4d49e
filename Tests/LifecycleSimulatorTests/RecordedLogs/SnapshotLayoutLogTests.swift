import LifecycleSimulator
import Testing

/// After a scene enters the background its root may be laid out again, for the app
/// switcher's snapshot: hdk2200/UIViewControllerLifeCycle's README (2024, iOS 17) lists
/// A's layout calls "(twice)" after sceneDidEnterBackground; other background logs print
/// no layout. The engine marks the pass "×0 or more". The switcher takes a snapshot in each
/// appearance, and an app that follows the system's style hears its trait collection change
/// to the other style and back (reports count two changes; a Stack Overflow question prints
/// them). No log orders the changes against the layout: the engine lays out before, between
/// and after them, each run optional.
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
        let layout = run.trace("A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews")
        let change = run.trace("A.traitCollectionDidChange")
        #expect(
            run.delegateCalls
                == run.trace("scene.sceneWillResignActive", "scene.sceneDidEnterBackground") + layout + change + layout + change + layout)
        let passes = run.result.events.suffix(8).map(\.repeatablePass)
        #expect(passes.allSatisfy { $0?.mayBeAbsent == true })
        #expect(Set(passes).count == 5, "each change and each layout a run of its own")
        #expect(
            run.result.events.suffix(8).compactMap { $0.arguments.first?.value }
                == ["the app's userInterfaceStyle", "the other userInterfaceStyle"])
        #expect(Set(run.result.behaviours).isSuperset(of: ["scene.background.snapshot-layout", "scene.background.snapshot-traits"]))
    }

    /// The question's print, two changes of style while the app is in the background, agrees;
    /// so do the changes printed beside the layout, whichever comes first in each snapshot, and
    /// the layout printed without a change (an app with a fixed style that prints its trait
    /// changes elsewhere). Three rounds of snapshots are more than the two appearances.
    @Test func twoChangesOfStyleAgree() throws {
        let run = try simulate(Self.scenario)
        let printed = """
            TRAIT COLLECTION DARK -> LIGHT. BACKGROUND; TRAIT CHANGED
            TRAIT COLLECTION LIGHT -> DARK. BACKGROUND; TRAIT CHANGED
            """
        let question = run.compare(log: printed, calls: ["TRAIT COLLECTION": "traitCollectionDidChange(_:)"])
        #expect(question.verdict == .agreement, "\(run.disagreement(question))")
        #expect(question.log.calls.map(\.notation) == ["A.traitCollectionDidChange(_:)", "A.traitCollectionDidChange(_:)"])
        let change = "A traitCollectionDidChange", layout = "A viewWillLayoutSubviews"
        for log in [[change, layout, change, layout], [layout, change, layout, change], [layout, layout, change]] {
            let comparison = run.compare(log: log.joined(separator: "\n"))
            #expect(comparison.verdict == .agreement, "\(log) \(run.disagreement(comparison))")
        }
        let thrice = run.compare(log: [change, layout, change, layout, change, layout].joined(separator: "\n"))
        #expect(thrice.verdict == .divergence, "three rounds of a change and a layout")
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
