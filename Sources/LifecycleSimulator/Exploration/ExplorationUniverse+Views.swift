internal import Diagnostics
internal import LifecycleModel

/// The universe of named views (see `Simulation+Views`): two controllers to put views on
/// screen and to take them away (a replaced root is deallocated with its views), two
/// views made in code to nest and one from a nib, each of which can be released.
extension ExplorationUniverse {
    static var viewUniverse: ExplorationUniverse {
        let objects = [
            ObjectDeclaration(name: "A", kind: .viewController, location: nil),
            ObjectDeclaration(name: "B", kind: .viewController, location: nil),
            ObjectDeclaration(name: "v", kind: .view, location: nil),
            ObjectDeclaration(name: "w", kind: .view, location: nil),
            ObjectDeclaration(name: "n", kind: .view, options: ["from": "nib"], location: nil),
        ]
        var actions = [
            viewAction(.launch), viewAction(.show, ["root": .object("A")]), viewAction(.show, ["root": .object("B")]),
            viewAction(.addSubview, ["view": .object("v"), "to": .object("w")]),
            viewAction(.addSubview, ["view": .object("w"), "to": .object("A")]),
            viewAction(.addSubview, ["view": .object("v"), "to": .object("A")]),
            viewAction(.addSubview, ["view": .object("n"), "to": .object("A")]),
        ]
        for view in ["v", "w", "n"] {
            actions.append(viewAction(.removeFromSuperview, ["view": .object(view)]))
            actions.append(viewAction(.release, ["view": .object(view)]))
        }
        for name in [ActionName.setNeedsLayout, .layoutIfNeeded, .setNeedsDisplay, .resize] {
            actions.append(viewAction(name, ["view": .object("v")]))
        }
        return ExplorationUniverse(objects: objects, observed: ["v", "w", "n"], actions: actions, depth: 5)
    }

    private static func viewAction(_ name: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: name, arguments: arguments, location: SourceLocation(file: "<model>", line: 0, column: 0))
    }
}
