import Testing

/// When a lifecycle file fails to load, what it would have said is unknown: a check whose
/// truth needs every file (a log no scenario lists, a claim group with no part, a body no
/// lifecycle names) says nothing, so the one real error comes alone.
@Suite struct IncompleteLoadTests {
    /// The lifecycle that lists the log has a YAML syntax error: that is the only problem.
    @Test func aLogListedByALifecycleThatDidNotParseIsNotCalledUnreferenced() throws {
        let broken = EvidenceLogTests.scenario.replacingOccurrences(of: "    title: Push\n", with: "   title: Push\n")
        let tree = try loadTree([
            "evidence/push-log.log": EvidenceLogTests.header + "-[SecondViewController viewDidLoad]\n",
            "lifecycles/vc.yaml": broken,
        ])
        #expect(tree.diagnostics.count == 1)
        #expect(tree.diagnostics.allSatisfy { $0.location?.file.hasSuffix("lifecycles/vc.yaml") == true })
        #expect(!tree.messages.contains { $0.contains("lifeline.evidence.unreferenced") })
    }

    /// A scenario that could not be read (no title) loses its `logs:` too.
    @Test func aLogListedByAScenarioThatDidNotLoadIsNotCalledUnreferenced() throws {
        let broken = EvidenceLogTests.scenario.replacingOccurrences(of: "    title: Push\n", with: "")
        let tree = try loadTree([
            "evidence/push-log.log": EvidenceLogTests.header + "-[SecondViewController viewDidLoad]\n",
            "lifecycles/vc.yaml": broken,
        ])
        #expect(tree.messages == ["lifecycles/vc.yaml:5:5: a scenario is missing the required key 'title' [lifeline.schema.missing-key]"])
    }

    /// With every file loaded the warning is there, and true.
    @Test func aLogNoLoadedScenarioListsIsStillReported() throws {
        let tree = try loadTree([
            "evidence/push-log.log": EvidenceLogTests.header + "-[SecondViewController viewDidLoad]\n",
            "lifecycles/vc.yaml": EvidenceLogTests.scenario.replacingOccurrences(of: "    logs: [push-log]\n", with: ""),
        ])
        #expect(
            tree.messages == [
                "evidence/push-log.log:1:1: log 'push-log' is attached to no scenario, so nothing checks it [lifeline.evidence.unreferenced]"
            ])
    }

    /// vc.yaml: a claim group with no part of its own file, and a claim that names a claim
    /// of other.yaml as its whole.
    static let claims =
        EvidenceLogTests.scenario.replacingOccurrences(of: "    logs: [push-log]\n", with: "")
            + """
            claims:
              - id: whole
                source: { title: "An article", url: https://example.com/post }
                quote: { lang: en, text: "Everything happens in one order." }
                statement: Everything happens in one order.
              - id: part
                source: { title: "An article", url: https://example.com/post }
                quote: { lang: en, text: "B appears first." }
                statement: B appears before A starts to disappear.
                correction: A starts to disappear before B appears.
                part-of: other/whole
                scenario: push
                says: [B.viewWillAppear, A.viewWillDisappear]
                verdict: false

            """

    /// The parts of vc.yaml's group may be in other.yaml, and the whole vc.yaml names may
    /// be there: neither is reported while other.yaml does not parse.
    @Test func claimLinksIntoAFileThatDidNotLoadAreNotReported() throws {
        let tree = try loadTree([
            "lifecycles/vc.yaml": Self.claims,
            "lifecycles/other.yaml": "id: other\ntitle: Other\nobject: view-controller\n scenarios: []\n",
        ])
        #expect(tree.diagnostics.count == 1)
        #expect(tree.diagnostics.first?.location?.file.hasSuffix("lifecycles/other.yaml") == true)
    }

    @Test func claimLinksAreReportedWhenEveryFileLoaded() throws {
        let tree = try loadTree([
            "lifecycles/vc.yaml": Self.claims,
            "lifecycles/other.yaml": "id: other\ntitle: Other\nobject: view-controller\nscenarios: []\n",
        ])
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:21:14: part-of names 'other/whole', which is no claim [lifeline.claim.part-of]",
                "lifecycles/vc.yaml:12:5: claim 'whole' has no scenario and no part [lifeline.claim.group]",
            ])
    }
}
