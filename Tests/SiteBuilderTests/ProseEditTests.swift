import Foundation
import SiteBuilder
import TestSupport
import Testing

/// Edits of lifecycle bodies alone render those lifecycles' pages and nothing else
/// (`ProseEdit`); every other edit, and every body edit that could reach another page (a
/// heading another page may link to, a link, an embed, raw HTML), builds the whole site.
/// Either way the site is byte for byte what a clean build writes.
@Suite struct ProseEditTests {
    static func lifecycle(_ id: String, title: String, body: String) -> String {
        """
        id: \(id)
        title: \(title)
        object: view-controller
        summary: The \(id) lifecycle.
        \(body)
        diagram: { derived: true }
        scenarios:
          - id: show
            title: Shown as root
            objects:
              A: { kind: view-controller }
            setup: [launch]
            steps:
              - show: { root: A }
            only: [appearance]

        """
    }

    /// Four lifecycles in two navigation sections: `a` and `d` with bodies of their own,
    /// `b` whose body links to a heading of `a`'s, `c` with its body in its YAML file.
    static let content: [String: String] = [
        "site.yaml": """
        title: Prose edits
        nav:
          - section: { id: first, title: First }
            lifecycles: [a, b]
          - section: { id: second, title: Second }
            lifecycles: [c, d]

        """,
        "pages/index.md": "# Home\n\nThe front page.\n",
        "pages/guide.md": "---\ntitle: Guide\n---\n\nA guide.\n",
        "lifecycles/a.yaml": lifecycle("a", title: "Alpha", body: "body-file: a.md"),
        "lifecycles/a.md": "Alpha's body.\n\n## Usage\n\nHow it is used.\n",
        "lifecycles/b.yaml": lifecycle("b", title: "Beta", body: "body-file: b.md"),
        "lifecycles/b.md": "Beta's body, see [Alpha's usage](../a/index.html#usage).\n",
        "lifecycles/c.yaml": lifecycle("c", title: "Gamma", body: "body: Gamma's body, in its YAML."),
        "lifecycles/d.yaml": lifecycle("d", title: "Delta", body: "body-file: d.md"),
        "lifecycles/d.md": "Delta's body.\n",
    ]

    private struct Site {
        let directory: URL
        var content: URL { directory.appendingPathComponent("Content") }
        var output: URL { directory.appendingPathComponent("site") }

