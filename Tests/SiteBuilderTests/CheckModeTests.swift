import Foundation
import SiteBuilder
import TestSupport
import Testing

/// `build --check`: compare a fresh build with the output directory, write nothing.
@Suite struct CheckModeTests {
    @Test func freshSiteHasNoDifference() throws {
        try withTemporaryDirectory { directory in
            let content = try Builds.oneEditionContent(in: directory)
            let site = directory.appendingPathComponent("site")
            _ = try Builds.run(content: content, output: site)
            let outcome = try Builds.run(content: content, output: site, checkOnly: true)
            #expect(outcome.diagnostics.all.map(\.summary) == [])
            #expect(outcome.difference?.isEmpty == true)
            #expect(outcome.difference?.lines == [])
            #expect(outcome.filesWritten == 0)
        }
    }

    /// A new summary shows on the scenario's page, on its lifecycle's list of scenarios and in search.
    @Test func editedContentReportsTheChangedPages() throws {
        try withTemporaryDirectory { directory in
            let content = try Builds.oneEditionContent(in: directory)
            let site = directory.appendingPathComponent("site")
            _ = try Builds.run(content: content, output: site)
            let before = try FixtureTree.read(site)
            try Builds.edit(
                content.appendingPathComponent("lifecycles/view-controller.yaml"),
                replacing: "A is on screen inside a navigation controller; a new controller B is pushed",
                with: "A is shown by a navigation controller; a new controller B is pushed")
            let outcome = try Builds.run(content: content, output: site, checkOnly: true)
            // The search index holds each scenario's summary too.
            #expect(outcome.difference?.changed == ["assets/search-index.js", "view-controller/index.html", "view-controller/push.html"])
            #expect(outcome.difference?.missing == [])
            #expect(outcome.difference?.extra == [])
            #expect(
                outcome.difference?.lines == [
                    "changed: assets/search-index.js", "changed: view-controller/index.html", "changed: view-controller/push.html",
                ])
            #expect(try FixtureTree.read(site) == before, "--check must not write")
        }
    }

    @Test func missingAndExtraFilesAreReported() throws {
        try withTemporaryDirectory { directory in
            let content = try Builds.oneEditionContent(in: directory)
            let site = directory.appendingPathComponent("site")
            _ = try Builds.run(content: content, output: site)
            try FileManager.default.removeItem(at: site.appendingPathComponent("app/index.html"))
            try FixtureTree.write(["stray/old.html": "old"], into: site)
            let difference = try #require(try Builds.run(content: content, output: site, checkOnly: true).difference)
            #expect(difference.missing == ["app/index.html"])
            #expect(difference.extra == ["stray/old.html"])
            #expect(difference.changed == [])
            #expect(difference.lines == ["missing: app/index.html", "extra:   stray/old.html"])
        }
    }

    @Test func withoutAnOutputEveryFileIsMissingAndNothingIsCreated() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            let difference = try #require(try Builds.run(output: site, checkOnly: true).difference)
            #expect(difference.missing.contains("index.html"))
            #expect(difference.missing.count > 30)
            #expect(!FileManager.default.fileExists(atPath: site.path))
        }
    }
}
