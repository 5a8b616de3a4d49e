import Testing

/// Recorded logs in `Content/evidence/`: a YAML header read with positions, then the log
/// lines verbatim; scenarios attach them with `logs:`.
@Suite struct EvidenceLogTests {
    static let header = """
        ---
        title: "Push log"
        url: https://example.com/post
        author: "someone"
        published: 2020-04
        ios: "13.0"
        animated: true
        action: "A pushes B"
        map: { A: FirstViewController, B: SecondViewController }
        instrumented: [appearance, B.viewDidLoad]
        ---

        """

    static let scenario = """
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
            logs: [push-log]

        """

    @Test func headerAndBodyAreRead() throws {
        let body = "-[SecondViewController viewDidLoad]\n\n-[FirstViewController viewWillDisappear:]\n"
        let tree = try loadTree(["evidence/push-log.log": Self.header + body, "lifecycles/vc.yaml": Self.scenario])
        #expect(tree.messages == [])
        let log = try #require(tree.catalog.evidenceLog(id: "push-log"))
        #expect(log.provenance.title == "Push log")
        #expect(log.provenance.url == "https://example.com/post")
        #expect(log.provenance.published == "2020-04")
        #expect(log.provenance.ios == "13.0")
        #expect(log.provenance.animated == true)
        #expect(log.provenance.device == nil)
        #expect(log.classNames == ["FirstViewController": ["A"], "SecondViewController": ["B"]])
        #expect(log.instrumented.map(\.value) == ["appearance", "B.viewDidLoad"])
        #expect(log.body == body)
        #expect(log.bodyStartLine == 12)
        #expect(log.location(ofLogLine: 3).line == 14)
        #expect(tree.catalog.lifecycles.first?.scenarios.first?.logs.map(\.value) == ["push-log"])
    }

