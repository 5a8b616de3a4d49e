/// A UIView the scenario names. Owned by `Simulation+Views`.
struct ViewRecord: Hashable {
    var fromNib = false
    /// A view's name, or a view controller's name meaning its root view.
    var superview: String?
    var isDeallocated = false
    var needsLayout = false
    var needsDisplay = false
}
