internal import LifecycleModel

/// Something the system hands the app: a URL, a universal link, the user's tap on a
/// notification. Opened from not running it launches the app (cold: the event is in the
/// launch or connection options); from the background it brings the app back (warm: it is
/// delivered once the app, or the scene, is in the foreground and before it is active).
enum AppEvent: Hashable {
    case url
    case universalLink
    /// A tap on a widget that names no URL: a user activity of the widget's kind.
    case widget
    /// The user's response to a notification, told to the UNUserNotificationCenter
    /// delegate, or (`legacy`) to application(_:didReceiveRemoteNotification:fetchCompletionHandler:).
    case notificationResponse(legacy: Bool)
    /// A Home Screen quick action (a UIApplicationShortcutItem).
    case quickAction

    enum Phase { case cold, warm, foreground }

    /// What the launch options hold (`application(_:willFinishLaunchingWithOptions:)`) in
    /// an app without scenes.
    var launchOptions: String {
        switch self {
        case .url: "[.url: myapp://…]"
        case .universalLink: "[.userActivityDictionary: [NSUserActivityTypeBrowsingWeb]]"
        case .widget: "[.userActivityDictionary: [WidgetKind]]"
        case .notificationResponse: "[.remoteNotification: [aps: …]]"
        case .quickAction: "[.shortcutItem: UIApplicationShortcutItem]"
        }
    }

    /// What the scene's connection options hold.
    var connectionOptions: String {
        switch self {
        case .url: "urlContexts: [myapp://…]"
        case .universalLink: "userActivities: [NSUserActivityTypeBrowsingWeb]"
        case .widget: "userActivities: [WidgetKind]"
        case .notificationResponse: "notificationResponse: UNNotificationResponse"
        case .quickAction: "shortcutItem: UIApplicationShortcutItem"
        }
    }

    func behaviour(_ phase: Phase, scenes: Bool) -> BehaviourID {
        switch (self, phase) {
        case (.url, .cold): scenes ? .sceneOpenURLCold : .appOpenURLCold
        case (.url, _): scenes ? .sceneOpenURLWarm : .appOpenURLWarm
        case (.universalLink, .cold): scenes ? .sceneUniversalLinkCold : .appUniversalLinkCold
        case (.universalLink, _): scenes ? .sceneUniversalLinkWarm : .appUniversalLinkWarm
        case (.widget, _): scenes ? .sceneWidgetTap : .appWidgetTap
        case (.notificationResponse, .cold): scenes ? .sceneNotificationTapCold : .appNotificationTapCold
        case (.notificationResponse, .warm): scenes ? .sceneNotificationTapWarm : .appNotificationTapWarm
        case (.notificationResponse, .foreground): .appNotificationTapForeground
        case (.quickAction, .cold): scenes ? .sceneQuickActionCold : .appQuickActionCold
        case (.quickAction, _): scenes ? .sceneQuickActionWarm : .appQuickActionWarm
        }
    }
}

extension Simulation {
    mutating func openURL(kind: String) throws {
        if kind == "widget", config.ios < 14 {
            throw SimulationError("a widget needs iOS 14 or later", hint: "set 'ios: 14' or later")
        }
        let event: AppEvent =
            switch kind {
            case "universal": .universalLink
            case "widget": .widget
            default: .url
            }
        try bringIn(event, action: "open-url")
    }

    mutating func tapNotification(handler: String) throws {
        let legacy = handler == "remote-notification"
        if !legacy, config.ios < 10 {
            throw SimulationError(
                "the UNUserNotificationCenter delegate needs iOS 10 or later",
                hint: "write 'tap-notification: { handler: remote-notification }' for an app before iOS 10")
        }
        let event = AppEvent.notificationResponse(legacy: legacy)
        try refuseSwiftUIAppWithoutAppDelegate("'tap-notification'", because: Self.notificationDelegate)
        guard world.app == .active else {
            try bringIn(event, action: "tap-notification")
            return
        }
        guard !legacy else {
            throw SimulationError(
                "without a UNUserNotificationCenter delegate, a notification is not shown while the app is in front",
                hint: "its arrival is 'receive-notification: { kind: silent }'; give the app the delegate (the default handler)")
        }
        deliver(event, .foreground, to: nil)
    }

    mutating func quickAction() throws {
        try bringIn(.quickAction, action: "quick-action")
    }

