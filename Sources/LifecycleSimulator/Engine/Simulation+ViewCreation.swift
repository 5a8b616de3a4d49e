internal import LifecycleModel

/// Creating the views a scenario names, and the checks view actions share.
extension Simulation {
    /// Creates a view the first time an action uses it: init(frame:) in code, or
    /// init(coder:) and awakeFromNib from a nib.
    mutating func ensureView(_ name: String) throws {
        if let record = world.views[name] { return try checkAlive(name, record) }
        try checkIsView(name, "add-subview")
        try checkNotAwaitingItsNib(name)
        let fromNib = declarations[name]?.options["from"] == "nib"
        world.views[name] = ViewRecord(fromNib: fromNib)
        world.order.append(name)
        if fromNib {
            emit(name, "init(coder:)", [.init("coder", "NSCoder")], .viewInitNib)
            emit(name, "awakeFromNib()", [], .viewInitNib)
        } else {
            emit(name, "init(frame:)", [.init("frame", "CGRect")], .viewInitCode)
        }
    }

    /// A view of a controller's nib, or one its viewDidLoad adds, exists only once that
    /// controller's view loaded.
    func checkNotAwaitingItsNib(_ name: String) throws {
        guard world.views[name] == nil else { return }
        if let owner = loadOwner(of: name) {
            guard world.controllers[owner]?.isViewLoaded != true else { return }  // being added now
            throw SimulationError(
                "'\(name)' is added to '\(owner)'.view in its viewDidLoad: it exists once '\(owner)' has loaded its view",
                hint: "show, push or present '\(owner)' first")
        }
        guard let owner = declarations[name]?.options["loaded-with"] else { return }
        throw SimulationError(
            "'\(name)' is part of the nib loaded with '\(owner)': it exists once '\(nibController(of: name))' has loaded its view",
            hint: "show, push or present '\(nibController(of: name))' first")
    }

    /// The record of a view an action needs to exist already.
    func existingView(_ name: String, _ action: String) throws -> ViewRecord {
        try checkIsView(name, action)
        try checkNotAwaitingItsNib(name)
        guard let record = world.views[name] else {
            throw SimulationError(
                "\(action) of '\(name)', which was never created",
                hint: "a view is created by the first add-subview that names it")
        }
        try checkAlive(name, record)
        return record
    }

    func checkIsView(_ name: String, _ action: String) throws {
        guard kind(of: name) == .view else {
            throw SimulationError(
                "\(action) of '\(name)', which is not a view", hint: "declare '\(name)' with 'kind: view', or name a view")
        }
    }

    func checkAlive(_ name: String, _ record: ViewRecord) throws {
        if record.isGone {
            throw SimulationError(
                "'\(name)' no longer exists: the app was terminated",
                hint: "objects do not outlive their process; use a new object after the next launch")
        }
        if record.isDeallocated {
            throw SimulationError(
                "'\(name)' was already deallocated",
                hint: "it went with its controller's view; use a new object for a new view")
        }
    }

    /// How a superview is named in arguments and messages: `w`, or `A.view` for a controller.
    func label(_ superview: String) -> String {
        world.controllers[superview] != nil ? "\(superview).view" : superview
    }
}
