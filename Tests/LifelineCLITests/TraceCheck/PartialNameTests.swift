import LifecycleSimulator
import Testing

/// Lines of the adversarial trial (2026-12-07) that passed for prose or for a method the
/// engine does not model, so that the log agreed with them moved anywhere: signatures with
/// labels left out, SwiftUI modifiers by their own names, and a note that one call is not
/// made on the line of another.
@Suite struct PartialNameTests {
    let controllers = ConsoleLogParser(objects: ["A": .viewController, "B": .viewController])

    @Test(arguments: [
        ("A viewWillDisappear(:)", "viewWillDisappear(_:)"), ("A viewWillTransition(to:)", "viewWillTransition(to:with:)"),
        ("A viewWillTransitionToSize: {844, 390}", "viewWillTransition(to:with:)"),
    ])
    func aSignatureWithLabelsLeftOutIsUnreadWithTheFullName(_ line: String, _ full: String) throws {
        let reason = try #require(controllers.parse(line).ignored.first?.reason)
        guard case .misspelt(_, let suggestion) = reason else {
            Issue.record("\(line): \(reason)")
            return
        }
        #expect(suggestion == full)
    }

    @Test func aSceneConnectionWithoutItsOptionsIsUnread() throws {
        let scenes = ConsoleLogParser(objects: ["scene": .scene])
        #expect(
            scenes.parse("SceneDelegate scene(_:willConnectTo:)").ignored.map(\.reason)
                == [.misspelt(word: "scene(_:willConnectTo:)", suggestion: "scene(_:willConnectTo:options:)")])
        let bare = try #require(scenes.parse("SceneDelegate scene").ignored.first?.reason)
        #expect(bare.isUnread, "\(bare)")
        #expect(scenes.parse("the scene is ready").ignored.map(\.reason) == [.noCallback])
        // A value's label is no selector's first part.
        #expect(scenes.parse("SceneDelegate sceneDidBecomeActive scene: <UIWindowScene: 0x1>").ignored.isEmpty)
    }

    /// A delegate method the engine does not model keeps its reason: its labels begin no
    /// modelled call.
    @Test func anUnmodelledMethodOfAModelledBaseIsNotUnread() {
        let table = ConsoleLogParser(objects: ["table": .tableView])
        #expect(table.parse("table tableView(_:heightForRowAt:)").ignored.allSatisfy { !$0.reason.isUnread })
    }

    @Test(arguments: [("Home.onDisappear(perform:)", "Home.onDisappear"), ("Detail .task(priority:_:)", "Detail.task")])
    func aModifierByItsOwnNameIsTheCall(_ line: String, _ call: String) {
        let views = ConsoleLogParser(objects: ["Home": .swiftuiView, "Detail": .swiftuiView])
        #expect(views.parse(line).calls.map(\.notation) == [call])
    }

    /// A note that one call is not made, beside the line's own call: unread, not a comment.
    @Test(arguments: ["A viewWillAppear - viewDidLoad not called again", "B viewWillAppear，此时A的viewWillDisappear还没有调用"])
    func aDenialBesideACallIsUnread(_ line: String) {
        #expect(controllers.parse(line).ignored.map(\.reason) == [.denialBesideACall])
        #expect(controllers.parse("Note: A viewDidLoad is not called again").ignored.map(\.reason) == [.comment])
    }

    /// An event history printed on one line: each of its calls is read once, the line's
    /// markers found once (before, reading the line again for each call took minutes).
    @Test func aLineOfManyCallsIsReadAsManyCalls() {
        let history = "history: [" + Array(repeating: "'B.viewDidLoad', 'A.viewWillDisappear'", count: 300).joined(separator: ", ") + "]"
        #expect(controllers.parse(history).calls.count == 600)
    }
}
