/// A table view cell the scenario names. Owned by `Simulation+Cells`.
struct CellRecord: Hashable {
    var fromNib = false
    var table: String?
    /// dequeued, displayed or reuse-pool (the diagram states of a cell).
    var state = "dequeued"
    var isHighlighted = false
    var isSelected = false
}
