import Testing

/// Lines the author wrote into the log (`# …`, `// …`) are skipped, even when they name a
/// call, and counted in the report. Before, `# B viewWillAppear` was read as a call and a
/// `//` line was counted as blank.
@Suite struct CommentLineTests {
    @Test func commentLinesAreSkippedAndCounted() throws {
        let log = """
            # vc-push.md, source 1: A pushes B
            B  viewDidLoad
            // B viewWillAppear: printed twice here, taken out
            A  viewWillDisappear:
              # B viewWillAppear:
            B  viewWillAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 6 lines: 3 calls on objects of push, 3 lines ignored",
                "  comment: lines 1, 3, 5",
                "agreement: 3 calls match the simulated order of push",
            ])
    }

    /// A `#` before a digit numbers a line or a backtrace frame; it is no comment.
    @Test func aNumberAfterHashIsNoComment() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: "#1 B viewDidLoad\n#2 A viewWillDisappear")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.first == "read 2 lines: 2 calls on objects of push, no lines ignored")
    }

    /// A log of comments only says nothing: it is empty, as a log of blank lines is.
    @Test func aLogOfCommentsIsEmpty() throws {
        let (status, console) = try TraceCheckFixtures.check("quiet", log: "# nothing is laid out\n")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: the log is empty, and the steps of quiet make no call")
    }

    /// lukepistrol/TaskTrigger#5 (2024) prints `### TRIGGER`: a log of comments only, where
    /// the steps make calls, was "the log is empty" and a divergence; and a `--call` for a
    /// word only comments print passed in silence (dev round 13, 2026-12-06).
    @Test func aLogOfCommentsWhereTheEngineMakesCallsIsInconclusive() throws {
        let log = "### B viewDidLoad\n### TRIGGER\n"
        let (status, console) = try TraceCheckFixtures.check("push", log: log, "--call", "TRIGGER=B.viewWillAppear")
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.outLines.contains("  unused: --call TRIGGER, which only comment lines (# or //) print"), "\(console.stdout)")
        #expect(
            console.outLines.last
                == "inconclusive: every line of the log is a comment (# or //), and lines 1, 2 would read as calls without the marks; "
                + "if the app printed them (print(\"### …\")), take the marks off")
        // A comment that says nothing was printed leaves the log empty: the engine's calls diverge.
        let (empty, output) = try TraceCheckFixtures.check("push", log: "# Nothing is printed when B is pushed\n")
        #expect(empty == .failure, "\(output.stdout)")
        #expect(output.outLines.contains { $0.hasPrefix("divergence: the log is empty, but the engine makes") }, "\(output.stdout)")
    }
}
