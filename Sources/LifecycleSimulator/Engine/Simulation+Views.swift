internal import LifecycleModel

/// UIView actions: adding and removing subviews, and asking for layout and drawing.
///
/// A view is created by the first action that uses it. The superview and window calls
/// are sent at once; layoutSubviews and draw(_:) wait for a pass (`Simulation+ViewTree`),
/// except in layoutIfNeeded.
extension Simulation {
    /// `add-subview`: `to` is a view or a view controller (its root view). Reading a
    /// controller's `view` loads it, as `A.view.addSubview(v)` does, so a view can be added
    /// in viewDidLoad, before the controller appears.
    mutating func addSubview(_ view: String, to superview: String) throws {
        guard view != superview else {
            throw SimulationError("add-subview of '\(view)' to itself", hint: "a view cannot be its own superview")
        }
        try checkIsView(view, "add-subview")
        try checkNotAwaitingItsNib(view)
        guard let superviewKind = kind(of: superview), superviewKind == .view || superviewKind.isViewController else {
            throw SimulationError(
                "add-subview to '\(superview)', which is neither a view nor a view controller",
                hint: "the superview is a view, or a view controller meaning its root view")
        }
        if let record = world.views[view] {
            try checkAlive(view, record)
            if let current = record.superview {
                throw SimulationError(
                    "add-subview of '\(view)', which is already in '\(label(current))'",
                    hint: "remove-from-superview first; moving a view between superviews in one step is not modelled")
            }
            if isView(superview, inside: view) {
                throw SimulationError(
                    "add-subview of '\(view)' to '\(superview)', which is inside '\(view)'",
                    hint: "a view cannot contain its own superview")
            }
        }
        if superviewKind == .view {
            try ensureView(superview)
        } else {
            try ensureCreated(superview)
            try loadViewIfNeeded(superview)
        }
        try ensureView(view)

        let intoWindow = isInWindow(superview)
        let behaviour: BehaviourID = intoWindow ? .viewAddInWindow : .viewAddOffWindow
        emit(view, "willMove(toSuperview:)", [.init("newSuperview", label(superview))], behaviour)
        world.views[view]!.superview = superview
        markAdded(view)
        world.views[view]!.needsLayout(.viewLayoutOnScreen)
        emit(view, "didMoveToSuperview()", [], behaviour)
        if world.views[superview] != nil {
            emit(superview, "didAddSubview(_:)", [.init("subview", view)], .viewDidAddSubview)
        }
        superviewNeedsLayout(superview)
        if intoWindow {
            moveWindow(subtree(view), entering: true, behaviour: .viewAddInWindow, layoutReason: .viewLayoutOnScreen)
        }
    }

    /// `remove-from-superview`: the window pair nests inside the superview pair. The view
    /// stays alive, detached: the author may add it again.
    mutating func removeFromSuperview(_ view: String) throws {
        let record = try existingView(view, "remove-from-superview")
        guard let superview = record.superview else {
            throw SimulationError("remove-from-superview of '\(view)', which has no superview", hint: "add it with add-subview first")
        }
        let fromWindow = record.isInWindow
        let behaviour: BehaviourID = fromWindow ? .viewRemoveInWindow : .viewRemoveOffWindow
        if world.views[superview] != nil {
            emit(superview, "willRemoveSubview(_:)", [.init("subview", view)], .viewWillRemoveSubview)
        }
        emit(view, "willMove(toSuperview:)", [.init("newSuperview", "nil")], behaviour)
        if fromWindow {
            moveWindow(subtree(view), entering: false, behaviour: behaviour, layoutReason: .viewLayoutOnScreen)
        }
        world.views[view]!.superview = nil
        emit(view, "didMoveToSuperview()", [], behaviour)
        superviewNeedsLayout(superview)
        noteBehaviour(.viewRemovedIsKept)
    }

    /// `set-needs-layout`: only marks; the layout comes at the next pass once the view
    /// is in a window.
    mutating func setNeedsLayout(_ view: String) throws {
        _ = try existingView(view, "set-needs-layout")
        world.views[view]!.needsLayout(.viewLayoutDeferred)
        noteBehaviour(.viewLayoutDeferred)
    }

    /// `layout-if-needed`: lays out now whatever is pending in the view's subtree, the
    /// view first; nothing if nothing is pending.
    mutating func layoutIfNeeded(_ view: String) throws {
        _ = try existingView(view, "layout-if-needed")
        let pending = subtree(view).filter { world.views[$0]!.pendingLayout != nil }
        guard !pending.isEmpty else {
            noteBehaviour(.viewLayoutIfNeeded)
            return
        }
        for name in pending {
            world.views[name]!.pendingLayout = nil
            emit(
                name, "layoutSubviews()", [.init("pass", ViewPass.immediate.layoutText)],
                isInWindow(name) ? .viewLayoutIfNeeded : .viewLayoutIfNeededOffWindow)
        }
    }

    /// `set-needs-display`: draw(_:) at the next display pass once the view is in a window.
    mutating func setNeedsDisplay(_ view: String) throws {
        _ = try existingView(view, "set-needs-display")
        world.views[view]!.needsDisplay(.viewDisplayDeferred)
        noteBehaviour(.viewDisplayDeferred)
    }

    /// `resize`: the bounds change size. The view and its superview (a named view) are
    /// laid out at the next pass; nothing is redrawn (contentMode is not .redraw).
    mutating func resize(_ view: String) throws {
        let record = try existingView(view, "resize")
        world.views[view]!.needsLayout(.viewLayoutResize)
        if let superview = record.superview { superviewNeedsLayout(superview) }
        noteBehaviour(.viewLayoutResize)
    }

    /// A change among a view's subviews lays the superview out at the next pass: a named
    /// view, or a controller's root view, whose layout the controller hears about.
    private mutating func superviewNeedsLayout(_ superview: String) {
        if world.views[superview] != nil {
            world.views[superview]!.needsLayout(.viewLayoutSuperview)
        } else if world.controllers[superview]?.isViewLoaded == true {
            world.controllers[superview]!.rootNeedsLayout = true
        }
    }
}
