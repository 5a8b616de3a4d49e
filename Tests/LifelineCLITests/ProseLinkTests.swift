import Foundation
import LifelineCLI
import TestSupport
import Testing

/// Broken relative links and unknown anchors in prose are errors at the link's own place
/// in the file: in a free page after its front matter, in a body file, in a YAML literal
/// block (`|`) and a folded one (`>-`), each with the page or anchor meant.
@Suite struct ProseLinkTests {
    static let lifecycle = """
        id: vc
        title: View controller
        object: view-controller
        body-file: vc.md
        callbacks:
          - name: viewWillAppear
            note: >-
              Called before the view appears; see
              the [guide](../guide.html#getting-startd) and [push](push.html).
        scenarios:
          - id: show
            title: Shown as root
            objects:
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: A }
            notes: |
              The first appearance.
              Compare [the guide](../guide.html) with [a typo](../guid.html).
        """

    static let guide = """
        ---
        title: Guide
        ---
        ## Getting started

        Read [the scenario](vc/show.html), [its table](vc/show.html#calls-heading),
        [this heading](#getting-started), [the reference](reference.html#kind-view) and
        [the file](notes/readme.txt), or [Apple](https://developer.apple.com) and
        [mail](mailto:someone@example.org).

        Broken: [a typo](vc/shwo.html), [an anchor](#getting-startd), [from the
        wrong folder](show.html), [above the root](../index.html) and
        [a kind](reference.html#kind-veiw).
        """

    static var files: [String: String] {
        [
            "site.yaml": "title: Test site\n",
            "lifecycles/vc.yaml": lifecycle,
            "lifecycles/vc.md": "The body links to [the guide](../guide.html) and [a missing page](../missing.html).\n",
            "pages/guide.md": guide,
            "static/notes/readme.txt": "static\n",
        ]
    }

    @Test func eachBrokenLinkIsReportedAtItsPlaceWithAHint() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.files, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path)
            #expect(status == .failure)
            let root = directory.path + "/"
            let lines = console.errLines.flatMap { $0.split(separator: "\n").map(String.init) }
            let messages = lines.filter { $0.hasPrefix(root) }.map { String($0.dropFirst(root.count)) }
            let hints = lines.filter { $0.hasPrefix("    hint: ") }.map { String($0.dropFirst("    hint: ".count)) }
            #expect(
                messages == [
                    "lifecycles/vc.md:1:50: error: link '../missing.html' leads to no page of the site [lifeline.prose.broken-link]",
                    "lifecycles/vc.yaml:9:11: error: 'guide.html' has no anchor 'getting-startd' [lifeline.prose.unknown-anchor]",
                    "lifecycles/vc.yaml:9:53: error: link 'push.html' leads to no page of the site [lifeline.prose.broken-link]",
                    "lifecycles/vc.yaml:20:47: error: link '../guid.html' leads to no page of the site [lifeline.prose.broken-link]",
                    "pages/guide.md:11:9: error: link 'vc/shwo.html' leads to no page of the site [lifeline.prose.broken-link]",
                    "pages/guide.md:11:33: error: this page has no anchor 'getting-startd' [lifeline.prose.unknown-anchor]",
                    "pages/guide.md:11:63: error: link 'show.html' leads to no page of the site [lifeline.prose.broken-link]",
                    "pages/guide.md:12:27: error: link '../index.html' leads out of the site [lifeline.prose.broken-link]",
                    "pages/guide.md:13:1: error: 'reference.html' has no anchor 'kind-veiw' [lifeline.prose.unknown-anchor]",
                ])
            #expect(
                hints == [
                    "relative links start from this page, vc/index.html: a lifecycle is 'ID/index.html', a scenario 'ID/SCENARIO.html', a free page 'SLUG.html'",
                    "did you mean '../guide.html#getting-started'?",
                    "did you mean 'show.html'?",
                    "did you mean '../guide.html'?",
                    "did you mean 'vc/show.html'?",
                    "did you mean '#getting-started'?",
                    "did you mean 'vc/show.html'?",
                    "relative links start from this page, guide.html; there is nothing above the site's root",
                    "did you mean 'reference.html#kind-view'?",
                ])
            #expect(console.errLines.last == "9 errors found.")
        }
    }

    @Test func theErrorsAppearInJSONLikeTheOthers() throws {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(Self.files, into: directory)
            let (status, console) = lifeline("check", "--content", directory.path, "--format", "json")
            #expect(status == .failure)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any])
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            let first = try #require(diagnostics.first { $0["id"] as? String == "lifeline.prose.unknown-anchor" })
            #expect(first["file"] as? String == directory.appendingPathComponent("lifecycles/vc.yaml").path)
            #expect(first["line"] as? Int == 9)
            #expect(first["column"] as? Int == 11)
            #expect(first["severity"] as? String == "error")
            #expect(first["summary"] as? String == "'guide.html' has no anchor 'getting-startd'")
            #expect(first["hint"] as? String == "did you mean '../guide.html#getting-started'?")
        }
    }

    @Test func aBuildWithABrokenLinkWritesNothing() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            let output = directory.appendingPathComponent("site")
            try FixtureTree.write(Self.files, into: content)
            let (status, console) = lifeline("build", "--content", content.path, "--output", output.path)
            #expect(status == .failure)
            #expect(console.stderr.contains("[lifeline.prose.broken-link]"))
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }
}
