import Testing

/// A `lifeline-calls` reference must name a scenario that runs and calls it makes; a
/// mistake is an error at the reference's place in the prose, with a did-you-mean.
@Suite struct EmbeddedOrderValidationTests {
    static let lifecycle = """
        id: vc
        title: VC
        object: view-controller
        scenarios:
          - id: push
            title: Push
            objects: { nav: { kind: navigation-controller }, A: { kind: view-controller }, B: { kind: view-controller } }
            setup: [launch, { show: { root: nav, stack: [A] } }]
            steps:
              - push: { vc: B, "on": nav }

        """

    func messages(_ page: String) throws -> (messages: [String], hints: [String?]) {
        let validated = try validate(["lifecycles/vc.yaml": Self.lifecycle, "pages/guide.md": page])
        return (validated.messages, validated.diagnostics.map(\.hint))
    }

    @Test func validReferencesPass() throws {
        let page = "`lifeline-calls vc/push: B.viewWillAppear, A.viewWillDisappear`\n\n```lifeline-calls\nvc/push\n```\n"
        #expect(try messages(page).messages == [])
    }

    /// A summary, a callback's note and a claim's statement or correction are not filled
    /// in: a reference there was shown as code with its names unchecked (the claims trial,
    /// 2026-12-06), and is an error at it.
    @Test func aReferenceWhereNothingIsFilledInIsAnError() throws {
        let lifecycle =
            Self.lifecycle.replacingOccurrences(
                of: "    title: Push\n",
                with: "    title: Push\n    summary: \"B comes, `lifeline-calls vc/push: B.viewWillAppear, C.viewWillDisappear`.\"\n"
            )
            .replacingOccurrences(
                of: "scenarios:\n",
                with: "callbacks:\n  - name: viewWillAppear\n    note: \"Before `lifeline-calls vc/push: B.viewWillAppear`.\"\nscenarios:\n")
                + """
                claims:
                  - id: b-first
                    source: { title: An article }
                    statement: B first.
                    correction: "A first: `lifeline-calls vc/push: A.viewWillDisappear, B.viewWillAppear`."
                    scenario: push
                    says: [B.viewWillAppear, A.viewWillDisappear]
                    verdict: false

                """
        let validated = try validate(["lifecycles/vc.yaml": lifecycle])
        let place = validated.messages.filter { $0.hasSuffix("[lifeline.embed.place]") }
        #expect(
            place == [
                "lifecycles/vc.yaml:6:20: a lifeline-calls reference in a callback's note is not filled in [lifeline.embed.place]",
                "lifecycles/vc.yaml:10:25: a lifeline-calls reference in a summary is not filled in [lifeline.embed.place]",
                "lifecycles/vc.yaml:19:28: a lifeline-calls reference in a claim's correction is not filled in [lifeline.embed.place]",
            ], "\(validated.messages)")
    }

    @Test func eachMistakeIsReportedAtItsPlace() throws {
        let page = """
            # Guide
            A `lifeline-calls vx/push` and `lifeline-calls vc/puhs` and `lifeline-calls push`.

            ```lifeline-calls
            vc/push: C.viewDidLoad
            ```

            `lifeline-calls vc/push: A.viewDidLod` and `lifeline-calls vc/push: A.viewDidLoad`
            """
        let result = try messages(page)
        #expect(
            result.messages == [
                "pages/guide.md:2:4: 'vx' is not a lifecycle id [lifeline.embed.unknown-lifecycle]",
                "pages/guide.md:2:33: lifecycle 'vc' has no scenario 'puhs' [lifeline.embed.unknown-scenario]",
                "pages/guide.md:2:62: 'push' is not a scenario reference [lifeline.embed.reference]",
                "pages/guide.md:5:1: 'C.viewDidLoad' names no object of the scenario [lifeline.embed.unknown-call]",
                "pages/guide.md:8:2: 'A.viewDidLod': 'viewDidLod' is no callback of its object [lifeline.embed.unknown-call]",
                "pages/guide.md:8:45: 'A.viewDidLoad' is not called in scenario 'vc/push' [lifeline.embed.not-called]",
            ])
        #expect(result.hints[0] == "did you mean 'vc'?")
        #expect(result.hints[1] == "did you mean 'push'?")
        #expect(result.hints[4] == "did you mean 'viewDidLoad()'?")
    }

    /// In a block scalar, whose text libyaml gives without its indentation, the error is at
    /// the reference itself, not at the start of its line (the claims trial, 2026-12-06),
    /// also after wide characters and on a folded line.
    @Test func aReferenceInABlockScalarIsReportedAtItsColumn() throws {
        func messages(_ field: String) throws -> [String] {
            try validate(["lifecycles/vc.yaml": Self.lifecycle.replacingOccurrences(of: "    title: Push\n", with: "    title: Push\n" + field)])
                .messages
        }
        let notes = """
                notes: |
                  The stack grows.
                  推入时 `lifeline-calls vc/push: B.viewWillApear` runs.

            """
        #expect(
            try messages(notes) == [
                "lifecycles/vc.yaml:9:12: 'B.viewWillApear': 'viewWillApear' is no callback of its object [lifeline.embed.unknown-call]"
            ])
        let summary = """
                summary: >
                  B comes
                  after `lifeline-calls vc/push: A.viewWillDisappear`.

            """
        #expect(
            try messages(summary) == [
                "lifecycles/vc.yaml:9:14: a lifeline-calls reference in a summary is not filled in [lifeline.embed.place]"
            ])
    }
}
