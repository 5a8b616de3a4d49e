import Foundation
import LifelineCLI
import TestSupport
import Testing

/// Warnings for what the author wrote but the site will not show or use: raw HTML in
/// prose (dropped by the renderer; a comment and a closing tag give none) and declared
/// objects that take no part in their scenario (a presenter the sheet calls nothing on,
/// and keyboard observers that hear the steps' notifications, do take part). They print
/// at their place, do not fail `check`, and `--strict` makes them errors.
@Suite struct ProseWarningTests {
    static let lifecycle = """
        id: vc
        title: View controller
        object: view-controller
        callbacks:
          - name: viewWillAppear
            note: Called <em>before</em> the view appears.
        scenarios:
          - id: present
            title: Present a sheet
            objects:
              A: { kind: view-controller }
              B: { kind: view-controller }
              C: { kind: view-controller }
              kb: { kind: keyboard-observer }
            setup: [launch, { show: { root: A } }, keyboard-show]
            steps:
              - keyboard-hide
              - present: { vc: B, from: A, style: pageSheet }
          - id: quiet
            title: Nothing observes the keyboard
            objects:
              A: { kind: view-controller }
              kb: { kind: keyboard-observer }
            setup: [launch]
            steps:
              - show: { root: A }
        """

    static let page = """
        # Notes

        Some <span class="x">styled</span> text and a <!-- comment -->.

        <div>
        A block.
        </div>
        """

    static var files: [String: String] {
        ["site.yaml": "title: Test site\n", "lifecycles/vc.yaml": lifecycle, "pages/notes.md": page]
    }

    static func warnings(_ console: RecordingConsole, under root: String) -> (messages: [String], hints: [String]) {
        let lines = console.errLines.flatMap { $0.split(separator: "\n").map(String.init) }
        return (
            lines.filter { $0.hasPrefix(root) }.map { String($0.dropFirst(root.count)) },
            lines.filter { $0.hasPrefix("    hint: ") }.map { String($0.dropFirst("    hint: ".count)) }
        )
    }

    @Test func eachIsAWarningAtItsPlace() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.files, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            #expect(status == .success)
            let (messages, hints) = Self.warnings(console, under: directory.path + "/")
            #expect(
                messages == [
                    "lifecycles/vc.yaml:6:18: warning: raw HTML '<em>' is not shown: the site drops HTML written in prose [lifeline.prose.raw-html]",
                    "lifecycles/vc.yaml:13:10: warning: 'C' is declared in scenario 'present' but takes no part in it [lifeline.scenario.unused-object]",
                    "lifecycles/vc.yaml:23:11: warning: 'kb' is declared in scenario 'quiet' but takes no part in it [lifeline.scenario.unused-object]",
                    "pages/notes.md:3:6: warning: raw HTML '<span class=\"x\">' is not shown: the site drops HTML written in prose [lifeline.prose.raw-html]",
                    "pages/notes.md:5:1: warning: raw HTML '<div>' is not shown: the site drops HTML written in prose [lifeline.prose.raw-html]",
                ])
            let rawHTMLHint = "write it in Markdown (**bold**, `code`, [text](page.html)), or put the tag in backticks to show it as code"
            #expect(hints[0] == rawHTMLHint)
            #expect(
                hints[1]
                    == "no action of its setup or steps names 'C' and the engine calls nothing on it; remove it, or name it in a step")
            #expect(hints[3] == rawHTMLHint)
        }
    }

    /// Files saved with Windows line breaks put each warning at the same line and column.
    @Test func crlfFilesGiveTheSamePlaces() throws {
        try withTemporaryDirectory { directory in
            let unix = directory.appendingPathComponent("unix"), windows = directory.appendingPathComponent("windows")
            try FixtureTree.write(Self.files, into: unix)
            try FixtureTree.write(Self.files.mapValues { $0.replacingOccurrences(of: "\n", with: "\r\n") }, into: windows)
            let (_, lf) = lifeline("check", "--content", unix.path)
            let (status, crlf) = lifeline("check", "--content", windows.path)
            #expect(status == .success)
            let expected = Self.warnings(lf, under: unix.path + "/").messages
            #expect(expected.count == 5)
            #expect(Self.warnings(crlf, under: windows.path + "/").messages == expected)
        }
    }

    @Test func strictMakesThemErrors() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.files, into: directory)
            let (status, console) = lifeline("check", "--strict", "--content", directory.path)
            #expect(status == .failure)
            let (messages, _) = Self.warnings(console, under: directory.path + "/")
            #expect(messages.count == 5)
            #expect(messages.allSatisfy { $0.contains(": error: ") })
            #expect(console.errLines.last == "5 errors found.")
        }
    }

    /// A site built with warnings is never taken as up to date (its marker keeps no input
    /// fingerprint), so a rebuild shows the warnings again and `--strict` fails on them.
    @Test func strictIsNotSatisfiedByASiteBuiltWithWarnings() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try FixtureTree.write(Self.files, into: content)
            let output = directory.appendingPathComponent("site").path
            let (built, _) = lifeline("build", "--content", content.path, "--output", output)
            #expect(built == .success)
            let (again, plain) = lifeline("build", "--content", content.path, "--output", output)
            #expect(again == .success)
            #expect(!plain.stdout.contains("up to date"))
            #expect(plain.stderr.contains("lifeline.prose.raw-html") || plain.stderr.contains("raw HTML"))
            let (strict, console) = lifeline("build", "--strict", "--content", content.path, "--output", output)
            #expect(strict == .failure)
            #expect(console.errLines.contains("5 errors found."))
        }
    }

    /// The JSON output counts them as warnings, with the same ids.
    @Test func jsonListsThemAsWarnings() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.files, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path, "--format", "json")
            #expect(status == .success)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
            #expect(object["warningCount"] as? Int == 5)
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            #expect(
                diagnostics.compactMap { $0["id"] as? String } == [
                    "lifeline.prose.raw-html", "lifeline.scenario.unused-object", "lifeline.scenario.unused-object",
                    "lifeline.prose.raw-html", "lifeline.prose.raw-html",
                ])
            #expect(diagnostics.allSatisfy { $0["severity"] as? String == "warning" })
        }
    }
}
