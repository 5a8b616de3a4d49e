import Foundation
import SiteBuilder
import TestSupport

/// Two versions of a small site and the output directory between them, for builds that
/// are stopped part-way.
///
/// Version A (`old`) and version B (`new`) differ in a title (so every page changes), in a
/// page B adds and in a static file B drops. `site` starts as a copy of A's build; a build
/// of B into it is then stopped, and what is left is compared with both.
struct CrashFixture {
    let directory: URL
    let old: [String: Data]
    let new: [String: Data]

    var site: URL { directory.appendingPathComponent("site") }
    var contentA: URL { directory.appendingPathComponent("content-a") }
    var contentB: URL { directory.appendingPathComponent("content-b") }
    private var pristineOld: URL { directory.appendingPathComponent("pristine-old") }
    /// Names the fixture itself keeps beside the site; anything else there is a leftover.
    static let ownEntries: Set<String> = ["content-a", "content-b", "pristine-old", "site"]

    static func content(version: String) -> [String: String] {
        var files: [String: String] = [
            "site.yaml": "title: Crash test \(version)\n",
            "lifecycles/vc.yaml": """
            id: vc
            title: View controller \(version)
            object: view-controller
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
            """,
            "pages/index.md": "# Home \(version)\n\nText.\n",
        ]
        for index in 0..<40 where version == "A" || index != 7 {
            files["static/files/f\(index).txt"] = "static \(index) \(version)\n"
        }
        if version == "B" { files["pages/added.md"] = "# Added\n" }
        return files
    }

    static func make(in directory: URL) throws -> CrashFixture {
        for version in ["A", "B"] {
            try FixtureTree.write(content(version: version), into: directory.appendingPathComponent("content-\(version.lowercased())"))
        }
        let pristine = directory.appendingPathComponent("pristine-old")
        _ = try Builds.run(content: directory.appendingPathComponent("content-a"), output: pristine)
        let expectedNew = directory.appendingPathComponent("expected-new")
        _ = try Builds.run(content: directory.appendingPathComponent("content-b"), output: expectedNew)
        let fixture = CrashFixture(directory: directory, old: try readSite(pristine), new: try readSite(expectedNew))
        try FileManager.default.removeItem(at: expectedNew)
        return fixture
    }

    /// `site` made a fresh copy of A's build.
    func resetSite() throws {
        try? FileManager.default.removeItem(at: site)
        try FileManager.default.copyItem(at: pristineOld, to: site)
    }

    var buildArguments: [String] { buildArguments(content: contentB) }

    func buildArguments(content: URL) -> [String] {
        ["build", "--content", content.path, "--templates", Builds.bundledTemplates.path, "--output", site.path]
    }

    /// B built into `site` by the real executable, stopped at `point` (and `swap` forced).
    func crashingBuild(at point: String, swap: String?) throws -> LifelineProcess.Result {
        var environment = ["LIFELINE_CRASH_AT": point]
        if let swap { environment["LIFELINE_SWAP"] = swap }
        return try LifelineProcess.run(buildArguments, environment: environment)
    }

    /// The site as it is now, or nil when there is none.
    func siteNow() throws -> [String: Data]? {
        FileManager.default.fileExists(atPath: site.path) ? try Self.readSite(site) : nil
    }

    /// A site's files, the marker included byte for byte: nothing in it depends on the
    /// executable that wrote the site (this test process, or the `lifeline` the crashing
    /// builds run), so the two write the same one.
    static func readSite(_ url: URL) throws -> [String: Data] {
        try FixtureTree.read(url)
    }

    /// Folders beside the site and staging folders inside it that a build left behind.
    func leftovers() throws -> [String] {
        let beside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !Self.ownEntries.contains($0) }
        let inside = ((try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? []).filter { $0.hasPrefix(".lifeline-staging") }
        return (beside + inside.map { "site/\($0)" }).sorted()
    }

    /// A normal build of B, in-process, as the next build after a crash.
    func recover() throws -> SiteBuilder.Outcome {
        try Builds.run(content: contentB, output: site)
    }
}
