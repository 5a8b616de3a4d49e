internal import LifecycleModel

/// One run of the engine over a world: performs actions and records the calls they make.
///
/// Actions live in extensions by area (`Simulation+App`, `Simulation+Navigation` …);
/// this file holds the recording and the few sequences every area shares.
struct Simulation {
    var world: World
    /// Declared objects by name, for kinds and options of objects not created yet.
    let declarations: [String: ObjectDeclaration]
    /// Declared object names in the order the author wrote them, for objects that all
    /// hear the same thing (keyboard observers, SwiftUI apps).
    let declarationOrder: [String]
    /// Controllers a SwiftUI representable wraps (`isWrappedByRepresentable`).
    let representedControllers: Set<String>
    private(set) var events: [TraceEvent] = []
    var findings: [Finding] = []
    /// 0 while running setup (not traced), else the 1-based index of the current step.
    var step = 0
    var isTracing = false
    /// Behaviours the traced steps rested on, including those that sent no call.
    private(set) var behavioursUsed: [BehaviourID] = []
    /// The repeatable layout pass being recorded, and how many were opened
    /// (`Simulation+LayoutPasses`).
    var openPass: RepeatablePass?
    var passCount = 0
    /// The situation of the step being performed (`Simulation+Dispatch`), with the style of
    /// the presentation it makes or ends.
    var situation: Situation

    init(config: EngineConfig, objects: [ObjectDeclaration]) {
        world = World(config: config)
        situation = Situation(ios: config.ios, device: config.device, animated: config.animated)
        var declarations: [String: ObjectDeclaration] = [:]
        for object in ObjectDeclaration.implicit + objects { declarations[object.name] = object }
        self.declarations = declarations
        declarationOrder = objects.map(\.name)
        representedControllers = Set(objects.compactMap { $0.kind == .swiftuiView ? $0.options["represents"] : nil })
        world.scenes["scene"] = SceneRecord()
        world.order.append("scene")
    }

    var config: EngineConfig { world.config }

    // MARK: Recording

    /// Records `name` on `receiver` with its state as it is now (so change the state
    /// first), then the notifications UIKit posts after it (`Simulation+AppNotifications`).
    /// Kinds the engine models without callbacks of their own (the stock containers) are
    /// not traced.
    mutating func emit(_ receiver: String, _ name: String, _ arguments: [TraceEvent.Argument] = [], _ behaviour: BehaviourID) {
        emitCall(receiver, name, arguments, behaviour)
        postNotifications(after: name, on: receiver)
    }

    /// Records one call, reporting SwiftUI's scenePhase around it; a delegate call a
    /// SwiftUI app does not adopt is left out, a notification never is.
    mutating func emitCall(_ receiver: String, _ name: String, _ arguments: [TraceEvent.Argument] = [], _ behaviour: BehaviourID) {
        guard let kind = kind(of: receiver) else { preconditionFailure("no object \(receiver)") }
        reportScenePhase(to: .app)
        defer { reportScenePhase(to: .view) }
        if name == "viewDidLayoutSubviews()" {
            // Its root view has just been laid out: a change among its subviews made before
            // (a subview added in viewDidLoad) needs no pass of its own any more.
            world.controllers[receiver]?.isLaidOut = true
            world.controllers[receiver]?.rootNeedsLayout = false
        }
        if config.lifecycle == .swiftui, kind == .app || kind == .scene, !name.hasSuffix("Notification") {
            // A SwiftUI app has no app or scene delegate unless it adapts one.
            guard swiftUIDelegateHears(kind, name) else { return }
            noteBehaviour(kind == .app ? .swiftUIAppDelegate : .swiftUISceneDelegate)
        }
        if kind == .swiftuiView { swiftUIViewHeard(receiver, name) }
        if kind.isSwiftUIContainer { surroundingViewHeard(receiver, name) }
        let callbacks = Vocabulary.callbacks(of: kind)
        guard !callbacks.isEmpty else { return }
        record(receiver, name, arguments, isWrappedByRepresentable(receiver) ? .swiftUIRepresentable : behaviour)
    }

    /// Changes the state after of calls already recorded (`settleSwiftUIViewsGone`).
    mutating func restate(_ indices: [Int], as state: String) {
        for index in indices { events[index].stateAfter = state }
    }

