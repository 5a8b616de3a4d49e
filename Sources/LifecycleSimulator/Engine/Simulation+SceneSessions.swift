internal import LifecycleModel

/// Scene sessions the user removes from the app switcher, and when the app delegate hears
/// of it: at once while the app runs on with other windows, otherwise shortly after the
/// next launch (`application(_:didDiscardSceneSessions:)` after didFinishLaunching).
extension Simulation {
    /// `discard-scene`: the user removes the scene's card from the app switcher.
    mutating func discardScene(_ name: String) throws {
        guard let scene = world.scenes[name], !scene.isDiscarded else {
            throw SimulationError(
                "discard-scene of '\(name)', which has no session to discard",
                hint: "a scene has a session once it is opened (open-scene) and until it is discarded")
        }
        guard world.app.isRunning else {
            world.scenes[name]!.isDiscarded = true
            world.pendingDiscards.append(name)
            noteBehaviour(.sceneDiscardAtLaunch)
            return
        }
        let others = connectedScenes.filter { $0 != name }
        // The last window's removal ends the process (`endWithLastWindow` says its own).
        if scene.isConnected, scene.state.isForeground, !others.isEmpty {
            throw SimulationError(
                "discard-scene of '\(name)' while it is in the foreground",
                hint: "a window's card is removed in the app switcher, from the background; close or background it first")
        }
        if scene.isConnected, world.app == .suspended, !others.isEmpty {
            throw SimulationError(
                "discard-scene of '\(name)' while the app is suspended, which is not modelled: no recording shows whether the app is woken to hear it, or told at its next launch",
                hint: "bring the app back first (foreground), or terminate it and discard the session then")
        }
        guard scene.isConnected, others.isEmpty else {
            if scene.isConnected { try disconnectScene(name) }
            world.scenes[name]!.isDiscarded = true
            emit("app", "application(_:didDiscardSceneSessions:)", [.init("sceneSessions", "[\(name)]")], .sceneDiscard)
            return
        }
        try endWithLastWindow(name)
    }

    /// The app's last window is removed: the process ends instead of hearing of the
    /// discard, which comes after the next launch. A suspended app just goes.
    private mutating func endWithLastWindow(_ name: String) throws {
        guard !world.scenes[name]!.state.isForeground else {
            throw SimulationError(
                "discard-scene of '\(name)' while it is in the foreground",
                hint: "the user swipes away the app in use with 'terminate: { by: user }'; background it first to discard it")
        }
        if world.app == .suspended {
            noteBehaviour(.appTerminateSuspended)
        } else {
            try disconnectScene(name)
            world.app = .notRunning
            emit("app", "applicationWillTerminate(_:)", [], .sceneDiscardLast)
        }
        world.scenes[name]!.isDiscarded = true
        world.pendingDiscards.append(name)
        noteBehaviour(.sceneDiscardLast)
        endProcess()
        // The user swiped the app's last window away: a force quit.
        world.forceQuitByUser = true
    }

    /// The user swiped the app away: the sessions of its windows are discarded as it ends.
    mutating func discardSessions(_ sessions: [String]) {
        guard world.usesScenes, !sessions.isEmpty else { return }
        for name in sessions {
            world.scenes[name]!.isDiscarded = true
            world.pendingDiscards.append(name)
        }
        noteBehaviour(.sceneDiscardAtLaunch)
    }

    /// A running app swiped away from the app switcher hears of its discarded sessions
    /// before it ends, right after they disconnect (two logs from the foreground, iOS 13 and
    /// 16; two lists from the background). Their names stand for new sessions from now on.
    mutating func reportSessionsDiscardedAtOnce(_ sessions: [String], _ behaviour: BehaviourID = .sceneDiscardOnSwipe) {
        guard world.usesScenes, !sessions.isEmpty else { return }
        emit("app", "application(_:didDiscardSceneSessions:)", [.init("sceneSessions", "[\(sessions.joined(separator: ", "))]")], behaviour)
    }

    /// Right after didFinishLaunching: the sessions discarded since the app last ran. Their
    /// names stand for new sessions from now on.
    mutating func reportSessionsDiscardedBeforeLaunch() {
        guard !world.pendingDiscards.isEmpty else { return }
        let names = world.pendingDiscards
        emit("app", "application(_:didDiscardSceneSessions:)", [.init("sceneSessions", "[\(names.joined(separator: ", "))]")], .sceneDiscardAtLaunch)
        for name in names { world.scenes[name]?.isDiscarded = false }
        world.pendingDiscards = []
    }
}
