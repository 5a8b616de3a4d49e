import LifecycleModel
import Testing

/// `delegates:` of a `swiftui-app` object: none, app or app-and-scene, only in the
/// SwiftUI App life cycle, and said once for the app.
@Suite struct SwiftUIDelegatesOptionTests {
    private func scenario(config: String, objects: String) -> String {
        """
        id: ui
        title: T
        object: swiftui-app
        scenarios:
          - id: a
            title: A
            config: \(config)
            objects:
        \(objects)
            steps: [launch]
        """
    }

    @Test func theOptionIsReadAsWritten() throws {
        let tree = try loadLifecycle(
            scenario(config: "{ ios: 15, lifecycle: swiftui }", objects: "      ui: { kind: swiftui-app, delegates: app-and-scene }"))
        #expect(tree.messages == [])
        #expect(tree.catalog.lifecycles.first?.scenarios.first?.objects.first?.options == ["delegates": "app-and-scene"])
    }

    @Test func anUnknownValueIsRefusedWithTheChoices() throws {
        let tree = try loadLifecycle(
            scenario(config: "{ ios: 15, lifecycle: swiftui }", objects: "      ui: { kind: swiftui-app, delegates: scene }"))
        #expect(tree.messages.map { $0.prefix(24) } == ["lifecycles/vc.yaml:9:43:"], "\(tree.messages)")
        #expect(tree.messages.first?.contains("[lifeline.schema.") == true)
        #expect(tree.messages.first?.contains("'scene'") == true, "\(tree.messages)")
    }

    @Test func delegatesNeedTheSwiftUILifecycle() throws {
        let tree = try loadLifecycle(scenario(config: "{ ios: 15, lifecycle: scenes }", objects: "      ui: { kind: swiftui-app, delegates: app }"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:43: 'ui' adopts UIKit delegates (delegates: app), but the scenario's lifecycle is scenes [lifeline.schema.delegates]"
            ])
        #expect(tree.hints == ["delegate adaptors belong to the SwiftUI App life cycle; set 'config: { lifecycle: swiftui }'"])
    }

    @Test func twoSwiftUIAppObjectsMayNotDisagree() throws {
        let tree = try loadLifecycle(
            scenario(
                config: "{ ios: 15, lifecycle: swiftui }",
                objects: "      ui: { kind: swiftui-app, delegates: app }\n      other: { kind: swiftui-app, delegates: app-and-scene }"))
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:10:46: 'other' says 'delegates: app-and-scene' but 'ui' says 'delegates: app'; the app has one set of delegates [lifeline.schema.delegates]"
            ])
    }
}
