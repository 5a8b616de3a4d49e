internal import LifecycleModel

/// Scene-based lifecycle (iOS 13+): each scene has its own state, the app's follows them,
/// and the app delegate's state methods are not called.
extension Simulation {
    mutating func launchWithScenes(into destination: String) throws {
        try launch(into: destination)
        reportSessionsDiscardedBeforeLaunch()
        if destination == "background" {
            world.app = .background
            return
        }
        try connect("scene", behaviour: .sceneLaunch)
    }

    /// willConnectTo, then into the foreground, the window's root appearing on the way
    /// (three recordings, two orders): before iOS 17 the root loads and is told it will
    /// appear right after willConnectTo, before sceneWillEnterForeground; from iOS 17 it
    /// loads after sceneWillEnterForeground. Either way it finishes appearing after
    /// sceneDidBecomeActive.
    mutating func connect(_ scene: String, behaviour: BehaviourID) throws {
        world.scenes[scene, default: SceneRecord()].isConnected = true
        emit("app", "application(_:configurationForConnecting:options:)", [.init("options", "UIScene.ConnectionOptions")], behaviour)
        emit(scene, "scene(_:willConnectTo:options:)", [.init("session", "UISceneSession")], behaviour)
        let chain = world.scenes[scene]?.root.map(appearanceChain) ?? []
        func enterForeground(_ s: inout Simulation) {
            s.world.scenes[scene]!.state = .foregroundInactive
            s.updateAppState()
            s.emit(scene, "sceneWillEnterForeground(_:)", [], behaviour)
        }
        let rootFirst = config.ios < 17 && !chain.isEmpty
        if !rootFirst { enterForeground(&self) }
        for name in chain { try loadViewIfNeeded(name) }
        if !chain.isEmpty { noteBehaviour(rootFirst ? .sceneLaunchRootBeforeForeground : .sceneLaunchRootAfterForeground) }
        appearWithWindow(chain, behaviour: .sceneLaunchRoot) { simulation in
            if rootFirst { enterForeground(&simulation) }
            simulation.world.scenes[scene]!.state = .foregroundActive
            simulation.updateAppState()
            simulation.emit(scene, "sceneDidBecomeActive(_:)", [], behaviour)
        }
    }

    /// The app is as awake as its most awake scene.
    mutating func updateAppState() {
        let states = world.order.compactMap { world.scenes[$0] }.filter(\.isConnected).map(\.state)
        if states.contains(.foregroundActive) {
            world.app = .active
        } else if states.contains(.foregroundInactive) {
            world.app = .inactive
        } else if world.app == .suspended || (!states.isEmpty && states.allSatisfy { $0 == .suspended }) {
            world.app = .suspended
        } else if world.app != .notRunning {
            world.app = .background
        }
    }

    var connectedScenes: [String] {
        world.order.filter { world.scenes[$0]?.isConnected == true }
    }

    mutating func scenesBackground(_ scenes: [String], behaviour: BehaviourID) {
        for name in scenes {
            guard let scene = world.scenes[name], scene.state.isForeground else { continue }
            if scene.state == .foregroundActive {
                world.scenes[name]!.state = .foregroundInactive
                updateAppState()
                emit(name, "sceneWillResignActive(_:)", [], behaviour)
            }
            world.scenes[name]!.state = .background
            updateAppState()
            emit(name, "sceneDidEnterBackground(_:)", [], behaviour)
            layOutForSnapshot(name)
        }
    }

    mutating func sceneAppBackground() throws {
        guard world.app.isForeground else {
            throw SimulationError("background while the app is \(world.app.rawValue)", hint: "only a foreground app can go to the background")
        }
        scenesBackground(connectedScenes, behaviour: .sceneBackground)
        world.app = .background
        if !onScreen.isEmpty { noteBehaviour(.vcNoAppearanceOnBackground) }
    }

