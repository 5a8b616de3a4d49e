import FileAccess
import Foundation
@testable import SiteBuilder
import SiteRenderer
import TestSupport
import Testing

/// A new site asks ext4 to spread its folders over the disk (`chattr +T`): packed where
/// the last site was removed, every new inode first skipped the inodes just freed there.
@Suite struct FolderPlacementTests {
    @Test func theWrittenSiteCarriesTheHintWhereTheFileSystemKeepsIt() throws {
        try withTemporaryDirectory { directory in
            let probe = directory.appendingPathComponent("probe")
            try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: false)
            // Only where the file system keeps the flag (ext4 does; tmpfs, APFS do not).
            guard FileSystem.spreadFoldersMade(under: probe.path) else { return }
            #expect(FileSystem.spreadsFoldersMade(under: probe.path) == true)

            let site = directory.appendingPathComponent("site")
            try OutputWriter(outputDirectory: site.path).write([OutputFile(path: "a/index.html", text: "home")])
            #expect(FileSystem.spreadsFoldersMade(under: site.path) == true)
            #expect(FileSystem.spreadsFoldersMade(under: site.appendingPathComponent("a").path) == false)
        }
    }
}
