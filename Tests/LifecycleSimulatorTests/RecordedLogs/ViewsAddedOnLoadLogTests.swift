import LifecycleSimulator
import Testing

/// A view the pushed controller's viewDidLoad creates and adds to its view
/// (`added-on-load`), against two logs of a push:
/// - yangjie, the log comment of LMXibLifeListView.swift (project NavigationBarTest,
///   2019-11-05; GitHub, repository not identified, iOS not stated), whose logging helper
///   prints `[Class method()](source line): label`, several lines from one viewDidLoad;
/// - juejin.cn/post/7249297734867566647 (2023, iOS not stated), whose view also gets two
///   subviews of its own once it is in the controller's view.
/// Both: the view's init and superview pair inside viewDidLoad, its window pair after the
/// controller's viewWillAppear, its layoutSubviews after viewDidLayoutSubviews.
@Suite struct ViewsAddedOnLoadLogTests {
    static func push(_ views: String) -> String {
        """
        config: { ios: 13, animated: true }
        objects:
          nav: { kind: navigation-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
        \(views)
        setup:
          - launch
          - show: { root: nav, stack: [A] }
        steps:
          - push: { vc: B, on: nav }
        """
    }

    /// The first comment block, verbatim: A's touches and helper calls first.
    static let yangjie = """
         [LMSecNaviViewController touchesBegan(_:with:)](22): d
         [LMSecNaviViewController testLoadXibVC()](37): e
         [LMSecNaviViewController touchesBegan(_:with:)](25): f
         [LMXibLifeListViewController loadView()](28): i
         [LMXibLifeListViewController viewDidLoad()](20): g
         [LMXibLifeListViewController viewDidLoad()](21): 1
         [MMTestLifeView init(frame:)](15): v-1
         [LMXibLifeListViewController viewDidLoad()](23): 2
         [MMTestLifeView willMove(toSuperview:)](40): v-3
         [MMTestLifeView didMoveToSuperview()](45): v-4
         [LMXibLifeListViewController viewWillAppear(_:)](48): c
         [LMXibLifeListViewController loadViewIfNeeded()](33): j
         [MMTestLifeView willMove(toWindow:)](35): v-5
         [MMTestLifeView didMoveToWindow()](50): v-6
         [LMXibLifeListViewController viewWillLayoutSubviews()](38): a
         [LMXibLifeListViewController viewDidLayoutSubviews()](43): b
         [MMTestLifeView layoutSubviews()](25): v-2
         [LMXibLifeListViewController viewDidAppear(_:)](53): h
        """

    @Test func theViewIsAddedInsideViewDidLoadAndLaidOutWithTheFirstPass() throws {
        let run = try simulate(Self.push("  v: { kind: view, added-on-load: B }"))
        #expect(
            run.calls.filter { $0.hasPrefix("B.") || $0.hasPrefix("v.") }.filter { !$0.contains("Parent") && !$0.contains("IsAppearing") }
                == [
                    "B.init(nibName:bundle:)", "B.loadView()", "B.viewDidLoad()", "v.init(frame:)", "v.willMove(toSuperview:)",
                    "v.didMoveToSuperview()", "B.viewWillAppear(_:)", "v.willMove(toWindow:)", "v.didMoveToWindow()",
                    "B.viewWillLayoutSubviews()", "B.viewDidLayoutSubviews()", "v.layoutSubviews()", "v.draw(_:)", "B.viewDidAppear(_:)",
                ])
        #expect(run.calls.filter { $0 == "B.viewDidLayoutSubviews()" }.count == 1, "no second pass for the subview added in viewDidLoad")
        #expect(run.result.behaviours.contains("view.add.on-load"))
    }

    @Test func yangjiesLogAgreesItsSeveralPrintsOfViewDidLoadCountingOnce() throws {
        let run = try simulate(Self.push("  v: { kind: view, added-on-load: B }"))
        let comparison = run.compare(
            log: Self.yangjie, classes: ["A": "LMSecNaviViewController", "B": "LMXibLifeListViewController", "v": "MMTestLifeView"])
        #expect(comparison.log.calls.count == 12)
        #expect(comparison.log.ignored.filter { $0.reason == .endOfCall(line: 5) }.map(\.line) == [6, 8])
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// The same log against a scenario whose view is added after B appeared: the view's
    /// calls come too late, and the check says where.
    @Test func theLogCatchesAViewAddedElsewhere() throws {
        let run = try simulate(
            Self.push("  v: { kind: view }").replacingOccurrences(
                of: "  - push: { vc: B, on: nav }", with: "  - push: { vc: B, on: nav }\n  - add-subview: { view: v, to: B }"))
        let comparison = run.compare(
            log: Self.yangjie, classes: ["A": "LMSecNaviViewController", "B": "LMXibLifeListViewController", "v": "MMTestLifeView"])
        #expect(comparison.verdict == .divergence)
        #expect(comparison.divergence?.logged?.line == 7)
    }

    /// juejin 7249297734867566647, the push of RACController, verbatim.
    @Test func aViewWithItsOwnSubviewsAgreesWithTheJuejinLog() throws {
        let run = try simulate(
            Self.push(
                """
                  v: { kind: view, added-on-load: B }
                  s1: { kind: view, added-on-load: v }
                  s2: { kind: view, added-on-load: v }
                """))
        let log = """
            -[RACController loadView]
            -[RACController viewDidLoad]
            -[ViewLife willMoveToSuperview:]参数newSuperview
            -[ViewLife didMoveToSuperview]
            -[ViewLife didAddSubview:]参数subview1
            -[ViewLife didAddSubview:]参数subview2
            -[RACController viewWillAppear:]
            -[ViewLife willMoveToWindow:]参数newWindow
            -[ViewLife didMoveToWindow]
            -[ViewLife updateConstraints]
            -[RACController updateViewConstraints]
            -[RACController viewWillLayoutSubviews]
            -[RACController viewDidLayoutSubviews]
            -[ViewLife layoutSubviews]// view中的layoutSubviews设置的frame是最终的位置
            -[ViewLife drawRect:]
            -[RACController viewDidAppear:]
            """
        let comparison = run.compare(log: log, classes: ["B": "RACController", "v": "ViewLife"])
        #expect(comparison.log.calls.count == 14)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
        #expect(
            run.callsWithArguments().filter { $0.hasPrefix("v.didAddSubview") } == [
                "v.didAddSubview(_:) subview: s1", "v.didAddSubview(_:) subview: s2",
            ])
    }

    /// Named in a step before B's view has loaded, such a view does not exist yet.
    @Test func theViewDoesNotExistBeforeItsControllerLoads() throws {
        let run = try simulate(
            """
            objects:
              B: { kind: view-controller }
              v: { kind: view, added-on-load: B }
            setup: [launch]
            steps:
              - set-needs-layout: { view: v }
            """)
        #expect(
            run.problems == [
                "6:5: 'v' is added to 'B'.view in its viewDidLoad: it exists once 'B' has loaded its view [lifeline.engine.illegal-step]"
            ])
    }
}
