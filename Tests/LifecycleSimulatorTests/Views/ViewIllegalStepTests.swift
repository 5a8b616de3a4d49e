import Testing

/// View actions that are not legal in the current world: a diagnostic at the step's
/// line and column, and the run stops there.
@Suite struct ViewIllegalStepTests {
    static let objects = """
        objects:
          A: { kind: view-controller }
          w: { kind: view }
          v: { kind: view }
        """

    func problems(_ steps: String) throws -> [String] {
        try simulate(Self.objects + "\n" + steps).problems
    }

    @Test func addToItself() throws {
        #expect(
            try problems(
                """
                steps:
                  - add-subview: { view: v, to: v }
                """) == ["6:5: add-subview of 'v' to itself [lifeline.engine.illegal-step]"])
    }

    @Test func addToItsOwnDescendant() throws {
        #expect(
            try problems(
                """
                steps:
                  - add-subview: { view: w, to: v }
                  - add-subview: { view: v, to: w }
                """) == ["7:5: add-subview of 'v' to 'w', which is inside 'v' [lifeline.engine.illegal-step]"])
    }

    @Test func addAViewThatHasASuperview() throws {
        #expect(
            try problems(
                """
                steps:
                  - add-subview: { view: v, to: w }
                  - add-subview: { view: v, to: A }
                """) == ["7:5: add-subview of 'v', which is already in 'w' [lifeline.engine.illegal-step]"])
    }

    @Test func removeAViewWithoutASuperview() throws {
        #expect(
            try problems(
                """
                steps:
                  - add-subview: { view: v, to: w }
                  - remove-from-superview: { view: w }
                """) == ["7:5: remove-from-superview of 'w', which has no superview [lifeline.engine.illegal-step]"])
    }

    @Test(arguments: ["remove-from-superview", "set-needs-layout", "layout-if-needed", "set-needs-display", "resize"])
    func useOfAViewNeverCreated(action: String) throws {
        let run = try simulate(
            Self.objects + """

                steps:
                  - \(action): { view: v }
                """)
        #expect(run.problems == ["6:5: \(action) of 'v', which was never created [lifeline.engine.illegal-step]"])
        #expect(run.result.diagnostics.first?.hint == "a view is created by the first add-subview that names it")
        #expect(run.calls == [])
    }

    /// An illegal step in the middle: the calls before it stay, nothing after it runs.
    @Test func stopsAtTheIllegalStep() throws {
        let run = try simulate(
            Self.objects + """

                steps:
                  - add-subview: { view: v, to: w }
                  - add-subview: { view: v, to: v }
                  - remove-from-superview: { view: v }
                """)
        #expect(run.problems == ["7:5: add-subview of 'v' to itself [lifeline.engine.illegal-step]"])
        #expect(run.result.events.allSatisfy { $0.step == 1 })
    }

    /// A superview that is neither a view nor a view controller is the loader's error,
    /// at the argument.
    @Test func superviewOfAnotherKind() throws {
        let validated = try validate([
            "lifecycles/v.yaml": """
            id: v
            title: V
            object: view
            scenarios:
              - id: s
                title: S
                objects:
                  c: { kind: keyboard-observer }
                  v: { kind: view }
                steps:
                  - add-subview: { view: v, to: c }
            """
        ])
        // A cell is a use the engine does not model, said as such (UnmodelledUseTests).
        #expect(
            validated.messages == [
                "lifecycles/v.yaml:11:37: argument 'to' of 'add-subview' must be a view or view-controller, but 'c' is a keyboard-observer [lifeline.step.object-kind]"
            ])
    }
}
