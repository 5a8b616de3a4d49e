import ContentEditing
import Testing

/// `ExpectSource` rewrites only the lists it is given, in the shape the file has, and
/// keeps every other byte.
@Suite struct ExpectSourceTests {
    private func rewrite(_ text: String, _ calls: [String: [String]]) -> (text: String, failures: [ExpectEditError]) {
        var failures: [ExpectEditError] = []
        guard let source = try? ExpectSource(Array(text.utf8)) else {
            Issue.record("not YAML")
            return (text, [])
        }
        let bytes = source.replacingExpect(calls, failures: &failures)
        return (String(decoding: bytes, as: UTF8.self), failures)
    }

    @Test func aBlockListKeepsItsDashColumnAndTheCommentAfterItsKey() {
        let before = """
            scenarios:
              - id: a
                steps: [launch]
                expect:   # the claimed order
                - A.viewDidLoad   # was first
                - A.viewWillAppear
                logs: [x]

            """
        let after = """
            scenarios:
              - id: a
                steps: [launch]
                expect:   # the claimed order
                - A.loadView
                - "A.init(nibName:bundle:)"
                logs: [x]

            """
        let result = rewrite(before, ["a": ["A.loadView", "A.init(nibName:bundle:)"]])
        #expect(result.text == after)
        #expect(result.failures == [])
    }

    @Test func aFlowListStaysAFlowList() {
        let result = rewrite(
            "scenarios:\n  - id: a\n    steps: [launch]\n    expect: [A.viewDidLoad] # short\n",
            ["a": ["A.loadView", "A.init(coder:)"]])
        #expect(result.text == "scenarios:\n  - id: a\n    steps: [launch]\n    expect: [A.loadView, \"A.init(coder:)\"] # short\n")
    }

    @Test func aNewListGoesAfterOnlyWithTheScenariosIndentation() {
        let result = rewrite(
            "scenarios:\n  - id: a\n    steps:\n      - launch   # first\n    only: [loading]  # keep\n    logs: [x]\n",
            ["a": ["A.loadView"]])
        #expect(
            result.text
                == "scenarios:\n  - id: a\n    steps:\n      - launch   # first\n    only: [loading]  # keep\n    expect:\n      - A.loadView\n    logs: [x]\n"
        )
    }

    @Test func withoutOnlyAfterStepsAndAtTheEndOfAFileWithoutAFinalLineBreak() {
        let result = rewrite("scenarios:\n  - id: a\n    steps:\n      - launch", ["a": ["A.loadView"]])
        #expect(result.text == "scenarios:\n  - id: a\n    steps:\n      - launch\n    expect:\n      - A.loadView\n")
    }

    @Test func crLFFilesGetCRLFLines() {
        let before = "scenarios:\r\n  - id: a\r\n    steps: [launch]\r\n    expect:\r\n      - X.y\r\n  - id: b\r\n    steps: [launch]\r\n"
        let result = rewrite(before, ["a": ["A.one", "A.two"], "b": ["B.one"]])
        #expect(
            result.text
                == "scenarios:\r\n  - id: a\r\n    steps: [launch]\r\n    expect:\r\n      - A.one\r\n      - A.two\r\n  - id: b\r\n    steps: [launch]\r\n    expect:\r\n      - B.one\r\n"
        )
    }

    @Test func anEmptyTraceIsAnEmptyFlowList() {
        #expect(
            rewrite("scenarios:\n  - id: a\n    steps: []\n    expect:\n    - X.y\n    - X.z\n", ["a": []]).text
                == "scenarios:\n  - id: a\n    steps: []\n    expect: []\n")
        #expect(rewrite("scenarios:\n  - id: a\n    steps: []\n", ["a": []]).text == "scenarios:\n  - id: a\n    steps: []\n    expect: []\n")
    }

    @Test func anAnchorBeforeTheListStays() {
        let result = rewrite("scenarios:\n  - id: a\n    steps: []\n    expect: &order [X.y]\n", ["a": ["A.b"]])
        #expect(result.text == "scenarios:\n  - id: a\n    steps: []\n    expect: &order [A.b]\n")
    }

    @Test func scenariosNotAskedForAreNotTouched() {
        let before = "scenarios:\n  - id: a\n    steps: []\n    expect: [X.y]\n  - id: b\n    steps: []\n    expect: [X.y]\n"
        #expect(
            rewrite(before, ["b": ["B.c"]]).text
                == "scenarios:\n  - id: a\n    steps: []\n    expect: [X.y]\n  - id: b\n    steps: []\n    expect: [B.c]\n")
    }

    @Test func aScenarioOnOneLineWithoutExpectIsLeftAsItWasAndNamed() {
        let before = "scenarios:\n  - { id: a, steps: [] }\n  - id: b\n    steps: []\n"
        let result = rewrite(before, ["a": ["A.b"], "b": ["B.c"]])
        #expect(result.text == "scenarios:\n  - { id: a, steps: [] }\n  - id: b\n    steps: []\n    expect:\n      - B.c\n")
        #expect(result.failures.map(\.scenario) == ["a"])
        #expect(result.failures.map { "\($0.line):\($0.column)" } == ["2:5"])
        #expect(result.failures.first?.hint == "add expect: [] to it and run update-expect again")
    }

    @Test func anExpectThatIsNoListIsLeftAsItWas() {
        let before = "scenarios:\n  - id: a\n    steps: []\n    expect: A.b\n"
        let result = rewrite(before, ["a": ["A.c"]])
        #expect(result.text == before)
        #expect(result.failures.map(\.message) == ["the expect of scenario 'a' is not a list"])
    }

    @Test func spansGiveEachScenarioAndItsExpectLines() throws {
        let source = try ExpectSource(
            Array("id: x\nscenarios:\n  - id: a\n    steps: []\n    expect:\n      - A.b\n      - A.c\n\n  - id: b\n    steps: [x]\n".utf8))
        #expect(
            source.scenarios == [
                .init(id: "a", lines: 3...7, expectLines: 5...7),
                .init(id: "b", lines: 9...10, expectLines: nil),
            ])
    }
}
