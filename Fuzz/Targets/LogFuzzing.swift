internal import LifecycleModel
internal import LifecycleSimulator

/// trace-check's console-log parser, over the objects of a typical scenario with a class
/// name mapped, as `lifeline trace-check … --map B=DetailViewController` sets it up.
enum LogFuzzing {
    static let objects: [String: ObjectKind] = [
        "app": .app, "scene": .scene, "nav": .navigationController, "tabs": .tabBarController,
        "A": .viewController, "B": .viewController, "V": .view, "table": .tableView, "cell": .cell, "keyboard": .keyboardObserver,
    ]

    static func run(_ bytes: [UInt8]) {
        let parser = ConsoleLogParser(objects: objects, classNames: ["DetailViewController": "B", "ViewController": "A"])
        _ = parser.parse(String(decoding: bytes, as: UTF8.self))
    }
}
