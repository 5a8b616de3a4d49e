import Foundation
import TestSupport
import Testing

/// `lifeline simulate` marks the calls of a layout pass that may repeat: a `repeats`
/// column in text, `repeatablePass` and `passMinimum` in JSON; traces without such a pass
/// keep their columns. In a full-screen present the presented controller's pass is marked
/// "×1 or more", and the presenter's pass and the presented one's second "×0 or more".
@Suite struct SimulateRepeatsTests {
    func simulate(_ scenario: String, _ arguments: String...) throws -> [String] {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["traces.yaml": TraceCheckFixtures.lifecycle], into: directory)
            let (status, console) = lifeline(["simulate", TraceCheckFixtures.path("traces.yaml", in: directory), scenario] + arguments)
            #expect(status == .success, "\(console.stderr)")
            return console.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    @Test func textMarksThePassRows() throws {
        let lines = try simulate("first-appearance")
        #expect(lines.first?.hasSuffix("state after  repeats") == true)
        let marked = lines.filter { $0.hasSuffix("×1 or more (pass 1)") }
        #expect(marked.count == 2)
        #expect(marked.allSatisfy { $0.contains("LayoutSubviews()") })
        #expect(lines.filter { $0.contains("viewDidAppear") }.allSatisfy { !$0.contains("×1") })
    }

    @Test func textWithoutAPassHasNoRepeatsColumn() throws {
        let lines = try simulate("push")
        #expect(lines.first?.hasSuffix("state after") == true)
        #expect(!lines.contains { $0.contains("×1 or more") })
    }

    @Test func textMarksThePresentedAndTheOptionalPasses() throws {
        let lines = try simulate("present-fullscreen")
        func calls(marked mark: String) -> [String] {
            lines.filter { $0.hasSuffix(mark) }.map { String($0.split(separator: " ", omittingEmptySubsequences: true)[1]) }
        }
        #expect(calls(marked: "×1 or more (pass 1)") == ["B.viewWillLayoutSubviews()", "B.viewDidLayoutSubviews()"])
        #expect(calls(marked: "×0 or more (pass 2)") == ["A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()"])
        #expect(calls(marked: "×0 or more (pass 3)") == ["B.viewWillLayoutSubviews()", "B.viewDidLayoutSubviews()"])
    }

    @Test func jsonGivesThePassMinimum() throws {
        struct Trace: Decodable {
            struct Call: Decodable { var receiver: String; var callback: String; var repeatablePass: Int?; var passMinimum: Int? }
            var calls: [Call]
        }
        let present = try simulate("present-fullscreen", "--format", "json").joined(separator: "\n")
        let presentCalls = try JSONDecoder().decode(Trace.self, from: Data(present.utf8)).calls.filter { $0.repeatablePass != nil }
        #expect(
            presentCalls.map { "\($0.receiver).\($0.callback)@\($0.passMinimum ?? -1)" } == [
                "B.viewWillLayoutSubviews()@1", "B.viewDidLayoutSubviews()@1", "A.viewWillLayoutSubviews()@0",
                "A.viewDidLayoutSubviews()@0", "B.viewWillLayoutSubviews()@0", "B.viewDidLayoutSubviews()@0",
            ])
        let root = try simulate("first-appearance", "--format", "json").joined(separator: "\n")
        let rootCalls = try JSONDecoder().decode(Trace.self, from: Data(root.utf8)).calls.filter { $0.repeatablePass != nil }
        #expect(rootCalls.map(\.passMinimum) == [1, 1])
    }

    @Test func jsonNumbersThePass() throws {
        struct Trace: Decodable {
            struct Call: Decodable { var receiver: String; var callback: String; var repeatablePass: Int? }
            var calls: [Call]
        }
        let text = try simulate("first-appearance", "--format", "json").joined(separator: "\n")
        let trace = try JSONDecoder().decode(Trace.self, from: Data(text.utf8))
        #expect(
            trace.calls.filter { $0.repeatablePass != nil }.map { "\($0.receiver).\($0.callback)@\($0.repeatablePass!)" } == [
                "A.viewWillLayoutSubviews()@1", "A.viewDidLayoutSubviews()@1",
            ])
    }
}
