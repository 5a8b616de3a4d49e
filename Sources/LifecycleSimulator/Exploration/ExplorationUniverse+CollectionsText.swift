internal import Diagnostics
internal import LifecycleModel

/// The universes of collection view cells and of text input (see
/// `Simulation+CollectionViews` and `Simulation+TextInput`).
extension ExplorationUniverse {
    /// A fixed-size and a self-sizing collection view, with cells made in code and from a
    /// nib: deep enough to prefetch, reuse, show an item again, and select.
    static func collectionUniverse(observing kind: ObjectKind) -> ExplorationUniverse {
        let cells = [("c", "cv"), ("n", "cv"), ("s", "sv")]
        let objects =
            [
                ObjectDeclaration(name: "cv", kind: .collectionView, location: nil),
                ObjectDeclaration(name: "sv", kind: .collectionView, options: ["sizing": "self-sizing"], location: nil),
            ]
            + cells.map { cell, _ in
                ObjectDeclaration(name: cell, kind: .collectionCell, options: cell == "n" ? ["from": "nib"] : [:], location: nil)
            }
        var actions: [Step] = []
        for (cell, collection) in cells {
            actions.append(action(.dequeue, ["cell": .object(cell), "from": .object(collection)]))
            for name in [ActionName.prefetch, .cancelPrefetch] {
                actions.append(action(name, ["items": .objects([cell]), "from": .object(collection)]))
            }
            for name in [ActionName.display, .endDisplay, .highlight, .select] {
                actions.append(action(name, ["cell": .object(cell)]))
            }
        }
        let observed = kind == .collectionView ? ["cv", "sv"] : cells.map(\.0)
        return ExplorationUniverse(objects: objects, observed: observed, actions: actions, depth: 5)
    }

    /// Two text fields and a text view, a keyboard observer, and every step that moves
    /// editing between them.
    static func textInputUniverse(observing kind: ObjectKind) -> ExplorationUniverse {
        let objects = [
            ObjectDeclaration(name: "observer", kind: .keyboardObserver, location: nil),
            ObjectDeclaration(name: "f", kind: .textField, location: nil),
            ObjectDeclaration(name: "g", kind: .textField, location: nil),
            ObjectDeclaration(name: "v", kind: .textView, location: nil),
        ]
        var actions: [Step] = [action(.keyboardChangeFrame)]
        for field in ["f", "g", "v"] {
            actions.append(action(.focus, ["field": .object(field)]))
            actions.append(action(.resign, ["field": .object(field)]))
        }
        actions.append(action(.returnKey, ["field": .object("f")]))
        actions.append(action(.returnKey, ["field": .object("f"), "resigns": .bool(true)]))
        return ExplorationUniverse(objects: objects, observed: kind == .textView ? ["v"] : ["f", "g"], actions: actions, depth: 4)
    }

    private static func action(_ name: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: name, arguments: arguments, location: SourceLocation(file: "<model>", line: 0, column: 0))
    }
}
