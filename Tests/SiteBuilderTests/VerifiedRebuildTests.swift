import ContentLoader
import FileAccess
import Foundation
import SiteRenderer
import TestSupport
import Testing

@testable import SiteBuilder

/// A rebuild decides from what it verified, never from what it assumes: another content
/// folder at the same path, a stepped clock, a page edited inside the site, a marker or a
/// cache file edited by hand, each means a build that renders what it cannot prove, and
/// the site it leaves is the one a clean build writes.
@Suite struct VerifiedRebuildTests {
    private func build(_ content: URL, into site: URL, clean: Bool = false) throws -> SiteBuilder.Outcome {
        var options = BuildOptions(contentDirectory: content.path, outputDirectory: site.path)
        options.clean = clean
        return try SiteBuilder(options: options).run()
    }

    /// The site a clean build of `content` writes, marker included.
    private func clean(_ content: URL, in directory: URL) throws -> [String: Data] {
        let output = directory.appendingPathComponent("clean-\(UUID().uuidString.prefix(6))")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try build(content, into: output, clean: true)
        return try FixtureTree.read(output)
    }

    /// Two content folders whose files are all older than the margin a stamp must be past
    /// to be judged by: the case in which a build used to trust a file's stamp for another
    /// folder's bytes.
    private func twoOldContents(in directory: URL) throws -> (a: URL, b: URL) {
        let a = directory.appendingPathComponent("a/Content"), b = directory.appendingPathComponent("b/Content")
        try IncrementalBuildTests.twoLifecycles(in: a)
        try IncrementalBuildTests.twoLifecycles(in: b)
        try Builds.edit(b.appendingPathComponent("lifecycles/second.yaml"), replacing: "Second summary", with: "Folder b's summary")
        Thread.sleep(forTimeInterval: Double(BuildFingerprint.recentMargin) + 1.2)
        return (a, b)
    }

    @Test func anotherContentFolderIntoTheSameSiteIsBuilt() throws {
        try withTemporaryDirectory { directory in
            let (a, b) = try twoOldContents(in: directory)
            let site = directory.appendingPathComponent("site")
            _ = try build(a, into: site)
            let outcome = try build(b, into: site)
            #expect(!outcome.upToDate)
            #expect(try FixtureTree.read(site) == (try clean(b, in: directory)))
            #expect(try build(b, into: site).upToDate)
        }
    }

    /// `mv Content Content.old` and another folder moved in its place (a branch switch, a
    /// checkout made earlier): the same path, another folder.
    @Test func aContentFolderSwappedWithMvIsBuilt() throws {
        try withTemporaryDirectory { directory in
            let (a, b) = try twoOldContents(in: directory)
            let content = directory.appendingPathComponent("Content")
            try FileManager.default.moveItem(at: a, to: content)
            let site = directory.appendingPathComponent("site")
            _ = try build(content, into: site)
            #expect(try build(content, into: site).upToDate)
            try FileManager.default.moveItem(at: content, to: directory.appendingPathComponent("Content.old"))
            try FileManager.default.moveItem(at: b, to: content)
            let outcome = try build(content, into: site)
            #expect(!outcome.upToDate)
            #expect(try String(contentsOf: site.appendingPathComponent("second/index.html"), encoding: .utf8).contains("Folder b"))
            #expect(try FixtureTree.read(site) == (try clean(content, in: directory)))
        }
    }

