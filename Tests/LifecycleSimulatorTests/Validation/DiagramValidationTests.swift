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

    /// `initial` and `final` are checked too: a diagram starts at a state an edge leaves,
    /// not past one its edges start from and never reach, and a final state is one the object
    /// never leaves (the claims trial, 2026-12-06: `initial: deallocated` and `final: true` on
    /// `appeared` passed). A state no edge reaches is a part of the model left out, and passes.
    @Test func theInitialStateIsWhereTheEdgesStartAndAFinalOneIsNeverLeft() throws {
        let edges = """
                - { from: active, to: background, calls: [applicationWillResignActive, applicationDidEnterBackground] }
                - { from: active, to: inactive, calls: [applicationWillResignActive] }
            """
        #expect(try validate(appFile(edges)).messages == [])
        let late = try validate(appFile(edges).mapValues { $0.replacingOccurrences(of: "initial: not-running", with: "initial: active") })
        #expect(
            late.messages == [
                "lifecycles/app.yaml:12:12: the diagram starts at 'active', but its edges start from 'not-running', which no edge reaches [lifeline.diagram.initial]"
            ])
        #expect(late.diagnostics.first?.hint == "start where the object starts: initial: not-running")
        let end = try validate(
            appFile(edges + "\n    - { from: suspended, to: not-running, calls: [] }").mapValues {
                $0.replacingOccurrences(of: "initial: not-running", with: "initial: suspended")
            })
        #expect(end.messages == [], "a diagram may start at the state its first edge leaves")
        let nowhere = try validate(appFile(edges).mapValues { $0.replacingOccurrences(of: "initial: not-running", with: "initial: suspended") })
        #expect(nowhere.messages.first?.contains("the diagram starts at 'suspended', but its edges start from 'not-running'") == true)
        let final = try validate(appFile(edges).mapValues { $0.replacingOccurrences(of: "- { id: active }", with: "- { id: active, final: true }") })
        #expect(final.messages == ["lifecycles/app.yaml:9:7: 'active' is marked final, but the object leaves it [lifeline.diagram.final]"])
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
