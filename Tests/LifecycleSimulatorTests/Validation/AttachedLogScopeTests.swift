import Diagnostics
import Testing

/// An attached log is held to the scenario's scope as `trace-check` holds a log: a call on
/// an object the scenario does not bring into play is refused with the reason (the log
/// cannot be judged), not reported as an order the engine got wrong.
@Suite struct AttachedLogScopeTests {
    /// The push of `AttachedLogTests`, with a controller C that no step uses.
    static let lifecycle = AttachedLogTests.lifecycle.replacingOccurrences(
        of: "B: { kind: view-controller } }", with: "B: { kind: view-controller }, C: { kind: view-controller } }")
    static let header = AttachedLogTests.header.replacingOccurrences(
        of: "B: SecondViewController }", with: "B: SecondViewController, C: ThirdViewController }")

    @Test func theLogAgreesWhileItShowsNothingOfC() throws {
        let validated = try AttachedLogTests().check(AttachedLogTests.lines, header: Self.header, lifecycle: Self.lifecycle)
        // C taking no part in the steps is a warning of its own, not a disagreement of the log.
        #expect(
            validated.messages == [
                "lifecycles/vc.yaml:7:117: 'C' is declared in scenario 'push' but takes no part in it [lifeline.scenario.unused-object]"
            ])
        #expect(validated.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func aCallOnAControllerNoStepUsesIsRefusedAtItsLine() throws {
        let lines = AttachedLogTests.lines + ["2020-04-01 16:32:01.375 Demo[63209:914637] -[ThirdViewController viewDidLoad]"]
        let validated = try AttachedLogTests().check(lines, header: Self.header, lifecycle: Self.lifecycle)
        #expect(
            validated.messages == [
                "evidence/push-log.log:16:1: log 'push-log' cannot be judged against scenario 'vc/push': this line looks like a lifecycle call but was not read [lifeline.evidence.inconclusive]",
                "lifecycles/vc.yaml:7:117: 'C' is declared in scenario 'push' but takes no part in it [lifeline.scenario.unused-object]",
            ])
        #expect(validated.diagnostics.first?.hint == "no step uses C, so it never loads; add the step that shows it")
    }

    /// A SwiftUI app that adopts no delegate has no app delegate to print anything: its
    /// launch line is refused with the option that would model it.
    @Test func anAppDelegateLineInASwiftUIAppWithoutDelegatesIsRefused() throws {
        let lifecycle = """
            id: vc
            title: UI
            object: swiftui-app
            config: { lifecycle: swiftui }
            scenarios:
              - id: launch
                title: Launch
                objects: { ui: { kind: swiftui-app, observer: view } }
                steps: [launch]
                logs: [push-log]

            """
        let header = """
            ---
            title: "Launch log"
            url: https://example.com/post
            action: "the app is launched"
            map: { app: AppDelegate, ui: ContentView }
            instrumented: [ui.onChange, "app.application(_:didFinishLaunchingWithOptions:)"]
            ---

            """
        let log = ["application(_:didFinishLaunchingWithOptions:)", "active"]
        #expect(try AttachedLogTests().check(["active"], header: header, lifecycle: lifecycle).messages == [])
        let validated = try AttachedLogTests().check(log, header: header, lifecycle: lifecycle)
        #expect(validated.diagnostics.map(\.id) == ["lifeline.evidence.inconclusive"])
        #expect(validated.diagnostics.first?.location?.line == 8)
        #expect(validated.diagnostics.first?.hint == "the SwiftUI app of the scenario adopts no app delegate; declare 'delegates: app' on ui")
    }
}
