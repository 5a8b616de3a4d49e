internal import LifecycleModel

/// How views begin and end with their owners: the views of a controller's storyboard
/// scene or nib load with its view (`loaded-with`), a view is released by the author
/// (`release: { view: v }`), and a view that is deallocated, or a controller's view,
/// removes and releases its subviews.
extension Simulation {
    /// Inside `loadView()`: each view of the nib is decoded, init(coder:), and added to its
    /// superview, a view's own nib subviews while it is decoded; then every view of the
    /// nib gets awakeFromNib(), before viewDidLoad().
    mutating func loadNibViews(of controller: String) {
        let loaded = nibViews(in: controller)
        guard !loaded.isEmpty else { return }
        for view in declarationOrder where declarations[view]?.options["loaded-with"] == controller {
            decodeNibView(view, into: controller)
        }
        for view in loaded {
            emit(view, "awakeFromNib()", [], loaded.count > 1 ? .viewNibAwakeOrder : .viewNibLoad)
        }
    }

    /// `release: { view: v }`: the last strong reference to a view without a superview
    /// goes away.
    mutating func releaseView(_ name: String) throws {
        try checkIsView(name, "release")
        try checkNotAwaitingItsNib(name)
        guard let record = world.views[name] else {
            throw SimulationError("release of '\(name)', which was never created", hint: "a view is created by the first add-subview that names it")
        }
        try checkAlive(name, record)
        if let superview = record.superview {
            throw SimulationError(
                "release of '\(name)' while its superview '\(label(superview))' holds it",
                hint: "remove-from-superview first; a superview keeps a strong reference to its subviews")
        }
        deallocateView(name, .viewRelease)
    }

    /// A deallocating view (or a controller's root view, named by the controller) removes
    /// each subview: the superview pair, then the subview's own deinit and its subviews,
    /// depth first, in the order they were added. Nothing else is assumed to hold them.
    /// The deallocating superview itself gets no willRemoveSubview(_:): its deinit has run.
    mutating func tearDownSubviews(of parent: String) {
        for subview in subviews(of: parent) {
            emit(subview, "willMove(toSuperview:)", [.init("newSuperview", "nil")], .viewDeallocSuperview)
            if world.views[subview]!.isInWindow {
                moveWindow(subtree(subview), entering: false, behaviour: .viewDeallocSuperview, layoutReason: .viewLayoutOnScreen)
            }
            world.views[subview]!.superview = nil
            emit(subview, "didMoveToSuperview()", [], .viewDeallocSuperview)
            deallocateView(subview, .viewDeallocWithController)
        }
    }

    private mutating func deallocateView(_ name: String, _ behaviour: BehaviourID) {
        world.views[name]!.isDeallocated = true
        world.views[name]!.pendingLayout = nil
        world.views[name]!.pendingDisplay = nil
        emit(name, "deinit", [], behaviour)
        tearDownSubviews(of: name)
    }

    /// The view controller whose nib a `loaded-with` view belongs to.
    func nibController(of view: String) -> String {
        var current = view
        while let owner = declarations[current]?.options["loaded-with"] {
            if declarations[owner]?.kind != .view { return owner }
            current = owner
        }
        return current
    }

    /// The views of `controller`'s nib, in declaration order.
    private func nibViews(in controller: String) -> [String] {
        declarationOrder.filter { declarations[$0]?.options["loaded-with"] != nil && nibController(of: $0) == controller }
    }

    /// init(coder:) starts; the view's own nib subviews are decoded and added inside it;
    /// then it is added to `superview`.
    private mutating func decodeNibView(_ view: String, into superview: String) {
        world.views[view] = ViewRecord(fromNib: true)
        world.order.append(view)
        emit(view, "init(coder:)", [.init("coder", "NSCoder")], world.views[superview] == nil ? .viewNibLoad : .viewNibNested)
        for child in declarationOrder where declarations[child]?.options["loaded-with"] == view {
            decodeNibView(child, into: view)
        }
        let behaviour: BehaviourID = world.views[superview] == nil ? .viewNibLoad : .viewNibNested
        emit(view, "willMove(toSuperview:)", [.init("newSuperview", label(superview))], behaviour)
        world.views[view]!.superview = superview
        markAdded(view)
        emit(view, "didMoveToSuperview()", [], behaviour)
        if world.views[superview] != nil {
            emit(superview, "didAddSubview(_:)", [.init("subview", view)], .viewNibNested)
        }
    }
}
