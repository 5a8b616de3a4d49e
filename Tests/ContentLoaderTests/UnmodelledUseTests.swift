import Testing

/// A kind an action does not take because the engine does not model that use is said
/// once, as not modelled, with what to write instead; a plain slip of kind is not.
@Suite struct UnmodelledUseTests {
    /// A scenario with a table, a grid, their cells and a label around `step`, which lands
    /// on line 14 of the file the helper names with its action at column 9.
    private func loadStep(_ step: String) throws -> LoadedTree {
        try loadLifecycle(
            """
            id: cells
            title: T
            object: cell
            scenarios:
              - id: s
                title: S
                objects:
                  table: { kind: table-view }
                  row: { kind: cell }
                  grid: { kind: collection-view }
                  item: { kind: collection-cell }
                  label: { kind: view }
                steps:
                  \(step)
            """)
    }

    @Test func aTableViewsPrefetchIsOneErrorAtItsTable() throws {
        let tree = try loadStep("- prefetch: { items: [row], from: table }")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:14:41: 'prefetch' from a table view is not modelled: the engine models a collection view's prefetching (UICollectionViewDataSourcePrefetching), not UITableViewDataSourcePrefetching [lifeline.step.not-modelled]"
            ])
        #expect(tree.hints == ["leave the step out (a table's cells are traced from their dequeue), or use a collection-view and collection-cells"])
    }

    @Test func aTableViewsCancelledPrefetchToo() throws {
        let tree = try loadStep("- cancel-prefetch: { items: [row], from: table }")
        #expect(tree.messages.count == 1)
        #expect(tree.messages.first?.contains("'cancel-prefetch' from a table view is not modelled") == true)
    }

    @Test func aViewAddedToACellIsNotModelled() throws {
        for cell in ["row", "item"] {
            let tree = try loadStep("- add-subview: { view: label, to: \(cell) }")
            #expect(tree.messages.count == 1)
            #expect(
                tree.messages.first?.hasSuffix(
                    "a view added to a cell (to its contentView) is not modelled: the engine traces the cell's own calls, not those of views inside it [lifeline.step.not-modelled]"
                ) == true)
            #expect(tree.hints == ["leave the step out, or add the view to a view or a controller's view"])
        }
    }

    /// A table view's cell in a collection view's prefetch is a slip of kind, said as one.
    @Test func aTableCellInAGridsPrefetchIsAKindError() throws {
        let tree = try loadStep("- prefetch: { items: [row], from: grid }")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:14:29: an element of argument 'items' of 'prefetch' must be a collection-cell, but 'row' is a cell [lifeline.step.object-kind]"
            ])
    }

    /// `deselect` was answered with "did you mean 'select'?", its opposite; a reload with
    /// the list of actions (the fifth author's trial).
    @Test func aDeselectionOrAReloadIsNotModelled() throws {
        let deselect = try loadStep("- deselect: { cell: row }")
        #expect(
            deselect.messages == [
                "lifecycles/vc.yaml:14:9: 'deselect' is not modelled: the engine has no step for a deselection (deselectRow, or a tap on a selected row) [lifeline.step.not-modelled]"
            ])
        #expect(deselect.hints == ["no recording places a cell's setSelected(false) and didDeselectRowAt among the other calls; leave the step out"])
        let reload = try loadStep("- reload-data: { table: table }")
        #expect(reload.messages.first?.contains("'reload-data' is not modelled: the engine has no step for reloadData") == true)
        #expect(try loadStep("- selct: { cell: row }").hints == ["did you mean 'select'?"])
    }
}
