internal import LifecycleModel

/// The view hierarchy: which views are in a window, telling views that their window
/// changed, and the layout and display passes at the end of a run-loop turn.
///
/// A named view is in a window when its superview chain ends at a controller whose view
/// is in a window (loaded, alive, and not `.disappeared`). The window calls are sent when
/// that changes; layout and drawing wait for the next pass.
extension Simulation {
    /// Where a layout or display pass runs, shown as the `pass` argument of its calls.
    enum ViewPass {
        /// The end of the step's run-loop turn (`runLoopTurn`).
        case nextTurn
        /// Inside a transition, after the appearing controllers' layout calls.
        case appearance
        /// layoutIfNeeded, synchronously.
        case immediate

        var layoutText: String {
            switch self {
            case .nextTurn: "next layout pass"
            case .appearance: "appearance transition"
            case .immediate: "layoutIfNeeded, now"
            }
        }

        var displayText: String {
            switch self {
            case .nextTurn: "next display pass"
            case .appearance: "appearance transition"
            case .immediate: "layoutIfNeeded, now"
            }
        }
    }

    // MARK: Hooks

    /// The end of a run-loop turn: views whose window changed without a hook are told now,
    /// then the layout pass and the display pass. Runs after every step, so what a step only requested shows up after
    /// the step's own calls.
    mutating func runLoopTurn() {
        guard !world.views.isEmpty else { return }
        endViewsOfEndedProcess()
        syncViewWindows(.viewWindowEndOfStep, layoutReason: .viewLayoutOnScreen)
        layoutAndDisplayViews(.nextTurn)
    }

    /// A controller's view has just joined or left its window (called by `transition`
    /// after viewWillAppear and before viewDidDisappear): its subviews are told.
    mutating func viewsFollowControllers() {
        guard !world.views.isEmpty else { return }
        syncViewWindows(.viewWindowFollowsController, layoutReason: .viewLayoutWithController)
    }

    // MARK: Hierarchy

    /// The views directly inside `parent` (a view, or a controller's root view), in the
    /// order they were added.
    func subviews(of parent: String) -> [String] {
        world.views.filter { $0.value.superview == parent && $0.value.isAlive }
            .sorted { $0.value.addedAt < $1.value.addedAt }
            .map(\.key)
    }

    /// `name` and every view inside it, parents before children.
    func subtree(_ name: String) -> [String] {
        [name] + subviews(of: name).flatMap(subtree)
    }

    /// Every living view, tree by tree (controllers' trees first, in creation order, then
    /// trees not under any controller), parents before children. Walked over an index of
    /// each parent's subviews made in one pass: asking ``subviews(of:)`` at every view
    /// filtered the whole view table once per view, and the layout passes ask at every step.
    var viewsInTreeOrder: [String] {
        var added: [String: [(at: Int, name: String)]] = [:]
        for (name, record) in world.views where record.isAlive {
            if let superview = record.superview { added[superview, default: []].append((record.addedAt, name)) }
        }
        let children = added.mapValues { views in views.sorted { ($0.at, $0.name) < ($1.at, $1.name) }.map(\.name) }
        var result: [String] = []
        func walk(_ name: String) {
            result.append(name)
            for child in children[name] ?? [] { walk(child) }
        }
        for name in world.order {
            if world.controllers[name] != nil {
                for child in children[name] ?? [] { walk(child) }
            } else if let record = world.views[name], record.isAlive, record.superview == nil {
                walk(name)
            }
        }
        return result
    }

    /// Stamps `view` as the last one added. Stamps are kept dense (1, 2, …, in the order the
    /// views came in): only their order is ever read, and worlds that differ in nothing
    /// else are then one world to the model explorer, which otherwise met the same few
    /// views as new worlds each time one was added again (3,682 worlds for the view
    /// universe where 1,000 or so are distinct).
    mutating func markAdded(_ view: String) {
        world.views[view]!.addedAt = Int.max
        let stamped = world.views.filter { $0.value.addedAt > 0 }.sorted { $0.value.addedAt < $1.value.addedAt }
        for (rank, entry) in stamped.enumerated() { world.views[entry.key]!.addedAt = rank + 1 }
    }

    /// The controller whose root view the view's superview chain ends at, if any.
    func rootController(of view: String) -> String? {
        var current = world.views[view]?.superview
        while let name = current {
            if world.controllers[name] != nil { return name }
            current = world.views[name]?.superview
        }
        return nil
    }

    /// Whether `name` is inside `ancestor` (at any depth).
    func isView(_ name: String, inside ancestor: String) -> Bool {
        var current = world.views[name]?.superview
        while let next = current {
            if next == ancestor { return true }
            current = world.views[next]?.superview
        }
        return false
    }

    /// Whether a view, or a controller's root view, is in a window now.
    func isInWindow(_ name: String) -> Bool {
        if let controller = world.controllers[name] {
            return controller.isAlive && controller.isViewLoaded && controller.appearance != .disappeared
        }
        return world.views[name]?.isInWindow == true
    }

