import Foundation
import LifelineCLI
import TestSupport
import Testing

/// Several cells of one class, mapped to one printed class: a cell's print has no index, so
/// each line goes to the cells in the order the engine makes that call on them. Before,
/// every such line was unread, with a hint to print the object's name, which a cell cannot
/// do. Checked against the bundled scenarios of two cells.
@Suite struct SharedCellClassTests {
    static let cells = ["--map", "c1=MyTableViewCell,c2=MyTableViewCell"]

    /// `lifeline trace-check Content/lifecycles/FILE.yaml SCENARIO <log> ARGUMENTS…`.
    static func check(_ file: String, _ scenario: String, log: String, _ arguments: [String]) throws
        -> (status: CLI.ExitStatus, console: RecordingConsole)
    {
        try withTemporaryDirectory { directory in
            try FixtureTree.write(["console.log": log], into: directory)
            let lifecycle = Trees.bundledContent + "/lifecycles/\(file).yaml"
            return lifeline(["trace-check", lifecycle, scenario, TraceCheckFixtures.path("console.log", in: directory)] + arguments)
        }
    }

    @Test func eachCellsLineGoesToTheCellsInTheEnginesOrder() throws {
        let log = "MyTableViewCell awakeFromNib()\nwillDisplay [0, 0]\nMyTableViewCell awakeFromNib()\nwillDisplay [0, 1]"
        let (status, console) = try Self.check("cell", "first-screen-nib", log: log, Self.cells)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines == [
                "read 4 lines: 4 calls on objects of first-screen-nib, no lines ignored",
                "  shared: lines 1 to c1, 3 to c2 (MyTableViewCell, mapped to c1 and c2), in the order the engine makes each call on them",
                "agreement: 4 calls match the simulated order of first-screen-nib",
            ])
    }

    /// Both cells woken before either row is displayed: the engine displays the first row
    /// before it dequeues the second.
    @Test func theCellsLinesOutOfPlaceDiverge() throws {
        let log = "MyTableViewCell awakeFromNib()\nMyTableViewCell awakeFromNib()\nwillDisplay [0, 0]\nwillDisplay [0, 1]"
        let (status, console) = try Self.check("cell", "first-screen-nib", log: log, Self.cells)
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.contains("  the log has c2.awakeFromNib() where the engine has table.tableView(_:willDisplay:forRowAt:)"))
    }

    /// A third line of the class where the engine wakes two cells.
    @Test func anExtraLineDiverges() throws {
        let log =
            "MyTableViewCell awakeFromNib()\nwillDisplay [0, 0]\nMyTableViewCell awakeFromNib()\nwillDisplay [0, 1]\nMyTableViewCell awakeFromNib()"
        let (status, console) = try Self.check("cell", "first-screen-nib", log: log, Self.cells)
        #expect(status == .failure, "\(console.stdout)")
        #expect(console.outLines.contains("  the log has c1.awakeFromNib() where the engine has no more calls"), "\(console.stdout)")
    }

    /// Cells printing a bare `print(#function)`: no line can say which cell it is. Before,
    /// the hint's `--call` gave every line to one cell, which diverged at the second; the
    /// class the cells are mapped to takes the lines in the engine's order.
    @Test func bareLinesGivenToTheCellsClassGoToTheCellsInTheEnginesOrder() throws {
        let log = "awakeFromNib()\nwillDisplay [0, 0]\nawakeFromNib()\nwillDisplay [0, 1]"
        let (unread, hint) = try Self.check("cell", "first-screen-nib", log: log, [])
        #expect(unread == .inconclusive)
        #expect(hint.stdout.contains("say so with --map c1=CLASS,c2=CLASS --call 'awakeFromNib()=CLASS.awakeFromNib()'"), "\(hint.stdout)")
        let given = ["--map", "c1=MyCell,c2=MyCell", "--call", "awakeFromNib()=MyCell.awakeFromNib()"]
        let (status, console) = try Self.check("cell", "first-screen-nib", log: log, given)
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  shared: lines 1 to c1, 3 to c2 (MyCell, mapped to c1 and c2), in the order the engine makes each call on them"))
        let early = "awakeFromNib()\nawakeFromNib()\nwillDisplay [0, 0]\nwillDisplay [0, 1]"
        let (moved, output) = try Self.check("cell", "first-screen-nib", log: early, given)
        #expect(moved == .failure, "\(output.stdout)")
        #expect(output.outLines.contains("  the log has c2.awakeFromNib() where the engine has table.tableView(_:willDisplay:forRowAt:)"))
    }

    /// The same in a recorded log's header; a class no object is mapped to is refused.
    @Test func aHeaderGivesBareLinesToTheCellsClass() throws {
        let header = """
            ---
            map: { c1: MyCell, c2: MyCell }
            calls: { "awakeFromNib()": MyCell.awakeFromNib() }
            ---

            """
        let log = "awakeFromNib()\nwillDisplay [0, 0]\nawakeFromNib()\nwillDisplay [0, 1]"
        let (status, console) = try Self.check("cell", "first-screen-nib", log: header + log, [])
        #expect(status == .success, "\(console.stdout)\(console.stderr)")
        let unmapped = ["--map", "c1=MyCell,c2=MyCell", "--call", "awakeFromNib()=OtherCell.awakeFromNib()"]
        let (refused, error) = try Self.check("cell", "first-screen-nib", log: log, unmapped)
        #expect(refused == .usage, "\(error.stderr)")
        #expect(error.stderr.contains("'OtherCell' is not an object of the scenario, nor a class mapped to some"), "\(error.stderr)")
    }

    /// `print(#function, cell)` in the table's delegate: the cell described on the line is
    /// the call's argument, not its receiver. Before, the line was "c1 never receives
    /// tableView(_:willDisplay:forRowAt:)", with a hint to map the cell's class to the table.
    @Test func aCellDescribedOnItsTablesCallIsTheArgument() throws {
        let log = """
            MyTableViewCell awakeFromNib()
            tableView(_:willDisplay:forRowAt:) <Demo.MyTableViewCell: 0x7f8a1c00a200; baseClass = UITableViewCell; frame = (0 0; 375 44)>
            MyTableViewCell awakeFromNib()
            willDisplay <Demo.MyTableViewCell: 0x7f8a1c00b400>
            """
        let (status, console) = try Self.check("cell", "first-screen-nib", log: log, Self.cells)
        #expect(status == .success, "\(console.stdout)")
        #expect(console.stdout.contains("4 calls on objects of first-screen-nib"))
        let lines = log.split(separator: "\n")
        let moved = [lines[0], lines[2], lines[1], lines[3]].joined(separator: "\n")
        let (diverges, output) = try Self.check("cell", "first-screen-nib", log: moved, Self.cells)
        #expect(diverges == .failure, "\(output.stdout)")
    }

    /// `print(#function, cell)` in `collectionView(_:cellForItemAt:)`: the cell exists only
    /// after the dequeue, so the line follows the cell's `init(frame:)`, which the call
    /// makes. Before, the hint said to map the cell's class to the collection view, which
    /// cannot make the log agree; read as the call, the right log would diverge.
    @Test func aCellPrintedOnTheCallThatReturnsItIsUnreadWithWhereToPrint() throws {
        let cells = ["--map", "a=PhotoCell,b=PhotoCell"]
        let log = """
            PhotoCell init(frame:) (0.0, 0.0, 100.0, 100.0)
            collectionView(_:cellForItemAt:) <Demo.PhotoCell: 0x7f8a1c00a200; baseClass = UICollectionViewCell>
            collectionView(_:willDisplay:forItemAt:) [0, 0]
            PhotoCell init(frame:) (0.0, 0.0, 100.0, 100.0)
            collectionView(_:cellForItemAt:) <Demo.PhotoCell: 0x7f8a1c00b400>
            collectionView(_:willDisplay:forItemAt:) [0, 1]
            collectionView(_:prefetchItemsAt:) [[0, 2]]
            """
        let (status, console) = try Self.check("collection-view", "first-screen", log: log, cells)
        #expect(status == .inconclusive, "\(console.stdout)")
        #expect(
            console.stdout.contains(
                "the cell on the line is the one grid.collectionView(_:cellForItemAt:) returns, so the line was printed after the dequeue"),
            "\(console.stdout)")
        #expect(!console.stdout.contains("--map grid="), "\(console.stdout)")
        var lines = log.split(separator: "\n").map(String.init)
        lines.swapAt(0, 1)
        lines.swapAt(3, 4)
        lines[0] = "collectionView(_:cellForItemAt:) [0, 0]"
        lines[3] = "collectionView(_:cellForItemAt:) [0, 1]"
        let (printedFirst, output) = try Self.check("collection-view", "first-screen", log: lines.joined(separator: "\n"), cells)
        #expect(printedFirst == .success, "\(output.stdout)")
    }

    /// Collection cells, made by `init(frame:)` inside the data source's call.
    @Test func collectionCellsOfOneClass() throws {
        let log = """
            collectionView(_:cellForItemAt:) [0, 0]
            PhotoCell init(frame:) (0.0, 0.0, 100.0, 100.0)
            collectionView(_:willDisplay:forItemAt:) [0, 0]
            collectionView(_:cellForItemAt:) [0, 1]
            PhotoCell init(frame:) (0.0, 0.0, 100.0, 100.0)
            collectionView(_:willDisplay:forItemAt:) [0, 1]
            collectionView(_:prefetchItemsAt:) [[0, 2]]
            """
        let (status, console) = try Self.check("collection-view", "first-screen", log: log, ["--map", "a=PhotoCell,b=PhotoCell"])
        #expect(status == .success, "\(console.stdout)")
        #expect(
            console.outLines.contains(
                "  shared: lines 2 to a, 5 to b (PhotoCell, mapped to a and b), in the order the engine makes each call on them"))
    }

    /// A call of one of the cells that the log lacks is a divergence: a line of the class
    /// shows that call of every cell it is mapped to. Before the review, the other cell's
    /// call dropped out of the comparison and the log agreed.
    @Test func aCellsCallTheLogLacksDiverges() throws {
        let log =
            "MyCell setHighlighted(_:animated:) true\nMyCell setHighlighted(_:animated:) false\nMyCell setSelected(_:animated:) true\ntableView(_:didSelectRowAt:) [0, 1]"
        let (status, console) = try Self.check("cell", "select-another", log: log, ["--map", "c1=MyCell,c2=MyCell"])
        #expect(status == .failure, "\(console.stdout)")
    }

    /// Two cells' initializers, one line each, are two calls: the rule that counts an init
    /// printed twice as one call waits until the lines have their cells.
    @Test func twoCellsInitsAreTwoCalls() throws {
        let log = """
            collectionView(_:cellForItemAt:) [0, 0]
            MyCell init
            collectionView(_:willDisplay:forItemAt:) [0, 0]
            collectionView(_:cellForItemAt:) [0, 1]
            MyCell init
            collectionView(_:willDisplay:forItemAt:) [0, 1]
            collectionView(_:prefetchItemsAt:) [[0, 2]]
            """
        let (status, console) = try Self.check("collection-view", "first-screen", log: log, ["--map", "a=MyCell,b=MyCell"])
        #expect(status == .success, "\(console.stdout)")
        #expect(console.outLines[1] == "  shared: lines 2 to a, 5 to b (MyCell, mapped to a and b), in the order the engine makes each call on them")
    }
}
