internal import LifecycleModel

/// A table or collection view cell the scenario names. Owned by `Simulation+Cells`.
///
/// A cell is created by its first `dequeue` and never deallocated: once it scrolls out it
/// waits in its table's reuse pool until a later `dequeue` hands it out again.
struct CellRecord: Hashable {
    /// Loaded from a nib or a storyboard prototype (`from: nib`): init(coder:) and awakeFromNib.
    var fromNib = false
    /// The table view (or collection view) that dequeued it; its reuse pool is that one's.
    var table: String
    var state: CellState = .dequeued
    /// A finger is on it (`highlight`) and has not lifted yet.
    var isHighlighted = false
    /// Selected by a tap and not deselected since. Forgotten when the cell scrolls out: the
    /// selection belongs to the row, not to the cell.
    var isSelected = false
}

/// The diagram states of a cell (`not-created` is the absence of a record).
enum CellState: String, Hashable {
    /// Returned by `dequeueReusableCell` for a row, not on screen yet.
    case dequeued
    /// `willDisplay` was sent: the row is on screen.
    case displayed
    /// `didEndDisplaying` was sent: the cell waits to be dequeued again.
    case reusePool = "reuse-pool"
}

/// What a cell's list and the cell itself are told, by the kind of list: a table view's
/// cells have setters with an `animated` flag, a collection view's cells properties.
enum CellFamily: Hashable {
    case table, collection

    var list: ObjectKind { self == .table ? .tableView : .collectionView }
    var willDisplay: String { self == .table ? "tableView(_:willDisplay:forRowAt:)" : "collectionView(_:willDisplay:forItemAt:)" }
    var didEndDisplaying: String {
        self == .table ? "tableView(_:didEndDisplaying:forRowAt:)" : "collectionView(_:didEndDisplaying:forItemAt:)"
    }
    var didSelect: String { self == .table ? "tableView(_:didSelectRowAt:)" : "collectionView(_:didSelectItemAt:)" }
    var highlighted: String { self == .table ? "setHighlighted(_:animated:)" : "isHighlighted" }
    var selected: String { self == .table ? "setSelected(_:animated:)" : "isSelected" }

    /// The behaviours each step rests on.
    struct Behaviours {
        var display, endDisplay, endDisplayHeld, highlight, select, selectReplacing, selectAgain: BehaviourID
    }

    var behaviours: Behaviours {
        switch self {
        case .table:
            Behaviours(
                display: .cellDisplay, endDisplay: .cellEndDisplay, endDisplayHeld: .cellEndDisplayHeld, highlight: .cellHighlight,
                select: .cellSelect, selectReplacing: .cellSelectReplacing, selectAgain: .cellSelectAgain)
        case .collection:
            Behaviours(
                display: .collectionDisplay, endDisplay: .collectionEndDisplay, endDisplayHeld: .collectionEndDisplayHeld,
                highlight: .collectionHighlight, select: .collectionSelect, selectReplacing: .collectionSelectReplacing,
                selectAgain: .collectionSelectAgain)
        }
    }
}
