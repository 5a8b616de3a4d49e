import Testing

/// Keys and value types of a lifecycle file.
@Suite struct SchemaErrorTests {
    @Test func sequenceWhereAStringIsExpected() throws {
        let tree = try loadLifecycle(
            """
            id: [vc]
            title: T
            object: view-controller
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:1:5: lifecycle id must be a string, found a sequence [lifeline.schema.type]"
            ])
    }

    @Test func mappingWhereAListIsExpected() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              push: { title: Push }
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:5:3: scenarios must be a list, found a mapping [lifeline.schema.type]"
            ])
    }

    @Test func unknownKeySuggestsTheKnownOne() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            sumary: From init to deinit.
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:4:1: unknown key 'sumary' in a lifecycle definition [lifeline.schema.unknown-key]"
            ])
        #expect(tree.hints == ["did you mean 'summary'?"])
    }

    @Test func unknownKeyWithNothingCloseListsTheKnownKeys() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - { id: a, title: A, steps: [launch], colour: red }
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:5:41: unknown key 'colour' in a scenario [lifeline.schema.unknown-key]"
            ])
        #expect(tree.hints == ["known keys: config, expect, id, logs, notes, objects, only, setup, steps, summary, title"])
    }

    @Test func missingRequiredKeyIsReportedAtTheMapping() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            scenarios: []
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:1:1: a lifecycle definition is missing the required key 'object' [lifeline.schema.missing-key]"
            ])
        #expect(tree.catalog.lifecycles.isEmpty)
    }

    @Test func missingStepsOfAScenarioIsReportedAtTheScenario() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: push
                title: Push
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:5:5: a scenario is missing the required key 'steps' [lifeline.schema.missing-key]"
            ])
    }

    @Test func duplicateKeyPointsAtTheSecondAndNamesTheFirstLine() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            title: U
            object: view-controller
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:3:1: duplicate key 'title' in a lifecycle definition [lifeline.schema.duplicate-key]"
            ])
        #expect(tree.hints == ["first written at line 2"])
    }

    /// The first `steps:` key is on line 7; its value starts on line 8.
    @Test func duplicateKeyWithABlockValueNamesTheLineOfTheFirstKey() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: a
                title: A
                steps:
                  - launch
                steps:
                  - background
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:5: duplicate key 'steps' in a scenario [lifeline.schema.duplicate-key]"
            ])
        #expect(tree.hints == ["first written at line 7"])
    }

    @Test(arguments: [
        ("Push", "push"),
        ("my_id", "my-id"),
        ("view controller", "view-controller"),
    ])
    func invalidIDSuggestsAValidOne(written: String, suggested: String) throws {
        let tree = try loadLifecycle(
            """
            id: \(written)
            title: T
            object: view-controller
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:1:5: lifecycle id '\(written)' is not a valid id [lifeline.schema.id]"
            ])
        #expect(tree.hints == ["use lower-case letters, digits and '-' only, e.g. '\(suggested)'"])
    }

    @Test func invalidScenarioID() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - { id: First_Push, title: A, steps: [launch] }
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:5:11: scenario id 'First_Push' is not a valid id [lifeline.schema.id]"
            ])
    }

    @Test func unknownObjectOfTheLifecycle() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: viewcontroller
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:3:9: object 'viewcontroller' is not one of app, scene, swiftui-app, view-controller, navigation-controller, tab-bar-controller, swiftui-view, view, table-view, cell, collection-view, collection-cell, keyboard-observer, text-field, text-view [lifeline.schema.value]"
            ])
        #expect(tree.hints == ["did you mean 'view-controller'?"])
    }

    @Test func unknownKindOfAnObject() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: a
                title: A
                objects:
                  B: { kind: view-controler }
                steps: [launch]
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:8:18: unknown kind 'view-controler' [lifeline.schema.unknown-kind]"
            ])
        #expect(tree.hints == ["did you mean 'view-controller'?"])
    }

    @Test func everyKindOfTheContractCanBeDeclared() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: a
                title: A
                objects:
                  v: { kind: table-view }
                steps: [launch]
            """)
        #expect(tree.messages == [])
    }

    @Test func prosePerLanguageMustBeText() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: { en: Push, zh-Hans: [推入] }
            object: view-controller
            """)
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:2:29: title in 'zh-Hans' must be a string, found a sequence [lifeline.schema.type]"
            ])
    }
}
