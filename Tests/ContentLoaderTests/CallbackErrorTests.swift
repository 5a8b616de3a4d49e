import LifecycleModel
import Testing

/// Callback names in `expect`, `callbacks:` and `only`, resolved against the vocabulary.
@Suite struct CallbackErrorTests {
    /// A scenario whose `expect` holds `calls`, one per line from line 12.
    private func loadExpect(_ calls: String...) throws -> LoadedTree {
        try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: push
                title: Push
                objects:
                  nav: { kind: navigation-controller }
                  B: { kind: view-controller }
                steps: [launch]
                expect:
            \(calls.map { "      - \($0)" }.joined(separator: "\n"))
            """)
    }

    @Test func baseNamesAndFullNamesResolveToTheSwiftName() throws {
        let tree = try loadExpect("B.viewWillAppear", "\"B.viewDidAppear(_:)\"", "app.applicationDidEnterBackground", "\"B.viewDidLoad:\"")
        #expect(tree.messages == [])
        let expect = tree.catalog.lifecycles.first?.scenarios.first?.expect?.value
        #expect(
            expect?.map(\.notation) == [
                "B.viewWillAppear(_:)", "B.viewDidAppear(_:)", "app.applicationDidEnterBackground(_:)", "B.viewDidLoad()",
            ])
    }

    @Test func ambiguousBaseNameNamesTheCandidates() throws {
        let tree = try loadExpect("app.application")
        #expect(tree.messages == ["lifecycles/vc.yaml:12:13: 'application' is ambiguous for 'app' (an app) [lifeline.trace.ambiguous-callback]"])
        #expect(
            tree.hints == [
                "write the full Swift name: 'application(_:willFinishLaunchingWithOptions:)' or "
                    + "'application(_:didFinishLaunchingWithOptions:)' or 'application(_:configurationForConnecting:options:)' or "
                    + "'application(_:didDiscardSceneSessions:)' or 'application(_:open:options:)' or "
                    + "'application(_:willContinueUserActivityWithType:)' or 'application(_:continue:restorationHandler:)' or "
                    + "'application(_:performActionFor:completionHandler:)' or "
                    + "'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)' or "
                    + "'application(_:performFetchWithCompletionHandler:)'"
            ])
    }

    @Test func unknownCallbackSuggestsTheClosest() throws {
        let tree = try loadExpect("B.viewWillApear")
        #expect(
            tree.messages == ["lifecycles/vc.yaml:12:11: 'B' (a view-controller) has no callback 'viewWillApear' [lifeline.trace.unknown-callback]"])
        #expect(tree.hints == ["did you mean 'viewWillAppear(_:)'?"])
    }

    /// A callback of another kind names that kind; a view's `onChange(of: scenePhase)`
    /// also says which object traces it.
    @Test func aCallbackOfAnotherKindNamesThatKind() throws {
        let tree = try loadLifecycle(
            """
            id: v
            title: T
            object: swiftui-view
            config: { ios: 17, lifecycle: swiftui }
            scenarios:
              - id: s
                title: S
                objects:
                  Home: { kind: swiftui-view }
                  B: { kind: view-controller }
                steps: [launch]
                expect: [Home.onChange, B.sceneDidBecomeActive]
            """)
        let hints = tree.hints.compactMap { $0 }
        #expect(hints.count == 2)
        #expect(hints.first?.hasPrefix("'onChange' is a callback of a swiftui-app: name such an object; a view's onChange(of: scenePhase)") == true)
        #expect(hints.last == "'sceneDidBecomeActive' is a callback of a scene: name such an object")
    }

    /// The opening quote takes a column too.
    @Test func unknownCallbackInAQuotedCall() throws {
        let tree = try loadExpect("\"B.viewDidLoad(_:)\"")
        #expect(
            tree.messages == ["lifecycles/vc.yaml:12:12: 'B' (a view-controller) has no callback 'viewDidLoad(_:)' [lifeline.trace.unknown-callback]"]
        )
        #expect(tree.hints == ["did you mean 'viewDidLoad()'?"])
    }

    @Test func unknownObjectInACall() throws {
        let tree = try loadExpect("B.viewDidLoad", "C.viewDidLoad")
        #expect(tree.messages == ["lifecycles/vc.yaml:13:9: 'C' is not an object of scenario 'push' [lifeline.trace.unknown-object]"])
        #expect(tree.catalog.lifecycles.first?.scenarios.first?.expect == nil)
    }

    @Test func callWithoutAnObject() throws {
        let tree = try loadExpect("viewDidLoad")
        #expect(tree.messages == ["lifecycles/vc.yaml:12:9: 'viewDidLoad' is not a traced call [lifeline.trace.notation]"])
        #expect(tree.hints == ["write Object.callback, e.g. 'B.viewWillAppear'"])
    }

    @Test func unknownCallbackInTheCallbacksTable() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            callbacks:
              - { name: viewDidLoad }
              - { name: viewDidUnload, note: Gone since iOS 6. }
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:6:13: a view-controller has no callback 'viewDidUnload' [lifeline.trace.unknown-callback]"])
        #expect(tree.hints == ["did you mean 'viewDidLoad()'?"])
        #expect(tree.catalog.lifecycles.first?.callbacks.map(\.callback.name) == ["viewDidLoad()"])
    }

    /// No object is named in the table: the hint points to the other kind's page.
    @Test func aCallbackOfAnotherKindInTheCallbacksTable() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            callbacks:
              - { name: sceneDidBecomeActive }
            """)
        #expect(tree.hints == ["'sceneDidBecomeActive' is a callback of a scene: list it on that kind's page"])
    }

    @Test func onlyWithAnUnknownGroup() throws {
        let tree = try loadLifecycle(
            """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: a
                title: A
                steps: [launch]
                only: [loading, apearance]
            """)
        #expect(tree.messages == ["lifecycles/vc.yaml:8:21: 'apearance' is neither a callback group nor a callback name [lifeline.schema.only]"])
        #expect(tree.hints == ["did you mean 'appearance'?"])
    }
}
