import ContentLoader
import Diagnostics
import Foundation
import TestSupport
import Testing

/// `trace-check` on a file in the format of `Content/evidence/`: the `---` header is read
/// (its map as `--map`, its instrumented calls as `check` uses them), not taken for log
/// lines. Before, the header's `instrumented:` line read as a dozen calls and the tool's
/// own evidence files came out inconclusive or divergent.
@Suite struct EvidenceHeaderTests {
    /// Every log bundled in `Content/evidence/`, run directly with each scenario whose
    /// `logs:` lists it, agrees: trace-check and check read it alike.
    @Test func everyBundledLogAgreesWhenCheckedDirectly() throws {
        var diagnostics = DiagnosticBag()
        let catalog = try ContentLoader(contentDirectory: Trees.bundledContent).load(diagnostics: &diagnostics).catalog
        var checked: [String] = []
        for lifecycle in catalog.lifecycles {
            for scenario in lifecycle.scenarios {
                for id in scenario.logs {
                    let log = URL(fileURLWithPath: Trees.bundledContent).appendingPathComponent("evidence/\(id.value).log").path
                    let (status, console) = lifeline("trace-check", lifecycle.location.file, scenario.id, log)
                    #expect(status == .success, "\(id.value) against \(scenario.id):\n\(console.stdout)\n\(console.stderr)")
                    #expect(console.outLines.last?.hasPrefix("agreement: ") == true, "\(id.value)")
                    checked.append(id.value)
                }
            }
        }
        #expect(checked.count >= 40, "only \(checked.count) attached logs found")
    }

