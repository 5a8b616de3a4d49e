public import LifecycleModel

/// The calls of a log that fall outside what the scenario models, so that `trace-check`
/// says "not modelled here" instead of claiming an order the engine never made:
///
/// - a SwiftUI app that adopts no delegate (`delegates:`) has no app or scene delegate,
///   yet the log prints theirs; a SwiftUI app object outside the SwiftUI life cycle hears
///   nothing, yet the log prints its scenePhase;
/// - a view or controller no step of the scenario ever creates, yet the log prints its
///   calls: the scenario does not say how it comes to exist (a view made in viewDidLoad
///   is declared `added-on-load`);
/// - a controller the steps leave alone, off screen (or on screen) before them, told it
///   disappears (or appears): no transition can send that, so the log began in another
///   situation than the setup builds, such as a transition still running when the steps
///   start (a present issued inside viewDidAppear), which the engine does not model.
///
/// A scene delegate's call in an app without scenes (before iOS 13, or `lifecycle:
/// app-delegate`) is refused as the log is read, with the reason `absent` gives.
///
/// Such calls become unread lines with the reason, and the verdict inconclusive.
public enum LogScope {
    /// The objects the configuration does not have, each with why: an app without scenes
    /// has no scene delegate, so a `didEnterBackgroundNotification` that names no receiver
    /// in an iOS 7 log is the app's, not "the app's or the scene's" (`ConsoleLogParser`).
    public static func absent(from objects: [String: ObjectKind], config: EngineConfig) -> [String: String] {
        guard config.lifecycle == .appDelegate else { return [:] }
        let why = { (object: String) in
            "the scenario's app has no scenes (\(config.ios < 13 ? "iOS \(config.ios)" : "lifecycle: app-delegate")), so \(object) "
                + "hears nothing; a scene delegate's calls need iOS 13 or later and 'lifecycle: scenes'"
        }
        return Dictionary(uniqueKeysWithValues: objects.filter { $0.value == .scene }.keys.map { ($0, why($0)) })
    }

    public static func restrict(_ log: ParsedLog, to scenario: Scenario, config: EngineConfig, result: SimulationResult) -> ParsedLog {
        let called = Set(result.events.map(\.receiver))
        let before = result.states.first ?? [:]
        var kept: [LoggedCall] = []
        var outside: [IgnoredLine] = []
        for call in log.calls {
            guard let why = reason(call, scenario, config, called: called, before: before) else {
                kept.append(call)
                continue
            }
            outside.append(IgnoredLine(line: call.line, text: call.text, reason: .outsideScenario(object: call.receiver, why: why)))
        }
        guard !outside.isEmpty else { return log }
        let ignored = (log.ignored + outside).enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return log.with(calls: kept, ignored: ignored)
    }

    private static func reason(
        _ call: LoggedCall, _ scenario: Scenario, _ config: EngineConfig, called: Set<String>, before: [String: String]
    ) -> String? {
        let object = call.receiver
        let kind = scenario.kind(of: object)
        // A SwiftUI app's observers hear UIKit's notifications (so `app` and `scene` may be
        // called) while its delegates hear nothing it does not adopt.
        let isNotification = call.callback.name.hasSuffix("Notification")
        guard !called.contains(object) || (config.lifecycle == .swiftui && (kind == .app || kind == .scene) && !isNotification) else {
            return nil
        }
        if kind == .swiftuiApp, config.lifecycle != .swiftui {
            return "scenePhase is simulated in the SwiftUI App life cycle only; set 'lifecycle: swiftui' (with 'delegates:' on \(object) "
                + "for the app's UIKit delegates)"
        }
        if config.lifecycle == .swiftui, kind == .app || kind == .scene, !isNotification {
            let declared = scenario.objects.first { $0.kind == .swiftuiApp && $0.options["delegates"] != nil }
            let delegates = declared?.options["delegates"] ?? "none"
            let owner = declared?.name ?? scenario.objects.first { $0.kind == .swiftuiApp }?.name ?? "the swiftui-app object"
            if kind == .app && delegates == "none" {
                return "the SwiftUI app of the scenario adopts no app delegate; declare 'delegates: app' on \(owner)"
            }
            if kind == .scene && delegates != "app-and-scene" {
                return "the SwiftUI app of the scenario names no scene delegate; declare 'delegates: app-and-scene' on \(owner)"
            }
        }
        switch (kind, before[object]) {
        case (.view?, "not-created"?), (.cell?, "not-created"?):
            return "no step creates \(object); say how it comes to exist (add-subview, loaded-with, or added-on-load for a view made in viewDidLoad)"
        // A scene no step connects (one the engine never made holds no scene state).
        case (.scene?, let state)
        where config.lifecycle == .scenes && !Vocabulary.states(of: .scene).filter({ $0 != "unattached" }).contains(state ?? ""):
            return "no step connects \(object); add the step that does (launch, or open-scene for another window), or remove its lines"
        case (let kind?, "not-loaded"?) where kind.isViewController:
            // openradar 51112884 (2019, iOS 12.2): UIKit loads a tab no one selected as the app goes to the background.
            let tabs = scenario.objects.contains { $0.kind == .tabBarController }
            return "no step uses \(object), so it never loads; add the step that shows it"
                + (tabs ? " (if UIKit loaded it unasked, as a tab's view on going to the background, that is not modelled)" : "")
        case (let kind?, let state?) where kind.isViewController:
            let disappearing = ["viewWillDisappear(_:)", "viewDidDisappear(_:)"].contains(call.callback.name)
            let appearing = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewIsAppearing(_:)"].contains(call.callback.name)
            if state == "disappeared" && disappearing || state == "appeared" && appearing {
                return "\(object) is \(state) before the steps and no step moves it, so nothing sends it \(call.callback.name): "
                    + "the log began in another situation than the setup builds (a transition still running, such as one started "
                    + "inside viewDidAppear), which is not modelled, or the app or a library calls the method itself (a custom "
                    + "transition or container, such as a side menu's), which UIKit does not"
            }
            return nil
        default:
            return nil
        }
    }
}
