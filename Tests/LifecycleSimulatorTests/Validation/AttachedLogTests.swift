import Diagnostics
import Testing

/// `logs:` on a scenario: `check` reads every attached log and compares it with the
/// simulated trace, failing at the log's own line when they part or the log cannot be
/// judged. The header's `instrumented:` says what the app printed, so a line taken out is
/// a missing call, not a narrower comparison.
@Suite struct AttachedLogTests {
    static let lifecycle = """
        id: vc
        title: VC
        object: view-controller
        scenarios:
          - id: push
            title: Push
            objects: { nav: { kind: navigation-controller }, A: { kind: view-controller }, B: { kind: view-controller } }
            setup: [launch, { show: { root: nav, stack: [A] } }]
            steps:
              - push: { vc: B, "on": nav }
            logs: [push-log]

        """

    /// Header lines 1–8; the log's first line is line 9 of the file.
    static let header = """
        ---
        title: "Push log"
        url: https://example.com/post
        action: "A pushes B"
        map: { A: FirstViewController, B: SecondViewController }
        instrumented: [viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, layout]
        excerpt: "the lines after the push"
        ---

        """

    static let lines = [
        "2020-04-01 16:32:00.859 Demo[63209:914637] -[SecondViewController viewDidLoad]",
        "2020-04-01 16:32:00.859 Demo[63209:914637] -[FirstViewController viewWillDisappear:]",
        "2020-04-01 16:32:00.859 Demo[63209:914637] -[SecondViewController viewWillAppear:]",
        "2020-04-01 16:32:00.868 Demo[63209:914637] -[SecondViewController viewWillLayoutSubviews]",
        "2020-04-01 16:32:00.868 Demo[63209:914637] -[SecondViewController viewDidLayoutSubviews]",
        "2020-04-01 16:32:01.373 Demo[63209:914637] -[FirstViewController viewDidDisappear:]",
        "2020-04-01 16:32:01.374 Demo[63209:914637] -[SecondViewController viewDidAppear:]",
    ]

    func check(_ lines: [String], header: String = Self.header, lifecycle: String = Self.lifecycle) throws -> Validated {
        let body = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        return try validate(["lifecycles/vc.yaml": lifecycle, "evidence/push-log.log": header + body])
    }

    @Test func aRecordingThatMatchesTheEngineIsValid() throws {
        let validated = try check(Self.lines)
        #expect(validated.messages == [])
    }

    @Test(arguments: 0..<7)
    func deletingAnyLineFailsAtThatLine(index: Int) throws {
        var lines = Self.lines
        lines.remove(at: index)
        let validated = try check(lines)
        let error = try #require(validated.diagnostics.first)
        #expect(validated.diagnostics.count == 1)
        #expect(error.id == "lifeline.evidence.divergence")
        #expect(error.location?.file.hasSuffix("evidence/push-log.log") == true)
        // The next line moves up into the deleted one's place; after the last, the log ends.
        #expect(error.location?.line == 9 + min(index, lines.count - 1))
        #expect(error.summary == "log 'push-log' diverges from the simulated order of scenario 'vc/push'")
    }

    @Test(arguments: [(0, 1), (1, 2), (2, 5), (3, 4), (5, 6)])
    func swappingTwoLinesFailsAtTheFirstOfThem(first: Int, second: Int) throws {
        var lines = Self.lines
        lines.swapAt(first, second)
        let validated = try check(lines)
        #expect(validated.diagnostics.map(\.id) == ["lifeline.evidence.divergence"])
        #expect(validated.diagnostics.first?.location?.line == 9 + first)
    }

