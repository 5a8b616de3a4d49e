import FileAccess
import Foundation
import SiteRenderer
import TestSupport
import Testing

@testable import SiteBuilder

/// The output's stamps stand in for listing and reading the site: recorded only when the
/// site holds exactly the marker's files, and changed by any file added, removed or
/// renamed in any of its folders, however deep, and by any page written in place.
@Suite struct OutputStampsTests {
    /// A site of `files` with its marker, as a build leaves it.
    private func site(_ files: [String], in directory: URL) throws -> (path: String, marker: SiteMarker) {
        let root = directory.appendingPathComponent("site")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        let marker = SiteMarker(graphvizVersion: nil, files: files)
        try Data(marker.file.bytes).write(to: root.appendingPathComponent(SiteMarker.fileName))
        return (root.path, marker)
    }

    @Test func everyAddedRemovedOrRenamedFileChangesTheStamps() throws {
        try withTemporaryDirectory { directory in
            let (root, marker) = try site(["index.html", "app/index.html", "app/diagrams/state.svg", "view/push.html"], in: directory)
            let recorded = try #require(OutputStamps.record(root, marker: marker))
            #expect(OutputStamps.of(root, marker: marker) == recorded)

            let stray = root + "/app/diagrams/stray.svg"
            try Data("x".utf8).write(to: URL(fileURLWithPath: stray))
            let added = try #require(OutputStamps.of(root, marker: marker))
            #expect(added != recorded, "a file added two folders down")
            try FileManager.default.removeItem(atPath: stray)
            #expect(OutputStamps.of(root, marker: marker) != added, "and removed again: the folder's change time tells")

            let settled = try #require(OutputStamps.record(root, marker: marker))
            try FileManager.default.moveItem(atPath: root + "/view/push.html", toPath: root + "/view/pop.html")
            #expect(OutputStamps.of(root, marker: marker) != settled, "a renamed page")
            try FileManager.default.removeItem(atPath: root + "/view")
            #expect(OutputStamps.of(root, marker: marker) == nil, "a listed folder that is gone")
        }
    }

    /// A page written in place (same inode, same folder entries) changes them too: it is
    /// what keeps a page edited inside the site from being reused.
    @Test func aPageWrittenInPlaceChangesTheStamps() throws {
        try withTemporaryDirectory { directory in
            let (root, marker) = try site(["index.html", "app/index.html"], in: directory)
            let recorded = try #require(OutputStamps.record(root, marker: marker))
            let page = root + "/app/index.html"
            let inode = try #require(FileStatus.of(page)).inode
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: page))
            try handle.write(contentsOf: Data("X".utf8))
            try handle.close()
            #expect(FileStatus.of(page)?.inode == inode)
            #expect(OutputStamps.of(root, marker: marker) != recorded)
        }
    }

    @Test func notRecordedForASiteHoldingAFileNoBuildWrote() throws {
        try withTemporaryDirectory { directory in
            let (root, marker) = try site(["index.html", "app/index.html"], in: directory)
            try Data("by hand".utf8).write(to: URL(fileURLWithPath: root + "/app/notes.txt"))
            #expect(OutputStamps.record(root, marker: marker) == nil)
            try FileManager.default.removeItem(atPath: root + "/app/notes.txt")
            #expect(OutputStamps.record(root, marker: marker) != nil)
        }
    }

    /// Recording waits until the folders' times are in the past, so a write in the same
    /// tick of the clock as the site's last one cannot go unseen.
    @Test func recordingWaitsUntilTheNewestFolderTimeIsPast() throws {
        try withTemporaryDirectory { directory in
            let (root, marker) = try site(["index.html", "app/index.html"], in: directory)
            _ = try #require(OutputStamps.record(root, marker: marker))
            let newest = try #require(FileStamp.of(root + "/app")).latestNanoseconds
            #expect(FileStamp.nanosecondsNow >= newest + OutputStamps.settleNanoseconds)
        }
    }

    /// The wait is as short as the system's file clock allows and no shorter: a file made
    /// in a folder once it is over gives the folder a time after the one recorded, every
    /// time (a wait under one tick of the coarse clock would leave some of them equal).
    @Test func aFileMadeOnceTheWaitIsOverChangesTheFolderTime() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("folder")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for round in 0..<40 {
                try Data().write(to: folder.appendingPathComponent("before-\(round)"))
                let recorded = try #require(FileStamp.of(folder.path)).latestNanoseconds
                while FileStamp.nanosecondsNow < recorded + OutputStamps.settleNanoseconds { usleep(200) }
                try Data().write(to: folder.appendingPathComponent("after-\(round)"))
                #expect(try #require(FileStamp.of(folder.path)).latestNanoseconds > recorded, "round \(round)")
            }
        }
        #expect(OutputStamps.settleNanoseconds <= 20_000_000)
    }

    /// The marker's modification shows; the stamps attribute written on it does not.
    @Test func theMarkerIsStampedByItsBytesNotItsAttributes() throws {
        try withTemporaryDirectory { directory in
            let (root, marker) = try site(["index.html"], in: directory)
            let recorded = try #require(OutputStamps.record(root, marker: marker))
            let stamps = RecordedStamps(engine: "e", content: "c", inputs: "i", output: recorded, taken: FileStamp.now)
            stamps.write(toMarkerIn: root)
            if FileSystem.extendedAttribute(RecordedStamps.attribute, at: root + "/" + SiteMarker.fileName) != nil {
                #expect(RecordedStamps(markerIn: root) == stamps)
            }
            #expect(OutputStamps.of(root, marker: marker) == recorded)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: root + "/" + SiteMarker.fileName))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("extra\n".utf8))
            try handle.close()
            #expect(OutputStamps.of(root, marker: marker) != recorded)
        }
    }
}
