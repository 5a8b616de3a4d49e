import ContentLoader
import Foundation
import Testing

/// Point 8 of issue 9: a huge file is refused by its size before a byte of it is read
/// (a 3 GB page used to abort the process).
@Suite struct SizeLimitTests {
    /// A sparse file: its size is real, its blocks are not, so the test stays cheap.
    private func makeSparse(_ url: URL, size: UInt64) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    @Test func threeGigabytePageIsRefusedBySize() throws {
        try GateFixture.with([:]) { fixture in
            try makeSparse(fixture.content.appendingPathComponent("pages/huge.md"), size: 3 << 30)
            let loaded = try fixture.load()
            #expect(loaded.messages == ["pages/huge.md: pages/huge.md is 3 GiB; files here may be at most 1 MiB [lifeline.content.too-large]"])
            #expect(loaded.content.catalog.pages.isEmpty)
        }
    }

    @Test func yamlOneByteOverTheLimitIsRefused() throws {
        try GateFixture.with([:]) { fixture in
            try makeSparse(fixture.content.appendingPathComponent("lifecycles/vc.yaml"), size: UInt64(ContentLayout.yamlSizeLimit) + 1)
            let result = try fixture.load()
            #expect(result.ids == ["lifeline.content.too-large"])
        }
    }
}
