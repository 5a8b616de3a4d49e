internal import LifecycleModel

/// UICollectionView cells and prefetching (docs/research/collection-views.md).
///
/// The steps are the table's (`Simulation+Cells`): `dequeue` is the data source's
/// `collectionView(_:cellForItemAt:)` with the cell created or prepared for reuse inside
/// it, `display` the delegate's `willDisplay`, and so on. What differs:
///
/// - inside the dequeue call the cell is also given its layout attributes (`apply(_:)`),
///   and a self-sizing layout then asks it for `preferredLayoutAttributesFitting(_:)`;
/// - from iOS 10, `prefetch` gives the prefetching data source items that will scroll in
///   soon, and `cancel-prefetch` takes them back. A `dequeue` may then come long before
///   the item's `display`, or with no `display` at all: a cell made for an item that
///   never came on screen;
/// - a cell that ended display and was not dequeued since may be displayed again for its
///   item, with no second cellForItemAt (disputed; `collectionRedisplay`).
///
/// Items have no numbers: an item is named after the cell that shows it.
extension Simulation {
    /// The calls of a dequeue from a collection view, for a new cell or one from the pool
    /// (its state is already `dequeued`).
    mutating func collectionDequeued(_ cell: String, from collection: String, new: Bool) {
        let record = world.cells[cell]!
        let dequeue: BehaviourID = !new ? .collectionDequeueReuse : record.fromNib ? .collectionDequeueNib : .collectionDequeueCode
        if world.prefetchedItems.contains(cell) { noteBehaviour(.collectionPrefetchedDequeue) }
        emit(collection, "collectionView(_:cellForItemAt:)", [row(of: cell)], dequeue)
        if !new {
            emit(cell, "prepareForReuse()", [], dequeue)
        } else if record.fromNib {
            emit(cell, "init(coder:)", [.init("coder", "NSCoder")], dequeue)
            emit(cell, "awakeFromNib()", [], dequeue)
        } else {
            emit(cell, "init(frame:)", [.init("frame", "CGRect")], dequeue)
        }
        emit(cell, "apply(_:)", [.init("layoutAttributes", "attributes of \(row(of: cell).value)")], .collectionApply)
        if declarations[collection]?.options["sizing"] == "self-sizing" {
            emit(cell, "preferredLayoutAttributesFitting(_:)", [.init("layoutAttributes", "estimated")], .collectionSelfSizing)
        }
    }

    /// `prefetch {items, from}`: the prefetching data source hears of items that will
    /// scroll in soon. An item on screen, or whose cell was already dequeued for it, is
    /// not prefetched (Apple: not for cells the collection view requires immediately).
    mutating func prefetch(_ items: [String], from collection: String) throws {
        if let twice = items.first(where: { item in items.filter { $0 == item }.count > 1 }) {
            throw SimulationError("prefetch names the item of '\(twice)' twice", hint: "name each item once")
        }
        for item in items {
            try checkItem(item, of: collection, for: "prefetch")
            if world.prefetchedItems.contains(item) {
                throw SimulationError(
                    "prefetch of the item of '\(item)', which is already prefetched", hint: "display it or cancel-prefetch it first")
            }
            switch world.cells[item]?.state {
            case .displayed?:
                throw SimulationError("prefetch of the item of '\(item)', which is on screen", hint: "only items that will scroll in are prefetched")
            case .dequeued?:
                throw SimulationError(
                    "prefetch of the item of '\(item)', whose cell was already dequeued for it",
                    hint: "prefetch comes before the item's cellForItemAt: prefetch first, then dequeue")
            case .reusePool?, nil:
                break
            }
        }
        world.prefetchedItems.formUnion(items)
        emit(collection, "collectionView(_:prefetchItemsAt:)", [indexPaths(of: items)], .collectionPrefetch)
    }

    /// `cancel-prefetch {items, from}`: items prefetched and not displayed are no longer
    /// needed. A cell already dequeued for one stays dequeued, never displayed.
    mutating func cancelPrefetch(_ items: [String], from collection: String) throws {
        for item in items {
            try checkItem(item, of: collection, for: "cancel-prefetch")
            guard world.prefetchedItems.contains(item) else {
                throw SimulationError(
                    "cancel-prefetch of the item of '\(item)', which is not prefetched",
                    hint: "only items prefetched and not displayed since are cancelled")
            }
        }
        world.prefetchedItems.subtract(items)
        emit(collection, "collectionView(_:cancelPrefetchingForItemsAt:)", [indexPaths(of: items)], .collectionCancelPrefetch)
    }
}

private extension Simulation {
    /// An item named after a cell of another collection view cannot be this one's.
    func checkItem(_ item: String, of collection: String, for action: String) throws {
        if let owner = world.cells[item]?.table, owner != collection {
            throw SimulationError(
                "\(action) of the item of '\(item)' from '\(collection)', but '\(item)' belongs to '\(owner)'",
                hint: "a cell shows items of the collection view that made it")
        }
    }

    func indexPaths(of items: [String]) -> TraceEvent.Argument {
        .init("indexPaths", "[" + items.map { "item of \($0)" }.joined(separator: ", ") + "]")
    }
}
