import Foundation
import LifelineCLI
import TestSupport
import Testing

/// The YAML mistakes reach tools as the other diagnostics do: `check --format json` gives
/// each with its id, place, words and hint.
@Suite struct YAMLMistakeFormatTests {
    @Test func aTabAndAnUnquotedColonInJSON() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(
                [
                    "site.yaml": "title: Test site\n",
                    "lifecycles/vc.yaml": "id: vc\ntitle: T\nobject: view-controller\nscenarios:\n  - id: s\n\ttitle: S\n",
                    "lifecycles/other.yaml": "id: other\ntitle: Push: then pop\nobject: view-controller\n",
                ], into: directory)
            let (status, console) = lifeline("check", "--content", directory.path, "--format", "json")
            #expect(status == .failure)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            #expect(
                diagnostics.map {
                    "\(($0["file"] as? String)?.split(separator: "/").last ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "") \($0["id"] ?? "")"
                }
                    == ["other.yaml:2:12 lifeline.yaml.unquoted-colon", "vc.yaml:6:1 lifeline.yaml.tab"])
            #expect(diagnostics.map { $0["summary"] as? String } == ["': ' inside an unquoted value starts a new key", "a tab in the indentation"])
            #expect(
                diagnostics.map { $0["hint"] as? String } == [
                    #"put the value in quotes: title: "Push: then pop""#,
                    "YAML indents with spaces; replace the tab with spaces (most likely to column 5, going by line 5)",
                ])
        }
    }
}
