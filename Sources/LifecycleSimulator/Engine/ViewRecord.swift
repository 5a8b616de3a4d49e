/// A UIView the scenario names. Owned by `Simulation+Views` and `Simulation+ViewTree`.
///
/// A controller's own view is not a record: a superview that names a controller means
/// its root view, which is in a window while the controller is on screen.
struct ViewRecord: Hashable {
    var fromNib = false
    /// A view's name, or a view controller's name meaning its root view.
    var superview: String?
    /// When it was last added (1, 2, …), so a superview's subviews keep the order they came in.
    var addedAt = 0
    /// Whether its last window call put it in a window. Diagrams read this, so a view
    /// is `in-window` from its didMoveToWindow on, not from the moment UIKit decides.
    var isInWindow = false
    /// It has been in a window before: only the first time is it drawn without asking.
    var hasBeenOnScreen = false
    var isDeallocated = false
    /// The process ended with the view alive: it is gone, without a deinit.
    var isGone = false
    /// A layout is pending; the value is the behaviour its layoutSubviews will rest on.
    /// Several requests before a pass keep the first reason and give one call.
    var pendingLayout: BehaviourID?
    /// A redraw is pending, as `pendingLayout`.
    var pendingDisplay: BehaviourID?

    var isAlive: Bool { !isDeallocated && !isGone }

    /// Marks a layout as pending unless one already is.
    mutating func needsLayout(_ reason: BehaviourID) {
        if pendingLayout == nil { pendingLayout = reason }
    }

    mutating func needsDisplay(_ reason: BehaviourID) {
        if pendingDisplay == nil { pendingDisplay = reason }
    }
}
