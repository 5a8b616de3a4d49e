extension BehaviourID {
    static let swiftUIAppDelegate: BehaviourID = "swiftui.delegates.app"
    static let swiftUISceneDelegate: BehaviourID = "swiftui.delegates.scene"
    static let swiftUITerminateByUser: BehaviourID = "swiftui.terminate.user"
}

/// A SwiftUI app that adopts UIKit delegates, and one removed in the app switcher.
extension Source {
    static let dinkarAppDelegate = EvidenceSource(
        "SwiftUIExample README, “AppDelegate - life cycle - clear app after run” (dinkar1708, 2021-09-21)",
        "https://github.com/dinkar1708/SwiftUIExample/blob/eee68497d1bf47d590143a24847d8cbb4f97d62c/README.md")
    static let dinkarSceneDelegate = EvidenceSource(
        "SwiftUIExample README, “SceneDelegate - life cycle” (dinkar1708, 2021-09-21)",
        "https://github.com/dinkar1708/SwiftUIExample/blob/d169051d89ceca873bd33ad80f6db1556b5532fb/README.md")
    static let wtrmiyaLaunchPractice = EvidenceSource(
        "LaunchPractice: the launch of eight app shapes by icon, notification, Spotlight, quick action and widget, printed strings listed (wtrmiya, 2024, iOS 16)",
        "https://github.com/wtrmiya/LaunchPractice/blob/d293fcbcac651e7d128bc1c4dd7e8bbc0740e210/README.md")
    static let appleDelegateAdaptor = EvidenceSource(
        "UIApplicationDelegateAdaptor (Apple)", "https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor")
}

extension BehaviourRegistry {
    static let swiftUIDelegates: [Behaviour] = [
        Behaviour(
            .swiftUIAppDelegate,
            "A SwiftUI app's adapted app delegate (delegates: app) hears launch, memory warnings, scene sessions and termination, never the app-state calls; "
                + "it is asked for a scene configuration only when it names a scene delegate",
            sources: [Source.dinkarAppDelegate, Source.appleDelegateAdaptor],
            disagreement:
                "dinkar1708's app (2021, iOS not stated), whose app delegate prints the four app-state methods, logs none of them. Apple's page "
                + "describes the adaptor, not which calls reach it."),
        Behaviour(
            .swiftUISceneDelegate,
            "A scene delegate beside scenePhase (delegates: app-and-scene): an observer in the App hears each change just before the scene "
                + "delegate's matching call, one in a view just after it; at launch the first phase is no change",
            sources: [Source.dinkarSceneDelegate, Source.wtrmiyaLaunchPractice],
            disagreement:
                "A log for each place: the App's WindowGroup (dinkar1708, 2021-09, iOS not stated: launch, Home and return) and ContentView "
                + "(wtrmiya, 2024, iOS 16: return from the background). A removal in the app switcher is taken to follow the same rules."),
        Behaviour(
            .swiftUITerminateByUser,
            "A SwiftUI app removed in the app switcher reports scenePhase inactive, then background, then the process ends "
                + "(an adapted app delegate hears applicationWillTerminate last)",
            sources: [Source.dinkarAppDelegate, Source.forum732170],
            disagreement:
                "The SwiftUI log (2021) shows background before applicationWillTerminate; a UIKit scene delegate removed the same way hears no "
                + "sceneDidEnterBackground (Apple Developer Forums 732170, 2023), so the background is SwiftUI's report of the disconnected scene."),
    ]
}
