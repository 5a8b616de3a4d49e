import Foundation
@testable import LifelineCLI
import TestSupport
import Testing

/// `check` on a pull request's YAML that spells terminal escapes in a double-quoted key
/// (ESC, BEL, an OSC 52 clipboard write, a C1 CSI, a right-to-left override) and holds a
/// raw ESC that libyaml refuses and the message echoes: no format sends them as they are.
@Suite struct ControlCharacterOutputTests {
    static var hostile: [String: String] {
        var files = Trees.valid
        files["lifecycles/vc.yaml"] = files["lifecycles/vc.yaml"]!
            .replacingOccurrences(of: "- show: { root: A }", with: #"- "\e]52;c;cHduZWQ=\a\e]0;title\a\e[2J\u009B31m\u202Eevil": { root: A }"#)
        files["lifecycles/raw.yaml"] = "id: raw\ntitle: \"\u{1B}[2J\u{07}\"\n"
        return files
    }

    static let shownAction = #"\u{1B}]52;c;cHduZWQ=\u{7}\u{1B}]0;title\u{7}\u{1B}[2J\u{9B}31m\u{202E}evil"#

    static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{202E}"
    }

    @Test func textShowsEscapes() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.hostile, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            #expect(status == .failure)
            #expect(!console.stderr.unicodeScalars.contains(where: Self.isRaw))
            #expect(console.stderr.contains("error: unknown action '\(Self.shownAction)' [lifeline.step.unknown-action]"))
            #expect(console.stderr.contains(#"  2 | title: "\u{1B}[2J\u{7}""#))
        }
    }

    /// JSON would escape ESC as `\u001b` anyway, but a tool printing the decoded summary
    /// would send it on; the summary holds the escape `check` prints instead.
    @Test func jsonHoldsTheSameEscapesAsText() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.hostile, into: directory)
            let (_, console) = lifeline("check", "--content", directory.path, "--format", "json")
            #expect(!console.stdout.unicodeScalars.contains(where: Self.isRaw))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            let summaries = diagnostics.compactMap { $0["summary"] as? String }
            #expect(summaries.contains("unknown action '\(Self.shownAction)'"))
            #expect(summaries.allSatisfy { !$0.unicodeScalars.contains(where: Self.isRaw) })
        }
    }

    @Test func githubAnnotationsShowEscapes() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.hostile, into: directory)
            let (_, console) = lifeline("check", "--content", directory.path, "--format", "github")
            #expect(!console.stdout.unicodeScalars.contains(where: Self.isRaw))
            #expect(console.stdout.contains("title=lifeline.step.unknown-action::unknown action '\(Self.shownAction)'"))
        }
    }
}