    /// `lang:` gives the title's language, for the pages' `lang`; it must be a language tag.
    @Test func theTitlesLanguageIsReadAndChecked() throws {
        let body = "-[SecondViewController viewDidLoad]\n"
        let marked = Self.header.replacingOccurrences(of: "title: \"Push log\"\n", with: "title: \"推入日志\"\nlang: zh-Hans\n")
        let tree = try loadTree(["evidence/push-log.log": marked + body, "lifecycles/vc.yaml": Self.scenario])
        #expect(tree.messages == [])
        #expect(tree.catalog.evidenceLog(id: "push-log")?.provenance.language == "zh-Hans")
        let unmarked = try loadTree(["evidence/push-log.log": Self.header + body, "lifecycles/vc.yaml": Self.scenario])
        #expect(unmarked.catalog.evidenceLog(id: "push-log")?.provenance.language == nil)
        let wrong = Self.header.replacingOccurrences(of: "title: \"Push log\"\n", with: "title: \"Push log\"\nlang: \"zh Hans\"\n")
        let bad = try loadTree(["evidence/push-log.log": wrong + body, "lifecycles/vc.yaml": Self.scenario])
        #expect(
            bad.messages.contains { $0.contains("evidence/push-log.log:3:7") && $0.contains("'zh Hans' is not a language tag") }, "\(bad.messages)")
    }

    /// A class of several words (`tab 1`, `First VC`) is mapped in the header as with
    /// `--map`, and trimmed as it trims; before, the header refused what the command line took.
    /// A blank one is no class.
    @Test func aClassOfSeveralWordsIsMappedAndABlankOneRefused() throws {
        let body = "tab 2 viewDidLoad\n"
        let spaced = Self.header.replacingOccurrences(of: "SecondViewController }", with: "\"tab 2\" }")
        let tree = try loadTree(["evidence/push-log.log": spaced + body, "lifecycles/vc.yaml": Self.scenario])
        #expect(tree.messages == [])
        #expect(tree.catalog.evidenceLog(id: "push-log")?.classNames == ["FirstViewController": ["A"], "tab 2": ["B"]])
        let blank = Self.header.replacingOccurrences(of: "SecondViewController }", with: "\" \" }")
        let refused = try loadTree(["evidence/push-log.log": blank + body, "lifecycles/vc.yaml": Self.scenario])
        #expect(
            refused.messages.contains { $0.contains("evidence/push-log.log:9:") && $0.contains("' ' is not a class name") }, "\(refused.messages)")
        let padded = Self.header.replacingOccurrences(of: "SecondViewController }", with: "\"SecondViewController \" }")
        let trimmed = try loadTree(["evidence/push-log.log": padded + body, "lifecycles/vc.yaml": Self.scenario])
        #expect(trimmed.catalog.evidenceLog(id: "push-log")?.classNames["SecondViewController"] == ["B"], "trimmed as --map trims it")
    }

    @Test func headerMistakesAreReportedAtTheirFileLineAndColumn() throws {
        let header = Self.header
            .replacingOccurrences(of: "published: 2020-04", with: "published: April 2020")
            .replacingOccurrences(of: "url: https://example.com/post", with: "url: github-index:123")
            .replacingOccurrences(of: "animated: true", with: "animted: true")
            .replacingOccurrences(of: "B.viewDidLoad]", with: "C.viewDidLoad, viewDidLoadd]")
        let tree = try loadTree(["evidence/push-log.log": header, "lifecycles/vc.yaml": Self.scenario])
        #expect(
            tree.messages == [
                "evidence/push-log.log:3:6: url 'github-index:123' must be the web address of the source, starting with https:// or http:// [lifeline.schema.url]",
                "evidence/push-log.log:5:12: published 'April 2020' is not a date [lifeline.schema.value]",
                "evidence/push-log.log:10:28: 'C' in 'C.viewDidLoad' is not an object of the log's map or calls [lifeline.schema.value]",
                "evidence/push-log.log:10:43: 'viewDidLoadd' is neither a callback group nor a callback name [lifeline.schema.only]",
                "evidence/push-log.log:7:1: unknown key 'animted' in the header of a recorded log [lifeline.schema.unknown-key]",
            ])
        // The scenario listing the log it could not read is not told the log is missing: it is there.
        #expect(tree.hints[3] == "did you mean 'viewDidLoad()'?")
        #expect(tree.hints[4] == "did you mean 'animated'?")
    }

    @Test func aFileWithoutHeaderOrWithABrokenOneIsAnError() throws {
        let tree = try loadTree([
            "evidence/plain.log": "B viewDidLoad\n",
            "evidence/broken.log": "---\ntitle: x\nurl: https://e.com\naction: a: b\n---\nB viewDidLoad\n",
            "evidence/missing.log": "---\ntitle: x\n---\n",
        ])
        #expect(
            tree.messages == [
                "evidence/broken.log:4:10: ': ' inside an unquoted value starts a new key [lifeline.yaml.unquoted-colon]",
                "evidence/missing.log:2:1: the header of a recorded log is missing the required key 'url' [lifeline.schema.missing-key]",
                "evidence/missing.log:2:1: the header of a recorded log is missing the required key 'action' [lifeline.schema.missing-key]",
                "evidence/missing.log:2:1: the header of a recorded log is missing the required key 'map' [lifeline.schema.missing-key]",
                "evidence/missing.log:2:1: the header of a recorded log is missing the required key 'instrumented' [lifeline.schema.missing-key]",
                "evidence/plain.log:1:1: a recorded log must start with a header between '---' lines [lifeline.evidence.header]",
            ])
    }

    @Test func anUnknownLogIDIsAnErrorWithDidYouMean() throws {
        let scenario = Self.scenario.replacingOccurrences(of: "logs: [push-log]", with: "logs: [push-lgo]")
        let tree = try loadTree(["evidence/push-log.log": Self.header, "lifecycles/vc.yaml": scenario])
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:11:12: scenario 'push' lists log 'push-lgo', which is not in the evidence folder [lifeline.evidence.unknown-log]",
                "evidence/push-log.log:1:1: log 'push-log' is attached to no scenario, so nothing checks it [lifeline.evidence.unreferenced]",
            ])
        #expect(tree.hints.first == "did you mean 'push-log'?")
        #expect(tree.diagnostics.map(\.severity) == [.error, .warning])
    }

    @Test func aLogListedTwiceOrWithABadFileNameIsAnError() throws {
        let scenario = Self.scenario.replacingOccurrences(of: "logs: [push-log]", with: "logs: [push-log, push-log]")
        let tree = try loadTree([
            "evidence/push-log.log": Self.header, "evidence/Push_Log.log": Self.header, "lifecycles/vc.yaml": scenario,
        ])
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:11:22: log 'push-log' is listed twice [lifeline.schema.duplicate-id]",
                "evidence/Push_Log.log:1:1: log file name 'Push_Log.log' is not a valid id [lifeline.schema.id]",
            ])
    }
}