    @Test func aMisspeltLineMakesTheLogInconclusiveAtThatLine() throws {
        var lines = Self.lines
        lines[2] = "2020-04-01 16:32:00.859 Demo[63209:914637] -[SecondViewController viewwillAppear:]"
        let validated = try check(lines)
        #expect(
            validated.messages == [
                "evidence/push-log.log:11:1: log 'push-log' cannot be judged against scenario 'vc/push': this line looks like a lifecycle call but was not read [lifeline.evidence.inconclusive]"
            ])
        #expect(validated.diagnostics.first?.hint == "'viewwillAppear:' is no callback; did you mean 'viewWillAppear'?")
    }

    @Test func aLogOfAnotherScenarioDivergesWithBothOrders() throws {
        let popped = [
            "-[SecondViewController viewWillDisappear:]", "-[FirstViewController viewWillAppear:]",
            "-[SecondViewController viewDidDisappear:]", "-[FirstViewController viewDidAppear:]",
        ]
        let validated = try check(popped)
        let error = try #require(validated.diagnostics.first)
        #expect(error.location?.line == 9)
        #expect(error.hint?.hasPrefix("the log has B.viewWillDisappear(_:) where the engine has B.viewDidLoad()") == true)
        #expect(error.notes.first?.contains("the log") == true)
        #expect(error.notes.contains { $0.hasPrefix(">") })
    }

    @Test func aCallOnAnObjectMissingFromTheMapIsInconclusive() throws {
        let header = Self.header.replacingOccurrences(
            of: "map: { A: FirstViewController, B: SecondViewController }", with: "map: { B: SecondViewController }")
        let onlyB = Self.lines.filter { !$0.contains("FirstViewController") }
        #expect(try check(onlyB, header: header).messages == [])
        // The header says the log shows B alone: a line about A is a line the map does not explain.
        let withA = onlyB + ["-[AViewController viewDidDisappear:]"]
        let validated = try check(withA, header: header)
        #expect(validated.diagnostics.map(\.id) == ["lifeline.evidence.inconclusive"])
        #expect(validated.diagnostics.first?.location?.line == 9 + onlyB.count)
        #expect(validated.diagnostics.first?.hint == "'AViewController' is no object of the scenario; add it to the header's map:")
    }

    @Test func aMapEntryThatNamesNoObjectOfTheScenarioIsAnError() throws {
        let header = Self.header.replacingOccurrences(of: "{ A: FirstViewController,", with: "{ A: FirstViewController, C: ThirdViewController,")
        let validated = try check(Self.lines, header: header)
        #expect(
            validated.messages == [
                "evidence/push-log.log:5:32: log 'push-log' maps 'C', which is not an object of scenario 'vc/push' [lifeline.evidence.map]"
            ])
    }

    /// `calls:` may give a printed name to one object's call, for a line that names no
    /// receiver (`--call loaded=B.viewDidLoad`).
    @Test func aCallNameMayNameItsObject() throws {
        let header = Self.header.replacingOccurrences(of: "instrumented:", with: "calls: { loaded: B.viewDidLoad }\ninstrumented:")
        var lines = Self.lines
        lines[0] = "2020-04-01 16:32:00.859 Demo[63209:914637] loaded"
        #expect(try check(lines, header: header).messages == [])
        // Given to A, the call comes where the engine has B's.
        let givenToA = header.replacingOccurrences(of: "B.viewDidLoad", with: "A.viewDidLoad")
        #expect(try check(lines, header: givenToA).diagnostics.map(\.id) == ["lifeline.evidence.divergence"])
    }

    /// An object `calls:` gives calls to is one the log shows, mapped or not: `instrumented`
    /// covers its calls, and `B.…` items may name it. Before, its calls were compared with an
    /// engine trace narrowed to the map's objects, and a matching log diverged.
    @Test func anObjectOfCallsIsShownWithoutAMap() throws {
        let header = Self.header.replacingOccurrences(
            of: "map: { A: FirstViewController, B: SecondViewController }",
            with: "map: { A: FirstViewController }\ncalls: { bLoaded: B.viewDidLoad, bWillAppear: B.viewWillAppear, "
                + "bWillLayout: B.viewWillLayoutSubviews, bDidLayout: B.viewDidLayoutSubviews, bDidAppear: B.viewDidAppear }")
        let lines = Self.lines.map { line in
            guard let range = line.range(of: "-[SecondViewController ") else { return line }
            let method = line[range.upperBound...].prefix { $0.isLetter }
            let name = ["viewDidLoad": "bLoaded", "viewWillAppear": "bWillAppear", "viewWillLayoutSubviews": "bWillLayout"][String(method)]
            return String(line[..<range.lowerBound])
                + (name ?? ["viewDidLayoutSubviews": "bDidLayout", "viewDidAppear": "bDidAppear"][String(method)]!)
        }
        #expect(try check(lines, header: header).messages == [])
        let onlyB = header.replacingOccurrences(of: "instrumented: [", with: "instrumented: [B.deinit, ")
        #expect(try check(lines, header: onlyB).messages == [])
    }

    @Test func aCallNameGivenToNoObjectOfTheScenarioIsAnError() throws {
        let header = Self.header.replacingOccurrences(of: "instrumented:", with: "calls: { loaded: C.viewDidLoad }\ninstrumented:")
        let validated = try check(Self.lines, header: header)
        #expect(
            validated.messages == [
                "evidence/push-log.log:6:10: log 'push-log' gives 'loaded' to 'C.viewDidLoad', but 'C' is not an object of the scenario, "
                    + "nor a class mapped to some [lifeline.evidence.calls]"
            ])
        let neverMade = header.replacingOccurrences(of: "C.viewDidLoad", with: "nav.viewDidLoad")
        #expect(
            try check(Self.lines, header: neverMade).messages.first?.contains("but 'nav' (navigation-controller) has no callback 'viewDidLoad'")
                == true)
    }

    @Test func anEmptyLogClaimsThatNoInstrumentedCallHappens() throws {
        let onlyA = Self.header.replacingOccurrences(
            of: "map: { A: FirstViewController, B: SecondViewController }", with: "map: { A: FirstViewController }")
        let loadingOnly = onlyA.replacingOccurrences(
            of: "instrumented: [viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, layout]",
            with: "instrumented: [deinit, viewDidLoad]")
        #expect(try check([], header: loadingOnly).messages == [])
        let validated = try check([], header: onlyA)
        #expect(validated.diagnostics.map(\.id) == ["lifeline.evidence.divergence"])
        #expect(validated.diagnostics.first?.location?.line == 9)
        #expect(validated.diagnostics.first?.hint?.hasPrefix("the log is empty, but the engine makes 2 call(s)") == true)
    }

    @Test func aLogWithNothingReadableIsInconclusive() throws {
        let validated = try check(["------Before Push------", "push tapped"])
        #expect(validated.diagnostics.map(\.id) == ["lifeline.evidence.inconclusive"])
        #expect(validated.diagnostics.first?.location?.line == 9)
    }

    /// The hint is for the author of the log: it names the lines, the header's map: and
    /// instrumented:, the three things that make a good recording read wrong.
    @Test func theDivergenceHintSaysWhatToCheck() throws {
        var lines = Self.lines
        lines.swapAt(1, 2)
        let validated = try check(lines)
        let hint = try #require(validated.diagnostics.first?.hint)
        #expect(validated.diagnostics.map(\.id) == ["lifeline.evidence.divergence"])
        #expect(hint.contains("the log's lines are as the app printed them"))
        #expect(hint.contains("the header's map: gives each class its object of scenario 'vc/push'"))
        #expect(hint.contains("instrumented: lists every call the app printed"))
        // The terminal shows it whole: a cut at 300 characters dropped its conclusion.
        let shown = DiagnosticFormatter().format(try #require(validated.diagnostics.first))
        #expect(shown.contains("or the engine is wrong"), "\(shown)")
    }

    /// A call claimed through a group (`layout`) that the log prints nowhere: the app may
    /// not implement it, and the hint says to list the calls it prints instead.
    @Test func aGroupsCallPrintedNowhereIsNamedInTheHint() throws {
        var lines = Self.lines
        lines.remove(at: 3)
        let validated = try check(lines)
        #expect(validated.diagnostics.map(\.id) == ["lifeline.evidence.divergence"])
        #expect(
            validated.diagnostics.first?.hint
                == "the log has B.viewDidLayoutSubviews() where the engine has B.viewWillLayoutSubviews(); the log prints "
                + "B.viewWillLayoutSubviews() nowhere, and instrumented: claims it through 'layout'; if the app does not implement "
                + "it, list the calls it prints instead of 'layout'")
        // Listed by name, the call is the author's claim that the app prints it.
        let named = Self.header.replacingOccurrences(of: ", layout]", with: ", viewWillLayoutSubviews, viewDidLayoutSubviews]")
        let hint = try #require(try check(lines, header: named).diagnostics.first?.hint)
        #expect(hint.contains("instrumented: lists every call the app printed"))
        #expect(!hint.contains("nowhere"))
    }
}
