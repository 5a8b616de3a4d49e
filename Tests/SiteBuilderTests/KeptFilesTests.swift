import Foundation
import SiteBuilder
import SiteRenderer
import TestSupport
import Testing

/// Point 7 of issue 9: files a user keeps in the site survive builds; any other file the
/// build did not write is reported before it goes.
@Suite struct KeptFilesTests {
    /// A copy of the bundled content (one edition) with `site.yaml` extended by `extra`
    /// lines.
    private func content(in directory: URL, siteYAML extra: String = "", files: [String: String] = [:]) throws -> URL {
        let content = try Builds.oneEditionContent(in: directory)
        let site = content.appendingPathComponent("site.yaml")
        try Data((try String(contentsOf: site, encoding: .utf8) + extra).utf8).write(to: site)
        try FixtureTree.write(files, into: content)
        return content
    }

    @Test func keptFilesSurviveABuild() throws {
        try withTemporaryDirectory { directory in
            let content = try content(in: directory, siteYAML: "keep: [CNAME, .well-known/]\n")
            let site = directory.appendingPathComponent("site")
            _ = try Builds.run(content: content, output: site)
            try FixtureTree.write(["CNAME": "docs.example.com\n", ".well-known/security.txt": "Contact: x\n"], into: site)
            let outcome = try Builds.run(content: content, output: site)
            #expect(outcome.diagnostics.all.isEmpty)
            let files = try FixtureTree.read(site)
            #expect(files["CNAME"] == Data("docs.example.com\n".utf8))
            #expect(files[".well-known/security.txt"] == Data("Contact: x\n".utf8))
            // --check does not count kept files as extra.
            #expect(try Builds.run(content: content, output: site, checkOnly: true).difference?.isEmpty == true)
        }
    }

    @Test func staticFilesAreCopiedIntoTheSiteAsTheyAre() throws {
        try withTemporaryDirectory { directory in
            let bytes: [String: String] = ["static/CNAME": "docs.example.com\n", "static/.nojekyll": "", "static/img/logo.svg": "<svg/>"]
            let content = try content(in: directory, files: bytes)
            let site = directory.appendingPathComponent("site")
            _ = try Builds.run(content: content, output: site)
            let files = try FixtureTree.read(site)
            #expect(files["CNAME"] == Data("docs.example.com\n".utf8))
            #expect(files[".nojekyll"] == Data())
            #expect(files["img/logo.svg"] == Data("<svg/>".utf8))
            #expect(try Builds.run(content: content, output: site, checkOnly: true).difference?.isEmpty == true)
        }
    }

    @Test func fileNobodyWroteIsReportedThenRemoved() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            let content = try content(in: directory)
            _ = try Builds.run(content: content, output: site)
            try FixtureTree.write(["CNAME": "docs.example.com\n"], into: site)
            let outcome = try Builds.run(content: content, output: site)
            #expect(outcome.diagnostics.all.map(\.id) == ["lifeline.output.unknown-file"])
            #expect(outcome.diagnostics.all.first?.severity == .warning)
            #expect(outcome.diagnostics.all.first?.summary == "\(site.path)/CNAME was not written by lifeline build and is removed with the old site")
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("CNAME").path))
        }
    }

    @Test func keepEntryThatCoversAPageIsAnError() throws {
        try withTemporaryDirectory { directory in
            let content = try content(in: directory, siteYAML: "keep: [index.html, ../outside]\n")
            let outcome = try Builds.run(content: content, output: directory.appendingPathComponent("site"))
            #expect(outcome.diagnostics.all.map(\.id) == ["lifeline.schema.keep", "lifeline.schema.keep"])
        }
    }

    @Test func theMarkerRecordsTheGraphvizVersionAndEveryFile() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            _ = try Builds.run(content: try content(in: directory), output: site)
            let text = try String(contentsOf: site.appendingPathComponent(SiteMarker.fileName), encoding: .utf8)
            let marker = SiteMarker(parsing: text)
            #expect(marker.graphvizVersion?.split(separator: ".").count == 3)
            let written = try FixtureTree.read(site).keys.filter { $0 != SiteMarker.fileName }.sorted()
            #expect(marker.files == written)
        }
    }

    /// Point 9: on another Graphviz every diagram differs; `--check` says why.
    @Test func checkSaysWhenTheSiteWasBuiltWithAnotherGraphviz() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            let content = try content(in: directory)
            _ = try Builds.run(content: content, output: site)
            let markerURL = site.appendingPathComponent(SiteMarker.fileName)
            let text = try String(contentsOf: markerURL, encoding: .utf8)
            let current = try #require(SiteMarker(parsing: text).graphvizVersion)
            try Data(text.replacingOccurrences(of: "graphviz: \(current)", with: "graphviz: 12.2.1").utf8).write(to: markerURL)
            let difference = try #require(try Builds.run(content: content, output: site, checkOnly: true).difference)
            #expect(difference.changed == [SiteMarker.fileName])
            #expect(difference.graphvizVersions?.site == "12.2.1")
            #expect(difference.graphvizVersions?.build == current)
        }
    }
}
