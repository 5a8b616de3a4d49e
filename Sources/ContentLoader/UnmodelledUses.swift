internal import LifecycleModel
internal import YAMLSupport

/// An object of a kind an action does not take is usually a slip, but some are a use the
/// engine does not model: an author who writes a table view's prefetch or a label added to
/// a cell meant it. Those are said as such, once for the step, with what to write instead,
/// rather than as a kind error per argument that sends the author looking for the right kind.
enum UnmodelledUses {
    struct Note {
        var message: String
        var hint: String
    }

    static func note(_ action: ActionName, _ argument: String, _ kind: ObjectKind) -> Note? {
        switch (action, argument, kind) {
        case (.prefetch, "from", .tableView), (.cancelPrefetch, "from", .tableView):
            return Note(
                message:
                    "'\(action.rawValue)' from a table view is not modelled: the engine models a collection view's prefetching (UICollectionViewDataSourcePrefetching), not UITableViewDataSourcePrefetching",
                hint: "leave the step out (a table's cells are traced from their dequeue), or use a collection-view and collection-cells")
        case (.addSubview, "to", .cell), (.addSubview, "to", .collectionCell):
            return Note(
                message:
                    "a view added to a cell (to its contentView) is not modelled: the engine traces the cell's own calls, not those of views inside it",
                hint: "leave the step out, or add the view to a view or a controller's view")
        default:
            return nil
        }
    }
}

extension FileReader {
    /// The first argument of a step naming an object whose kind is an unmodelled use of
    /// the action, reported as the step's one error (the table view's cells in a prefetch's
    /// items are of the wrong kind only because of it); true when one was.
    func reportUnmodelledUse(_ action: ActionName, _ fields: Fields, objects: [ObjectDeclaration]) -> Bool {
        for argument in Vocabulary.action(action).arguments {
            guard let value = fields.peek(argument.name) else { continue }
            for node in value.elements ?? [value] {
                guard let name = node.scalarValue, let kind = objects.first(where: { $0.name == name })?.kind,
                    let note = UnmodelledUses.note(action, argument.name, kind)
                else { continue }
                error("step.not-modelled", at: node, note.message, hint: note.hint)
                return true
            }
        }
        return false
    }
}

/// Names authors reach for that the engine has no action for, each with why, so that
/// `deselect` is not answered with "did you mean 'select'?", its opposite (the fifth
/// author's trial).
enum UnmodelledActions {
    static func note(_ name: String) -> UnmodelledUses.Note? {
        switch name {
        case "deselect", "deselect-row", "deselect-item":
            return UnmodelledUses.Note(
                message: "'\(name)' is not modelled: the engine has no step for a deselection (deselectRow, or a tap on a selected row)",
                hint: "no recording places a cell's setSelected(false) and didDeselectRowAt among the other calls; leave the step out")
        case "reload", "reload-data", "reload-rows", "apply-snapshot", "perform-batch-updates":
            return UnmodelledUses.Note(
                message: "'\(name)' is not modelled: the engine has no step for reloadData, batch updates or a diffable snapshot's apply",
                hint: "leave the step out: no recording places the calls a reload makes; cells are traced through dequeue, display and end-display")
        default:
            return nil
        }
    }
}
