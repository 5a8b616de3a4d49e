import Testing

/// `trace-check` never says "agreement" about what it did not read: a log whose lines are
/// all misspelt, mis-cased or run together, in every shape the parser reads, is
/// inconclusive (exit 3), and the same lines spelt right are read and agree.
@Suite struct InconclusiveLogTests {
    /// The shapes real logs print a call in; `%@` is the method, B the receiver.
    static let shapes = [
        "-[B %@]", "[B %@]", "B(%@)", "B: %@", "B %@", "B.%@()", "<Demo.B: 0x6000012c4000> %@",
        "2019-05-03 10:11:12.345678+0800 Demo[123:4567] B %@", "2015-10-29 17:32:30.767 Demo[14468:2081258] 222-[BViewController %@]",
        "[Lifecycle] B %@ called", "B %@ - begin",
    ]

    /// B's calls in the push scenario, spelt right, then each spelt wrong in a way logs do.
    static let right = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]
    static let misspelt = ["viewDidLoadd", "viewwillAppear", "ViewDidAppear"]

    func log(_ shape: String, _ methods: [String]) -> String {
        methods.map { shape.replacingOccurrences(of: "%@", with: $0) }.joined(separator: "\n")
    }

    @Test(arguments: shapes)
    func rightSpellingIsReadAndAgrees(_ shape: String) throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: log(shape, Self.right))
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.contains("agreement: 3 calls match the simulated order of push"))
    }

    @Test(arguments: shapes)
    func misspeltLinesAreInconclusive(_ shape: String) throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: log(shape, Self.misspelt))
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.outLines.first == "read 3 lines: 0 calls on objects of push, 3 lines ignored")
        #expect(console.outLines.filter { $0.hasPrefix("  not read: line ") }.count == 3)
        #expect(console.stdout.contains("did you mean 'viewWillAppear'?"))
        #expect(console.outLines.last == "inconclusive: 3 lines look like lifecycle calls but were not read (above); no call was read")
    }

    @Test(arguments: shapes)
    func callsRunTogetherAreInconclusive(_ shape: String) throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: log(shape, ["viewDidLoadviewWillAppear"]))
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.stdout.contains("runs viewDidLoad and viewWillAppear together"))
    }

    /// One misspelt line among good ones is enough: the good ones agree, the verdict does not.
    @Test func oneUnreadLineMakesAnAgreeingLogInconclusive() throws {
        let log = ReferenceLogAgreementTests.pushSource1.replacingOccurrences(of: "B  viewWillAppear:", with: "B  viewwillAppear:")
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .inconclusive)
        #expect(
            console.outLines == [
                "read 7 lines: 6 calls on objects of push, 1 line ignored",
                "  not read: line 3 \"B  viewwillAppear:\": 'viewwillAppear:' is no callback; did you mean 'viewWillAppear'?",
                "inconclusive: 1 line looks like a lifecycle call but was not read (above); the 6 calls read agree with the simulated order of push",
            ])
    }

    /// A receiver with no object and no --map: the call cannot be placed.
    @Test func aLogNamingOnlyUnknownClassesIsInconclusive() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: TraceCheckCommandTests.pushWithClassNames)
        #expect(status == .inconclusive)
        #expect(console.outLines.last?.hasPrefix("hint: lines naming DetailViewController, ListViewController were not read") == true)
    }

    /// An empty log says the steps make no call: agreement only when they make none.
    @Test func anEmptyLogIsCheckedAsNoCall() throws {
        let (quiet, quietConsole) = try TraceCheckFixtures.check("quiet", log: "\n   \n")
        #expect(quiet == .success, "\(quietConsole.stdout)")
        #expect(
            quietConsole.outLines == [
                "read 2 lines: 0 calls on objects of quiet, 2 lines ignored",
                "  blank: lines 1, 2",
                "agreement: the log is empty, and the steps of quiet make no call",
            ])
        let (push, pushConsole) = try TraceCheckFixtures.check("push", log: "")
        #expect(push == .failure)
        #expect(
            pushConsole.outLines.prefix(2) == [
                "read 0 lines: 0 calls on objects of push, no lines ignored", "divergence: the log is empty, but the engine makes 14 calls in push:",
            ])
        #expect(pushConsole.outLines.contains("  >  —        | 1  B.init(nibName:bundle:)"))
    }
}
