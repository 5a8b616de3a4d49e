import LifecycleModel
import Testing

/// memory-warning.md: the app delegate first (one iOS 5 log), the notification next (its
/// position unverified), then the view controllers, on screen or not, one after the
/// other in the order they were created — every live controller, whether its view was
/// ever loaded or not; no viewDidUnload on any supported iOS.
@Suite struct MemoryWarningTests {
    /// U is at the bottom of the stack and never shown, so its view never loads, yet it
    /// is a live controller and is told; A is covered by B.
    @Test(arguments: ["{ ios: 12 }", "{ ios: 17 }"])
    func everyLiveControllerInCreationOrder(config: String) throws {
        let run = try simulate(
            """
            config: \(config)
            objects:
              nav: { kind: navigation-controller }
              U: { kind: view-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
            setup:
              - launch
              - show: { root: nav, stack: [U, A] }
              - push: { vc: B, on: nav }
            steps:
              - memory-warning
            """)
        #expect(
            run.calls
                == trace(
                    "app.applicationDidReceiveMemoryWarning",
                    "app.didReceiveMemoryWarningNotification",
                    "U.didReceiveMemoryWarning",
                    "A.didReceiveMemoryWarning",
                    "B.didReceiveMemoryWarning"
                ))
    }

    /// Creation order, not screen order: A (on screen) was created before B (a tab
    /// visited once, off screen now), and C (a tab never visited) was created with them.
    @Test func offScreenTabsAreToldInCreationOrder() throws {
        let run = try simulate(
            """
            objects:
              tabs: { kind: tab-bar-controller }
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
            setup:
              - launch
              - show: { root: tabs, tabs: [A, B, C] }
              - select-tab: { on: tabs, index: 1 }
              - select-tab: { on: tabs, index: 0 }
            steps:
              - memory-warning
            """)
        #expect(run.calls(of: "A", "B", "C") == trace("A.didReceiveMemoryWarning", "B.didReceiveMemoryWarning", "C.didReceiveMemoryWarning"))
    }

    /// A controller that was deallocated is not told; one in the background still is.
    @Test func inTheBackgroundAndAfterAPop() throws {
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
              - pop: { on: nav }
              - background
            steps:
              - memory-warning
            """)
        #expect(
            run.calls
                == trace(
                    "app.applicationDidReceiveMemoryWarning",
                    "app.didReceiveMemoryWarningNotification",
                    "A.didReceiveMemoryWarning"
                ))
    }

    /// A contained child is a controller like any other: told after its parent, in
    /// creation order, and no view is unloaded.
    @Test func aChildControllerIsToldToo() throws {
        let run = try simulate(
            """
            objects:
              P: { kind: view-controller }
              C: { kind: view-controller }
            setup:
              - launch
              - show: { root: P }
              - add-child: { child: C, parent: P }
            steps:
              - memory-warning
              - rotate: { to: landscape }
            """)
        #expect(
            run.result.events.filter { $0.step == 1 }.map(\.notation)
                == trace(
                    "app.applicationDidReceiveMemoryWarning",
                    "app.didReceiveMemoryWarningNotification",
                    "P.didReceiveMemoryWarning",
                    "C.didReceiveMemoryWarning"
                ))
        #expect(!run.calls.contains { $0.contains("viewDidLoad") || $0.contains("loadView") }, "no view is unloaded and reloaded")
    }

    /// With the SwiftUI lifecycle there is no app delegate, but UIKit still posts the
    /// notification.
    @Test func theSwiftUILifecycleKeepsOnlyTheNotification() throws {
        let run = try simulate(
            """
            config: { ios: 17, lifecycle: swiftui }
            setup: [launch]
            steps: [memory-warning]
            """)
        #expect(run.calls == trace("app.didReceiveMemoryWarningNotification"))
    }

    @Test func aSuspendedAppGetsNoWarning() throws {
        let run = try simulate(
            """
            setup: [launch, background, suspend]
            steps: [memory-warning]
            """)
        #expect(run.problems == ["2:9: memory warning while the app is suspended [lifeline.engine.illegal-step]"])
    }
}
