import Foundation
import Diagnostics
@testable import LifelineCLI
import TestSupport
import Testing

/// `check --format json` and `--format github`.
@Suite struct CheckFormatTests {
    /// Two errors: an unknown action and an unknown kind, with hints.
    static var broken: [String: String] {
        var files = Trees.valid
        files["lifecycles/vc.yaml"] = files["lifecycles/vc.yaml"]!
            .replacingOccurrences(of: "- show: { root: A }", with: "- shwo: { root: A }")
            .replacingOccurrences(of: "only: [appearance]", with: "only: [apperance]")
        return files
    }

    @Test func jsonIsParsedBack() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.broken, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path, "--format", "json")
            #expect(status == .failure)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
            #expect(object["errorCount"] as? Int == 2)
            #expect(object["warningCount"] as? Int == 0)
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            let file = directory.appendingPathComponent("lifecycles/vc.yaml").path
            #expect(diagnostics.map { $0["id"] as? String } == ["lifeline.step.unknown-action", "lifeline.schema.only"])
            #expect(diagnostics[0]["file"] as? String == file)
            #expect(diagnostics[0]["line"] as? Int == 11)
            #expect(diagnostics[0]["column"] as? Int == 9)
            #expect(diagnostics[0]["summary"] as? String == "unknown action 'shwo'")
            #expect(diagnostics[0]["hint"] as? String == "did you mean 'show'?")
            #expect(diagnostics[0]["severity"] as? String == "error")
            #expect(diagnostics[1]["summary"] as? String == "'apperance' is neither a callback group nor a callback name")
            #expect(diagnostics[1]["line"] as? Int == 12)
            #expect(diagnostics[1]["column"] as? Int == 12)
            #expect(console.stderr.isEmpty)
        }
    }

    @Test func validContentIsAnEmptyList() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Trees.valid, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path, "--format", "json")
            #expect(status == .success)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
            #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
            #expect(object["errorCount"] as? Int == 0)
        }
    }

    @Test func missingContentDirectoryIsStillJSON() throws {
        let (status, console) = lifeline("check", "--content", "/nonexistent-content", "--format", "json")
        #expect(status == .failure)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["id"] as? String == "lifeline.content.directory")
        #expect(first["file"] is NSNull)
    }

    @Test func githubAnnotations() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.broken, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path, "--format", "github")
            let file = directory.appendingPathComponent("lifecycles/vc.yaml").path
            #expect(status == .failure)
            #expect(
                console.outLines == [
                    "::error file=\(file),line=11,col=9,title=lifeline.step.unknown-action::unknown action 'shwo'%0Ahint: did you mean 'show'?",
                    "::error file=\(file),line=12,col=12,title=lifeline.schema.only::'apperance' is neither a callback group nor a callback name%0Ahint: did you mean 'appearance'?",
                ])
            #expect(console.errLines == ["2 errors found."])
        }
    }

    @Test func githubEscapesPropertiesAndData() {
        // A line break inside the summary is content's, shown as an escape; the hint starts a line of the message.
        let diagnostic = Diagnostic.error(
            "lifeline.x", at: SourceLocation(file: "a,b:c%.yaml", line: 1, column: 2), "50% done\r\nnext", hint: "try again")
        #expect(
            DiagnosticOutput.github(diagnostic)
                == #"::error file=a%2Cb%3Ac%25.yaml,line=1,col=2,title=lifeline.x::50%25 done\u{D}\u{A}next%0Ahint: try again"#)
    }

    @Test func unknownFormatIsAUsageError() {
        let (status, console) = lifeline("check", "--format", "jsno")
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: --format must be text, json or github, not 'jsno'")
        #expect(console.errLines.dropFirst().first == "    hint: did you mean 'json'?")
    }
}
