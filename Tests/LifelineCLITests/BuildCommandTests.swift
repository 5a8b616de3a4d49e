import Foundation
import LifelineCLI
import TestSupport
import Testing

/// `lifeline build` and `lifeline build --check` on the bundled content.
@Suite struct BuildCommandTests {
    func build(_ site: URL, _ extra: String...) -> (status: CLI.ExitStatus, console: RecordingConsole) {
        lifeline(
            [
                "build", "--content", Trees.bundledContent, "--templates", Trees.bundledTemplates,
                "--output", site.path,
            ] + extra)
    }

    @Test func buildWritesTheSiteAndReportsProgress() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            let (status, console) = build(site)
            let count = try FixtureTree.read(site).count
            #expect(status == .success, "\(console.stderr)")
            #expect(console.outLines == ["Wrote \(count) files to \(site.path)/."])
            #expect(console.errLines == ["[1/5] load content", "[2/5] validate", "[3/5] load templates", "[4/5] render", "[5/5] write"])
        }
    }

    /// A site built on one thread is up to date for a check on three.
    @Test func jobsSetsTheThreadsWithoutChangingTheSite() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            #expect(build(site, "--jobs", "1").status == .success)
            let (status, console) = build(site, "--check", "--jobs", "3")
            #expect(status == .success, "\(console.stdout)")
        }
    }

    @Test func checkOnAFreshSiteSucceeds() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            _ = build(site)
            let (status, console) = build(site, "--check")
            #expect(status == .success)
            #expect(console.outLines == ["\(site.path)/ is up to date."])
            #expect(console.errLines.last == "[5/5] compare")
        }
    }

    @Test func checkOnAStaleSiteFailsAndListsTheFiles() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            _ = build(site)
            try FixtureTree.write(["index.html": "stale", "leftover.html": "old"], into: site)
            try FileManager.default.removeItem(at: site.appendingPathComponent("claims.html"))
            let before = try FixtureTree.read(site)

            let (status, console) = build(site, "--check")
            #expect(status == .failure)
            #expect(
                Array(console.errLines.suffix(5)) == [
                    "lifeline: error: \(site.path)/ is stale: 3 files differ from a fresh build",
                    "  missing: claims.html",
                    "  changed: index.html",
                    "  extra:   leftover.html",
                    "Run 'lifeline build' to regenerate it.",
                ])
            #expect(try FixtureTree.read(site) == before)
        }
    }

    @Test func failedBuildSaysTheOutputWasLeftUntouched() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try FixtureTree.write(Trees.malformed, into: content)
            let site = directory.appendingPathComponent("site")
            try FixtureTree.write(["index.html": "previous", ".lifeline-site": ""], into: site)
            let (status, console) = lifeline(
                "build", "--content", content.path, "--templates", Trees.bundledTemplates,
                "--output", site.path)
            #expect(status == .failure)
            #expect(console.stderr.contains("\(content.path)/lifecycles/vc.yaml:3:3: error: "))
            #expect(console.errLines.suffix(2) == ["1 error found.", "\(site.path)/ was left untouched."])
            #expect(try FixtureTree.read(site) == ["index.html": Data("previous".utf8), ".lifeline-site": Data()])
        }
    }

    @Test func missingTemplatesDirectory() throws {
        try withTemporaryDirectory { directory in
            let (status, console) = lifeline(
                "build", "--content", Trees.bundledContent,
                "--templates", directory.appendingPathComponent("none").path,
                "--output", directory.appendingPathComponent("site").path)
            #expect(status == .failure)
            #expect(console.stderr.contains("templates directory"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("site").path))
        }
    }
}
