import FileAccess
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

/// The stamps that let a rebuild prove nothing changed without reading the content: they
/// change with any rewrite of a file, even one that keeps its size and modification time,
/// and are withheld while a file is too recent to be judged by its stamp.
@Suite struct InputStampsTests {
    @Test func stampsAreWithheldForRecentFilesAndChangeWithEveryRewrite() throws {
        try withTemporaryDirectory { directory in
            let root = directory.appendingPathComponent("Content")
            let file = root.appendingPathComponent("lifecycles/a.yaml")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("id: a\n".utf8).write(to: file)
            try Data("title: t\n".utf8).write(to: root.appendingPathComponent("site.yaml"))

            // Just written: a second write in the same clock tick could keep the stamp.
            #expect(BuildFingerprint.stamps(root.path) == nil)
            // Judged from a minute later, the same tree stamps the same.
            let later = FileStamp.now + 60
            let first = try #require(BuildFingerprint.stamps(root.path, now: later))
            #expect(BuildFingerprint.stamps(root.path, now: later) == first)

            // Same size, modification time set back: the change time still tells.
            let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as! Date
            try Data("id: b\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
            let rewritten = try #require(BuildFingerprint.stamps(root.path, now: later + 1))
            #expect(rewritten != first)

            // A new file changes them; a link means they cannot be trusted at all.
            try Data("# a\n".utf8).write(to: root.appendingPathComponent("lifecycles/a.md"))
            #expect(BuildFingerprint.stamps(root.path, now: later + 2) != rewritten)
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("lifecycles/b.yaml").path, withDestinationPath: file.path)
            #expect(BuildFingerprint.stamps(root.path, now: later + 2) == nil)
        }
    }

    /// Content older than the margin gets its stamps recorded beside the marker (an
    /// extended attribute, not the marker's bytes, which stay the same wherever the site is
    /// built), and a rebuild is up to date on them; an edit that keeps the file's size and
    /// modification time is still seen (by its change time) and built.
    @Test func aSiteIsUpToDateOnItsStampsAndAnEditKeepingSizeAndTimeIsBuilt() throws {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try IncrementalBuildTests.twoLifecycles(in: content)
            let site = directory.appendingPathComponent("site")
            let marker = site.appendingPathComponent(".lifeline-site").path
            let options = BuildOptions(contentDirectory: content.path, outputDirectory: site.path)
            func stamps() -> String? { RecordedStamps(markerIn: site.path)?.content }
            // Another site of the same content is no proof for this one.
            #expect(RecordedStamps(markerIn: site.path) == nil)

            _ = try SiteBuilder(options: options).run()
            #expect(stamps() == nil, "content just written is too recent to judge by its stamps")
            // Past the margin, the next build records them: an unchanged one (up to date on
            // the content's hash, writing no page) as well as a clean one.
            Thread.sleep(forTimeInterval: Double(BuildFingerprint.recentMargin) + 1.5)
            let markerBytes = try Data(contentsOf: URL(fileURLWithPath: marker))
            #expect(try SiteBuilder(options: options).run().upToDate)
            #expect(try Data(contentsOf: URL(fileURLWithPath: marker)) == markerBytes)
            guard FileSystem.setExtendedAttribute("user.lifeline.probe", to: "1", at: marker) else {
                return  // a file system without extended attributes: rebuilds hash the content
            }
            let recorded = try #require(stamps())
            var clean = options
            clean.clean = true
            _ = try SiteBuilder(options: clean).run()
            #expect(try Data(contentsOf: URL(fileURLWithPath: marker)) == markerBytes)
            #expect(stamps() == recorded)
            #expect(try SiteBuilder(options: options).run().upToDate)

            // A file put in one of the site's folders: its stamps no longer hold, the build
            // runs (and removes the file); the next one is up to date on the stamps again.
            let stray = site.appendingPathComponent("second/notes.txt")
            try Data("by hand".utf8).write(to: stray)
            let listed = try SiteBuilder(options: options).run()
            #expect(!listed.upToDate)
            #expect(!FileManager.default.fileExists(atPath: stray.path))
            #expect(RecordedStamps(markerIn: site.path)?.output != nil)
            #expect(try SiteBuilder(options: options).run().upToDate)

            let second = content.appendingPathComponent("lifecycles/second.yaml")
            let modified = try FileManager.default.attributesOfItem(atPath: second.path)[.modificationDate] as! Date
            try Builds.edit(second, replacing: "Second summary", with: "Edited summary")
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: second.path)
            let edited = try SiteBuilder(options: options).run()
            #expect(!edited.upToDate)
            #expect(edited.jobsRendered >= 1)
            #expect(try String(contentsOf: site.appendingPathComponent("second/index.html"), encoding: .utf8).contains("Edited summary"))
            #expect(stamps() != recorded)
        }
    }
}
