internal import LifecycleModel

/// Scene-based lifecycle (iOS 13+): each scene has its own state, the app's follows them,
/// and the app delegate's state methods are not called.
extension Simulation {
    /// A launch, with the event it opens with. Into the background, the first scene
    /// connects there (`scene.launch.background`) before the event is delivered.
    mutating func launchWithScenes(into destination: String, event: AppEvent? = nil, reason: String? = nil) throws {
        try launch(into: destination, event: event, reason: reason)
        reportSessionsDiscardedBeforeLaunch()
        if destination == "background" {
            world.app = .background
            attach("scene", behaviour: .sceneLaunchBackground, inBackground: true)
            try deliverBackgroundLaunch(for: reason)
            return
        }
        if config.ios == 14 { world.launchForegroundNotification = .armed }
        world.launchingWindow = true
        defer {
            world.launchForegroundNotification = .none
            world.launchingWindow = false
        }
        try connect("scene", behaviour: .sceneLaunch, event: event)
    }

    /// willConnectTo, then into the foreground. A URL or a user activity the scene opens
    /// with is in its connection options and nothing more is called for it; a tapped
    /// notification is told to the notification centre's delegate right after
    /// willConnectTo (`scene.notification-tap.cold`).
    mutating func connect(_ scene: String, behaviour: BehaviourID, event: AppEvent? = nil) throws {
        let connectBehaviour = event?.behaviour(.cold, scenes: true) ?? behaviour
        attach(scene, behaviour: connectBehaviour, options: event?.connectionOptions)
        if case .notificationResponse? = event { deliver(event!, .cold, to: scene) }
        try bringToForeground(scene, behaviour: behaviour)
    }

    /// The configuration request and willConnectTo; in the background at a background
    /// launch, where the scene stays (no sceneDidEnterBackground: Batch, iOS 14).
    mutating func attach(_ scene: String, behaviour: BehaviourID, options: String? = nil, inBackground: Bool = false) {
        world.scenes[scene, default: SceneRecord()].isConnected = true
        world.appearanceHeard[scene] = nil  // a new window draws in the current appearance
        world.scenes[scene]!.isClosed = false
        emit("app", "application(_:configurationForConnecting:options:)", [.init("options", "UIScene.ConnectionOptions")], behaviour)
        var arguments: [TraceEvent.Argument] = [.init("session", "UISceneSession")]
        if let options { arguments.append(.init("options", options)) }
        emit(scene, "scene(_:willConnectTo:options:)", arguments, behaviour)
        if inBackground {
            // Connected, it is in the background (Batch prints "Scene: Background" next).
            world.scenes[scene]!.state = .background
            world.scenes[scene]!.connectedInBackground = true
        }
    }

    /// Into the foreground, the window's root appearing on the way (three recordings, two
    /// orders): before iOS 17 the root loads and is told it will appear right after
    /// willConnectTo, before sceneWillEnterForeground; from iOS 17 it loads after
    /// sceneWillEnterForeground. Either way it finishes appearing after
    /// sceneDidBecomeActive. A warm event is delivered once the scene is in the foreground.
    mutating func bringToForeground(_ scene: String, behaviour: BehaviourID, delivering event: AppEvent? = nil) throws {
        world.scenes[scene]!.connectedInBackground = false
        let chain = world.scenes[scene]?.root.map(appearanceChain) ?? []
        // Before anything of the scene's coming to the foreground, its root included.
        announceContinuation(of: event, to: scene)
        func enterForeground(_ s: inout Simulation) {
            s.world.scenes[scene]!.state = .foregroundInactive
            s.updateAppState()
            s.emit(scene, "sceneWillEnterForeground(_:)", [], behaviour)
            s.hearAppearanceSwitchedAway(in: scene, firstShown: true)
            if let event { s.deliver(event, .warm, to: scene) }
        }
        let rootFirst = config.ios < 17 && !chain.isEmpty
        if !rootFirst { enterForeground(&self) }
        if !chain.isEmpty { noteBehaviour(rootFirst ? .sceneLaunchRootBeforeForeground : .sceneLaunchRootAfterForeground) }
        try appearWithWindow(chain, behaviour: .sceneLaunchRoot) { simulation in
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

    mutating func sceneAppForeground(delivering event: AppEvent? = nil) throws {
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
        // A window the user closed does not come back with the app (the third author's trial).
        let returning = connectedScenes.filter { world.scenes[$0]!.state == .background && !world.scenes[$0]!.isClosed }
        if returning.isEmpty, let closed = connectedScenes.first(where: { world.scenes[$0]!.isClosed }) {
            throw SimulationError(
                "foreground with every window closed ('\(closed)' is still connected), which is not modelled: no recording shows whether the system brings a closed scene back or connects a new one",
                hint: "disconnect the closed scene first (disconnect-scene: { scene: \(closed) }); the app then connects one when it comes back")
        }
        guard !returning.isEmpty else {
            guard let scene = world.order.first(where: { world.scenes[$0].map { !$0.isDiscarded } ?? false }) else {
                throw SimulationError("foreground with no scene left to show", hint: "every scene's session was discarded")
            }
            try connect(scene, behaviour: .sceneLaunch, event: event)
            return
        }
        for (index, name) in returning.enumerated() {
            let delivery = index == 0 ? event : nil
            if world.scenes[name]!.connectedInBackground {
                try bringToForeground(name, behaviour: .sceneOpenAfterBackgroundLaunch, delivering: delivery)
                continue
            }
            announceContinuation(of: delivery, to: name)
            world.scenes[name]!.state = .foregroundInactive
            updateAppState()
            emit(name, "sceneWillEnterForeground(_:)", [], .sceneForeground)
            hearAppearanceSwitchedAway(in: name, firstShown: false)
            if let delivery { deliver(delivery, .warm, to: name) }
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
            if world.scenes[name]!.isClosed {
                throw SimulationError(
                    "open-scene of '\(name)', which was closed and is still connected, which is not modelled: no recording shows whether the system brings the closed scene back or connects a new one",
                    hint: "disconnect '\(name)' first (disconnect-scene), or open a scene of another name")
            }
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
        world.scenes[name]!.isClosed = true
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
