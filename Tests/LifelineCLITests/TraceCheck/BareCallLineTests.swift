import Testing

/// A line that names no receiver went to the only object that makes its call, even where
/// other lines of the log name that object for the same call. Pageboy#233 (2019) prints its
/// container's calls bare beside its page's, which carry the page's UUID: the page then read
/// as loaded twice, a divergence at a line the page did not print (dev round 9).
@Suite struct BareCallLineTests {
    static let besideNamed = """
        viewDidLoad
        A viewDidLoad
        A viewWillAppear
        A viewDidAppear
        viewWillAppear
        """

    @Test func aBareLineBesideANamedOneOfTheSameCallIsNotRead() throws {
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: Self.besideNamed)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  not read: line 1 \"viewDidLoad\": no receiver is named, and line 2 names A for 'viewDidLoad', which the engine "
                    + "makes once on A: this line may be another object's (one the scenario does not trace) or the same call printed "
                    + "twice; remove it if it repeats a call, or if it is another call of A's, say so with --call "
                    + "'viewDidLoad=A.viewDidLoad()'"),
            "\(console.stdout)")
        #expect(console.outLines.contains { $0.hasPrefix("  not read: line 5 \"viewWillAppear\": no receiver is named, and line 3 names A") })
        #expect(console.outLines.last?.hasSuffix("the 3 calls read agree with the simulated order of first-appearance") == true)
    }

    /// A line of several bare calls is unread as a whole, once.
    @Test func aLineOfSeveralCallsIsSetAsideWhole() throws {
        let log = "viewDidLoad viewWillAppear\nA viewDidLoad\nA viewWillAppear\nA viewDidAppear"
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.outLines.first == "read 4 lines: 3 calls on objects of first-appearance, 1 line ignored", "\(console.stdout)")
        #expect(console.outLines.filter { $0.hasPrefix("  not read: line 1 ") }.count == 1, "\(console.stdout)")
    }

    /// An object that makes the call as often as the log prints it keeps its bare lines: a
    /// heading names only the first call under it, or an app prints one call two ways.
    @Test func aCallMadeAsOftenAsPrintedKeepsItsBareLines() throws {
        let lifecycle = """
            id: twice
            title: Keyboard twice
            object: keyboard-observer
            scenarios:
              - id: twice
                title: The keyboard shows twice
                objects:
                  kb: { kind: keyboard-observer }
                steps:
                  - keyboard-show
                  - keyboard-hide
                  - keyboard-show
            """
        let log = "kb keyboardWillShowNotification\nkeyboardWillHideNotification\nkeyboardWillShowNotification"
        let (status, console) = try TraceCheckFixtures.check("twice", of: lifecycle, log: log, [])
        #expect(status == .success, "\(console.stdout)")
        let (more, output) = try TraceCheckFixtures.check("twice", of: lifecycle, log: log + "\nkeyboardWillShowNotification", [])
        #expect(more == .inconclusive, "\(output.stdout)")
        #expect(output.outLines.contains { $0.hasPrefix("  not read: line 3 ") && $0.contains("which the engine makes twice on kb") })
    }

    /// The `--call` the hint gives reads the line as the object's: here a divergence, as A
    /// does not load twice.
    @Test func theHintsCallGivesTheLineToTheObject() throws {
        let log = Self.besideNamed.split(separator: "\n").dropLast().joined(separator: "\n")
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log, "--call", "viewDidLoad=A.viewDidLoad()")
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.contains("divergence at log line 2 of the simulated order of first-appearance:"), "\(console.stdout)")
    }

    @Test func theJSONGivesTheReasonAndTheLine() throws {
        let (_, console) = try TraceCheckFixtures.check("first-appearance", log: Self.besideNamed, "--format", "json")
        #expect(console.stdout.contains("\"reason\" : \"receiver-named-elsewhere\""), "\(console.stdout)")
    }

    /// Bare lines throughout, or bare lines of calls no line names a receiver for, are the
    /// only object's, as before.
    @Test(arguments: [
        "viewDidLoad\nviewWillAppear\nviewDidAppear",
        "A viewDidLoad\nviewWillAppear\nviewDidAppear",
        "viewDidLoad viewWillAppear\nA viewDidAppear",
    ])
    func bareLinesOfCallsNoLineNamesAreTheObjects(log: String) throws {
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log)
        #expect(status == .success, "\(console.stdout)")
    }

    /// A line set aside is no "same call" of the report either (found by inserting lines
    /// into the bundled recordings).
    @Test func aLineSetAsideIsNoSameCall() throws {
        let log = "A init(coder:)\nA viewDidLoad\nrequired init?(coder: NSCoder)"
        let (status, console) = try TraceCheckFixtures.check("storyboard-root", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(console.outLines.contains { $0.hasPrefix("  not read: line 3 ") }, "\(console.stdout)")
        #expect(!console.outLines.contains { $0.hasPrefix("  same call: line 3 ") }, "\(console.stdout)")
    }

    /// `- 次画面: loadView()`: a study note labels the presented controller's calls with a
    /// label the scenario cannot know (round 20, iOS 11.2). The hint gave a `--call` per line
    /// only, which cannot split a call both controllers make; it also names the label's `--map`.
    @Test func aLabelBeforeTheCallIsOfferedAsTheObjectsName() throws {
        let log = """
            - 次画面: loadView()
            - 次画面: viewDidLoad()
            - viewWillDisappear(_:)
            - 次画面: viewWillAppear(_:)
            - 次画面: viewDidAppear(_:)
            - viewDidDisappear(_:)
            """
        let (status, console) = try TraceCheckFixtures.check("present-fullscreen", log: log)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.outLines.contains {
                $0.hasPrefix("  not read: line 2 \"- 次画面: viewDidLoad()\"") && $0.hasSuffix("; or, if '次画面' is B, --map B=次画面")
            })
        #expect(!console.outLines.contains { $0.hasPrefix("  not read: line 3") && $0.contains("--map") }, "\(console.stdout)")
        let given = ["--map", "B=次画面", "--call", "viewWillDisappear(_:)=A.viewWillDisappear(_:),viewDidDisappear(_:)=A.viewDidDisappear(_:)"]
        let (mapped, output) = try TraceCheckFixtures.check("present-fullscreen", log: log, given)
        #expect(mapped == .success, "\(output.stdout)")
    }
}
