internal import Diagnostics
internal import LifecycleModel

/// The universes of table view cells and keyboard observers (see `Simulation+Cells` and
/// `Simulation+Keyboard`).
extension ExplorationUniverse {
    /// One table and three cells (two made in code, one from a nib): deep enough to reuse
    /// a cell, and to select one cell and then another.
    static func cellUniverse(observing kind: ObjectKind) -> ExplorationUniverse {
        let cells = ["c", "d", "n"]
        let objects =
            [ObjectDeclaration(name: "t", kind: .tableView, location: nil)]
            + cells.map { ObjectDeclaration(name: $0, kind: .cell, options: $0 == "n" ? ["from": "nib"] : [:], location: nil) }
        var actions: [Step] = []
        for cell in cells {
            actions.append(action(.dequeue, ["cell": .object(cell), "from": .object("t")]))
            for name in [ActionName.display, .endDisplay, .highlight, .select] {
                actions.append(action(name, ["cell": .object(cell)]))
            }
        }
        return ExplorationUniverse(objects: objects, observed: kind == .tableView ? ["t"] : cells, actions: actions, depth: 6)
    }

    static let keyboardUniverse = ExplorationUniverse(
        objects: [ObjectDeclaration(name: "observer", kind: .keyboardObserver, location: nil)],
        observed: ["observer"],
        actions: [action(.keyboardShow), action(.keyboardHide), action(.keyboardChangeFrame)],
        depth: 3
    )

    private static func action(_ name: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: name, arguments: arguments, location: SourceLocation(file: "<model>", line: 0, column: 0))
    }
}
