internal import LifecycleModel

/// Views a controller's viewDidLoad creates and adds to its view (`added-on-load`), the
/// most common shape of a screen built in code:
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let v = TestView(frame: .zero)     // v.init(frame:)
///         view.addSubview(v)                 // v.willMove(toSuperview:), v.didMoveToSuperview()
///     }
///
/// The view is created and added inside viewDidLoad, off screen; it joins the window
/// right after the controller's viewWillAppear and is laid out after the controller's
/// viewDidLayoutSubviews, in the controller's first layout pass (one recording, 2019).
extension Simulation {
    /// At the end of `controller`'s viewDidLoad: each view added on its load, in the order
    /// declared, each followed by the views added to it (`added-on-load: v`).
    mutating func addViewsOnLoad(of controller: String) throws {
        try addViews(to: controller, owner: controller)
    }

    private mutating func addViews(to superview: String, owner: String) throws {
        for view in declarationOrder where declarations[view]?.options["added-on-load"] == superview {
            guard world.views[view] == nil else { continue }
            noteBehaviour(.viewAddedOnLoad)
            try addSubview(view, to: superview)
            try addViews(to: view, owner: owner)
        }
    }

    /// The controller whose viewDidLoad adds `view`, directly or inside another view.
    func loadOwner(of view: String) -> String? {
        var current = view
        while let owner = declarations[current]?.options["added-on-load"] {
            if declarations[owner]?.kind != .view { return owner }
            current = owner
        }
        return nil
    }
}
