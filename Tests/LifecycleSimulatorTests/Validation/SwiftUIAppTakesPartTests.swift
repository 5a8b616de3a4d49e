import Testing

/// A `swiftui-app` object takes part through the delegates it declares, and one under a
/// lifecycle that is not SwiftUI's is said to be so (the third author's trial: the hint
/// said to name it in a step, which no step can).
@Suite struct SwiftUIAppTakesPartTests {
    private func validateApp(config: String, declaration: String) throws -> Validated {
        try validate([
            "lifecycles/app.yaml": """
            id: app
            title: App
            object: app
            config: \(config)
            scenarios:
              - id: s
                title: S
                objects:
                  ui: \(declaration)
                steps:
                  - launch
            """
        ])
    }

    @Test func anAppThatObservesNothingTakesPartThroughItsDelegates() throws {
        let validated = try validateApp(
            config: "{ ios: 17, lifecycle: swiftui }", declaration: "{ kind: swiftui-app, delegates: app, observer: none }")
        #expect(validated.messages == [])
    }

    @Test func anAppThatObservesNothingAndAdoptsNoDelegateTakesNoPart() throws {
        let validated = try validateApp(config: "{ ios: 17, lifecycle: swiftui }", declaration: "{ kind: swiftui-app, observer: none }")
        #expect(validated.diagnostics.map(\.id) == ["lifeline.scenario.unused-object"])
    }

    @Test func underAnotherLifecycleTheHintNamesTheConfig() throws {
        let validated = try validateApp(config: "{ ios: 17, lifecycle: scenes }", declaration: "{ kind: swiftui-app }")
        #expect(validated.diagnostics.map(\.id) == ["lifeline.scenario.unused-object"])
        #expect(
            validated.diagnostics.first?.hint
                == "a swiftui-app object is the SwiftUI App, which takes part only with 'lifecycle: swiftui'; set it in the config, or remove the object"
        )
    }
}
