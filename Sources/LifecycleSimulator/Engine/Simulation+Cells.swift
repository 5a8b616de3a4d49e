internal import LifecycleModel

/// UITableView cells: the reuse pool, display, highlight and selection
/// (docs/research/cells.md). Collection view cells share the reuse pool and the steps; what
/// they are told differs (`CellFamily`, `Simulation+CollectionViews`).
///
/// A `dequeue` is traced as the data source's `tableView(_:cellForRowAt:)` followed by
/// what happens to the cell inside it: the dequeue call is made from cellForRowAt, so the
/// cell is created (or prepared for reuse) after that method is entered. A log printed
/// in cellForRowAt after its dequeue call shows the cell's lines first.
///
/// The table has single selection, as by default. Rows have no numbers: a row is named
/// after the cell that shows it (`indexPath: row of c`).
extension Simulation {
    /// `dequeue {cell, from, [reused]}`: a never-created cell is created; a cell in the
    /// table's reuse pool is prepared for reuse. `reused` states which one the author
    /// means, and is an error when the cell's state says otherwise.
    mutating func dequeue(_ cell: String, from table: String, reused: Bool?) throws {
        let family = self.family(of: cell)
        guard kind(of: table) == family.list else {
            throw SimulationError(
                "dequeue of '\(cell)' from '\(table)': a \(kind(of: cell)!.rawValue) comes from a \(family.list.rawValue)",
                hint: "declare the cell as \(kind(of: table) == .collectionView ? "a collection-cell" : "a cell") for this list")
        }
        guard let record = world.cells[cell] else {
            if reused == true {
                throw SimulationError(
                    "dequeue of '\(cell)' with reused: true, but '\(cell)' was never created",
                    hint: "a cell is in the reuse pool only after an end-display; leave out 'reused' for a new cell")
            }
            try createCell(cell, in: table)
            return
        }
        switch record.state {
        case .dequeued, .displayed:
            throw SimulationError(
                "dequeue of '\(cell)', which is already \(record.state == .displayed ? "displayed" : "dequeued")",
                hint: record.state == .displayed
                    ? "a cell is handed out again only from the reuse pool: end-display it first"
                    : "a cell dequeued and never displayed (for an item prefetched and cancelled, say) is not modelled further: display it, or declare another cell"
            )
        case .reusePool:
            if reused == false {
                throw SimulationError(
                    "dequeue of '\(cell)' with reused: false, but '\(cell)' is in the reuse pool",
                    hint: "declare another cell for a new one")
            }
            if record.table != table {
                throw SimulationError(
                    "dequeue of '\(cell)' from '\(table)', but it is in the reuse pool of '\(record.table)'",
                    hint: "a cell is reused only by the table that made it")
            }
            world.cells[cell]!.state = .dequeued
            if family == .collection { return collectionDequeued(cell, from: table, new: false) }
            emit(table, "tableView(_:cellForRowAt:)", [row(of: cell)], .cellDequeueReuse)
            emit(cell, "prepareForReuse()", [], .cellDequeueReuse)
        }
    }

    /// `display {cell}`: the dequeued cell is about to draw its row.
    mutating func display(_ cell: String) throws {
        guard let record = world.cells[cell] else {
            throw SimulationError("display of '\(cell)', which was never dequeued", hint: "dequeue it from its table first")
        }
        let family = self.family(of: cell)
        switch record.state {
        case .displayed:
            throw SimulationError("display of '\(cell)', which is already displayed", hint: "end-display it first")
        case .reusePool where family == .table:
            throw SimulationError("display of '\(cell)', which is in the reuse pool", hint: "dequeue it again first")
        case .reusePool, .dequeued:
            world.cells[cell]!.state = .displayed
            world.prefetchedItems.remove(cell)
            // A collection view cell kept after it ended display, shown again for its item.
            let behaviour = record.state == .reusePool ? .collectionRedisplay : family.behaviours.display
            emit(record.table, family.willDisplay, [.init("cell", cell), row(of: cell)], behaviour)
        }
    }

    /// `end-display {cell}`: the row scrolls out and the cell goes to the reuse pool. A
    /// cell a finger still holds is un-highlighted first (the scroll cancels the touch).
    /// Its highlight and selection are forgotten without a call.
    mutating func endDisplay(_ cell: String) throws {
        let record = try displayedCell(cell, for: "end-display")
        let family = self.family(of: cell)
        if record.isHighlighted {
            world.cells[cell]!.isHighlighted = false
            emit(cell, family.highlighted, flags(highlighted: false, family), family.behaviours.endDisplayHeld)
        }
        world.cells[cell]!.state = .reusePool
        world.cells[cell]!.isSelected = false
        emit(record.table, family.didEndDisplaying, [.init("cell", cell), row(of: cell)], family.behaviours.endDisplay)
    }

