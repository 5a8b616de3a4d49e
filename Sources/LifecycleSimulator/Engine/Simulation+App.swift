internal import LifecycleModel

/// App-delegate lifecycle (iOS 12, or an app without a scene manifest). With scenes the
/// same actions are routed to `Simulation+Scenes`.
extension Simulation {
    /// The two launch calls. A launch into the background stops there: no recording
    /// shows applicationDidEnterBackground, which Apple's documentation promises
    /// (`app.launch.background`).
    mutating func launch(into destination: String, event: AppEvent? = nil, reason: String? = nil) throws {
        guard world.app == .notRunning else {
            throw SimulationError("launch while the app is already running (\(world.app.rawValue))", hint: "terminate it first")
        }
        try refuseBackgroundLaunchWithHeldPush(into: destination)
        try refuseBackgroundLaunchWithARoot(into: destination)
        try refuseObservedSwiftUIBackgroundLaunch(into: destination)
        guard reason == nil || destination == "background" else {
            throw SimulationError("'for' names what a background launch is for", hint: "write 'launch: { into: background, for: … }'")
        }
        world.app = destination == "background" ? .background : .inactive
        let options = launchOptions(event: event, reason: reason)
        let behaviour: BehaviourID = destination == "background" ? .appLaunchBackground : .appLaunch
        emit("app", "application(_:willFinishLaunchingWithOptions:)", [.init("launchOptions", options)], behaviour)
        emit("app", "application(_:didFinishLaunchingWithOptions:)", [.init("launchOptions", options)], behaviour)
    }

    /// A SwiftUI app launched into the background: no recording shows whether scenePhase
    /// changes at all (its scene connects in the background), nor where among the launch
    /// calls; the engine put a change before the scene existed (the third author's trial).
    /// With `observer: none` the delegates' calls are traced alone.
    func refuseObservedSwiftUIBackgroundLaunch(into destination: String) throws {
        guard config.lifecycle == .swiftui, destination == "background",
            let observed = declarationOrder.first(where: { declarations[$0]?.kind == .swiftuiApp && declarations[$0]?.options["observer"] != "none" })
        else { return }
        let options = swiftUIDelegates == "none" ? "'observer: none, delegates: app'" : "'observer: none'"
        throw SimulationError(
            "a launch into the background of a SwiftUI app whose scenePhase is observed ('\(observed)'), which is not modelled: no recording shows whether scenePhase changes at such a launch, nor where among the launch calls",
            hint: "give '\(observed)' \(options) to show the app delegate's calls alone, or launch it in front")
    }

    /// A window shown at launch (its root set before `launch`) at a launch into the
    /// background: two reports (Stack Overflow 66605799, 2021; a question on
    /// makeKeyAndVisible and background tasks) say the root's viewDidLoad, viewWillAppear
    /// and viewDidAppear run during such a launch; no recording shows where among the
    /// launch calls, and the engine used to hold them until the foreground.
    func refuseBackgroundLaunchWithARoot(into destination: String) throws {
        guard destination == "background", let root = world.usesScenes ? world.scenes["scene"]?.root : world.windowRoot else { return }
        throw SimulationError(
            "a launch into the background with '\(root)' as the root of the window it shows, which is not modelled: reports say the root loads and appears during such a launch, and no recording shows where among the launch calls",
            hint: "show the root after the app comes to the foreground, or leave it out")
    }

    mutating func launchWithAppDelegate(into destination: String, event: AppEvent? = nil, reason: String? = nil) throws {
        try launch(into: destination, event: event, reason: reason)
        if destination == "background" {
            try deliverBackgroundLaunch(for: reason)
            return
        }
        world.launchingWindow = true
        defer { world.launchingWindow = false }
        try showWindowAndActivate(behaviour: .appLaunch, rootBehaviour: .appLaunchRoot, delivering: event.map { ($0, .cold) })
    }

