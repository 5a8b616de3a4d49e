import Testing

/// Edited recordings that no longer match the engine: exit 1, the first divergent log line
/// by number and text, then both orders side by side with the row marked.
@Suite struct DivergenceTests {
    /// vc-push.md, source 1, with lines 3 and 4 swapped (B's layout before its viewWillAppear).
    @Test func swappedPushLinesNameTheFirstDivergentLine() throws {
        let log = """
            B  viewDidLoad
            A  viewWillDisappear:
            B  viewWillLayoutSubviews
            B  viewWillAppear:
            B  viewDidLayoutSubviews
            A  viewDidDisappear:          (~0.5 s later = after the animation)
            B  viewDidAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure)
        #expect(
            console.outLines == [
                "read 7 lines: 7 calls on objects of push, no lines ignored",
                "divergence at log line 3 of the simulated order of push:",
                "  3 | B  viewWillLayoutSubviews",
                "  the log has B.viewWillLayoutSubviews() where the engine has B.viewWillAppear(_:)",
                "     the log                        | the engine",
                "     1  B.viewDidLoad()             | 1  B.viewDidLoad()",
                "     2  A.viewWillDisappear(_:)     | 2  A.viewWillDisappear(_:)",
                "  >  3  B.viewWillLayoutSubviews()  | 3  B.viewWillAppear(_:)",
                "     4  B.viewWillAppear(_:)        | 4  B.viewWillLayoutSubviews()",
                "     5  B.viewDidLayoutSubviews()   | 5  B.viewDidLayoutSubviews()",
                "     6  A.viewDidDisappear(_:)      | 6  A.viewDidDisappear(_:)",
                "     7  B.viewDidAppear(_:)         | 7  B.viewDidAppear(_:)",
            ])
    }

    /// A log printed from the app's start holds the calls of the scenario's setup, which
    /// the engine does not trace: it diverges, and the hint says the setup traced too
    /// agrees, so the fix is to trim the log. A log that diverges anyway gets no such hint.
    @Test func aLogThatStartsBeforeTheStepsSaysTheSetupAgrees() throws {
        let fromLaunch = """
            A viewWillAppear:
            A viewDidAppear:
            A viewWillDisappear:
            B viewWillAppear:
            A viewDidDisappear:
            B viewDidAppear:
            B viewWillDisappear:
            A viewWillAppear:
            B viewDidDisappear:
            A viewDidAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("pop", log: fromLaunch)
        #expect(status == .failure)
        #expect(console.outLines.contains { $0.hasPrefix("hint: the log agrees when the setup of pop is traced too") }, "\(console.outLines)")
        let (_, json) = try TraceCheckFixtures.check("pop", log: fromLaunch, "--format", "json")
        #expect(json.stdout.contains("\"agreesWithSetupTraced\" : true"))
        let wrong = fromLaunch.replacingOccurrences(of: "A viewDidAppear:\nA viewWillDisappear:", with: "A viewWillDisappear:\nA viewDidAppear:")
        let (wrongStatus, wrongConsole) = try TraceCheckFixtures.check("pop", log: wrong)
        #expect(wrongStatus == .failure)
        #expect(!wrongConsole.outLines.contains { $0.hasPrefix("hint: the log agrees") })
    }

    /// A log from the launch on (in the order the setup runs: launch, then show) shows a
    /// controller appear that no step shows: that is inconclusive (a call outside what the
    /// steps model), and the same hint applies.
    @Test func anInconclusiveLogFromTheLaunchGetsTheHintToo() throws {
        let fromLaunch = """
            AppDelegate application(_:didFinishLaunchingWithOptions:)
            AppDelegate applicationDidBecomeActive(_:)
            A viewDidLoad
            A viewWillAppear:
            A viewDidAppear:
            AppDelegate applicationWillResignActive(_:)
            AppDelegate applicationDidEnterBackground(_:)
            AppDelegate applicationWillEnterForeground(_:)
            AppDelegate applicationDidBecomeActive(_:)
            """
        let (status, console) = try TraceCheckFixtures.check("background-foreground", log: fromLaunch, "--map", "app=AppDelegate")
        #expect(status == .inconclusive)
        #expect(console.outLines.contains { $0.hasPrefix("hint: the log agrees when the setup of background-foreground") }, "\(console.outLines)")
    }

