import Testing

/// Rule 3: `expect` equals the simulated trace after `only`; otherwise an error at the
/// first expected call that differs, with both orders side by side.
@Suite struct ExpectValidationTests {
    /// A push scenario whose `expect` lists `calls`; the first one is on line 18, column 9.
    private func pushFile(expect calls: [String]) -> [String: String] {
        [
            "lifecycles/vc.yaml": """
            id: vc
            title: View controllers
            object: view-controller
            scenarios:
              - id: push
                title: Push
                objects:
                  nav: { kind: navigation-controller }
                  A: { kind: view-controller }
                  B: { kind: view-controller }
                setup:
                  - launch
                  - show: { root: nav, stack: [A] }
                steps:
                  - push: { vc: B, on: nav }
                only: [viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear]
                expect:

            """ + calls.map { "      - \($0)\n" }.joined()
        ]
    }

    @Test func recordedPushOrderPasses() throws {
        let validated = try validate(
            pushFile(expect: [
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ]))
        #expect(validated.messages == [])
    }

    /// A call the engine makes that `only` leaves out: the hint names the filter, not
    /// `update-expect`, which would drop the call (the claims trial, 2026-12-06).
    @Test func aCallThatOnlyHidesIsNamedAsHidden() throws {
        let validated = try validate(
            pushFile(expect: [
                "A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ]))
        #expect(
            validated.messages == [
                "lifecycles/vc.yaml:19:9: scenario 'push': expected call 2 differs from the simulated trace [lifeline.expect.mismatch]"
            ])
        #expect(
            validated.firstHint
                == "expect says B.viewDidLoad(), which the engine makes but `only` leaves out; add viewDidLoad to `only`, or take the call out of expect"
        )
    }

    /// The popular wrong order (vc-push.md: no recording has it): the new controller's
    /// viewWillAppear before the old one's viewWillDisappear.
    @Test func popularWrongPushOrderFailsAtTheFirstDifferingCall() throws {
        let validated = try validate(
            pushFile(expect: [
                "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear",
            ]))
        #expect(
            validated.messages == [
                "lifecycles/vc.yaml:18:9: scenario 'push': expected call 1 differs from the simulated trace [lifeline.expect.mismatch]"
            ])
        let diagnostic = try #require(validated.diagnostics.first)
        #expect(
            validated.firstHint
                == "expect says B.viewWillAppear(_:); the engine calls A.viewWillDisappear(_:) there; "
                + "run `lifeline update-expect lifecycles/vc.yaml push` to take the engine's order")
        #expect(
            diagnostic.notes == [
                "   expect                      | simulated",
                ">  1  B.viewWillAppear(_:)     | 1  A.viewWillDisappear(_:)",
                "   2  A.viewWillDisappear(_:)  | 2  B.viewWillAppear(_:)",
                "   3  A.viewDidDisappear(_:)   | 3  A.viewDidDisappear(_:)",
                "   4  B.viewDidAppear(_:)      | 4  B.viewDidAppear(_:)",
            ])
    }

    /// The error points at the first call that differs, not at the first call: here the
    /// third (dD order swapped), on line 20.
    @Test func mismatchPointsAtTheFirstDifferenceNotTheFirstCall() throws {
        let validated = try validate(
            pushFile(expect: [
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
            ]))
        #expect(
            validated.messages == [
                "lifecycles/vc.yaml:20:9: scenario 'push': expected call 3 differs from the simulated trace [lifeline.expect.mismatch]"
            ])
        #expect(
            validated.diagnostics.first?.notes.filter { $0.hasPrefix(">") } == [
                ">  3  B.viewDidAppear(_:)      | 3  A.viewDidDisappear(_:)"
            ])
    }

    /// A shorter expect: the first missing call is reported at the `expect` key itself.
    @Test func missingCallsAreReported() throws {
        let validated = try validate(pushFile(expect: ["A.viewWillDisappear", "B.viewWillAppear"]))
        #expect(validated.diagnostics.map(\.id) == ["lifeline.expect.mismatch"])
        #expect(
            validated.firstHint
                == "the engine makes 2 more call(s), starting with A.viewDidDisappear(_:); "
                + "run `lifeline update-expect lifecycles/vc.yaml push` to take the engine's order")
    }
}
