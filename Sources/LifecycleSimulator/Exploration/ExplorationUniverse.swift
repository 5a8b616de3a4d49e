internal import Diagnostics
internal import LifecycleModel

/// The small world the explorer plays in for each kind: a few objects and every action
/// that can apply to them. Big enough to reach every state and transition of the kind,
/// small enough to explore exhaustively to a bounded depth.
struct ExplorationUniverse {
    var objects: [ObjectDeclaration]
    /// The objects whose transitions are recorded.
    var observed: [String]
    var actions: [Step]
    var depth: Int

    static func forKind(_ kind: ObjectKind, config: EngineConfig) -> ExplorationUniverse {
        switch kind {
        case .app:
            return ExplorationUniverse(objects: [], observed: ["app"], actions: appActions, depth: 6)
        case .scene:
            var actions = appActions
            let second = ObjectDeclaration(name: "second", kind: .scene, location: nil)
            if config.device.isIPad { actions.append(step(.openScene, ["scene": .object("second")])) }
            for scene in ["scene", "second"] {
                actions.append(step(.closeScene, ["scene": .object(scene)]))
                actions.append(step(.disconnectScene, ["scene": .object(scene)]))
                actions.append(step(.discardScene, ["scene": .object(scene)]))
            }
            return ExplorationUniverse(objects: [second], observed: ["scene", "second"], actions: actions, depth: 6)
        case .cell, .tableView:
            return cellUniverse(observing: kind)
        case .collectionCell, .collectionView:
            return collectionUniverse(observing: kind)
        case .keyboardObserver:
            return keyboardUniverse
        case .textField, .textView:
            return textInputUniverse(observing: kind)
        case .view:
            return viewUniverse
        case .swiftuiView, .navigationStack, .tabView:
            return swiftUIViewUniverse(observing: kind)
        case .swiftuiApp:
            let ui = ObjectDeclaration(name: "ui", kind: .swiftuiApp, location: nil)
            return ExplorationUniverse(objects: [ui], observed: ["ui"], actions: appActions, depth: 6)
        default:
            return controllerUniverse
        }
    }

    private static let appActions: [Step] = [
        step(.launch), step(.launch, ["into": .choice("background")]), step(.interrupt), step(.resume),
        step(.background), step(.foreground), step(.suspend), step(.terminate),
        step(.terminate, ["by": .choice("user")]), step(.memoryWarning),
    ]

    private static var controllerUniverse: ExplorationUniverse {
        let objects = [
            ObjectDeclaration(name: "nav", kind: .navigationController, location: nil),
            ObjectDeclaration(name: "A", kind: .viewController, location: nil),
            ObjectDeclaration(name: "B", kind: .viewController, location: nil),
            ObjectDeclaration(name: "S", kind: .viewController, options: ["from": "storyboard"], location: nil),
            ObjectDeclaration(name: "tabs", kind: .tabBarController, location: nil),
        ]
        var actions: [Step] = [
            step(.launch), step(.background), step(.foreground), step(.memoryWarning),
            step(.show, ["root": .object("A")]),
            step(.show, ["root": .object("nav"), "stack": .objects(["A"])]),
            step(.show, ["root": .object("nav"), "stack": .objects(["A", "B"])]),
            step(.push, ["vc": .object("B"), "on": .object("nav")]),
            step(.pop, ["on": .object("nav")]),
            step(.popToRoot, ["on": .object("nav")]),
            step(.setStack, ["on": .object("nav"), "stack": .objects(["B"])]),
            step(.rotate, ["to": .choice("landscape")]), step(.rotate, ["to": .choice("portrait")]),
            step(.dismiss, ["vc": .object("B")]), step(.dismiss, ["vc": .object("S")]),
            step(.release, ["vc": .object("A")]), step(.release, ["vc": .object("B")]),
            step(.present, ["vc": .object("S"), "from": .object("A"), "style": .choice("fullScreen")]),
            step(.show, ["root": .object("tabs"), "tabs": .objects(["A", "B"])]),
            step(.selectTab, ["on": .object("tabs"), "index": .int(0)]),
            step(.selectTab, ["on": .object("tabs"), "index": .int(1)]),
            step(.addChild, ["child": .object("B"), "parent": .object("A")]),
            step(.removeChild, ["child": .object("B")]),
            step(.interactivePop, ["on": .object("nav"), "completes": .bool(true)]),
            step(.interactivePop, ["on": .object("nav"), "completes": .bool(false)]),
            step(.interactiveDismiss, ["vc": .object("B"), "completes": .bool(true)]),
            step(.interactiveDismiss, ["vc": .object("B"), "completes": .bool(false)]),
        ]
        for style in ModalStyle.allCases {
            actions.append(step(.present, ["vc": .object("B"), "from": .object("A"), "style": .choice(style.rawValue)]))
        }
        return ExplorationUniverse(objects: objects, observed: ["A", "B", "S", "nav", "tabs"], actions: actions, depth: 5)
    }

    private static func step(_ action: ActionName, _ arguments: [String: ArgumentValue] = [:]) -> Step {
        Step(action: action, arguments: arguments, location: SourceLocation(file: "<model>", line: 0, column: 0))
    }
}
