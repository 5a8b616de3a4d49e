import Diagnostics
import LifecycleModel
import LifecycleSimulator
import Testing

/// `terminate: { by: kill }`: the debugger's Stop, a crash, a watchdog. SIGKILL cannot be
/// caught, so a killed process makes no call in any state, unlike the system's termination
/// of an app running in the background or the user's swipe in the app switcher.
@Suite struct KilledProcessTests {
    @Test(arguments: [
        ("{ ios: 12 }", [String]()), ("{ ios: 12 }", ["background"]), ("{ ios: 12 }", ["interrupt"]),
        ("{ ios: 17, lifecycle: scenes }", []), ("{ ios: 17, lifecycle: scenes }", ["background"]),
        ("{ ios: 17, lifecycle: swiftui }", []),
    ])
    func aKillMakesNoCallInAnyState(config: String, before: [String]) throws {
        let run = try simulate(
            """
            config: \(config)
            objects:
              A: { kind: view-controller }
            setup:
              - launch
              - show: { root: A }
            \(before.map { "  - \($0)" }.joined(separator: "\n"))
            steps:
              - terminate: { by: kill }
            """.replacingOccurrences(of: "\n\n", with: "\n"))
        #expect(run.problems == [])
        #expect(run.calls == [])
    }

    /// The same app ended by the system in the background, or by the user in front, is told.
    @Test func theOtherTerminationsAreToldWhereAKillIsNot() throws {
        let yaml = { (by: String, before: String) in
            """
            config: { ios: 12 }
            setup: [launch\(before)]
            steps:
              - terminate: { by: \(by) }
            """
        }
        #expect(try simulate(yaml("system", ", background")).calls == ["app.applicationWillTerminate(_:)", "app.willTerminateNotification"])
        #expect(try simulate(yaml("kill", ", background")).calls == [])
        #expect(try simulate(yaml("user", "")).calls(only: ["app"]).last == "app.applicationWillTerminate(_:)")
        #expect(try simulate(yaml("kill", "")).calls == [])
    }

    /// Nothing of the text input is left to place: the field editing does not stop the kill,
    /// and the relaunched app starts with no field editing and no keyboard.
    @Test func aKillWithAFieldEditingGoesOnAndTheRelaunchStartsClean() throws {
        let run = try simulate(
            """
            config: { ios: 17, lifecycle: scenes }
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
              f: { kind: text-field }
              g: { kind: text-field }
              kb: { kind: keyboard-observer }
            setup:
              - launch
              - show: { root: A }
              - focus: { field: f }
            steps:
              - terminate: { by: kill }
              - launch
              - show: { root: B }
              - focus: { field: g }
            """)
        #expect(run.problems == [])
        #expect(run.calls(of: "f") == [])
        #expect(run.calls(of: "g").first == "g.textFieldShouldBeginEditing(_:)")
        // The keyboard comes up again for g (shown, not only moved): it went down with the process.
        #expect(run.calls(of: "kb").contains("kb.keyboardWillShowNotification"))
    }

    @Test func aKillNeedsARunningApp() throws {
        let run = try simulate(
            """
            config: { ios: 12 }
            steps:
              - terminate: { by: kill }
            """)
        #expect(run.problems == ["3:5: terminate while the app is not running [lifeline.engine.illegal-step]"])
    }

    /// After every prefix of 50 random sequences in which the app runs, a kill makes no
    /// call, and a launch after it is a cold launch: the app delegate's will-finish first.
    @Test func aKillAfterAnyRandomSequenceIsSilentAndTheNextLaunchIsCold() {
        let kill = Step(
            action: .terminate, arguments: ["by": .choice("kill")], location: Diagnostics.SourceLocation(file: "<kill>", line: 0, column: 0))
        let launch = Step(action: .launch, arguments: [:], location: Diagnostics.SourceLocation(file: "<launch>", line: 0, column: 0))
        var killed = 0
        for seed in 0..<50 {
            let (scenario, config) = RandomScenarios.scenario(seed)
            for length in 1...scenario.steps.count {
                let steps = Array(scenario.steps.prefix(length)) + [kill, launch]
                let result = Engine.simulate(RandomScenarios.make(steps: steps), config: config)
                // The app was not running there: the kill is refused, as any termination is.
                if result.diagnostics.contains(where: { $0.summary.hasPrefix("terminate while the app is not running") }) { continue }
                killed += 1
                #expect(result.diagnostics.isEmpty, "seed \(seed), \(length) steps: \(result.diagnostics.map(\.summary))")
                #expect(!result.events.contains { $0.step == length + 1 }, "seed \(seed), \(length) steps")
                #expect(
                    result.events.first { $0.step == length + 2 }?.callback.name == "application(_:willFinishLaunchingWithOptions:)",
                    "seed \(seed), \(length) steps")
            }
        }
        #expect(killed > 200)
    }
}
