import LifecycleSimulator
import Testing

/// Every recorded log in `Content/evidence/` against the bundled scenario it documents:
/// the engine's trace, narrowed to the calls the log shows, equals the log.
@Suite struct EvidenceLogTests {
    /// Log id → (lifecycle file, scenario, how many calls the log must show).
    static let cases: [(log: String, file: String, scenario: String, calls: Int)] = [
        ("hustbroventure-2015-launch", "app.yaml", "launch-ios9", 9),
        ("hustbroventure-2015-push-pop", "view-controller.yaml", "push-pop-ios9", 9),
        ("bhags-2015-rotation-ios5", "view-controller.yaml", "rotation-ios7", 4),
        ("bradbambara-2015-storyboard-view", "view.yaml", "loaded-with-storyboard", 8),
        ("apple-forums-732170-swipe-kill", "scene.yaml", "close-from-switcher", 2),
        // The trait call, then three layout passes: the engine's one pass is marked "×1 or more".
        ("kingcos-2017-rotation", "view-controller.yaml", "rotation", 7),
    ]

    @Test(arguments: cases.map(\.log))
    func theLogAgreesWithItsScenario(log: String) throws {
        let entry = try #require(Self.cases.first { $0.log == log })
        let comparison = try EvidenceLog(log).compare(file: entry.file, scenario: entry.scenario)
        #expect(comparison.log.calls.count == entry.calls, "\(comparison.log.calls.map(\.notation))")
        #expect(comparison.divergence == nil, "\(comparison.sideBySide.rows)")
    }
}
