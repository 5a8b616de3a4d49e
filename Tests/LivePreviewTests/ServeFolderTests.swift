import Foundation
@testable import LivePreview
import TestSupport
import Testing

/// The temporary folder of `serve`: locked while its server lives, swept once nobody holds it.
@Suite("Serve's temporary folder")
struct ServeFolderTests {
    @Test("a folder whose lock is held is kept; one nobody holds is removed, with what is in it")
    func sweepRemovesOnlyAbandonedFolders() throws {
        try withTemporaryDirectory { root in
            let live = try ServeFolder.create(in: root.path)
            defer { live.remove() }
            let abandoned = root.appendingPathComponent("lifeline-serve-Ab12Cd")
            try FixtureTree.write(["builds/site-a/index.html": "<p>old</p>"], into: abandoned)
            let unrelated = root.appendingPathComponent("lifeline-tests-keep")
            try FileManager.default.createDirectory(at: unrelated, withIntermediateDirectories: true)

            let removed = ServeFolder.sweep(in: root.path)
            #expect(removed == [abandoned.path])
            #expect(FileManager.default.fileExists(atPath: live.path))
            #expect(!FileManager.default.fileExists(atPath: abandoned.path))
            #expect(FileManager.default.fileExists(atPath: unrelated.path))
        }
    }

    @Test("a folder of a lifeline that locked nothing goes when the process its name gives is gone")
    func unlockedFoldersGoWithTheirProcess() throws {
        try withTemporaryDirectory { root in
            let running = root.appendingPathComponent("lifeline-serve-\(ProcessInfo.processInfo.processIdentifier)-1A2B3C4D")
            let gone = root.appendingPathComponent("lifeline-serve-\(Int32.max - 1)-1A2B3C4D")
            for folder in [running, gone] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            #expect(ServeFolder.sweep(in: root.path) == [gone.path])
            #expect(FileManager.default.fileExists(atPath: running.path))
        }
    }

    @Test("remove deletes the folder and lets go of it; the builds go one level down")
    func removeLetsGo() throws {
        try withTemporaryDirectory { root in
            let folder = try ServeFolder.create(in: root.path)
            #expect((folder.path as NSString).lastPathComponent.hasPrefix("lifeline-serve-"))
            #expect(folder.buildsDirectory == folder.path + "/builds")
            try FixtureTree.write(["site-a/index.html": "x"], into: URL(fileURLWithPath: folder.buildsDirectory))
            folder.remove()
            #expect(!FileManager.default.fileExists(atPath: folder.path))
            folder.remove()
        }
    }
}
