import LifecycleSimulator
import Testing

/// Where the tab bar delegate's didSelect falls among the controllers' calls, against
/// the one recording that logs it: a Korean study note on UITabBarController (Markdown on
/// GitHub, repository not identified, iOS not stated; held out of the project's sources
/// until now). Both of its switches put `tabBarController(_:didSelect:)` after the will-calls
/// and before the did-calls, which the engine once sent last.
@Suite struct TabDelegateLogTests {
    static let tabs = """
        objects:
          tabs: { kind: tab-bar-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
        setup:
          - launch
          - show: { root: tabs, tabs: [A, B] }
        """

    static let classes = ["A": "A ViewController", "B": "B ViewController"]

    /// "최초 B ViewController 로드 시": the first selection of tab B, which loads it.
    @Test func firstSelection() throws {
        let run = try simulate(Self.tabs + "\nsteps:\n  - select-tab: { on: tabs, index: 1 }")
        let comparison = run.compare(
            log: """
                B ViewController viewDidLoad()
                B ViewController viewWillAppear(_:)
                A ViewController viewWillDisappear(_:)

                tabBarController(_:didSelect:)

                A ViewController viewDidDisappear(_:)
                B ViewControllerswift viewDidAppear(_:)
                """, classes: Self.classes)
        #expect(comparison.log.calls.count == 6)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// "각 viewcontroller 전환 시 A -> B": a later switch to B, already loaded.
    @Test func laterSwitch() throws {
        let run = try simulate(
            Self.tabs
                + "\n  - select-tab: { on: tabs, index: 1 }\n  - select-tab: { on: tabs, index: 0 }\nsteps:\n  - select-tab: { on: tabs, index: 1 }")
        let comparison = run.compare(
            log: """
                B ViewControllerswift viewWillAppear(_:)
                A ViewController viewWillDisappear(_:)

                tabBarController(_:didSelect:)

                A ViewController.swift viewDidDisappear(_:)
                B ViewController viewDidAppear(_:)
                """, classes: Self.classes)
        #expect(comparison.log.calls.count == 5)
        #expect(comparison.verdict == .agreement, "\(run.disagreement(comparison))")
    }

    /// The recording still catches an engine that sends didSelect last: the same log
    /// against that order is a divergence at the delegate's line.
    @Test func didSelectAfterTheDidCallsWouldDiverge() throws {
        let run = try simulate(Self.tabs + "\nsteps:\n  - select-tab: { on: tabs, index: 1 }")
        let reordered = """
            B ViewController viewWillAppear(_:)
            A ViewController viewWillDisappear(_:)
            A ViewController viewDidDisappear(_:)
            B ViewController viewDidAppear(_:)
            tabBarController(_:didSelect:)
            """
        let comparison = run.compare(log: reordered, classes: Self.classes)
        #expect(comparison.verdict == .divergence)
        #expect(comparison.divergence?.logged?.line == 3)
    }
}