    /// `highlight {cell}`: a finger goes down on the cell and stays.
    mutating func highlight(_ cell: String) throws {
        let record = try displayedCell(cell, for: "highlight")
        guard !record.isHighlighted else {
            throw SimulationError(
                "highlight of '\(cell)', which is already highlighted",
                hint: "a finger already holds it; select it to lift the finger")
        }
        let family = self.family(of: cell)
        world.cells[cell]!.isHighlighted = true
        emit(cell, family.highlighted, flags(highlighted: true, family), family.behaviours.highlight)
    }

    /// `select {cell}`: a full tap. Touch down highlights (unless a `highlight` step
    /// already did), touch up un-highlights, the table's previous selection is
    /// deselected, the cell is selected, then the delegate hears of it.
    mutating func select(_ cell: String) throws {
        let record = try displayedCell(cell, for: "select")
        let previous = world.cells.keys.sorted().first { name in
            name != cell && world.cells[name]!.table == record.table && world.cells[name]!.isSelected
        }
        let family = self.family(of: cell)
        let behaviours = family.behaviours
        let behaviour = record.isSelected ? behaviours.selectAgain : previous == nil ? behaviours.select : behaviours.selectReplacing
        if !record.isHighlighted {
            world.cells[cell]!.isHighlighted = true
            emit(cell, family.highlighted, flags(highlighted: true, family), behaviour)
        }
        world.cells[cell]!.isHighlighted = false
        emit(cell, family.highlighted, flags(highlighted: false, family), behaviour)
        if !record.isSelected {
            if let previous {
                world.cells[previous]!.isSelected = false
                emit(previous, family.selected, flags(selected: false, family), behaviour)
            }
            world.cells[cell]!.isSelected = true
            emit(cell, family.selected, flags(selected: true, family), behaviour)
        }
        emit(record.table, family.didSelect, [row(of: cell)], behaviour)
    }

    func cellState(_ name: String) -> String {
        world.cells[name]?.state.rawValue ?? "not-created"
    }

    /// A row (or item) is named after the cell that shows it.
    func row(of cell: String) -> TraceEvent.Argument {
        family(of: cell) == .collection ? .init("indexPath", "item of \(cell)") : .init("indexPath", "row of \(cell)")
    }

    func family(of cell: String) -> CellFamily {
        kind(of: cell) == .collectionCell ? .collection : .table
    }
}

private extension Simulation {
    /// A new cell, made inside cellForRowAt as its declaration says.
    mutating func createCell(_ cell: String, in table: String) throws {
        let fromNib = declarations[cell]?.options["from"] == "nib"
        world.cells[cell] = CellRecord(fromNib: fromNib, table: table)
        if family(of: cell) == .collection { return collectionDequeued(cell, from: table, new: true) }
        if fromNib {
            emit(table, "tableView(_:cellForRowAt:)", [row(of: cell)], .cellDequeueNib)
            emit(cell, "init(coder:)", [.init("coder", "NSCoder")], .cellDequeueNib)
            emit(cell, "awakeFromNib()", [], .cellDequeueNib)
        } else {
            emit(table, "tableView(_:cellForRowAt:)", [row(of: cell)], .cellDequeueCode)
            emit(cell, "init(style:reuseIdentifier:)", [.init("style", ".default"), .init("reuseIdentifier", "identifier")], .cellDequeueCode)
        }
    }

    /// The cell's record when it is on screen, else the error for `action`.
    func displayedCell(_ cell: String, for action: String) throws -> CellRecord {
        guard let record = world.cells[cell] else {
            throw SimulationError("\(action) of '\(cell)', which was never dequeued", hint: "dequeue and display it first")
        }
        switch record.state {
        case .displayed:
            return record
        case .dequeued:
            throw SimulationError("\(action) of '\(cell)', which is not displayed yet", hint: "display it first")
        case .reusePool:
            throw SimulationError("\(action) of '\(cell)', which is in the reuse pool", hint: "dequeue and display it again first")
        }
    }

    /// A tap's setters are always unanimated (cells.md, "Other evidence"); a collection
    /// view cell's are property setters, with the new value alone.
    func flags(highlighted: Bool, _ family: CellFamily) -> [TraceEvent.Argument] {
        family == .collection ? [.init("newValue", String(highlighted))] : [.init("highlighted", String(highlighted)), .init("animated", "false")]
    }

    func flags(selected: Bool, _ family: CellFamily) -> [TraceEvent.Argument] {
        family == .collection ? [.init("newValue", String(selected))] : [.init("selected", String(selected)), .init("animated", "false")]
    }
}
