internal import ContentLoader
internal import LifecycleModel
internal import LifecycleSimulator

/// trace-check's reading of a log file, over the objects of a typical scenario with a
/// class name mapped, as `lifeline trace-check … --map B=DetailViewController` sets it up:
/// the header split off (`ContentLoader.traceLog`), then the body parsed with each way of
/// pairing lines and with handler names given (`--call`), as each takes other paths.
enum LogFuzzing {
    static let objects: [String: ObjectKind] = [
        "app": .app, "scene": .scene, "nav": .navigationController, "tabs": .tabBarController,
        "A": .viewController, "B": .viewController, "V": .view, "table": .tableView, "cell": .cell, "keyboard": .keyboardObserver,
    ]

    static let pairings: [LinePairing?] = [nil, .value, LinePairing("->/<-"), LinePairing("begin/end")]

    static func run(_ bytes: [UInt8]) {
        let file = ContentLoader.traceLog(String(decoding: bytes, as: UTF8.self), path: "fuzz.log")
        for pairing in pairings {
            let parser = ConsoleLogParser(
                objects: objects, classNames: ["DetailViewController": ["B"], "ViewController": ["A"]],
                callNames: ["keyboardWillShow": "keyboardWillShowNotification", "onAppear": "viewDidAppear"], pairing: pairing)
            _ = parser.parse(file.body, firstLine: file.bodyStartLine)
        }
    }
}
