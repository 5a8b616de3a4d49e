/// Every behaviour the engine models, with its evidence. Pages show the weakest one a
/// scenario's trace used; the reference page lists them all.
public enum BehaviourRegistry {
    public static func behaviour(_ id: BehaviourID) -> Behaviour {
        byID[id] ?? Behaviour(id, id.rawValue, sources: [])
    }

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static let all: [Behaviour] =
        app + scenes + sceneSessions + controllers + rotation + presentation + containers + containerMembership + cellsAndKeyboard + collections
        + textInput
        + views + viewLifetimes + viewsOnLoad + versions + layoutPasses + swiftUIDelegates + swiftUIViews + appEvents + interfaceStyle
}

extension BehaviourID {
    static let appLaunch: BehaviourID = "app.launch"
    static let appLaunchRoot: BehaviourID = "app.launch.root-appearance"
    static let appLaunchBackground: BehaviourID = "app.launch.background"
    static let appBackground: BehaviourID = "app.background"
    static let appForeground: BehaviourID = "app.foreground"
    static let appInterrupt: BehaviourID = "app.interrupt"
    static let appTerminateBackground: BehaviourID = "app.terminate.background"
    static let appTerminateSuspended: BehaviourID = "app.terminate.suspended"
    static let appTerminateForeground: BehaviourID = "app.terminate.foreground"
    static let appKilled: BehaviourID = "app.terminate.kill"
    static let appMemoryWarning: BehaviourID = "app.memory-warning"
    static let sceneLaunch: BehaviourID = "scene.launch"
    static let sceneLaunchRoot: BehaviourID = "scene.launch.root-appearance"
    static let sceneLaunchRootBeforeForeground: BehaviourID = "scene.launch.root-before-foreground"
    static let sceneLaunchRootAfterForeground: BehaviourID = "scene.launch.root-after-foreground"
    static let sceneBackground: BehaviourID = "scene.background"
    static let sceneSnapshotLayout: BehaviourID = "scene.background.snapshot-layout"
    static let sceneSnapshotTraits: BehaviourID = "scene.background.snapshot-traits"
    static let sceneForeground: BehaviourID = "scene.foreground"
    static let sceneInterrupt: BehaviourID = "scene.interrupt"
    static let sceneOpen: BehaviourID = "scene.open"
    static let sceneTerminateByUser: BehaviourID = "scene.terminate.user"
    static let sceneDisconnect: BehaviourID = "scene.disconnect"
    static let sceneDiscard: BehaviourID = "scene.discard"
    static let vcInitCode: BehaviourID = "vc.init.code"
    static let vcInitStoryboard: BehaviourID = "vc.init.storyboard"
    static let vcLoad: BehaviourID = "vc.load-view"
    static let vcLoadViewLoop: BehaviourID = "vc.load-view.loop"
    static let vcLoadViewRounds: BehaviourID = "vc.load-view.rounds"
    static let vcFirstAppearance: BehaviourID = "vc.appearance.first"
    static let vcViewIsAppearing: BehaviourID = "vc.appearance.view-is-appearing"
    static let vcNoAppearanceOnBackground: BehaviourID = "vc.appearance.background"
    static let vcShowReplace: BehaviourID = "vc.show.replace-root"
    static let vcPush: BehaviourID = "vc.push"
    static let vcPushUnanimated: BehaviourID = "vc.push.unanimated"
    static let vcPop: BehaviourID = "vc.pop"
    static let vcPopToRoot: BehaviourID = "vc.pop-to-root"
    static let vcPopReleasesMiddle: BehaviourID = "vc.pop.releases-middle"
    static let vcSetStack: BehaviourID = "vc.set-stack"
    static let vcStackOffScreen: BehaviourID = "vc.navigation.off-screen"
    static let vcPushBeforeFirstAppearance: BehaviourID = "vc.push.before-first-appearance"
    static let vcRelease: BehaviourID = "vc.release"
    static let vcMemoryWarning: BehaviourID = "vc.memory-warning"
    static let presentFullScreen: BehaviourID = "vc.present.full-screen"
    static let presentOver: BehaviourID = "vc.present.keeps-presenter"
    static let dismissFullScreen: BehaviourID = "vc.dismiss.full-screen"
    static let dismissOver: BehaviourID = "vc.dismiss.keeps-presenter"
    static let dismissChain: BehaviourID = "vc.dismiss.chain"
    static let dismissChainIOS8: BehaviourID = "vc.dismiss.chain.ios8"
    static let presentAdaptivePreIOS13: BehaviourID = "vc.present.sheet-before-ios13"
}
