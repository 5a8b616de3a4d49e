import Foundation
import Testing

/// The `animated` a line prints with its call, against the one the engine passes: a note,
/// as the order is what is compared. openradar 18246020 (2014, iOS 8) prints
/// `didDisappear: NO !!!` for a controller presenting another with animation; before, no
/// report said that the engine passes true there (dev round 10).
@Suite struct AnimatedValueTests {
    /// The push of the fixture animates: every appearance call gets `animated: true`.
    static let push = """
        B viewDidLoad
        A viewWillDisappear: false
        B viewWillAppear(true)
        A viewDidDisappear(animated: NO)
        -[B viewDidAppear:] YES
        """

    @Test func aPrintedValueOtherThanTheEnginesIsANote() throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: Self.push)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines.filter { $0.hasPrefix("note: line") } == [
                "note: line 2 prints animated false where the engine passes true to A.viewWillDisappear(_:); the order is compared, "
                    + "not the value: if the app did not animate, the scenario's step may need animated: false; if it did, UIKit passed "
                    + "another value than the engine",
                "note: line 4 prints animated false where the engine passes true to A.viewDidDisappear(_:); the order is compared, "
                    + "not the value: if the app did not animate, the scenario's step may need animated: false; if it did, UIKit passed "
                    + "another value than the engine",
            ], "\(console.stdout)")
    }

    @Test func theJSONListsThem() throws {
        let (_, console) = try TraceCheckFixtures.check("push", log: Self.push, "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(console.stdout.utf8)) as? [String: Any]
        let animated = try #require(object?["animated"] as? [[String: Any]], "\(console.stdout)")
        #expect(animated.map { $0["line"] as? Int } == [2, 4])
        #expect(animated.map { $0["call"] as? String } == ["A.viewWillDisappear(_:)", "A.viewDidDisappear(_:)"])
        #expect(animated.map { $0["printed"] as? Bool } == [false, false])
        #expect(animated.map { $0["engine"] as? Bool } == [true, true])
    }

    /// A name printed as a word, read with `--call`, is found too: the radar's own shape.
    @Test func aNameReadWithCallIsFound() throws {
        let log = "B viewDidLoad\nwillDisappear: YES\ndidDisappear: NO !!!"
        let (status, console) = try TraceCheckFixtures.check(
            "push", log: log, "--call", "willDisappear=A.viewWillDisappear(_:),didDisappear=A.viewDidDisappear(_:)")
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last?.hasPrefix("note: line 3 prints animated false where the engine passes true") == true, "\(console.stdout)")
    }

    /// No boolean right after the call, another value printed after it, or a value the
    /// engine passes too: no note.
    @Test(arguments: [
        "B viewDidLoad\nA viewWillDisappear\nB viewWillAppear(_:) true",
        "B viewDidLoad\nA viewWillDisappear - isMovingFromParent: false\nB viewWillAppear",
        "B viewDidLoad\nA viewWillDisappear: notAnimated false\nB viewWillAppear",
    ])
    func noNote(log: String) throws {
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(!console.outLines.contains { $0.hasPrefix("note:") }, "\(console.stdout)")
    }

    /// Calls after a divergence are not compared, so neither is their value.
    @Test func nothingAfterADivergence() throws {
        let log = "B viewWillAppear(true)\nB viewDidLoad\nA viewWillDisappear: false"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .failure, "\(console.stdout)")
        #expect(!console.outLines.contains { $0.hasPrefix("note: line") }, "\(console.stdout)")
    }

    /// A logger's function column before a message that prints the call and its value; a
    /// cell's `setSelected: true animated: false`, whose first value is no `animated` (review 11).
    @Test func theValueIsTheMessagesAndOnlyTheOneArgumentsCalls() throws {
        let log = "B viewDidLoad\n[A.swift:30] viewWillDisappear(_:) > viewWillDisappear(_:) animated: false\nB viewWillAppear"
        let (status, console) = try TraceCheckFixtures.check("push", log: log)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines.last?.hasPrefix("note: line 2 prints animated false where the engine passes true") == true, "\(console.stdout)")
        let lifecycle = """
            id: cells
            title: Cells
            object: cell
            scenarios:
              - id: select
                title: A tap selects a row
                objects:
                  table: { kind: table-view }
                  c: { kind: cell }
                setup:
                  - dequeue: { cell: c, from: table }
                  - display: { cell: c }
                steps:
                  - select: { cell: c }
            """
        let (selected, output) = try TraceCheckFixtures.check(
            "select", of: lifecycle, log: "c setHighlighted: true animated: false\nc setHighlighted: false animated: false", [])
        #expect(selected == .success, "\(output.stdout)")
        #expect(!output.outLines.contains { $0.hasPrefix("note: line") }, "\(output.stdout)")
    }
}
