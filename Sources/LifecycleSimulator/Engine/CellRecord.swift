/// A table view cell the scenario names. Owned by `Simulation+Cells`.
///
/// A cell is created by its first `dequeue` and never deallocated: once it scrolls out it
/// waits in its table's reuse pool until a later `dequeue` hands it out again.
struct CellRecord: Hashable {
    /// Loaded from a nib or a storyboard prototype (`from: nib`): init(coder:) and awakeFromNib.
    var fromNib = false
    /// The table view that dequeued it; its reuse pool is that table's.
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
