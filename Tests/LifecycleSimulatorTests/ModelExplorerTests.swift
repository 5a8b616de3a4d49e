import LifecycleModel
import LifecycleSimulator
import Testing

/// The explorer's graphs: what single actions do to one object of a kind.
@Suite struct ModelExplorerTests {
    private let appGraph = ModelExplorer.graph(for: .app, config: EngineConfig(ios: 12, lifecycle: .appDelegate))
    private let controllerGraph = ModelExplorer.graph(for: .viewController, config: EngineConfig(ios: 17))

    @Test func appGoesFromActiveToBackgroundThroughResignActive() {
        #expect(
            appGraph.contains(
                from: "active", to: "background",
                calls: ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"]))
        #expect(appGraph.edges(from: "active", to: "background").flatMap(\.actions) == ["background"])
    }

    /// A suspended app is first moved to the background by the system, then comes forward:
    /// the explorer draws those as two edges, never one suspended → active.
    @Test func suspendedAppNeverBecomesActiveInOneStep() {
        #expect(appGraph.edges(from: "suspended", to: "active") == [])
        #expect(appGraph.contains(from: "suspended", to: "background", calls: []))
        #expect(
            appGraph.contains(
                from: "background", to: "active",
                calls: ["applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"]))
    }

    @Test func coldLaunchHasNoWillEnterForeground() {
        #expect(appGraph.initial == "not-running")
        #expect(
            appGraph.edges(from: "not-running", to: "active").map(\.calls) == [
                [
                    "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                    "applicationDidBecomeActive(_:)",
                ]
            ])
    }

    /// The covered controller of a push (or a full-screen presentation).
    @Test func controllerGraphHasThePushStyleDisappearance() {
        let edges = controllerGraph.edges(from: "appeared", to: "disappeared")
        let pushStyle = edges.first { $0.calls == ["viewWillDisappear(_:)", "viewDidDisappear(_:)"] }
        #expect(pushStyle?.actions.contains("push: { vc: B, on: nav }") == true)
        // A removed child controller is told it moves to no parent around its disappearance.
        #expect(edges.contains { $0.calls.first == "willMove(toParent:)" && $0.calls.last == "didMove(toParent:)" })
    }

    /// Every edge of the controller graph obeys the appearance order: no did-call without
    /// its will-call, and nothing after deinit.
    @Test func everyControllerEdgeIsAWellFormedSequence() {
        for edge in controllerGraph.edges {
            let calls = edge.calls
            if let did = calls.firstIndex(of: "viewDidAppear(_:)") {
                #expect(calls[..<did].contains("viewWillAppear(_:)"), "\(edge)")
            }
            if let did = calls.firstIndex(of: "viewDidDisappear(_:)") {
                #expect(calls[..<did].contains("viewWillDisappear(_:)"), "\(edge)")
            }
            if let deinitIndex = calls.firstIndex(of: "deinit") {
                #expect(deinitIndex == calls.count - 1 && edge.to == "deallocated", "\(edge)")
            }
        }
    }
}