    /// Appends the call to the trace, without the bookkeeping `emit` does first.
    mutating func record(_ receiver: String, _ name: String, _ arguments: [TraceEvent.Argument], _ behaviour: BehaviourID) {
        let kind = kind(of: receiver)!
        let callbacks = Vocabulary.callbacks(of: kind)
        guard let callback = callbacks.first(where: { $0.name == name }) else {
            // A stock container is told what its children are (viewWillAppear …) but only
            // its delegate's calls are traced; a SwiftUI view's hosting controller hears
            // UIKit's calls on the view's behalf.
            precondition(!kind.tracesUIKitCalls, "\(kind.rawValue) has no callback \(name)")
            return
        }
        guard isTracing else { return }
        behavioursUsed.append(behaviour)
        var situation = situation
        situation.holdsViews = kind == .swiftuiView && holdsViews(receiver)
        events.append(
            TraceEvent(
                step: step, receiver: receiver, kind: kind, callback: callback,
                arguments: arguments, stateAfter: state(of: receiver), behaviour: behaviour, repeatablePass: openPass,
                situation: situation))
    }

    /// Points inside the current action where the system, not the action, moved the
    /// world on (waking a suspended app): exploration draws each part as its own edge.
    private(set) var systemSteps: [(eventCount: Int, states: [String: String])] = []

    /// Forgets the calls recorded so far, so exploration can read one action's calls.
    mutating func clearTrace() {
        events = []
        behavioursUsed = []
        systemSteps = []
    }

    /// Marks that the system has just done a step of its own within the current action.
    mutating func markSystemStep() {
        var states: [String: String] = ["app": world.app.rawValue]
        for name in world.order { states[name] = state(of: name) }
        systemSteps.append((events.count, states))
    }

    /// The state of each named object now.
    func snapshot(_ names: [String]) -> [String: String] {
        var states: [String: String] = [:]
        for name in names { states[name] = state(of: name) }
        return states
    }

    mutating func noteBehaviour(_ behaviour: BehaviourID) {
        if isTracing { behavioursUsed.append(behaviour) }
    }

    func kind(of name: String) -> ObjectKind? {
        if name == "app" { return .app }
        if let controller = world.controllers[name] { return controller.kind }
        return declarations[name]?.kind
    }

    /// The state id of any object, as diagrams name states.
    func state(of name: String) -> String {
        if name == "app" { return world.app.rawValue }
        if let scene = world.scenes[name] { return scene.state.rawValue }
        if kind(of: name) == .swiftuiView { return swiftUIViewState(name) }
        if let controller = world.controllers[name] { return controller.state }
        switch kind(of: name) {
        case .view?: return viewState(name)
        case .cell?, .collectionCell?: return cellState(name)
        case .tableView?, .collectionView?: return "idle"
        case .keyboardObserver?: return world.keyboardShown ? "shown" : "hidden"
        case .textField?, .textView?: return world.editing == name ? "editing" : "idle"
        case .swiftuiApp?:
            let phase = declarations[name]?.options["observer"] == "app" ? world.reportedPhase : world.reportedViewPhase
            return phase ?? "not-running"
        default: return "not-loaded"
        }
    }

    // MARK: Controllers

    /// Creates a controller the first time an action uses it: its initializer is traced
    /// at that point.
    mutating func ensureCreated(_ name: String) throws {
        if let existing = world.controllers[name] {
            if existing.isGone {
                throw SimulationError(
                    "'\(name)' no longer exists: the app was terminated",
                    hint: "objects do not outlive their process; use a new object after the next launch")
            }
            if existing.isDeallocated {
                let what = declarations[name]?.kind == .swiftuiView ? "a view presented again" : "a new controller"
                throw SimulationError("'\(name)' was already deallocated", hint: "use a new object for \(what)")
            }
            return
        }
        guard let declaration = declarations[name], declaration.kind.isViewController else {
            throw SimulationError(
                "'\(name)' is not a view controller", hint: "this action takes a controller; declare '\(name)' with a controller kind, or name one")
        }
        try refuseUnavailableSwiftUI(name, kind: declaration.kind)
        // UIHostingController is SwiftUI too, available from iOS 13 (the fourth author's trial
        // found a hosted view traced on iOS 12).
        if let hosted = declaration.options["hosts"], config.ios < 13 {
            throw SimulationError(
                "'\(name)' hosts the SwiftUI view '\(hosted)': UIHostingController needs iOS 13 or later", hint: "set 'ios: 13' or later")
        }
        try refuseUnplaceableSwiftUI(name, declaration)
        var controller = Controller(kind: declaration.kind)
        controller.fromStoryboard = declaration.options["from"] == "storyboard"
        controller.loadView = declaration.options["load-view"] ?? "default"
        world.controllers[name] = controller
        world.order.append(name)
        if controller.fromStoryboard {
            emit(name, "init(coder:)", [.init("coder", "NSCoder")], .vcInitStoryboard)
            emit(name, "awakeFromNib()", [], .vcInitStoryboard)
        } else {
            emit(name, "init(nibName:bundle:)", [.init("nibName", "nil"), .init("bundle", "nil")], .vcInitCode)
        }
        createHostedView(of: name)
    }

