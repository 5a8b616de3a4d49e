import Testing

/// Rule 4: a hand-drawn diagram is checked against the engine, edge by edge.
@Suite struct DiagramValidationTests {
    /// The app-delegate machine (iOS 12) with `transitions` appended; the first
    /// transition appended is on line 17 (its map opens at column 7).
    private func appFile(_ transitions: String) -> [String: String] {
        [
            "lifecycles/app.yaml": """
            id: app
            title: App
            object: app
            config: { ios: 12 }
            diagram:
              states:
                - { id: not-running }
                - { id: inactive }
                - { id: active }
                - { id: background }
                - { id: suspended }
              initial: not-running
              transitions:
                - from: not-running
                  to: active
                  calls: ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)", applicationDidBecomeActive]
            \(transitions)
            """
        ]
    }

    @Test func correctDiagramPasses() throws {
        let validated = try validate(
            appFile(
                """
                    - { from: active, to: inactive, calls: [applicationWillResignActive] }
                    - { from: inactive, to: active, calls: [applicationDidBecomeActive] }
                    - { from: active, to: background, calls: [applicationWillResignActive, applicationDidEnterBackground] }
                    - { from: background, to: active, calls: [applicationWillEnterForeground, applicationDidBecomeActive] }
                    - { from: background, to: suspended, calls: [] }
                    - { from: background, to: not-running, calls: [applicationWillTerminate] }
                    - { from: suspended, to: not-running, calls: [] }
                """))
        #expect(validated.messages == [])
    }

    /// Going home passes through inactive: a diagram may draw the action's parts, cut
    /// where a call changes the state, as the call table shows them.
    @Test func partsOfAnActionBetweenTheStatesItsCallsLeavePass() throws {
        let validated = try validate(
            appFile(
                """
                    - { from: not-running, to: inactive, calls: ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)"] }
                    - { from: active, to: inactive, calls: [applicationWillResignActive] }
                    - { from: inactive, to: background, calls: [applicationDidEnterBackground] }
                    - { from: background, to: inactive, calls: [applicationWillEnterForeground] }
                    - { from: background, to: suspended, calls: [] }
                """))
        #expect(validated.messages == [])
    }

    /// A final state is one the object never leaves (the claims trial, 2026-12-06: `final:
    /// true` on `appeared` passed). `initial` is the author's: a diagram may draw any part of
    /// the model, starting where it likes.
    @Test func aFinalStateIsOneTheObjectNeverLeaves() throws {
        let edges = """
                - { from: active, to: background, calls: [applicationWillResignActive, applicationDidEnterBackground] }
                - { from: active, to: inactive, calls: [applicationWillResignActive] }
            """
        #expect(try validate(appFile(edges)).messages == [])
        let part = try validate(appFile(edges).mapValues { $0.replacingOccurrences(of: "initial: not-running", with: "initial: active") })
        #expect(part.messages == [])
        let final = try validate(appFile(edges).mapValues { $0.replacingOccurrences(of: "- { id: active }", with: "- { id: active, final: true }") })
        #expect(final.messages == ["lifecycles/app.yaml:9:7: 'active' is marked final, but the object leaves it [lifeline.diagram.final]"])
        #expect(final.diagnostics.first?.notes == ["from active, the engine goes to: background, inactive, not-running"])
    }

    /// A part must stop where the state changes: willResignActive alone does not reach background.
    @Test func aPartThatSkipsAStateIsStillRejected() throws {
        let validated = try validate(
            appFile(
                """
                    - { from: active, to: background, calls: [applicationWillResignActive] }
                """))
        #expect(
            validated.messages == [
                "lifecycles/app.yaml:17:7: the edge active → background does not make the calls drawn [lifeline.diagram.invalid-edge]"
            ])
    }

    /// No single action wakes a suspended app straight into active: the system first
    /// moves it to the background.
    @Test func suspendedToActiveIsNotAnEdgeOfTheModel() throws {
        let validated = try validate(
            appFile(
                """
                    - { from: active, to: background, calls: [applicationWillResignActive, applicationDidEnterBackground] }
                    - { from: suspended, to: active, calls: [applicationWillEnterForeground, applicationDidBecomeActive] }
                """))
        #expect(
            validated.messages == [
                "lifecycles/app.yaml:18:7: no single action takes an app from suspended to active [lifeline.diagram.invalid-edge]"
            ])
        #expect(validated.diagnostics.first?.notes == ["from suspended, the engine (iOS 12, app-delegate) goes to: background, not-running"])
    }

    /// An edge the model has, drawn with the wrong calls (the background step skipped).
    @Test func rightEdgeWithWrongCallsFails() throws {
        let validated = try validate(
            appFile(
                """
                    - { from: active, to: background, calls: [applicationDidEnterBackground] }
                """))
        #expect(
            validated.messages == [
                "lifecycles/app.yaml:17:7: the edge active → background does not make the calls drawn [lifeline.diagram.invalid-edge]"
            ])
    }

    @Test func aStateTheModelDoesNotHaveFails() throws {
        var files = appFile("")
        files["lifecycles/app.yaml"] = files["lifecycles/app.yaml"]!.replacingOccurrences(of: "- { id: suspended }", with: "- { id: suspnded }")
        let validated = try validate(files)
        #expect(validated.diagnostics.map(\.id) == ["lifeline.diagram.unknown-state"])
        #expect(validated.diagnostics.first?.hint?.contains("suspended") == true)
    }
}