    /// HustBroventure's launch log as bundled: the header's lines are accounted for, the
    /// body's lines keep the file's numbers, and the header says what was compared.
    @Test func theHeaderIsReportedAndTheBodyKeepsTheFilesLineNumbers() throws {
        let path = Trees.bundledContent + "/evidence/hustbroventure-2015-launch.log"
        let (status, console) = lifeline("trace-check", Trees.bundledContent + "/lifecycles/app.yaml", "launch-ios9", path)
        #expect(status == .success, "\(console.stdout)")
        // The file's own numbers: its header ends at its second `---`, and its blank lines after it.
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let headerEnd = try #require(lines.indices.dropFirst().first { lines[$0] == "---" }) + 1
        let blank = lines.indices.filter { $0 >= headerEnd && $0 < lines.count - 1 && lines[$0].trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(blank.count == 3)
        #expect(console.outLines.count == 4)
        #expect(console.outLines.first == "read 12 lines: 9 calls on objects of launch-ios9, 3 lines ignored")
        #expect(console.outLines[1].hasPrefix("  header: lines 1-\(headerEnd) (map: A=ViewController, app=AppDelegate; instrumented: "))
        #expect(console.outLines[2] == "  blank: lines " + blank.map { String($0 + 1) }.joined(separator: ", "))
    }

    static let headered = """
        ---
        title: "A push, as recorded"
        url: https://example.com/push
        action: "A pushes B"
        map: { A: ListViewController, B: DetailViewController }
        instrumented: [viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear]
        ---
        # the push
        -[ListViewController viewWillDisappear:]
        -[DetailViewController viewWillAppear:]
        -[ListViewController viewDidDisappear:]
        -[DetailViewController viewDidAppear:]
        """

    @Test func theHeadersMapIsUsedAndCommandLineMapsOverrideIt() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.headered)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 5 lines: 4 calls on objects of push, 1 line ignored",
                "  header: lines 1-7 (map: A=ListViewController, B=DetailViewController; instrumented: viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear)",
                "  comment: line 8",
                "agreement: 4 calls match the simulated order of push",
            ])
        // --map replaces the header's map: here it names no class the log prints.
        let (overridden, again) = try TraceCheckFixtures.check("push", log: Self.headered, "--map", "A=Other,B=Another")
        #expect(overridden == .inconclusive, "\(again.stdout)")
        #expect(
            again.outLines[1]
                == "  header: lines 1-7 (map from --map: A=Other, B=Another; instrumented: viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear)"
        )
    }

    /// The header's instrumented calls are held against the log as `check` holds them: a
    /// deleted line is a divergence, not a narrower comparison.
    @Test func instrumentedCallsMissingFromTheLogDiverge() throws {
        let deleted = Self.headered.replacingOccurrences(of: "-[DetailViewController viewWillAppear:]\n", with: "")
        let (status, console) = try TraceCheckFixtures.check("push", log: deleted)
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.contains("divergence at log line 10 of the simulated order of push:"))
    }

    @Test func aMistakeInTheHeaderIsReportedAtItsLine() throws {
        let log = Self.headered.replacingOccurrences(of: "instrumented: [viewWillAppear,", with: "instrumented: [viewWillApear,")
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure)
        #expect(console.stderr.contains("console.log:6:16: error: 'viewWillApear' is neither a callback group nor a callback name"))
        #expect(console.stderr.contains("did you mean 'viewWillAppear(_:)'?"))
    }

    /// A header whose closing `---` is missing is an error at its start, not log lines read
    /// as calls (before, the header's lines came out as prose and the verdict inconclusive).
    @Test func aHeaderWithoutItsEndIsAnError() throws {
        let log = Self.headered.replacingOccurrences(of: "viewDidDisappear]\n---\n", with: "viewDidDisappear]\n")
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.stderr.contains("console.log:1:1: error: the log's header starts here and has no closing '---'"), "\(console.stderr)")
        #expect(console.stdout.isEmpty)
    }

    /// The header's map names an object the scenario lacks: an error at the entry.
    @Test func aHeaderMappingAnUnknownObjectIsAnErrorAtTheEntry() throws {
        let log = Self.headered.replacingOccurrences(of: "map: { A: ListViewController,", with: "map: { Z: ListViewController,")
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure)
        #expect(
            console.stderr.contains("console.log:5:8: error: the log's header maps 'Z', which is not an object of scenario 'push'"),
            "\(console.stderr)")
    }

    /// A log that prints `---` as a separator, with log lines between, has no header.
    @Test func separatorsAreNoHeader() throws {
        let log = """
            ---
            B: viewDidLoad
            ---
            A: viewWillDisappear
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.first == "read 4 lines: 2 calls on objects of push, 2 lines ignored")
    }

    /// A log saved as UTF-16 (a Windows editor) or with a UTF-8 byte-order mark, which
    /// would otherwise hide the header's opening `---`, is read as its text.
    static let encodings: [[UInt8]] = [
        [0xFF, 0xFE] + headered.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
        [0xEF, 0xBB, 0xBF] + Array(headered.utf8),
    ]

    @Test(arguments: encodings)
    func encodedLogsAreDecoded(_ bytes: [UInt8]) throws {
        let (status, console) = try withTemporaryDirectory { directory in
            try FixtureTree.write(["traces.yaml": TraceCheckFixtures.lifecycle], into: directory)
            let log = directory.appendingPathComponent("console.log")
            try Data(bytes).write(to: log)
            return lifeline("trace-check", directory.appendingPathComponent("traces.yaml").path, "push", log.path)
        }
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.first == "read 5 lines: 4 calls on objects of push, 1 line ignored")
    }

    /// A header that only says how to read the log: no title, url or action needed.
    @Test func aReadingOnlyHeader() throws {
        let log = """
            ---
            map: { B: DetailViewController }
            ---
            DetailViewController viewDidLoad
            DetailViewController viewWillAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines[1] == "  header: lines 1-3 (map: B=DetailViewController)")
    }

    /// A header whose `instrumented:` leaves out calls the log prints: the divergence is the
    /// header's, and the hint says so. Before, it said only "where the engine has no more
    /// calls", which blames the engine (the acceptance trial, 2026-12-07).
    @Test func aPrintedCallTheHeaderLeavesOutIsHinted() throws {
        let log = """
            ---
            map: { A: ListViewController, B: DetailViewController }
            instrumented: [A.viewWillDisappear, A.viewDidDisappear]
            ---
            DetailViewController viewDidLoad
            ListViewController viewWillDisappear:
            ListViewController viewDidDisappear:
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "hint: line 5 prints B.viewDidLoad(), which the header's map: and instrumented: leave out, so the engine's calls it is "
                + "compared with leave it out too; if the app prints it, add it to instrumented:")
        let listed = log.replacingOccurrences(of: "[A.viewWillDisappear", with: "[B.viewDidLoad, A.viewWillDisappear")
        let (agreed, output) = try TraceCheckFixtures.check("push", log: listed)
        #expect(agreed == .success, "\(output.stdout)")
    }
}