    /// loadView and viewDidLoad on the first access of `view`, once.
    ///
    /// A loadView that sets no view leaves `view` nil, and every read of `view` while it is
    /// nil runs loadView and viewDidLoad again. When viewDidLoad itself reads `view`
    /// (`load-view: missing-view`), the rounds nest for ever on a device: the engine shows
    /// the first rounds and stops the scenario with a finding. When nothing in the
    /// controller reads it (`missing-view-unread`), there are as many rounds as UIKit reads
    /// `view` (two in one report, four in a timestamped log) and the appearance goes on
    /// with no view: one round, marked "×1 or more", and no layout pass of its own.
    mutating func loadViewIfNeeded(_ name: String) throws {
        guard let controller = world.controllers[name], !controller.isViewLoaded else { return }
        if controller.kind == .swiftuiView { return try loadSwiftUIView(name) }
        switch controller.loadView {
        case "missing-view":
            let rounds = 3
            for _ in 0..<rounds {
                emit(name, "loadView()", [], .vcLoadViewLoop)
                emit(name, "viewDidLoad()", [], .vcLoadViewLoop)
            }
            throw SimulationStop(
                finding: Finding(
                    step: step, title: "loadView never sets view: the app hangs",
                    detail:
                        "\(name).loadView() returns without assigning view, so the next access of view in viewDidLoad() calls loadView() again. On a device this repeats until the app is killed; the engine stopped after \(rounds) rounds. Assign a view in loadView(), or do not override it."
                ))
        case "missing-view-unread":
            repeatableRun { s in
                s.emit(name, "loadView()", [], .vcLoadViewRounds)
                s.world.controllers[name]!.isViewLoaded = true
                s.world.controllers[name]!.viewIsMissing = true
                s.emit(name, "viewDidLoad()", [], .vcLoadViewRounds)
            }
            return
        default:
            break
        }
        emit(name, "loadView()", [], .vcLoad)
        loadNibViews(of: name)
        world.controllers[name]!.isViewLoaded = true
        emit(name, "viewDidLoad()", [], .vcLoad)
        try addViewsOnLoad(of: name)
    }

    mutating func setAppearance(_ name: String, _ appearance: Appearance) {
        world.controllers[name]?.appearance = appearance
    }

    /// Each controller enters `appearance` and is told so with `callback`, in order.
    mutating func announce(
        _ names: [String], _ appearance: Appearance, _ callback: String, _ flag: [TraceEvent.Argument], _ behaviour: BehaviourID
    ) {
        for name in names {
            setAppearance(name, appearance)
            emit(name, callback, flag, behaviour)
        }
    }

    mutating func deallocate(_ name: String, _ behaviour: BehaviourID) {
        guard var controller = world.controllers[name], controller.isAlive else { return }
        let children = controller.children + controller.contained
        let behaviour = isWrappedByRepresentable(name) ? .swiftUIRepresentable : behaviour
        controller.isDeallocated = true
        controller.parent = nil
        controller.windowOf = nil
        controller.children = []
        controller.contained = []
        world.controllers[name] = controller
        // A parent's deinit runs before the release of what it holds: its view, whose
        // subviews are removed and released (Simulation+ViewLifetimes), then its children.
        emit(name, "deinit", [], behaviour)
        tearDownSubviews(of: name)
        for child in children { deallocate(child, behaviour) }
    }
}
