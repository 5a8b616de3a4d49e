import LifecycleSimulator
import Testing

/// cells.md: the reuse pool, display and the tap sequence, as exact call lists. The
/// dequeue happens inside tableView(_:cellForRowAt:), so cellForRowAt is traced first
/// and the cell's initializer or prepareForReuse() after it.
@Suite struct CellReferenceTests {
    private let table = """
        objects:
          t: { kind: table-view }
          c: { kind: cell }
          d: { kind: cell }
        """

    @Test func newCellMadeInCodeIsInitializedInsideCellForRowAt() throws {
        let run = try simulate(
            """
            \(table)
            steps:
              - dequeue: { cell: c, from: t }
            """)
        #expect(
            run.callsWithArguments() == [
                "t.tableView(_:cellForRowAt:) indexPath: row of c",
                "c.init(style:reuseIdentifier:) style: .default, reuseIdentifier: identifier",
            ])
        #expect(run.result.events.last?.stateAfter == "dequeued")
        #expect(run.behaviourIDs == ["cell.dequeue.new-code"])
    }

    @Test func newCellFromANibIsDecodedThenAwakened() throws {
        let run = try simulate(
            """
            objects:
              t: { kind: table-view }
              c: { kind: cell, from: nib }
            steps:
              - dequeue: { cell: c, from: t, reused: false }
            """)
        #expect(run.calls == run.trace("t.tableView(_:cellForRowAt:)", "c.init(coder:)", "c.awakeFromNib"))
        #expect(run.behaviourIDs == ["cell.dequeue.new-nib"])
    }

    /// The recording (jeongchoyi, 2021): rows are interleaved, each row's willDisplay
    /// before the next row's cellForRowAt.
    @Test func firstScreenInterleavesRowByRow() throws {
        let run = try simulate(
            """
            objects:
              t: { kind: table-view }
              a: { kind: cell, from: nib }
              b: { kind: cell, from: nib }
            steps:
              - dequeue: { cell: a, from: t }
              - display: { cell: a }
              - dequeue: { cell: b, from: t }
              - display: { cell: b }
            """)
        #expect(
            run.calls(only: ["awakeFromNib", "tableView(_:cellForRowAt:)", "tableView(_:willDisplay:forRowAt:)"])
                == run.trace(
                    "t.tableView(_:cellForRowAt:)", "a.awakeFromNib", "t.tableView(_:willDisplay:forRowAt:)",
                    "t.tableView(_:cellForRowAt:)", "b.awakeFromNib", "t.tableView(_:willDisplay:forRowAt:)"
                ))
        #expect(
            run.callsWithArguments().filter { $0.contains("willDisplay") } == [
                "t.tableView(_:willDisplay:forRowAt:) cell: a, indexPath: row of a",
                "t.tableView(_:willDisplay:forRowAt:) cell: b, indexPath: row of b",
            ])
    }

    /// A cell that scrolled out is handed out again with prepareForReuse() instead of an
    /// initializer, and a nib cell is not awakened a second time.
    @Test(arguments: ["{ cell: c, from: t }", "{ cell: c, from: t, reused: true }"])
    func reusedCellIsPreparedNotCreated(dequeue: String) throws {
        let run = try simulate(
            """
            objects:
              t: { kind: table-view }
              c: { kind: cell, from: nib }
            setup:
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
            steps:
              - end-display: { cell: c }
              - dequeue: \(dequeue)
              - display: { cell: c }
            """)
        #expect(
            run.calls
                == run.trace(
                    "t.tableView(_:didEndDisplaying:forRowAt:)",
                    "t.tableView(_:cellForRowAt:)", "c.prepareForReuse",
                    "t.tableView(_:willDisplay:forRowAt:)"
                ))
        #expect(run.result.states.map { $0["c"] } == ["displayed", "reuse-pool", "dequeued", "displayed"])
        #expect(run.behaviourIDs == ["cell.end-display", "cell.dequeue.reuse", "cell.display"])
    }

    /// cells.md, source 2: touch down highlights; a tap un-highlights, selects, then
    /// tells the delegate. Every setter is unanimated.
    @Test func tapHighlightsUnhighlightsSelectsThenTellsTheDelegate() throws {
        let run = try simulate(
            """
            \(table)
            setup:
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
            steps:
              - select: { cell: c }
            """)
        #expect(
            run.callsWithArguments() == [
                "c.setHighlighted(_:animated:) highlighted: true, animated: false",
                "c.setHighlighted(_:animated:) highlighted: false, animated: false",
                "c.setSelected(_:animated:) selected: true, animated: false",
                "t.tableView(_:didSelectRowAt:) indexPath: row of c",
            ])
        #expect(run.behaviourIDs == ["cell.select"])
    }

    /// A touch held down, then lifted: the second step does not highlight again.
    @Test func holdThenLift() throws {
        let run = try simulate(
            """
            \(table)
            setup:
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
            steps:
              - highlight: { cell: c }
              - select: { cell: c }
            """)
        #expect(
            run.result.events.filter { $0.step == 1 }.map { "\($0.notation) \($0.argumentText)" } == [
                "c.setHighlighted(_:animated:) highlighted: true, animated: false"
            ])
        #expect(
            run.result.events.filter { $0.step == 2 }.map { "\($0.notation) \($0.argumentText)" } == [
                "c.setHighlighted(_:animated:) highlighted: false, animated: false",
                "c.setSelected(_:animated:) selected: true, animated: false",
                "t.tableView(_:didSelectRowAt:) indexPath: row of c",
            ])
    }

    /// cells.md, source 2, second tap: the new cell's highlight pair, then the old cell
    /// is deselected before the new one is selected, then didSelectRowAt.
    @Test func tapOnAnotherRowDeselectsTheOldCellBeforeSelectingTheNew() throws {
        let run = try simulate(
            """
            \(table)
            setup:
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
              - dequeue: { cell: d, from: t }
              - display: { cell: d }
              - select: { cell: c }
            steps:
              - select: { cell: d }
            """)
        #expect(
            run.callsWithArguments() == [
                "d.setHighlighted(_:animated:) highlighted: true, animated: false",
                "d.setHighlighted(_:animated:) highlighted: false, animated: false",
                "c.setSelected(_:animated:) selected: false, animated: false",
                "d.setSelected(_:animated:) selected: true, animated: false",
                "t.tableView(_:didSelectRowAt:) indexPath: row of d",
            ])
        #expect(run.behaviourIDs == ["cell.select.replacing"])
    }

    /// Unverified: a second tap on the selected row highlights and tells the delegate
    /// again, but does not set the cell selected a second time.
    @Test func tapOnTheSelectedRowAgain() throws {
        let run = try simulate(
            """
            \(table)
            setup:
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
              - select: { cell: c }
            steps:
              - select: { cell: c }
            """)
        #expect(run.calls == run.trace("c.setHighlighted", "c.setHighlighted", "t.tableView(_:didSelectRowAt:)"))
        #expect(EvidenceLevels.withoutLogs.weakest(of: run.result.events) == .unverified)
    }

    /// The selection belongs to the row: a selected cell that scrolls out and comes back
    /// for another row is not selected, and tapping another row deselects nothing.
    @Test func selectionIsForgottenWhenTheCellScrollsOut() throws {
        let run = try simulate(
            """
            \(table)
            setup:
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
              - select: { cell: c }
            steps:
              - end-display: { cell: c }
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
              - dequeue: { cell: d, from: t }
              - display: { cell: d }
              - select: { cell: d }
              - select: { cell: c }
            """)
        #expect(run.calls(only: ["setSelected"]) == run.trace("d.setSelected", "d.setSelected", "c.setSelected"))
        #expect(
            run.callsWithArguments().filter { $0.contains("setSelected") } == [
                "d.setSelected(_:animated:) selected: true, animated: false",
                "d.setSelected(_:animated:) selected: false, animated: false",
                "c.setSelected(_:animated:) selected: true, animated: false",
            ])
    }

    /// Unverified: a held cell that scrolls away is un-highlighted before it leaves.
    @Test func heldCellIsUnhighlightedBeforeItEndsDisplaying() throws {
        let run = try simulate(
            """
            \(table)
            setup:
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
              - highlight: { cell: c }
            steps:
              - end-display: { cell: c }
            """)
        #expect(
            run.callsWithArguments() == [
                "c.setHighlighted(_:animated:) highlighted: false, animated: false",
                "t.tableView(_:didEndDisplaying:forRowAt:) cell: c, indexPath: row of c",
            ])
        #expect(run.result.events.map(\.stateAfter) == ["displayed", "idle"])
    }

    @Test func cellsGroupFiltersTableAndCellCalls() throws {
        let run = try simulate(
            """
            objects:
              t: { kind: table-view }
              c: { kind: cell, from: nib }
            steps:
              - dequeue: { cell: c, from: t }
              - display: { cell: c }
            only: [cells]
            """)
        #expect(run.calls(only: ["cells"]) == run.trace("t.tableView(_:cellForRowAt:)", "t.tableView(_:willDisplay:forRowAt:)"))
        #expect(run.calls(only: ["loading"]) == run.trace("c.init(coder:)", "c.awakeFromNib"))
    }
}
