import LifecycleSimulator
import Testing

/// `expect` and claims against a full-screen present, whose presenter's layout pass the
/// engine marks "×0 or more" (remkoh.dev, seeking-star.com and yagamo-style show it,
/// kingcos's iOS 10 log does not, `PresenterLayoutPassTests`): written out, left out or
/// written twice, it is accepted; written in another place, or with another call in its
/// place, it is not.
@Suite struct OptionalLayoutPassTests {
    static let before = ["B.viewWillAppear", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews"]
    static let pass = ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"]
    static let after = ["B.viewDidAppear", "A.viewDidDisappear"]

    private func file(expect: [String], says: [String], verdict: Bool) -> [String: String] {
        let expected = (["A.viewWillDisappear"] + expect).map { "      - \($0)\n" }.joined()
        return [
            "lifecycles/vc.yaml": """
            id: vc
            title: View controllers
            object: view-controller
            config: { ios: 12, lifecycle: app-delegate }
            scenarios:
              - id: present
                title: Present full screen
                objects:
                  A: { kind: view-controller }
                  B: { kind: view-controller }
                setup: [launch, { show: { root: A } }]
                steps:
                  - present: { vc: B, from: A, style: fullScreen }
                only: [appearance, layout]
                expect:

            """ + expected + """
                claims:
                  - id: presenter-laid-out
                    source: { title: A recorded log }
                    statement: The presenting controller is laid out during the presentation.
                    correction: The layout pass is in another place.
                    scenario: present
                    says: [\(says.joined(separator: ", "))]
                    verdict: \(verdict)

                """
        ]
    }

    @Test(arguments: [0, 1, 2])
    func thePassMayBeWrittenZeroOrMoreTimes(_ times: Int) throws {
        let written = Self.before + Array(repeating: Self.pass, count: times).flatMap { $0 } + Self.after
        let validated = try validate(file(expect: written, says: written, verdict: true))
        #expect(validated.messages == [])
    }

    @Test func thePassInAnotherPlaceIsAMismatch() throws {
        let moved = Self.before + ["B.viewDidAppear"] + Self.pass + ["A.viewDidDisappear"]
        let validated = try validate(file(expect: moved, says: moved, verdict: false))
        #expect(
            validated.messages == [
                "lifecycles/vc.yaml:21:9: scenario 'present': expected call 6 differs from the simulated trace [lifeline.expect.mismatch]"
            ])
    }

    /// B's own pass may now come again there (it is marked "×1 or more", and once more
    /// "×0 or more" after A's), so the foreign call is one of A's that is not its layout.
    @Test func anotherCallInItsPlaceIsAMismatch() throws {
        let foreign = Self.before + ["A.viewWillAppear"] + Self.after
        let validated = try validate(file(expect: foreign, says: Self.before + Self.after, verdict: true))
        #expect(validated.diagnostics.map(\.id) == ["lifeline.expect.mismatch"])
        #expect(
            validated.firstHint
                == "expect says A.viewWillAppear(_:); the engine calls B.viewDidAppear(_:) there; "
                + "run `lifeline update-expect lifecycles/vc.yaml present` to take the engine's order")
    }
}
