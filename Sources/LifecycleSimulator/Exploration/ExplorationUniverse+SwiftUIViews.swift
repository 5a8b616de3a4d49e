internal import Diagnostics
internal import LifecycleModel

/// The universe of SwiftUI views (`Simulation+SwiftUIViews`): a NavigationStack and a
/// TabView holding two views, a sheet, a row of the first view's list, and a view behind
/// an `if` in its body.
extension ExplorationUniverse {
    static func swiftUIViewUniverse(observing kind: ObjectKind) -> ExplorationUniverse {
        let objects = [
            ObjectDeclaration(name: "stack", kind: .navigationStack, location: nil),
            ObjectDeclaration(name: "tabs", kind: .tabView, location: nil),
            ObjectDeclaration(name: "A", kind: .swiftuiView, location: nil),
            ObjectDeclaration(name: "B", kind: .swiftuiView, location: nil),
            ObjectDeclaration(name: "S", kind: .swiftuiView, location: nil),
            ObjectDeclaration(name: "R", kind: .swiftuiView, options: ["row-of": "A"], location: nil),
            ObjectDeclaration(name: "C", kind: .swiftuiView, options: ["inside": "A", "start": "hidden"], location: nil),
        ]
        let actions: [Step] = [
            action(.launch), action(.background), action(.foreground),
            action(.show, ["root": .object("stack"), "stack": .objects(["A"])]),
            action(.show, ["root": .object("tabs"), "tabs": .objects(["A", "B"])]),
            action(.push, ["vc": .object("B"), "on": .object("stack")]),
            action(.pop, ["on": .object("stack")]),
            action(.interactivePop, ["on": .object("stack"), "completes": .bool(false)]),
            action(.selectTab, ["on": .object("tabs"), "index": .int(0)]),
            action(.selectTab, ["on": .object("tabs"), "index": .int(1)]),
            action(.sheet, ["view": .object("S"), "from": .object("A")]),
            action(.fullScreenCover, ["view": .object("S"), "from": .object("A")]),
            action(.dismiss, ["vc": .object("S")]),
            action(.scrollIn, ["row": .object("R")]),
            action(.scrollOut, ["row": .object("R")]),
            action(.insertView, ["view": .object("C")]),
            action(.removeView, ["view": .object("C")]),
        ]
        let observed = kind == .swiftuiView ? ["A", "B", "S", "R", "C"] : kind == .navigationStack ? ["stack"] : ["tabs"]
        return ExplorationUniverse(objects: objects, observed: observed, actions: actions, depth: 5)
    }

    private static func action(_ name: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: name, arguments: arguments, location: SourceLocation(file: "<model>", line: 0, column: 0))
    }
}