    /// The window appears with the app: the root loads and starts appearing before
    /// applicationDidBecomeActive, and finishes (viewDidAppear) after it — as recorded.
    /// An event the app opens with is handed over just before it becomes active.
    mutating func showWindowAndActivate(
        behaviour: BehaviourID, rootBehaviour: BehaviourID, delivering delivery: (AppEvent, AppEvent.Phase)? = nil
    ) throws {
        world.windowShown = true
        let chain = world.windowRoot.map(appearanceChain) ?? []
        try appearWithWindow(chain, behaviour: rootBehaviour) { simulation in
            if let (event, phase) = delivery { simulation.deliver(event, phase, to: nil) }
            simulation.world.app = .active
            simulation.emit("app", "applicationDidBecomeActive(_:)", [], behaviour)
        }
    }

    mutating func appInterrupt() throws {
        guard world.app == .active else {
            throw SimulationError("interrupt while the app is \(world.app.rawValue)", hint: "only an active app can be interrupted")
        }
        world.app = .inactive
        emit("app", "applicationWillResignActive(_:)", [], .appInterrupt)
    }

    mutating func appResume() throws {
        guard world.app == .inactive, world.windowShown else {
            throw SimulationError("resume while the app is \(world.app.rawValue)", hint: "resume ends an interruption; use it after interrupt")
        }
        world.app = .active
        emit("app", "applicationDidBecomeActive(_:)", [], .appInterrupt)
    }

    mutating func appBackground() throws {
        guard world.app.isForeground else {
            throw SimulationError("background while the app is \(world.app.rawValue)", hint: "only a foreground app can go to the background")
        }
        if world.app == .active {
            world.app = .inactive
            emit("app", "applicationWillResignActive(_:)", [], .appBackground)
        }
        world.app = .background
        emit("app", "applicationDidEnterBackground(_:)", [], .appBackground)
        if !onScreen.isEmpty { behaviourNote(.vcNoAppearanceOnBackground) }
    }

    /// Back from the background, with the event that brought it back, if any. An app
    /// launched into the background shows its window now (`app.launch.background.open`).
    mutating func appForeground(delivering event: AppEvent? = nil) throws {
        guard world.app == .background || world.app == .suspended else {
            throw SimulationError(
                "foreground while the app is \(world.app.rawValue)",
                hint: world.app.isForeground ? "the app is already in the foreground" : "launch it first")
        }
        if world.app == .suspended {
            world.app = .background
            markSystemStep()
        }
        world.app = .inactive
        let firstShown = !world.windowShown
        emit("app", "applicationWillEnterForeground(_:)", [], firstShown ? .appOpenAfterBackgroundLaunch : .appForeground)
        hearAppearanceSwitchedAway(in: nil, firstShown: firstShown)
        if firstShown {
            try showWindowAndActivate(
                behaviour: .appOpenAfterBackgroundLaunch, rootBehaviour: .appLaunchRoot, delivering: event.map { ($0, .warm) })
            return
        }
        if let event { deliver(event, .warm, to: nil) }
        world.app = .active
        emit("app", "applicationDidBecomeActive(_:)", [], .appForeground)
        if !onScreen.isEmpty { behaviourNote(.vcNoAppearanceOnBackground) }
    }

    mutating func appSuspend() throws {
        guard world.app == .background else {
            throw SimulationError("suspend while the app is \(world.app.rawValue)", hint: "only an app in the background is suspended")
        }
        world.app = .suspended
        for name in world.order where world.scenes[name]?.isConnected == true {
            world.scenes[name]!.state = .suspended
        }
    }

    mutating func appTerminate(by: String) throws {
        let sessions = connectedScenes
        switch world.app {
        case .notRunning:
            throw SimulationError("terminate while the app is not running", hint: "launch it first; a terminated app stays so until the next launch")
        case _ where by == "kill":
            // A killed process runs no more code, in whatever state it was: SIGKILL cannot be caught.
            behaviourNote(.appKilled)
        case .suspended:
            behaviourNote(.appTerminateSuspended)
        case .background:
            if world.usesScenes {
                for name in world.order where world.scenes[name]?.isConnected == true {
                    world.scenes[name]!.state = .unattached
                    world.scenes[name]!.isConnected = false
                    emit(name, "sceneDidDisconnect(_:)", [], .appTerminateBackground)
                }
                // Swiped away while it still runs: told of the discard at once, as from the foreground.
                if by == "user" { reportSessionsDiscardedAtOnce(sessions, .sceneDiscardOnSwipeFromBackground) }
            }
            world.app = .notRunning
            emit("app", "applicationWillTerminate(_:)", [], .appTerminateBackground)
            endProcess()
            world.forceQuitByUser = by == "user"
            return
        case .inactive, .active:
            guard by == "user" else {
                throw SimulationError(
                    "the system does not terminate an app in the foreground with a callback",
                    hint: "send it to the background first, or write 'terminate: { by: user }' for the app switcher")
            }
            try terminateFromForegroundByUser(sessions)
            endProcess()
            world.forceQuitByUser = true
            return
        }
        if by == "user" { discardSessions(sessions) }
        endProcess()
        world.forceQuitByUser = by == "user"
    }

