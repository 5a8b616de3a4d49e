internal import LifecycleModel

/// Routes a scenario step to the action that performs it.
extension Simulation {
    mutating func perform(_ step: Step) throws {
        let animated = step.bool("animated") ?? config.animated
        situation = Situation(ios: config.ios, device: config.device, animated: animated, action: step.action)
        try refuseTouchOutsideTheActiveApp(step.action)
        try refuseTouchUnderAPresentation(step)
        try refuseTouchInABackgroundWindow(step)
        if world.app == .background, !Self.systemSteps.contains(step.action) {
            try refuseSwiftUIChangeInTheBackground(step, made: callsTried(step, animated: animated))
        }
        try refuseCellsOfAnEndedProcess(step)
        try refuseAppCodeWhileSuspended(step.action)
        if keyboardHolderMayLeave(with: step.action) {
            // Tried on a copy first: the step's own refusal comes before the keyboard's.
            var trial = self
            try trial.dispatch(step, animated: animated)
            // A killed process runs no code: nothing of the text input's is left to place.
            let killed = trial.world.app == .notRunning && trial.events.count == events.count
            if !killed { try refuseScreenChangeWithKeyboardUp(step.action, leaving: trial.world) }
        }
        try dispatch(step, animated: animated)
        if world.app.isForeground { world.forceQuitByUser = false }
        if world.app.isRunning { world.processEnded = false }
        runLoopTurn()
        reportScenePhase(to: .app)
        reportScenePhase(to: .view)
    }

    /// What the system does to an app, which may reach it while it is suspended.
    private static let systemSteps: Set<ActionName> = [
        .launch, .interrupt, .resume, .background, .foreground, .suspend, .terminate, .memoryWarning, .openScene, .closeScene,
        .disconnectScene, .discardScene, .openURL, .tapNotification, .receiveNotification, .quickAction, .rotate,
        .switchAppearance,
    ]

    /// The steps that are the user's touch: a tap, a hold, a swipe, a scroll.
    static let userTouches: Set<ActionName> = [
        .focus, .returnKey, .select, .highlight, .selectTab, .interactivePop, .interactiveDismiss, .prefetch, .cancelPrefetch,
    ]

    /// The user touches an app only while it is active: not from the background, not while
    /// the system covers it (a call, Control Center), not once its process ended. A trace
    /// there showed a field editing, a cell selected or a swipe back in an app no one could
    /// touch (the third author's trial). A scenario that never launches leaves the app out.
    private func refuseTouchOutsideTheActiveApp(_ action: ActionName) throws {
        guard Self.userTouches.contains(action), world.app != .active, world.app != .notRunning || world.processEnded else { return }
        let (state, hint) =
            switch world.app {
            case .notRunning: ("no longer running", "launch the app again first")
            case .inactive: ("inactive", "resume it first (resume)")
            case .background: ("in the background", "bring the app back first (foreground)")
            default: (world.app.rawValue, "bring the app back first (foreground)")
            }
        throw SimulationError("\(action.rawValue) while the app is \(state): the user touches an app only while it is active", hint: hint)
    }

    /// Apple, application(_:didReceiveRemoteNotification:fetchCompletionHandler:): "the
    /// system does not automatically launch your app if the user has force-quit it … the
    /// user must relaunch your app or restart the device"; a fetch or a task launch then
    /// has no recording either. A location event may launch it, and a launch
    /// without `for:` names no event.
    private func refuseBackgroundLaunchAfterForceQuit(into: String, for reason: String?) throws {
        guard into == "background", world.forceQuitByUser, let reason, reason != "location" else { return }
        throw SimulationError(
            "launch into the background for \(reason) after the user swiped the app away, which the system does not do: Apple documents that it does not launch a force-quit app for a background push until the user opens it again, and no recording shows a fetch or a task launching one",
            hint: "launch it in front first (launch), or end it another way (terminate: { by: system })")
    }

    /// A cell went with the process that dequeued it, as its controllers did: a display's
    /// end or a selection after the termination was a call in a process that no longer ran.
    private func refuseCellsOfAnEndedProcess(_ step: Step) throws {
        guard let cell = step.namedObjects.first(where: world.cellsOfEndedProcess.contains) else { return }
        throw SimulationError(
            "'\(cell)' no longer exists: the app was terminated", hint: "objects do not outlive their process; use a new cell after the next launch")
    }

    /// A suspended app runs no code: a push, a present or a cell's display then would be
    /// calls nothing makes.
    private func refuseAppCodeWhileSuspended(_ action: ActionName) throws {
        guard world.app == .suspended, !Self.systemSteps.contains(action) else { return }
        throw SimulationError(
            "\(action.rawValue) while the app is suspended, which runs none of its code",
            hint: "bring the app back first (foreground), or wake it (receive-notification: { kind: silent })")
    }

    /// The calls `step` makes, tried on a copy of the world: what a refusal that depends on
    /// them looks at before the step is taken.
    private func callsTried(_ step: Step, animated: Bool) throws -> ArraySlice<TraceEvent> {
        var trial = self
        trial.isTracing = true
        let before = trial.events.count
        try trial.dispatch(step, animated: animated)
        return trial.events[before...]
    }

