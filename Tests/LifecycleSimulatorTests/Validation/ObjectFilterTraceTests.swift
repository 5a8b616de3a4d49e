import Testing

/// `only: [B.deinit, A.viewDidLoad, containment]`: the engine keeps one object's callback
/// beside groups and bare names, and `expect` is checked against what it keeps.
@Suite struct ObjectFilterTraceTests {
    private let popYAML = """
        objects:
          nav: { kind: navigation-controller }
          A: { kind: view-controller }
          B: { kind: view-controller }
        setup:
          - launch
          - show: { root: nav, stack: [A] }
          - push: { vc: B, on: nav }
        steps:
          - pop: { on: nav }
        """

    @Test func oneObjectsCallbackIsKeptAndTheOthersAreNot() throws {
        let pop = try simulate(popYAML)
        #expect(pop.calls(only: ["B.deinit"]) == ["B.deinit"])
        #expect(pop.calls(only: ["A.viewWillAppear", "B.viewDidDisappear(_:)"]) == trace("A.viewWillAppear", "B.viewDidDisappear"))
        // The bare name keeps both controllers' calls; the object's name narrows it.
        #expect(pop.calls(only: ["viewWillAppear", "viewWillDisappear"]) == trace("B.viewWillDisappear", "A.viewWillAppear"))
        #expect(pop.calls(only: ["B.viewWillAppear"]) == [])
    }

    @Test func expectIsCheckedAfterAPerObjectFilter() throws {
        let file = """
            id: vc
            title: T
            object: view-controller
            scenarios:
              - id: pop
                title: Pop
                objects:
                  nav: { kind: navigation-controller }
                  A: { kind: view-controller }
                  B: { kind: view-controller }
                setup:
                  - launch
                  - show: { root: nav, stack: [A] }
                  - push: { vc: B, on: nav }
                steps:
                  - pop: { on: nav }
                only: [B.deinit, A.viewDidAppear]
                expect: [A.viewDidAppear, B.deinit]
              - id: wrong
                title: Wrong
                objects:
                  nav: { kind: navigation-controller }
                  A: { kind: view-controller }
                  B: { kind: view-controller }
                setup:
                  - launch
                  - show: { root: nav, stack: [A] }
                  - push: { vc: B, on: nav }
                steps:
                  - pop: { on: nav }
                only: [B.deinit, A.viewDidAppear]
                expect: [B.deinit, A.viewDidAppear]
            """
        let validated = try validate(["lifecycles/vc.yaml": file])
        #expect(validated.messages.count == 1)
        #expect(validated.messages.first?.hasPrefix("lifecycles/vc.yaml:32:") == true)
    }
}
