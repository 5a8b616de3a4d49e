import LifelineCLI
import Testing

/// A table log whose data source prints after dequeuing (a GitHub note on table cells), and
/// a text field's delegate that implements only `textFieldDidEndEditing(_:)`
/// (SCNumberKeyBoard#4, 2015): dev round 14, 2026-12-06.
@Suite struct CellAndFieldLogTests {
    static let lifecycle = """
        id: cells
        title: Cells and fields
        object: cell
        config: { ios: 17 }
        scenarios:
          - id: reuse
            title: Row 0's cell reused for row 3
            objects:
              table: { kind: table-view }
              c0: { kind: cell, from: nib }
            setup:
              - dequeue: { cell: c0, from: table }
              - display: { cell: c0 }
              - end-display: { cell: c0 }
            steps:
              - dequeue: { cell: c0, from: table, reused: true }
              - display: { cell: c0 }
          - id: type-and-resign
            title: Tap, then resign
            objects:
              name: { kind: text-field }
            steps:
              - focus: { field: name }
              - resign: { field: name }
        """

    func check(_ scenario: String, _ log: String, _ arguments: String...) throws -> (status: CLI.ExitStatus, out: [String]) {
        let (status, console) = try TraceCheckFixtures.check(scenario, of: Self.lifecycle, log: log, arguments)
        return (status, console.outLines)
    }

    @Test func aCellsCallPrintedBeforeCellForRowGetsAHint() throws {
        let log = "prepareForReuse: Optional(0)\ncellForRowAt: 3\nwillDisplay: 3"
        let (status, out) = try check("reuse", log, "--call", "prepareForReuse=c0.prepareForReuse()")
        #expect(status == .failure, "\(out)")
        #expect(
            out.last
                == "hint: c0's prepareForReuse() runs inside the dequeue that tableView(_:cellForRowAt:) makes; a line printed after "
                + "dequeuing comes after the cell's calls, so print first in tableView(_:cellForRowAt:) to log the engine's order")
        let (printedFirst, output) = try check(
            "reuse", "cellForRowAt: 3\nprepareForReuse: Optional(0)\nwillDisplay: 3", "--call", "prepareForReuse=c0.prepareForReuse()")
        #expect(printedFirst == .success, "\(output)")
        // A cell's call the engine does not make as it dequeues that cell gets none (a review, 2026-12-06).
        let (_, other) = try check("reuse", "c0 awakeFromNib()\ncellForRowAt: 3")
        #expect(!other.contains { $0.hasPrefix("hint:") }, "\(other)")
    }

    /// Before, the line was "where the engine has no more calls", though it makes the call.
    @Test func theOlderDidEndEditingIsTheCallTheEngineMakes() throws {
        let log = """
            -[ViewController textFieldShouldBeginEditing:]
            -[ViewController textFieldDidBeginEditing:]
            -[ViewController textFieldShouldEndEditing:]
            -[ViewController textFieldDidEndEditing:]
            """
        let (status, out) = try check("type-and-resign", log, "--map", "name=ViewController")
        #expect(status == .success, "\(out)")
        #expect(out.last == "agreement: 4 calls match the simulated order of type-and-resign")
        #expect(out.contains("  same call: line 4 name.textFieldDidEndEditing(_:) read as the engine's name.textFieldDidEndEditing(_:reason:)"))
    }
}
