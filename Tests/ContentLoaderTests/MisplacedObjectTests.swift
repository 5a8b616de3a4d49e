import Testing

/// An object declaration dedented out of `objects:` lands among the scenario's keys, which
/// YAML accepts; it is one mistake, reported once at the declaration, and the steps,
/// `only` items and `expect` calls that name the object are not reported again.
@Suite struct MisplacedObjectTests {
    /// The mutation a new author made: the only object of a bundled scenario dedented by
    /// two spaces, which left `objects:` empty and gave nine errors, seven of them
    /// "did you mean 'app'?".
    @Test func theDedentedObjectOfABundledScenarioIsOneError() throws {
        let declaration = "    objects:\n      A: { kind: view-controller }\n    setup:\n      - show: { root: A }"
        let tree = try loadBundledContent(
            editing: "lifecycles/app.yaml", replacing: declaration,
            with: "    objects:\n    A: { kind: view-controller }\n    setup:\n      - show: { root: A }")
        let objectsLine = try bundledLine(of: declaration, in: "lifecycles/app.yaml")
        #expect(
            tree.messages == [
                "lifecycles/app.yaml:\(objectsLine + 1):5: object 'A' is indented as a key of the scenario, outside 'objects:' [lifeline.schema.misplaced-object]"
            ])
        #expect(tree.hints == ["indent it to column 7, under 'objects:' on line \(objectsLine)"])
    }

    @Test func aLastObjectDedentedBesideOthersTakesTheirColumn() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: s
                title: S
                objects:
                   A: { kind: view-controller }
                B: { kind: view-controller }
                setup: [launch, { show: { root: A } }]
                steps:
                  - present: { vc: B, from: A }
                only: [B.viewDidLoad]
                expect: [B.viewDidLoad]
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:5: object 'B' is indented as a key of the scenario, outside 'objects:' [lifeline.schema.misplaced-object]"
            ])
        #expect(tree.hints == ["indent it to column 8, like 'A' on line 8"])
    }

    /// A key that is no object declaration (no `kind:`) is still an unknown key.
    @Test func anUnknownKeyWithoutAKindIsNotTakenForAnObject() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: s
                title: S
                steps: [launch]
                sumary: { text: S }
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:8:5: unknown key 'sumary' in a scenario [lifeline.schema.unknown-key]"])
        #expect(tree.hints == ["did you mean 'summary'?"])
    }
}