    mutating func receiveNotification(kind: String) throws {
        if kind == "silent" {
            guard world.app.isRunning else {
                throw SimulationError(
                    "a silent push while the app is not running launches it into the background",
                    hint: "write 'launch: { into: background, for: silent-push }'")
            }
            try refuseSwiftUIAppWithoutAppDelegate("a silent push", because: "only an app delegate hears it")
            if world.app == .suspended {
                world.app = .background
                for name in connectedScenes where world.scenes[name]!.state == .suspended { world.scenes[name]!.state = .background }
                markSystemStep()
            }
            emit(
                "app", "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", [.init("userInfo", "[aps: [content-available: 1]]")],
                .appSilentPushRunning)
            return
        }
        guard config.ios >= 10 else {
            throw SimulationError(
                "the UNUserNotificationCenter delegate needs iOS 10 or later", hint: "before iOS 10 an app in front is not offered its notifications")
        }
        // An alert reaches the app only in the foreground; elsewhere the system shows it.
        guard world.app.isForeground else { return }
        try refuseSwiftUIAppWithoutAppDelegate(
            "a notification in the foreground", because: Self.notificationDelegate)
        emit(
            "app", "userNotificationCenter(_:willPresent:withCompletionHandler:)", [.init("notification", "UNNotification")],
            .appNotificationWillPresent)
    }

    /// The event launches the app or brings it back from the background.
    private mutating func bringIn(_ event: AppEvent, action: String) throws {
        if world.app != .inactive, world.app != .active { try refuseSwiftUIHandledEvent(event, action: action) }
        switch world.app {
        case .notRunning:
            if world.usesScenes {
                try launchWithScenes(into: "foreground", event: event)
            } else {
                try launchWithAppDelegate(into: "foreground", event: event)
            }
        case .background, .suspended:
            if world.usesScenes { try sceneAppForeground(delivering: event) } else { try appForeground(delivering: event) }
        case .inactive, .active:
            throw SimulationError(
                "'\(action)' while the app is \(world.app.rawValue) is not modelled",
                hint: "the engine models it from not running (a cold launch) and from the background")
        }
    }

    /// A SwiftUI app with no app delegate has no object for the engine to trace a
    /// notification's delegate call or a background launch's on: a trace would leave the
    /// event out without a word. `declaring` is what the swiftui-app object needs: at a
    /// launch into the background, no scenePhase observer either.
    func refuseSwiftUIAppWithoutAppDelegate(_ what: String, because why: String, declaring: String = "delegates: app") throws {
        guard config.lifecycle == .swiftui, swiftUIDelegates == "none" else { return }
        throw SimulationError(
            "\(what) in a SwiftUI app without an app delegate, which is not modelled: \(why)",
            hint: swiftUIAppDeclarationHint(declaring))
    }

    /// A SwiftUI app launched into the background is traced with its app delegate and no
    /// scenePhase observer (`refuseObservedSwiftUIBackgroundLaunch`).
    static let backgroundLaunchDeclaration = "delegates: app, observer: none"

    static let notificationDelegate = "the engine traces the UNUserNotificationCenter delegate on the app delegate"

    /// Where the app's delegates are declared: on its swiftui-app object, which the
    /// scenario may not have yet.
    func swiftUIAppDeclarationHint(_ delegates: String) -> String {
        let declared = declarationOrder.contains { declarations[$0]?.kind == .swiftuiApp }
        return declared
            ? "set '\(delegates)' on the swiftui-app object, or leave the step out"
            : "declare a swiftui-app object with '\(delegates)' (ui: { kind: swiftui-app, \(delegates) }), or leave the step out"
    }

    /// A SwiftUI app without a scene delegate hears a URL, a user activity or a quick
    /// action in a view modifier (`onOpenURL`, `onContinueUserActivity`) or nowhere, and no
    /// recording shows where among the scenePhase changes: a trace would leave the event out
    /// without a word.
    private func refuseSwiftUIHandledEvent(_ event: AppEvent, action: String) throws {
        guard config.lifecycle == .swiftui, swiftUIDelegates != "app-and-scene" else { return }
        let why: String
        switch event {
        case .url: why = "SwiftUI hands the URL to onOpenURL, and no recording says where among the scenePhase changes"
        case .universalLink, .widget:
            why = "SwiftUI hands the user activity to onContinueUserActivity or onOpenURL, and no recording says where among the scenePhase changes"
        case .quickAction: why = "only a scene delegate is told of a quick action"
        case .notificationResponse: return
        }
        throw SimulationError(
            "'\(action)' in a SwiftUI app without a scene delegate, which is not modelled: \(why)",
            hint: swiftUIAppDeclarationHint("delegates: app-and-scene"))
    }

    /// The activity type of a user activity the event hands over, if it is one.
    private func activityType(of event: AppEvent) -> String? {
        switch event {
        case .universalLink: "NSUserActivityTypeBrowsingWeb"
        case .widget: "WidgetKind"
        case .url, .notificationResponse, .quickAction: nil
        }
    }

