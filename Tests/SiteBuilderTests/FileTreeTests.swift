import FileAccess
import Foundation
import TestSupport
import Testing

/// The calls that make and remove an output tree: folders made before they are looked at,
/// entries told apart by the kind `readdir` gives, and links removed, never followed.
@Suite struct FileTreeTests {
    @Test func createDirectoriesMakesEveryMissingParentAndAcceptsAnExistingFolder() throws {
        try withTemporaryDirectory { directory in
            let deep = directory.path + "/a/b/c"
            try FileSystem.createDirectories(deep)
            #expect(FileStatus.of(deep)?.kind == .directory)
            try FileSystem.createDirectories(deep)
            try FileSystem.createDirectories(directory.path + "/a/b/d")
            #expect(try FileSystem.entries(of: directory.path + "/a/b") == ["c", "d"])
        }
    }

    @Test func kindedEntriesNameEachKindInByteOrder() throws {
        try withTemporaryDirectory { directory in
            let root = directory.path
            try Data("x".utf8).write(to: directory.appendingPathComponent("b.html"))
            try FileSystem.createDirectories(root + "/a")
            try FileManager.default.createSymbolicLink(atPath: root + "/c", withDestinationPath: root + "/a")
            let entries = try FileSystem.kindedEntries(of: root)
            #expect(entries.map(\.name) == ["a", "b.html", "c"])
            // A file system may not say; where it does, it says what lstat says.
            for (name, kind) in entries {
                if let kind { #expect(kind == FileStatus.of(root + "/" + name)?.kind) }
            }
        }
    }

    @Test func removeTreeRemovesEverythingUnderItAndFollowsNoLink() throws {
        try withTemporaryDirectory { directory in
            let site = directory.path + "/site", kept = directory.path + "/kept"
            try FileSystem.createDirectories(site + "/app/diagrams")
            try FileSystem.createDirectories(kept)
            for path in ["index.html", "app/index.html", "app/diagrams/state.svg"] {
                try Data(path.utf8).write(to: URL(fileURLWithPath: site + "/" + path))
            }
            try Data("mine".utf8).write(to: URL(fileURLWithPath: kept + "/notes.txt"))
            try FileManager.default.createSymbolicLink(atPath: site + "/app/link", withDestinationPath: kept)
            try FileSystem.removeTree(site)
            #expect(FileStatus.of(site) == nil)
            #expect(try FileSystem.entries(of: kept) == ["notes.txt"])
            try FileSystem.removeTree(site)  // nothing there is fine
        }
    }
}