    /// With scenes, each scene resigns and disconnects, the app passing through inactive
    /// and background as they go: SwiftUI's scenePhase reports both before the process
    /// ends (a 2021 SwiftUI log), while a scene delegate hears no sceneDidEnterBackground.
    /// The app delegate is told of the discarded sessions at once, then the app ends (two
    /// logs, iOS 13 and 16).
    private mutating func terminateFromForegroundByUser(_ sessions: [String]) throws {
        if world.usesScenes {
            for name in world.order {
                guard let scene = world.scenes[name], scene.isConnected else { continue }
                if scene.state == .foregroundActive {
                    world.scenes[name]!.state = .foregroundInactive
                    updateAppState()
                    emit(name, "sceneWillResignActive(_:)", [], .sceneTerminateByUser)
                }
                world.scenes[name]!.state = .unattached
                world.scenes[name]!.isConnected = false
                updateAppState()
                emit(name, "sceneDidDisconnect(_:)", [], .sceneTerminateByUser)
            }
            reportSessionsDiscardedAtOnce(sessions)
            world.app = .notRunning
            if config.lifecycle == .swiftui { noteBehaviour(.swiftUITerminateByUser) }
            emit("app", "applicationWillTerminate(_:)", [], .appTerminateUserScenes)
            return
        }
        if world.app == .active {
            world.app = .inactive
            emit("app", "applicationWillResignActive(_:)", [], .appTerminateForeground)
        }
        world.app = .background
        emit("app", "applicationDidEnterBackground(_:)", [], .appTerminateForeground)
        world.app = .notRunning
        emit("app", "applicationWillTerminate(_:)", [], .appTerminateForeground)
    }

    /// The process is gone: no object gets another call, not even deinit. Its windows
    /// went with it, so a later launch starts without a root.
    mutating func endProcess() {
        world.app = .notRunning
        world.processEnded = true
        world.notifiedApp = .notRunning
        world.launchForegroundNotification = .none
        world.windowShown = false
        world.windowRoot = nil
        world.keyboardShown = false
        world.editing = nil
        world.cellsOfEndedProcess.formUnion(world.cells.keys)
        world.cells = [:]
        world.prefetchedItems = []
        for name in world.order {
            if world.controllers[name]?.isAlive == true { world.controllers[name]!.isGone = true }
            if world.scenes[name] != nil {
                world.scenes[name]!.state = .unattached
                world.scenes[name]!.isConnected = false
                world.scenes[name]!.root = nil
            }
        }
    }

    mutating func memoryWarning() throws {
        guard world.app.isRunning, world.app != .suspended else {
            throw SimulationError(
                "memory warning while the app is \(world.app.rawValue)",
                hint: "only a running app that is not suspended gets memory warnings")
        }
        emit("app", "applicationDidReceiveMemoryWarning(_:)", [], .appMemoryWarning)
        emit("app", "didReceiveMemoryWarningNotification", [], .memoryWarningNotification)
        for name in world.order {
            // Every live controller hears it, on screen or not, loaded or not.
            guard let controller = world.controllers[name], controller.isAlive else { continue }
            emit(name, "didReceiveMemoryWarning()", [], .vcMemoryWarning)
        }
    }

    /// A behaviour that shaped the trace without a call of its own (nothing was sent).
    mutating func behaviourNote(_ behaviour: BehaviourID) {
        noteBehaviour(behaviour)
    }
}