    /// A scene brought back by a user activity is told it will continue one before
    /// sceneWillEnterForeground (wtrmiya's widget taps, iOS 16); the activity itself comes
    /// after it (`deliver`).
    mutating func announceContinuation(of event: AppEvent?, to scene: String) {
        guard let event, let type = activityType(of: event) else { return }
        noteBehaviour(.sceneEventsActivityPosition)
        emit(scene, "scene(_:willContinueUserActivityWithType:)", [.init("userActivityType", type)], event.behaviour(.warm, scenes: true))
    }

    /// Hands the event to the app delegate, or to `scene`'s delegate with scenes (whose
    /// `announceContinuation` came before).
    mutating func deliver(_ event: AppEvent, _ phase: AppEvent.Phase, to scene: String?) {
        let behaviour = event.behaviour(phase, scenes: world.usesScenes)
        switch event {
        case .url:
            if let scene {
                noteBehaviour(.sceneEventsWarmPosition)
                emit(scene, "scene(_:openURLContexts:)", [.init("URLContexts", "[myapp://…]")], behaviour)
            } else {
                emit("app", "application(_:open:options:)", [.init("url", "myapp://…")], behaviour)
            }
        case .universalLink, .widget:
            if let scene {
                emit(scene, "scene(_:continue:)", [.init("userActivity", "NSUserActivity")], behaviour)
            } else {
                emit("app", "application(_:willContinueUserActivityWithType:)", [.init("userActivityType", activityType(of: event)!)], behaviour)
                emit("app", "application(_:continue:restorationHandler:)", [.init("userActivity", "NSUserActivity")], behaviour)
            }
        case .quickAction:
            guard let scene else {
                emit("app", "application(_:performActionFor:completionHandler:)", [.init("shortcutItem", "UIApplicationShortcutItem")], behaviour)
                return
            }
            // Apple's page has the scene's delegate perform the action; no log prints the call,
            // and its place among the state calls is a guess, as a URL's is.
            emit(scene, "windowScene(_:performActionFor:completionHandler:)", [.init("shortcutItem", "UIApplicationShortcutItem")], behaviour)
        case .notificationResponse(let legacy):
            if legacy {
                emit(
                    "app", "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", [.init("userInfo", "[aps: [alert: …]]")],
                    behaviour)
            } else {
                emit("app", "userNotificationCenter(_:didReceive:withCompletionHandler:)", [.init("response", "UNNotificationResponse")], behaviour)
            }
        }
    }

    /// The event a background launch is for, delivered right after the launch.
    mutating func deliverBackgroundLaunch(for reason: String?) throws {
        if reason == "fetch" || reason == "silent-push" {
            try refuseSwiftUIAppWithoutAppDelegate(
                "a launch for a \(reason == "fetch" ? "background fetch" : "silent push")", because: "only an app delegate hears it",
                declaring: Self.backgroundLaunchDeclaration)
        }
        switch reason {
        case "fetch"?:
            emit("app", "application(_:performFetchWithCompletionHandler:)", [], .appLaunchBackgroundFetch)
        case "silent-push"?:
            emit(
                "app", "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", [.init("userInfo", "[aps: [content-available: 1]]")],
                .appLaunchBackgroundSilentPush)
        case "task"?:
            guard config.ios >= 13 else {
                throw SimulationError("BGTaskScheduler needs iOS 13 or later", hint: "before iOS 13 a background refresh is 'for: fetch'")
            }
            // A SwiftUI app may register with its .backgroundTask modifier instead, whose
            // place among the scenePhase changes no recording shows.
            try refuseSwiftUIAppWithoutAppDelegate(
                "a launch for a background task", because: "its .backgroundTask modifier hears it, and no recording says where",
                declaring: Self.backgroundLaunchDeclaration)
            emit("app", "launchHandler(_:)", [.init("task", "BGAppRefreshTask")], .appLaunchBackgroundTask)
        default:
            // A location event goes to a CLLocationManager delegate, which is not modelled.
            break
        }
    }

    /// The launch options a launch for `event` or into the background for `reason` carries.
    /// An app with scenes finds the event in the scene's connection options only: Apple's
    /// launchOptions parameter "is nil" when the app supports scenes, and the SDK's keys for
    /// a URL, a user activity and a shortcut item point to the connection options.
    func launchOptions(event: AppEvent?, reason: String?) -> String {
        if let event { return world.usesScenes ? "nil" : event.launchOptions }
        switch reason {
        case "silent-push"?: return "[.remoteNotification: [aps: [content-available: 1]]]"
        case "location"?: return "[.location: true]"
        default: return "nil"
        }
    }
}