    mutating func sceneAppForeground() throws {
        guard world.app == .background || world.app == .suspended else {
            throw SimulationError(
                "foreground while the app is \(world.app.rawValue)",
                hint: world.app.isForeground ? "the app is already in the foreground" : "launch it first")
        }
        if world.app == .suspended {
            for name in connectedScenes where world.scenes[name]!.state == .suspended { world.scenes[name]!.state = .background }
            world.app = .background
            markSystemStep()
        }
        let returning = connectedScenes.filter { world.scenes[$0]!.state == .background }
        guard !returning.isEmpty else {
            guard let scene = world.order.first(where: { world.scenes[$0].map { !$0.isDiscarded } ?? false }) else {
                throw SimulationError("foreground with no scene left to show", hint: "every scene's session was discarded")
            }
            try connect(scene, behaviour: .sceneLaunch)
            return
        }
        for name in returning {
            world.scenes[name]!.state = .foregroundInactive
            updateAppState()
            emit(name, "sceneWillEnterForeground(_:)", [], .sceneForeground)
            world.scenes[name]!.state = .foregroundActive
            updateAppState()
            emit(name, "sceneDidBecomeActive(_:)", [], .sceneForeground)
        }
        if !onScreen.isEmpty { noteBehaviour(.vcNoAppearanceOnBackground) }
    }

    mutating func sceneInterrupt() throws {
        let active = connectedScenes.filter { world.scenes[$0]!.state == .foregroundActive }
        guard !active.isEmpty else { throw SimulationError("interrupt while no scene is active", hint: "only an active app can be interrupted") }
        for name in active {
            world.scenes[name]!.state = .foregroundInactive
            updateAppState()
            emit(name, "sceneWillResignActive(_:)", [], .sceneInterrupt)
        }
    }

    mutating func sceneResume() throws {
        let inactive = connectedScenes.filter { world.scenes[$0]!.state == .foregroundInactive }
        guard !inactive.isEmpty else {
            throw SimulationError("resume while no scene is inactive", hint: "resume ends an interruption; use it after interrupt")
        }
        for name in inactive {
            world.scenes[name]!.state = .foregroundActive
            updateAppState()
            emit(name, "sceneDidBecomeActive(_:)", [], .sceneInterrupt)
        }
    }

    mutating func openScene(_ name: String) throws {
        guard config.device.isIPad else {
            throw SimulationError("open-scene on an iPhone", hint: "an iPhone shows one scene at a time; set 'config: { device: ipad }'")
        }
        guard world.app.isForeground else {
            throw SimulationError("open-scene while the app is \(world.app.rawValue)", hint: "a window is opened from the app in the foreground")
        }
        if world.scenes[name] == nil {
            world.scenes[name] = SceneRecord()
            world.order.append(name)
        }
        guard !world.scenes[name]!.isConnected else {
            throw SimulationError(
                "open-scene of '\(name)', which is already connected", hint: "open a scene of another name, or close and disconnect '\(name)' first")
        }
        guard !world.scenes[name]!.isDiscarded else {
            throw SimulationError(
                "open-scene of '\(name)', whose session was discarded", hint: "a discarded session is gone; open a scene of another name")
        }
        try connect(name, behaviour: .sceneOpen)
    }

    mutating func closeScene(_ name: String) throws {
        guard let scene = world.scenes[name], scene.isConnected, scene.state.isForeground else {
            throw SimulationError(
                "close-scene of '\(name)', which is not in the foreground",
                hint: "close-scene sends a scene on screen to the background; open it first")
        }
        scenesBackground([name], behaviour: .sceneOpen)
    }

    mutating func disconnectScene(_ name: String) throws {
        guard let scene = world.scenes[name], scene.isConnected else {
            throw SimulationError(
                "disconnect-scene of '\(name)', which is not connected", hint: "a scene is connected by launch or open-scene, and disconnected once")
        }
        guard !scene.state.isForeground else {
            throw SimulationError(
                "disconnect-scene of '\(name)' while it is in the foreground",
                hint: "the system disconnects scenes in the background; close or background it first")
        }
        world.scenes[name]!.state = .unattached
        world.scenes[name]!.isConnected = false
        detachRoot(of: name)
        updateAppState()
        emit(name, "sceneDidDisconnect(_:)", [], .sceneDisconnect)
    }

    /// A disconnected scene's window goes away; its controllers are no longer on screen.
    mutating func detachRoot(of scene: String) {
        guard let root = world.scenes[scene]?.root else { return }
        world.scenes[scene]!.root = nil
        world.controllers[root]?.windowOf = nil
        for name in appearanceChain(root) { setAppearance(name, .disappeared) }
        viewsFollowControllers()
    }
}
