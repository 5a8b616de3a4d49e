import Testing

/// The `objects:` of a scenario: names and kinds.
@Suite struct ObjectDeclarationTests {
    /// A scenario whose `objects:` mapping is `objects`, on line 7.
    private func loadObjects(_ objects: String) throws -> LoadedTree {
        try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: a
                title: A
                objects: \(objects)
                steps: [launch]
            """)
    }

    @Test func optionsOfAViewController() throws {
        let tree = try loadObjects("{ B: { kind: view-controller, from: storyboard, load-view: custom } }")
        #expect(tree.messages == [])
        #expect(tree.catalog.lifecycles.first?.scenarios.first?.objects.first?.options == ["from": "storyboard", "load-view": "custom"])
    }

    @Test func unknownOptionValue() throws {
        let tree = try loadObjects("{ B: { kind: view-controller, from: xib } }")
        #expect(tree.messages == ["lifecycles/vc.yaml:7:50: option 'from' 'xib' is not one of code, storyboard [lifeline.schema.value]"])
    }

    @Test func nameThatDoesNotStartWithALetter() throws {
        let tree = try loadObjects("{ 2nd: { kind: view-controller } }")
        #expect(tree.messages == ["lifecycles/vc.yaml:7:16: '2nd' is not a valid object name [lifeline.schema.object-name]"])
    }

    @Test func theImplicitNamesCannotBeReusedForAnotherKind() throws {
        let tree = try loadObjects("{ scene: { kind: view-controller } }")
        #expect(tree.messages == ["lifecycles/vc.yaml:7:16: 'scene' always names the scene; choose another name [lifeline.schema.object-kind]"])
    }

    @Test func objectWithoutAKind() throws {
        let tree = try loadObjects("{ B: { from: code } }")
        #expect(tree.messages == ["lifecycles/vc.yaml:7:19: object 'B' is missing the required key 'kind' [lifeline.schema.missing-key]"])
    }
}