        func build(clean: Bool = false, into output: URL? = nil) throws -> SiteBuilder.Outcome {
            var options = BuildOptions(contentDirectory: content.path, outputDirectory: (output ?? self.output).path)
            options.clean = clean
            return try SiteBuilder(options: options).run()
        }

        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: content.appendingPathComponent(path))
        }

        func read(_ path: String) throws -> String {
            try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
        }

        /// The incremental site against a clean build of the same content.
        func expectSameAsClean(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let clean = directory.appendingPathComponent("clean")
            try? FileManager.default.removeItem(at: clean)
            let cleanOutcome = try build(clean: true, into: clean)
            let a = try FixtureTree.read(output), b = try FixtureTree.read(clean)
            #expect(a.keys.sorted() == b.keys.sorted(), "after \(step)", sourceLocation: sourceLocation)
            #expect(a.keys.filter { a[$0] != b[$0] }.sorted() == [], "after \(step)", sourceLocation: sourceLocation)
            #expect(!cleanOutcome.diagnostics.hasErrors, "after \(step)", sourceLocation: sourceLocation)
        }
    }

    private func withSite(_ body: (Site) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            let site = Site(directory: directory)
            try FixtureTree.write(Self.content, into: site.content)
            let first = try site.build()
            #expect(first.diagnostics.all.map(\.summary) == [])
            try body(site)
        }
    }

    @Test func bodyEditsRenderTheirPagesAloneAndMatchACleanBuild() throws {
        try withSite { site in
            let original = try site.read("lifecycles/a.md")
            try site.write("lifecycles/a.md", original + "\nOne more paragraph.\n")
            let one = try site.build()
            #expect(one.onlyLifecyclePages)
            #expect(one.jobsRendered == 1)
            #expect(one.filesWritten == 2, "the page and the marker")
            try site.expectSameAsClean("one body")

            try site.write("lifecycles/a.md", original + "\nAnother paragraph.\n")
            try site.write("lifecycles/d.md", "Delta's body, edited.\n")
            let two = try site.build()
            #expect(two.onlyLifecyclePages)
            #expect(two.jobsRendered == 2)
            try site.expectSameAsClean("two bodies")

            // Back to the first text: the first build's page again.
            try site.write("lifecycles/a.md", original)
            #expect(try site.build().onlyLifecyclePages)
            try site.expectSameAsClean("a body put back")

            // Text that renders the same HTML: nothing to write but the manifest.
            try site.write("lifecycles/a.md", original + "\n\n\n")
            let same = try site.build()
            #expect(same.onlyLifecyclePages)
            #expect(same.filesWritten == 1)
            try site.expectSameAsClean("blank lines")

            #expect(try site.build().upToDate)
        }
    }

    /// What could reach another page, or needs the whole site to be told, builds it.
    @Test(arguments: [
        ("a heading", "lifecycles/a.md", "\n## New heading\n\nText.\n"),
        ("a link", "lifecycles/a.md", "\nSee [the guide](../guide.html).\n"),
        ("an embed", "lifecycles/a.md", "\nOrder: `lifeline-calls a/show: A.viewWillAppear`.\n"),
        ("raw HTML", "lifecycles/a.md", "\n<div>markup</div>\n"),
        ("a body with a link", "lifecycles/b.md", "\nMore of Beta.\n"),
    ])
    func bodyEditsThatMayReachOtherPagesBuildTheSite(_ what: String, _ path: String, _ added: String) throws {
        try withSite { site in
            try site.write(path, try site.read(path) + added)
            let outcome = try site.build()
            #expect(!outcome.onlyLifecyclePages, "\(what)")
            #expect(!outcome.diagnostics.hasErrors, "\(what)")
            try site.expectSameAsClean(what)
        }
    }

    /// A heading another page links to, renamed: the whole build reports that link.
    @Test func aRenamedHeadingIsCheckedAgainstTheLinksToIt() throws {
        try withSite { site in
            try site.write("lifecycles/a.md", "Alpha's body.\n\n## Use\n\nHow it is used.\n")
            let outcome = try site.build()
            #expect(!outcome.onlyLifecyclePages)
            #expect(outcome.diagnostics.all.map(\.id) == ["lifeline.prose.unknown-anchor"])
        }
    }

    @Test func anEditBesideABodyBuildsTheSite() throws {
        try withSite { site in
            try site.write("lifecycles/a.md", try site.read("lifecycles/a.md") + "\nMore.\n")
            try site.write("lifecycles/a.yaml", try site.read("lifecycles/a.yaml").replacingOccurrences(of: "title: Alpha", with: "title: Alpha 2"))
            let outcome = try site.build()
            #expect(!outcome.onlyLifecyclePages)
            try site.expectSameAsClean("a body and its lifecycle's title")

            try site.write("pages/guide.md", "---\ntitle: Guide\n---\n\nA longer guide.\n")
            try site.write("lifecycles/d.md", "Delta again.\n")
            #expect(try !site.build().onlyLifecyclePages)
            try site.expectSameAsClean("a body and a page")
        }
    }

    /// A file put in the site by hand after a page was replaced in its folder is seen by the
    /// next build, which reports it, though the folder's stamps were taken at once.
    @Test func aFileAddedWhereAPageWasReplacedIsFound() throws {
        try withSite { site in
            try site.write("lifecycles/a.md", try site.read("lifecycles/a.md") + "\nMore.\n")
            #expect(try site.build().onlyLifecyclePages)
            try Data("stray".utf8).write(to: site.output.appendingPathComponent("a/stray.html"))
            let next = try site.build()
            #expect(!next.upToDate)
            #expect(next.diagnostics.all.map(\.id) == ["lifeline.output.unknown-file"])
            #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("a/stray.html").path))
        }
    }

    /// A build stopped at any step of a body edit (by the real executable, which built the
    /// site before) leaves the old site or the new one as a whole, never some pages of each,
    /// and the next build leaves the site a clean build writes, even when the edit was taken
    /// back in between. Two bodies are edited, so that pages put in place one at a time
    /// would leave one new page beside one old; and the same edit, uninterrupted, is first
    /// shown to take the body-only path (its two pages and the marker written), so the
    /// stops below are stops of that path and not of a whole build.
    @Test(arguments: ["staging-created", "files-written", "marker-written", "before-swap", "before-removing-old"])
    func aBodyEditStoppedAtAnyStepLeavesTheOldSiteOrTheNew(_ point: String) throws {
        _ = try #require(LifelineProcess.binary, "\(LifelineProcess.Missing())")
        try withTemporaryDirectory { directory in
            let site = Site(directory: directory)
            try FixtureTree.write(Self.content, into: site.content)
            let build = ["build", "--content", site.content.path, "--output", site.output.path]
            #expect(try LifelineProcess.run(build).status == 0)
            let before = try FixtureTree.read(site.output)
            let originals = try ["lifecycles/a.md", "lifecycles/d.md"].map { ($0, try site.read($0)) }
            func edit() throws { for (path, text) in originals { try site.write(path, text + "\nMore.\n") } }
            func takeBack() throws { for (path, text) in originals { try site.write(path, text) } }

            try edit()
            let uninterrupted = try LifelineProcess.run(build)
            #expect(uninterrupted.output.contains("Wrote 3 files to"), "not the body-only path: \(uninterrupted.output)")
            try takeBack()
            #expect(try LifelineProcess.run(build).output.contains("Wrote 3 files to"))
            #expect(try FixtureTree.read(site.output) == before)

            try edit()
            let crashed = try LifelineProcess.run(build, environment: ["LIFELINE_CRASH_AT": point])
            #expect(crashed.status == 70, "the build did not stop at \(point): \(crashed.output)")

            let clean = directory.appendingPathComponent("clean")
            #expect(try LifelineProcess.run(["build", "--content", site.content.path, "--output", clean.path]).status == 0)
            let edited = try FixtureTree.read(clean).filter { $0.key != ".lifeline-site" }
            let left = try FixtureTree.read(site.output).filter { $0.key != ".lifeline-site" }
            #expect(edited.keys.filter { edited[$0] != before[$0] }.sorted() == ["a/index.html", "d/index.html"])
            #expect(left == before.filter { $0.key != ".lifeline-site" } || left == edited, "a mixed site after a stop at \(point)")
            try FileManager.default.removeItem(at: clean)

            let finished = try LifelineProcess.run(build)
            #expect(finished.status == 0)
            #expect(try FixtureTree.read(site.output).filter { $0.key != ".lifeline-site" } == edited)
            try takeBack()
            #expect(try LifelineProcess.run(build).status == 0)
            #expect(try FixtureTree.read(site.output) == before, "after a stop at \(point) and the edit taken back")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
            #expect(leftovers == [])
        }
    }
}