    private mutating func dispatch(_ step: Step, animated: Bool) throws {
        switch step.action {
        case .launch:
            world.appearanceHeard = [:]
            let into = step.choice("into") ?? "foreground"
            let reason = step.choice("for")
            try refuseBackgroundLaunchAfterForceQuit(into: into, for: reason)
            if world.usesScenes {
                try launchWithScenes(into: into, reason: reason)
            } else {
                try launchWithAppDelegate(into: into, reason: reason)
            }
        case .interrupt:
            if world.usesScenes { try sceneInterrupt() } else { try appInterrupt() }
        case .resume:
            if world.usesScenes { try sceneResume() } else { try appResume() }
        case .background:
            if world.usesScenes { try sceneAppBackground() } else { try appBackground() }
        case .foreground:
            if world.usesScenes { try sceneAppForeground() } else { try appForeground() }
        case .suspend:
            try appSuspend()
        case .terminate:
            try appTerminate(by: step.choice("by") ?? "system")
        case .memoryWarning:
            try memoryWarning()
        case .quickAction:
            try quickAction()
        case .openURL:
            try openURL(kind: step.choice("kind") ?? "custom")
        case .tapNotification:
            try tapNotification(handler: step.choice("handler") ?? "user-notifications")
        case .receiveNotification:
            try receiveNotification(kind: step.choice("kind") ?? "alert")
        case .openScene, .closeScene, .disconnectScene, .discardScene:
            guard world.usesScenes else {
                throw SimulationError(
                    "'\(step.action.rawValue)' needs the scenes lifecycle",
                    hint: "set 'config: { ios: 13 or later, lifecycle: scenes }'")
            }
            let scene = step.object("scene")!
            switch step.action {
            case .openScene: try openScene(scene)
            case .closeScene: try closeScene(scene)
            case .disconnectScene: try disconnectScene(scene)
            default: try discardScene(scene)
            }
        case .show:
            let children = ShownChildren(
                stack: step.objects("stack"), tabs: step.objects("tabs"), primary: step.object("primary"),
                secondary: step.object("secondary"), page: step.object("page"))
            try show(root: step.object("root")!, children: children, in: step.object("in"), animated: animated)
        case .push:
            try push(step.object("vc")!, on: step.object("on")!, animated: animated)
        case .pop:
            try pop(on: step.object("on")!, animated: animated)
        case .popToRoot:
            try popToRoot(on: step.object("on")!, animated: animated)
        case .setStack:
            try setStack(on: step.object("on")!, to: step.objects("stack")!, animated: animated)
        case .present:
            let style = step.choice("style").flatMap(ModalStyle.init(rawValue:)) ?? .automatic
            try present(step.object("vc")!, from: step.object("from")!, style: style, animated: animated)
        case .dismiss:
            try dismiss(step.object("vc")!, animated: animated)
        case .rotate:
            try rotate(to: step.choice("to")!)
        case .switchAppearance:
            try switchAppearance(to: step.choice("to")!)
        case .release:
            if let vc = step.object("vc") { try release(vc) } else { try releaseView(step.object("view")!) }
        case .interactivePop:
            try interactivePop(on: step.object("on")!, completes: step.bool("completes")!)
        case .interactiveDismiss:
            try interactiveDismiss(step.object("vc")!, completes: step.bool("completes")!)
        case .selectTab:
            try selectTab(on: step.object("on")!, index: step.int("index")!)
        case .setTabs:
            try setTabs(on: step.object("on")!, to: step.objects("tabs")!)
        case .turnPage:
            try turnPage(on: step.object("on")!, to: step.object("to")!, reverse: step.choice("direction") == "reverse", animated: animated)
        case .addChild:
            try addChild(step.object("child")!, to: step.object("parent")!)
        case .removeChild:
            try removeChild(step.object("child")!)
        case .addSubview:
            try addSubview(step.object("view")!, to: step.object("to")!)
        case .removeFromSuperview:
            try removeFromSuperview(step.object("view")!)
        case .setNeedsLayout:
            try setNeedsLayout(step.object("view")!)
        case .layoutIfNeeded:
            try layoutIfNeeded(step.object("view")!)
        case .setNeedsDisplay:
            try setNeedsDisplay(step.object("view")!)
        case .resize:
            try resize(step.object("view")!)
        case .dequeue:
            try dequeue(step.object("cell")!, from: step.object("from")!, reused: step.bool("reused"))
        case .display:
            try display(step.object("cell")!)
        case .endDisplay:
            try endDisplay(step.object("cell")!)
        case .select:
            try select(step.object("cell")!)
        case .highlight:
            try highlight(step.object("cell")!)
        case .prefetch:
            try prefetch(step.objects("items")!, from: step.object("from")!)
        case .cancelPrefetch:
            try cancelPrefetch(step.objects("items")!, from: step.object("from")!)
        case .sheet, .fullScreenCover:
            try presentSwiftUI(step.object("view")!, from: step.object("from")!, fullScreen: step.action == .fullScreenCover, animated: animated)
        case .scrollIn, .scrollOut:
            try scroll(step.object("row")!, in: step.action == .scrollIn)
        case .insertView, .removeView:
            try toggleSubview(step.object("view")!, inserting: step.action == .insertView)
        case .replaceView:
            try replaceSubview(step.object("view")!, with: step.object("with")!, identity: step.choice("transition") == "identity")
        case .changeTaskID:
            try restartTask(of: step.object("view")!)
        case .keyboardShow:
            try keyboardShow()
        case .keyboardHide:
            try keyboardHide()
        case .keyboardChangeFrame:
            try keyboardChangeFrame()
        case .focus:
            try focus(step.object("field")!)
        case .resign:
            try resign(step.object("field")!)
        case .returnKey:
            try returnKey(step.object("field")!, resigns: step.bool("resigns") ?? false)
        }
    }
}
