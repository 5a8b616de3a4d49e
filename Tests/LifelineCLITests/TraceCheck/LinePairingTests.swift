import Testing

/// One call printed on two lines, read as one call: at its begin and end (`--pairs
/// BEGIN/END`, or `pairs:` in the log's header), or followed by a line that prints a value
/// of it (`--pairs value`). The report says how the lines were paired.
@Suite struct LinePairingTests {
    /// An entry/exit tracer's arrows, indented as the calls nest. Before, `->` and `<-`
    /// were dropped as punctuation and each call counted twice (a divergence).
    static let arrows = """
        -> -[DetailViewController viewDidLoad]
        <- -[DetailViewController viewDidLoad]
        -> -[ListViewController viewWillDisappear:]
        <- -[ListViewController viewWillDisappear:]
        -> -[DetailViewController viewWillAppear:]
          -> -[DetailViewController viewIsAppearing:]
          <- -[DetailViewController viewIsAppearing:]
        <- -[DetailViewController viewWillAppear:]
        """

    @Test func arrowsMarkWhereACallBeginsAndEnds() throws {
        let (status, console) = try TraceCheckFixtures.check(
            "push", log: Self.arrows, "--map", "A=ListViewController,B=DetailViewController", "--pairs", "->/<-")
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 8 lines: 4 calls on objects of push, 4 lines ignored",
                "  paired: lines 1 and 2, 3 and 4, 5 and 8, 6 and 7, each read as one call at its first line ('->' … '<-', --pairs ->/<-)",
                "  a call already counted: lines 2 (at line 1), 4 (at line 3), 7 (at line 6), 8 (at line 5)",
                "agreement: 4 calls match the simulated order of push",
            ])
    }

    /// The same tracer without `--pairs`: its arrows pair its lines, as the usual words do,
    /// and the report says so. Before, the begin lines were split at
    /// their arrows and left unread (inconclusive), or, in a tab-separated log, each call
    /// was counted twice (a divergence).
    @Test(arguments: [" ", "\t"])
    func aTracersOwnArrowsPairItsLines(separator: String) throws {
        let log = Self.arrows.split(separator: "\n").map { line in
            line.replacing("-> ", with: "->" + separator).replacing("<- ", with: "<-" + separator)
        }.joined(separator: "\n")
        let (status, console) = try TraceCheckFixtures.check("push", log: log, "--map", "A=ListViewController,B=DetailViewController")
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines[1]
                == "  paired: lines 1 and 2, 3 and 4, 5 and 8, 6 and 7, each read as one call at its first line (the begin and end words or arrows on them)"
        )
        #expect(console.outLines.last == "agreement: 4 calls match the simulated order of push")
    }

    /// `=>` and `<=` as a tracer's arrows. Before, each call was counted twice without
    /// `--pairs '=>/<='` (a divergence). A `<=` after a plain line is a comparison, and
    /// pairs nothing: only a begin arrow opens a call for it.
    @Test func doubleArrowsPairTheirLinesAndAComparisonDoesNot() throws {
        let log = Self.arrows.replacing("-> ", with: "=> ").replacing("<- ", with: "<= ")
        let (status, console) = try TraceCheckFixtures.check("push", log: log, "--map", "A=ListViewController,B=DetailViewController")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last == "agreement: 4 calls match the simulated order of push")
        let (compared, output) = try TraceCheckFixtures.check("push", log: "B viewDidLoad\nB viewDidLoad <= 320 wide")
        #expect(compared == .failure, "\(output.stdout)")
        #expect(output.outLines.first == "read 2 lines: 2 calls on objects of push, no lines ignored")
    }

    /// `start`/`finish` markers given in the header of the log.
    @Test func markersFromTheHeader() throws {
        let log = """
            ---
            pairs: [start, finish]
            ---
            B viewDidLoad start
            B viewDidLoad finish
            A viewWillDisappear start
            A viewWillDisappear finish
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines[1] == "  header: lines 1-3 (pairs: start/finish)")
        #expect(
            console.outLines[2]
                == "  paired: lines 4 and 5, 6 and 7, each read as one call at its first line ('start' … 'finish', pairs: in the header)")
    }

    /// Without `--pairs`, the usual words still pair lines, and the report says so.
    @Test func theUsualWordsArePairedAndSaidSo() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: "B viewWillAppear begin\nB viewWillAppear end")
        #expect(status == .success)
        #expect(console.outLines[1] == "  paired: lines 1 and 2, read as one call at its first line (the begin and end words or arrows on them)")
    }

    /// `print(#function)` then `print(self)`: the receiver is on the line after the call.
    /// Before, each call line had no receiver (A and B could both have made it) and the
    /// verdict was inconclusive.
    @Test func aValueOnTheNextLineIsReadWithTheCall() throws {
        let log = """
            viewDidLoad()
            <Demo.BViewController: 0x7fb1e8c0a3c0>
            viewWillDisappear(_:)
            <Demo.AViewController: 0x7fb1e8d05a10>
            viewWillAppear(_:)
            <Demo.BViewController: 0x7fb1e8c0a3c0>
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log, "--pairs", "value")
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 6 lines: 3 calls on objects of push, 3 lines ignored",
                "  paired: lines 1 and 2, 3 and 4, 5 and 6, each read as one call at its first line "
                    + "(a call and the value printed on the next line, --pairs value)",
                "  the value of a call, read with it: lines 2 (of line 1), 4 (of line 3), 6 (of line 5)",
                "agreement: 3 calls match the simulated order of push",
            ])
        let (unpaired, _) = try TraceCheckFixtures.check("push", log: log)
        #expect(unpaired == .inconclusive)
    }

    /// The same log without `--pairs`: each call line names no receiver, and the line after
    /// each names one. Before, the hint asked to name the receiver on the line, which an
    /// app already run cannot do; an Xcode 15 log copied with its metadata, whose receiver
    /// is only its `Category:`, is the same shape.
    @Test(arguments: [
        "<Demo.BViewController: 0x7fb1e8c0a3c0>",
        "Type: Debug | Timestamp: 2024-03-02 10:11:12.345678+09:00 | Process: Demo | Category: BViewController | TID: 0x1f2e3",
    ])
    func aReceiverOnTheLineAfterEveryCallIsHintedAsAValue(receiverLine: String) throws {
        let log = "viewDidLoad()\n\(receiverLine)\nviewWillAppear(_:)\n\(receiverLine)"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 1 \"viewDidLoad()\": no receiver is named for viewDidLoad(), but the line after each such line "
                    + "names one; if it prints the call's receiver (print(self) after print(#function)), read the two lines as one "
                    + "with --pairs value"),
            "\(console.stdout)")
        let (paired, output) = try TraceCheckFixtures.check("push", log: log, "--pairs", "value")
        #expect(paired == .success, "\(output.stdout)")
    }

    /// `print(self)` then `print(#function)`: the receiver is on the line before the call.
    /// Before, no option read it, and `--pairs value` gave each call the next call's
    /// receiver.
    static let receiverFirst = """
        <Demo.BViewController: 0x7fb1e8c0a3c0>
        viewDidLoad()
        <Demo.AViewController: 0x7fb1e8d05a10>
        viewWillDisappear(_:)
        <Demo.BViewController: 0x7fb1e8c0a3c0>
        viewWillAppear(_:)
        """

    @Test func aReceiverOnTheLineBeforeIsReadWithTheCall() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.receiverFirst, "--pairs", "receiver-first")
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 6 lines: 3 calls on objects of push, 3 lines ignored",
                "  paired: lines 1 and 2, 3 and 4, 5 and 6, each read as one call at its second line "
                    + "(a call and the receiver printed on the line before, --pairs receiver-first)",
                "  the receiver of a call, read with it: lines 1 (of line 2), 3 (of line 4), 5 (of line 6)",
                "agreement: 3 calls match the simulated order of push",
            ])
    }

    @Test func aReceiverOnTheLineBeforeEveryCallIsHinted() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.receiverFirst)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 6 \"viewWillAppear(_:)\": no receiver is named for viewWillAppear(_:), but the line before each "
                    + "such line names one; if it prints the call's receiver (print(self) before print(#function)), read the two "
                    + "lines as one with --pairs receiver-first"),
            "\(console.stdout)")
    }

    /// The receivers swapped: read with the lines before, the order diverges.
    @Test func aReceiverFirstLogInAnotherOrderDiverges() throws {
        let swapped = Self.receiverFirst.replacing("<Demo.BViewController", with: "<Demo.XViewController")
            .replacing("<Demo.AViewController", with: "<Demo.BViewController").replacing("<Demo.XViewController", with: "<Demo.AViewController")
        let (status, console) = try TraceCheckFixtures.check("push", log: swapped, "--pairs", "receiver-first")
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.contains("divergence at log line 2 of the simulated order of push:"), "\(console.stdout)")
    }

    @Test func receiverFirstFromTheHeader() throws {
        let log = "---\npairs: receiver-first\n---\n" + Self.receiverFirst
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines[1] == "  header: lines 1-3 (pairs: receiver-first)")
    }

    /// kingcos (2017), rotation: the size printed on the line after viewWillTransition.
    @Test func aSizeAfterTheCall() throws {
        let log = "A viewWillTransition\nsize: (667.0, 375.0)\nA viewWillLayoutSubviews\nA viewDidLayoutSubviews"
        let (status, console) = try TraceCheckFixtures.check("rotation", log: log, "--pairs", "value")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.contains("  the value of a call, read with it: line 2 (of line 1)"))
    }

    @Test(arguments: ["begin", "a/a", "/end", "be gin/end"])
    func aBadPairsValueIsAUsageError(_ value: String) throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: "B viewDidLoad", "--pairs", value)
        #expect(status == .usage)
        #expect(console.errLines.first == "lifeline: error: --pairs expects BEGIN/END, value or receiver-first, not '\(value)'")
    }
}
