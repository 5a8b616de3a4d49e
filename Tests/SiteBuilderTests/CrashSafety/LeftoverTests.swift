import FileAccess
import Foundation
import SiteBuilder
import SiteRenderer
import TestSupport
import Testing

/// Point 3 of issue 9: what killed builds leave beside the site is recognised by its name
/// and its contents, and cleaned (or restored) by the next build; nothing else is touched.
@Suite struct LeftoverTests {
    private func build(_ site: URL) throws {
        let outcome = try Builds.run(content: try content(beside: site), output: site)
        #expect(!outcome.diagnostics.hasErrors)
    }

    /// The bundled content (one edition), copied beside the site on first use: the only
    /// entry there besides the site that a test expects.
    private func content(beside site: URL) throws -> URL {
        let folder = site.deletingLastPathComponent()
        let content = folder.appendingPathComponent("Content")
        return FileManager.default.fileExists(atPath: content.path) ? content : try Builds.oneEditionContent(in: folder)
    }

    /// The same process id in every container used to make a leftover block every build.
    @Test func abandonedStagingFolderIsRemoved() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            try build(site)
            try FixtureTree.write([".lifeline-staging": "", "index.html": "half"], into: directory.appendingPathComponent(".site.lifeline-Ab12Cd"))
            try build(site)
            #expect(try Builds.entries(of: directory) == ["Content", "site"])
        }
    }

    @Test func missingSiteIsRestoredFromACompleteLeftover() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            try build(site)
            let before = try FixtureTree.read(site)
            try FileManager.default.moveItem(at: site, to: directory.appendingPathComponent(".site.lifeline-Zz99Yy"))
            // The restore happens before anything is written: a build that then fails
            // still leaves the site in place.
            let notes = try Builds.run(content: try content(beside: site), output: site).diagnostics.all
            #expect(notes.map(\.id) == ["lifeline.output.restored"])
            #expect(try FixtureTree.read(site) == before)
            #expect(try Builds.entries(of: directory) == ["Content", "site"])
        }
    }

    @Test func folderWithTheNameButForeignContentsIsLeftAlone() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            let foreign = directory.appendingPathComponent(".site.lifeline-notes")
            try FixtureTree.write(["mine.txt": "keep"], into: foreign)
            try build(site)
            #expect(try FixtureTree.read(foreign) == ["mine.txt": Data("keep".utf8)])
        }
    }

    /// A running build holds a lock on its staging folder; another build must not take it.
    @Test func lockedStagingFolderBelongsToARunningBuild() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            let running = directory.appendingPathComponent(".site.lifeline-Run123")
            try FixtureTree.write([".lifeline-staging": "", "a.html": "x"], into: running)
            let lock = try #require(DirectoryLock(running.path))
            try build(site)
            #expect(FileManager.default.fileExists(atPath: running.appendingPathComponent("a.html").path))
            withExtendedLifetime(lock) {}
        }
    }

    @Test func leftoversOfOlderBuildsAreRemoved() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            for name in [".site.staging-1", ".site.previous-1"] {
                try FixtureTree.write([SiteMarker.fileName: "", "index.html": "old"], into: directory.appendingPathComponent(name))
            }
            try build(site)
            #expect(try Builds.entries(of: directory) == ["Content", "site"])
        }
    }

    /// A Docker volume is a mount point: it cannot be renamed, so it is written in place.
    @Test(.enabled(if: MountTesting.canMount)) func mountPointIsWrittenInPlace() throws {
        try withTemporaryDirectory { directory in
            let site = directory.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try MountTesting.mountTemporaryFileSystem(at: site.path)
            defer { MountTesting.unmount(site.path) }
            #expect(MountPoints.isMountPoint(site.path))
            try build(site)
            try FixtureTree.write(["stale.html": "x"], into: site)
            try build(site)
            let files = try FixtureTree.read(site)
            #expect(files["index.html"] != nil)
            #expect(files["stale.html"] == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasPrefix(".lifeline-staging") } == [])
            #expect(try Builds.entries(of: directory) == ["Content", "site"])
        }
    }
}

/// Real mounts, where the test runs as root on Linux (as CI does); elsewhere the mount
/// test is skipped and the in-place path is still run through `LIFELINE_SWAP=in-place`.
enum MountTesting {
    static var canMount: Bool {
        #if os(Linux)
            return getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount")
        #else
            return false
        #endif
    }

    static func mountTemporaryFileSystem(at path: String) throws {
        let result = try run("/bin/mount", ["-t", "tmpfs", "-o", "size=256m", "lifeline-test", path])
        guard result == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }

    static func unmount(_ path: String) {
        _ = try? run("/bin/umount", [path])
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
