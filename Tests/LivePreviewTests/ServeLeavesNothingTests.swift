import Foundation
@testable import LivePreview
import TestSupport
import Testing

/// `PreviewServer` without a work directory: its temporary folder is gone after `stop`,
/// and after a start that fails.
@Suite("Live preview leaves no temporary folder", .serialized)
struct ServeLeavesNothingTests {
    @Test("a start on a port that is taken leaves nothing in the temporary folder")
    func portTaken() throws {
        try withTemporaryDirectory { root in
            try FixtureTree.write(PreviewFixtures.content.mapKeys { "Content/\($0)" }, into: root)
            let temporary = root.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            var options = PreviewOptions(contentDirectory: root.appendingPathComponent("Content").path, port: 0)
            options.temporaryRoot = temporary.path
            let first = PreviewServer(options: options)
            try first.start { _, _ in }
            defer { first.stop() }
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).count == 1)

            options.port = first.port!
            let second = PreviewServer(options: options)
            let error = #expect(throws: PreviewError.self) { try second.start { _, _ in } }
            #expect(error?.message.hasPrefix("cannot listen on 127.0.0.1:\(first.port!)") == true)
            #expect(error?.hint == "pass another --port, or --port 0 for any free one")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).count == 1)

            first.stop()
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        }
    }
}
