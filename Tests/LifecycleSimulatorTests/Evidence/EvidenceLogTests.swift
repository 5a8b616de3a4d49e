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
    ]

    @Test(arguments: cases.map(\.log))
    func theLogAgreesWithItsScenario(log: String) throws {
        let entry = try #require(Self.cases.first { $0.log == log })
        let comparison = try EvidenceLog(log).compare(file: entry.file, scenario: entry.scenario)
        #expect(comparison.log.calls.count == entry.calls, "\(comparison.log.calls.map(\.notation))")
        #expect(comparison.divergence == nil, "\(comparison.sideBySide.rows)")
    }

    /// kingcos (Xcode 8.2.1): the trait call, then three layout passes where the engine
    /// shows one. Everything else agrees: with the repeated passes folded into one, the
    /// log equals the trace (the tracecheck branch models the pass as "one or more").
    @Test func kingcosRotationAgreesButForTheRepeatedLayoutPasses() throws {
        let comparison = try EvidenceLog("kingcos-2017-rotation").compare(file: "view-controller.yaml", scenario: "rotation")
        let logged = comparison.log.calls.map(\.notation)
        #expect(logged.count == 7)
        #expect(comparison.divergence?.index == 3, "the first extra pass is where they part")
        var folded: [String] = []
        for call in logged where !(folded.count >= 2 && call.hasSuffix("LayoutSubviews()") && folded.suffix(2).contains(call)) {
            folded.append(call)
        }
        #expect(folded == comparison.simulated.map(\.notation))
        #expect(folded == ["A.willTransition(to:with:)", "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()"])
    }
}