    /// A clock now earlier than when the last build took its stamps has gone back: nothing
    /// recorded is trusted, and the build renders every page.
    @Test func aClockThatWentBackMeansAFullBuild() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            let site = directory.appendingPathComponent("site")
            let first = try build(content, into: site)
            var record = try #require(RecordedStamps(markerIn: site.path))
            #expect(RecordedStamps(markerIn: site.path, now: record.taken - 1) == nil)
            // The same record, as if taken an hour from now.
            record.taken = FileStamp.now + 3600
            record.write(toMarkerIn: site.path)
            #expect(RecordedStamps(markerIn: site.path) == nil)
            let rebuilt = try build(content, into: site)
            #expect(!rebuilt.upToDate)
            #expect(rebuilt.jobsReused == 0)
            #expect(rebuilt.jobsRendered == first.jobsRendered)
        }
    }

    /// A page changed inside the site, in place (same inode, same folder), is rewritten by
    /// the next build, with or without a content edit; `--check` and the build agree.
    @Test(arguments: [false, true])
    func aPageChangedInsideTheSiteIsRewritten(withContentEdit: Bool) throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            let site = directory.appendingPathComponent("site")
            _ = try build(content, into: site)
            let page = site.appendingPathComponent("keyboard/index.html")
            let handle = try FileHandle(forWritingTo: page)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("<p>edited inside the site</p>".utf8))
            try handle.close()
            if withContentEdit {
                try Builds.edit(content.appendingPathComponent("lifecycles/second.yaml"), replacing: "Second summary", with: "Edited")
            }
            let rebuilt = try build(content, into: site)
            #expect(!rebuilt.upToDate)
            #expect(try !String(contentsOf: page, encoding: .utf8).contains("edited inside the site"))
            #expect(try FixtureTree.read(site) == (try clean(content, in: directory)))
        }
    }

    /// A marker whose bytes were edited (a digest of the content changed by hand, the
    /// checksum left as it was) is no record: `--check` calls the site stale, the build
    /// runs, renders every page, and its marker holds the content's real digests.
    @Test func anEditedMarkerIsNotTrusted() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            let site = directory.appendingPathComponent("site")
            _ = try build(content, into: site)
            let marker = site.appendingPathComponent(SiteMarker.fileName)
            let text = try String(contentsOf: marker, encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("content: ") })
            let forged = text.replacingOccurrences(of: String(line), with: "content: 00000000000000000000000000000000" + line.dropFirst(41))
            #expect(forged != text)
            try Data(forged.utf8).write(to: marker)
            #expect(!SiteMarker(parsing: forged).isVerified)
            #expect(SiteMarker(parsing: text).isVerified)
            // `--check` agrees with the build that follows: the site is stale, by its marker.
            var check = BuildOptions(contentDirectory: content.path, outputDirectory: site.path)
            check.checkOnly = true
            #expect(try SiteBuilder(options: check).run().difference?.lines == ["changed: \(SiteMarker.fileName)"])
            let rebuilt = try build(content, into: site)
            #expect(!rebuilt.upToDate)
            #expect(rebuilt.jobsReused == 0)
            #expect(try String(contentsOf: marker, encoding: .utf8) == text)
            #expect(try SiteBuilder(options: check).run().difference?.isEmpty == true)
        }
    }

    /// A file over its folder's size limit is fingerprinted from its stamp, never read:
    /// the loader refuses it from its size, and reading it whole first would cost its size
    /// in memory.
    @Test func aFileOverItsLimitIsNotReadForTheFingerprint() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            let huge = content.appendingPathComponent("static/huge.bin")
            try FileManager.default.createDirectory(at: huge.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Sparse: 700 MiB that take no room on disk, as the probe's did in memory.
            #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
            let handle = try FileHandle(forWritingTo: huge)
            try handle.truncate(atOffset: 700 << 20)
            try handle.close()
            let stamp = try #require(FileStamp.of(huge.path))
            let digests = try #require(BuildFingerprint.fileDigests(content.path, rules: ContentLayout.rules))
            #expect(digests["static/huge.bin"] == Digest.of(["too large"] + stamp.fields.map(String.init)))
            #expect(ContentLayout.rules.sizeLimit(of: "static/huge.bin") == ContentLayout.staticSizeLimit)
            #expect(ContentLayout.rules.sizeLimit(of: "lifecycles/a.yaml") == ContentLayout.yamlSizeLimit)
        }
    }
}
