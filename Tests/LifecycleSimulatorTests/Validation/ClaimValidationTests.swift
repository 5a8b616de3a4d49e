import LifecycleSimulator
import Testing

/// Claims: `says` is compared with the scenario's trace filtered to the calls it names;
/// the build fails when the engine's verdict differs from the one written.
@Suite struct ClaimValidationTests {
    /// A push scenario and one claim (on line 17) that it has the popular wrong order.
    private func file(verdict: Bool) -> [String: String] {
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
            claims:
              - id: new-appears-first
                source: { title: A popular article }
                statement: On push, the new controller appears before the old one disappears.
                correction: The old controller's calls come first.
                scenario: push
                says: [B.viewWillAppear, A.viewWillDisappear, B.viewDidAppear, A.viewDidDisappear]
                verdict: \(verdict)
            """
        ]
    }

    @Test func claimWithTheRightVerdictPasses() throws {
        let validated = try validate(file(verdict: false))
        #expect(validated.messages == [])
        let context = try #require(validated.context)
        let check = try #require(LifecycleSimulator.Validator.claimChecks(context).first)
        #expect(!check.holds)
        #expect(check.comparison.right == trace("A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"))
    }

    @Test func claimWithTheWrongVerdictFails() throws {
        let validated = try validate(file(verdict: true))
        #expect(
            validated.messages == [
                "lifecycles/vc.yaml:22:12: claim 'new-appears-first' is false in the engine, but its verdict says true [lifeline.claim.verdict]"
            ])
        #expect(validated.diagnostics.first?.notes.first { $0.hasPrefix(">") } == ">  1  B.viewWillAppear(_:)     | 1  A.viewWillDisappear(_:)")
    }
}