    /// vc-push.md, source 1, with its last two lines swapped (B appears before A has
    /// disappeared), a separator before it and a blank line inside: line numbers count
    /// every line of the log, read or not.
    @Test func swappedLastLinesPointAtTheirLineNumberCountingIgnoredLines() throws {
        let log = """
            ------Before Push------
            B  viewDidLoad
            A  viewWillDisappear:
            B  viewWillAppear:
            B  viewWillLayoutSubviews
            B  viewDidLayoutSubviews
            B  viewDidAppear:

            A  viewDidDisappear:          (~0.5 s later = after the animation)
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure)
        #expect(
            console.outLines.prefix(6) == [
                "read 9 lines: 7 calls on objects of push, 2 lines ignored",
                "  no lifecycle call: line 1",
                "  blank: line 8",
                "divergence at log line 7 of the simulated order of push:",
                "  7 | B  viewDidAppear:",
                "  the log has B.viewDidAppear(_:) where the engine has A.viewDidDisappear(_:)",
            ])
        #expect(console.outLines.contains("  >  6  B.viewDidAppear(_:)         | 6  A.viewDidDisappear(_:)"))
    }

    /// A call the engine makes only once, logged twice: the log has more than the engine.
    @Test func aRepeatedCallHasNoCounterpart() throws {
        let log = ReferenceLogAgreementTests.pushSource1 + "\nB  viewDidAppear:"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure)
        #expect(
            console.outLines.dropFirst().prefix(3) == [
                "divergence at log line 8 of the simulated order of push:",
                "  8 | B  viewDidAppear:",
                "  the log has B.viewDidAppear(_:) where the engine has no more calls",
            ])
    }

    /// Not a recording: A appears twice in the traced steps but the log shows it once.
    @Test func theLogEndingEarlyPointsAtItsLastCall() throws {
        let log = """
            A viewWillAppear:
            B viewWillAppear:
            """
        let (status, console) = try TraceCheckFixtures.check("show-push-pop", log: log)
        #expect(status == .failure)
        #expect(
            console.outLines.dropFirst().prefix(3) == [
                "divergence after log line 2 of the simulated order of show-push-pop:",
                "  2 | B viewWillAppear:",
                "  the log ends where the engine has A.viewWillAppear(_:)",
            ])
    }

    /// A log whose calls were all made in the scenario's setup, which is not traced.
    @Test func setupCallsInTheLogDiverge() throws {
        let (status, console) = try TraceCheckFixtures.check("pop", log: ReferenceLogAgreementTests.pushSource1)
        #expect(status == .failure)
        #expect(console.outLines[3] == "  the log has B.viewDidLoad() where the engine has no more calls")
    }

    /// Each call printed where it begins and where it ends, with markers the parser does not
    /// know: the divergence says so and names the markers; with them the log agrees.
    @Test func aCallPrintedTwiceInARowSuggestsItsMarkers() throws {
        let log = """
            B viewDidLoad >>>
            B viewDidLoad <<<
            A viewWillDisappear >>>
            A viewWillDisappear <<<
            """
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure)
        #expect(
            console.outLines.last
                == "hint: lines 1 and 2 print the same call; if the log prints each call where it begins and where it ends, read each pair as one call with --pairs '>>>/<<<'"
        )
        let (paired, again) = try TraceCheckFixtures.check("push", log: log, "--pairs", ">>>/<<<")
        #expect(paired == .success, "\(again.stdout)")
    }

    /// uias/Pageboy#233 (2019): a container prints its calls bare, its page with the page's
    /// UUID. Two lines of one call, one with an id: two objects, not a begin and an end.
    @Test func aCallPrintedAgainWithAnIdSuggestsMappingIt() throws {
        let id = "0D2C7F77-A822-4EF7-A0DA-D4C91F71B118"
        let log = "viewDidLoad\nviewDidLoad \(id)\nviewWillAppear \(id)\nviewDidAppear \(id)"
        let (status, console) = try TraceCheckFixtures.check("first-appearance", log: log)
        #expect(status == .failure, "\(console.stdout)")
        #expect(
            console.outLines.last
                == "hint: lines 1 and 2 print the same call, and only one of them prints \(id); if it tells two objects apart, map the "
                + "object it names: --map NAME=\(id)")
        let address = "B viewDidLoad\nB viewDidLoad 0x600001a3c000"
        let (_, output) = try TraceCheckFixtures.check("push", log: address)
        #expect(output.outLines.last?.hasSuffix("--map NAME=0x600001a3c000") == true, "\(output.stdout)")
    }
}
