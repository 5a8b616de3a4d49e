import LifecycleSimulator
import Testing

/// The calls of collection views, their cells, text fields and text views, read from the
/// shapes logs print them in: Swift names, Objective-C selectors, a delegate call by its
/// own part of the selector, and a notification by its Objective-C constant.
@Suite struct CollectionTextLogTests {
    let parser = ConsoleLogParser(objects: [
        "app": .app, "scene": .scene, "grid": .collectionView, "A": .collectionCell, "name": .textField, "notes": .textView,
        "kb": .keyboardObserver,
    ])

    func call(_ line: String) -> String? {
        let parsed = parser.parse(line)
        return parsed.calls.count == 1 ? parsed.calls[0].notation : nil
    }

    @Test(arguments: [
        ("gridView collectionView(_:cellForItemAt:)", "grid.collectionView(_:cellForItemAt:)"),
        ("-[gridView collectionView:cellForItemAtIndexPath:]", "grid.collectionView(_:cellForItemAt:)"),
        ("cellForItemAtIndexPath [0, 1]", "grid.collectionView(_:cellForItemAt:)"),
        ("prefetchItemsAtIndexPaths [[0, 2]]", "grid.collectionView(_:prefetchItemsAt:)"),
        ("-[gridView collectionView:cancelPrefetchingForItemsAtIndexPaths:]", "grid.collectionView(_:cancelPrefetchingForItemsAt:)"),
        ("willDisplayCell forItemAtIndexPath [0, 0]", "grid.collectionView(_:willDisplay:forItemAt:)"),
        ("didEndDisplayingCell", "grid.collectionView(_:didEndDisplaying:forItemAt:)"),
        ("didSelectItemAtIndexPath", "grid.collectionView(_:didSelectItemAt:)"),
        ("ACell init(frame:)", "A.init(frame:)"),
        ("-[ACell initWithFrame:]", "A.init(frame:)"),
        ("-[ACell applyLayoutAttributes:]", "A.apply(_:)"),
        ("-[ACell preferredLayoutAttributesFittingAttributes:]", "A.preferredLayoutAttributesFitting(_:)"),
        ("ACell preferredLayoutAttributesFitting(_:)", "A.preferredLayoutAttributesFitting(_:)"),
        ("-[ACell setHighlighted:]", "A.isHighlighted"),
        ("ACell isSelected true", "A.isSelected"),
        ("ACell prepareForReuse()", "A.prepareForReuse()"),
        ("nameTextField textFieldShouldBeginEditing(_:)", "name.textFieldShouldBeginEditing(_:)"),
        ("textFieldDidEndEditing:reason:", "name.textFieldDidEndEditing(_:reason:)"),
        ("textFieldShouldReturn:", "name.textFieldShouldReturn(_:)"),
        ("notesTextView textViewDidBeginEditing(_:)", "notes.textViewDidBeginEditing(_:)"),
        ("UITextFieldTextDidBeginEditingNotification", "name.textDidBeginEditingNotification"),
        ("UITextViewTextDidEndEditingNotification", "notes.textDidEndEditingNotification"),
        ("UIKeyboardWillChangeFrameNotification:", "kb.keyboardWillChangeFrameNotification"),
        ("NSNotification.Name(_rawValue: UIKeyboardDidShowNotification)", "kb.keyboardDidShowNotification"),
        ("UIResponder.keyboardWillHideNotification", "kb.keyboardWillHideNotification"),
    ])
    func lineShapes(_ line: String, _ notation: String) {
        #expect(call(line) == notation, "\(parser.parse(line))")
    }

    /// The table view's setter is still read as the table cell's.
    @Test func aTableCellsSetterStaysTheTableCells() {
        let table = ConsoleLogParser(objects: ["t": .tableView, "C": .cell])
        #expect(table.parse("-[CCell setHighlighted:]").calls.map(\.notation) == ["C.setHighlighted(_:animated:)"])
        // Swift 2's #function, the selector's labels: the same call as the Objective-C selector.
        #expect(
            table.parse("tableView(_:cellForRowAtIndexPath:)").calls.map(\.notation)
                == table.parse("tableView:cellForRowAtIndexPath:").calls.map(\.notation))
        #expect(table.parse("tableView(_:cellForRowAtIndexPath:)").calls.count == 1)
    }
}