    /// Whether the view belongs in a window by its superview chain, whatever it was told.
    private func belongsInWindow(_ view: String) -> Bool {
        guard let record = world.views[view], record.isAlive, let superview = record.superview else { return false }
        if world.controllers[superview] != nil { return isInWindow(superview) }
        return belongsInWindow(superview)
    }

    // MARK: Windows

    /// Tells every view whose window changed since it was last told: those leaving first,
    /// then those joining.
    mutating func syncViewWindows(_ behaviour: BehaviourID, layoutReason: BehaviourID) {
        let changed = viewsInTreeOrder.filter { world.views[$0]!.isInWindow != belongsInWindow($0) }
        guard !changed.isEmpty else { return }
        let leaving = changed.filter { world.views[$0]!.isInWindow }
        let joining = changed.filter { !world.views[$0]!.isInWindow }
        moveWindow(leaving, entering: false, behaviour: behaviour, layoutReason: layoutReason)
        moveWindow(joining, entering: true, behaviour: behaviour, layoutReason: layoutReason)
    }

    /// willMove(toWindow:) on each view (given parents first), then didMoveToWindow on
    /// each. A view inside another that moves rests on the subtree behaviour. A view on
    /// screen for the first time will be laid out and drawn at the next pass.
    mutating func moveWindow(_ views: [String], entering: Bool, behaviour: BehaviourID, layoutReason: BehaviourID) {
        guard !views.isEmpty else { return }
        let moving = Set(views)
        func reason(_ view: String) -> BehaviourID {
            world.views[view]?.superview.map(moving.contains) == true ? .viewWindowSubtree : behaviour
        }
        let argument = [TraceEvent.Argument("newWindow", entering ? "window" : "nil")]
        for view in views { emit(view, "willMove(toWindow:)", argument, reason(view)) }
        for view in views {
            world.views[view]!.isInWindow = entering
            if entering && !world.views[view]!.hasBeenOnScreen {
                world.views[view]!.hasBeenOnScreen = true
                world.views[view]!.needsLayout(layoutReason)
                world.views[view]!.needsDisplay(layoutReason)
            }
            emit(view, "didMoveToWindow()", [], reason(view))
        }
    }

    // MARK: Passes

    /// The layout pass over the views in a window, parents first, then the display pass.
    mutating func layoutAndDisplayViews(_ pass: ViewPass) {
        layoutViews(pass)
        displayViews(pass)
    }

    /// The layout half of `layoutAndDisplayViews`: what a repeated layout pass repeats.
    mutating func layoutViews(_ pass: ViewPass) {
        guard !world.views.isEmpty else { return }
        let onScreen = viewsInTreeOrder.filter { world.views[$0]!.isInWindow }
        // Controllers' root views first: they are the parents of every view above.
        for name in world.order where pass == .nextTurn && world.controllers[name]?.rootNeedsLayout == true {
            world.controllers[name]!.rootNeedsLayout = false
            guard world.controllers[name]!.appearance != .disappeared else {
                if world.controllers[name]!.isLaidOut { world.controllers[name]!.changedOffScreen = "its views changed" }
                continue
            }
            emit(name, "viewWillLayoutSubviews()", [.init("pass", pass.layoutText)], .viewLayoutControllerRoot)
            emit(name, "viewDidLayoutSubviews()", [.init("pass", pass.layoutText)], .viewLayoutControllerRoot)
        }
        for view in onScreen {
            guard let reason = world.views[view]!.pendingLayout else { continue }
            world.views[view]!.pendingLayout = nil
            emit(view, "layoutSubviews()", [.init("pass", pass.layoutText)], reason)
        }
    }

    /// The display half of `layoutAndDisplayViews`: drawing happens once, after layout.
    mutating func displayViews(_ pass: ViewPass) {
        guard !world.views.isEmpty else { return }
        let onScreen = viewsInTreeOrder.filter { world.views[$0]!.isInWindow }
        for view in onScreen {
            guard let reason = world.views[view]!.pendingDisplay else { continue }
            world.views[view]!.pendingDisplay = nil
            emit(view, "draw(_:)", [.init("rect", "bounds"), .init("pass", pass.displayText)], reason)
        }
    }

    // MARK: Endings

    /// The process ended: every view went with it, without a call.
    private mutating func endViewsOfEndedProcess() {
        guard world.app == .notRunning, world.controllers.values.contains(where: \.isGone) else { return }
        for name in world.order where world.views[name]?.isAlive == true {
            world.views[name]!.isGone = true
            world.views[name]!.isInWindow = false
        }
    }

    /// The state id of a view for diagrams.
    func viewState(_ name: String) -> String {
        guard let record = world.views[name] else { return "not-created" }
        if !record.isAlive { return "deallocated" }
        if record.superview == nil { return "detached" }
        return record.isInWindow ? "in-window" : "in-superview"
    }
}
