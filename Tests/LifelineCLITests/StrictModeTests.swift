import Foundation
import LifelineCLI
import TestSupport
import Testing

/// `--strict`: warnings are errors, for CI. Without it they are printed and the run passes.
@Suite struct StrictModeTests {
    /// `valid` with a recorded log that no scenario lists: a warning.
    private var withUnlistedLog: [String: String] {
        var files = Trees.valid
        files["evidence/show-log.log"] = """
            ---
            title: "Show log"
            url: https://example.com/post
            action: "A becomes the root"
            map: { A: ViewController }
            instrumented: [appearance]
            ---
            A viewWillAppear

            """
        return files
    }

    @Test func aWarningIsPrintedAndCheckPasses() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(withUnlistedLog, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            let file = directory.appendingPathComponent("evidence/show-log.log").path
            #expect(status == .success)
            #expect(
                console.stderr.split(separator: "\n").first.map(String.init)
                    == "\(file):1:1: warning: log 'show-log' is attached to no scenario, so nothing checks it [lifeline.evidence.unreferenced]")
        }
    }

    @Test func strictCheckMakesTheWarningAnError() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(withUnlistedLog, into: directory)
            let (status, console) = lifeline("check", "--strict", "--content", directory.path)
            let file = directory.appendingPathComponent("evidence/show-log.log").path
            #expect(status == .failure)
            #expect(
                console.stderr.split(separator: "\n").first.map(String.init)
                    == "\(file):1:1: error: log 'show-log' is attached to no scenario, so nothing checks it [lifeline.evidence.unreferenced]")
            #expect(console.stderr.contains("note: a warning, made an error by --strict"))
            #expect(console.errLines.last == "1 error found.")
        }
    }

    @Test func strictBuildWritesNothing() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            let output = directory.appendingPathComponent("site")
            try FixtureTree.write(withUnlistedLog, into: content)
            let (status, console) = lifeline("build", "--strict", "--content", content.path, "--output", output.path)
            #expect(status == .failure)
            #expect(console.stderr.contains("[lifeline.evidence.unreferenced]"))
            #expect(!FileManager.default.fileExists(atPath: output.path))
            let (lenient, _) = lifeline("build", "--content", content.path, "--output", output.path)
            #expect(lenient == .success)
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        }
    }
}
