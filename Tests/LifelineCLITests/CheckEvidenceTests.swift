import Foundation
import TestSupport
import Testing

/// `lifeline check` re-runs every recorded log attached to the bundled content: on a
/// copy where a log has lost a line, or has two lines swapped, it fails at that log's
/// `file:line` with the two orders side by side.
@Suite struct CheckEvidenceTests {
    static let log = "evidence/abnerpei-2020-push.log"

    /// The bundled content copied to a scratch folder, `edit` applied to the log's lines.
    func checkBundledCopy(editing edit: (inout [String]) -> Void) throws -> (status: Int32, stderr: String, log: String) {
        try withTemporaryDirectory { directory in
            let content = directory.appendingPathComponent("Content")
            try FileManager.default.copyItem(atPath: Trees.bundledContent, toPath: content.path)
            let log = content.appendingPathComponent(Self.log)
            var lines = try String(contentsOf: log, encoding: .utf8).components(separatedBy: "\n")
            edit(&lines)
            try lines.joined(separator: "\n").write(to: log, atomically: true, encoding: .utf8)
            let (status, console) = lifeline("check", "--content", content.path)
            return (status.rawValue, console.stderr, log.path)
        }
    }

    /// The file line of the log line reading `-[Class method]`.
    func line(of text: String) throws -> Int {
        let source = try String(contentsOf: URL(fileURLWithPath: Trees.bundledContent).appendingPathComponent(Self.log), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.hasSuffix(text) }) + 1
    }

    @Test func theBundledLogsAgreeAsShipped() throws {
        let result = try checkBundledCopy { _ in }
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aDeletedLineFailsAtTheLogsLine() throws {
        let deleted = try line(of: "-[SecondViewController viewWillAppear:]")
        let result = try checkBundledCopy { $0.remove(at: deleted - 1) }
        #expect(result.status == 1)
        // The next line has moved up into the deleted one's place.
        #expect(result.stderr.contains("\(result.log):\(deleted):1: error: log 'abnerpei-2020-push' diverges"))
        #expect(result.stderr.contains("hint: the log has B.viewWillLayoutSubviews() where the engine has B.viewWillAppear(_:)"))
    }

    @Test func twoSwappedLinesFailAtTheFirstOfThem() throws {
        let first = try line(of: "-[FirstViewController viewWillDisappear:]")
        let result = try checkBundledCopy { $0.swapAt(first - 1, first) }
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(result.log):\(first):1: error: log 'abnerpei-2020-push' diverges"))
        #expect(result.stderr.contains("1 error found."))
    }
}
