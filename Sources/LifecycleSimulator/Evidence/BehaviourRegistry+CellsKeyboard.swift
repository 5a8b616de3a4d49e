extension BehaviourID {
    static let cellDequeueCode: BehaviourID = "cell.dequeue.new-code"
    static let cellDequeueNib: BehaviourID = "cell.dequeue.new-nib"
    static let cellDequeueReuse: BehaviourID = "cell.dequeue.reuse"
    static let cellDisplay: BehaviourID = "cell.display"
    static let cellEndDisplay: BehaviourID = "cell.end-display"
    static let cellEndDisplayHeld: BehaviourID = "cell.end-display.held"
    static let cellHighlight: BehaviourID = "cell.highlight"
    static let cellSelect: BehaviourID = "cell.select"
    static let cellSelectReplacing: BehaviourID = "cell.select.replacing"
    static let cellSelectAgain: BehaviourID = "cell.select.again"
    static let keyboardShow: BehaviourID = "keyboard.show"
    static let keyboardHide: BehaviourID = "keyboard.hide"
    static let keyboardChangeFrame: BehaviourID = "keyboard.change-frame"
    static let keyboardObserverOrder: BehaviourID = "keyboard.observer-order"
}

/// docs/research/cells.md and docs/research/keyboard.md.
extension BehaviourRegistry {
    static let cellsAndKeyboard: [Behaviour] = [
        Behaviour(
            .cellDequeueCode, "A new cell of a registered class: tableView(_:cellForRowAt:), and inside it init(style:reuseIdentifier:)",
            sources: [Source.juejinDequeue, Source.glassdoorDequeue, Source.appleDequeueCell],
            documentation: [
                Source.appleDequeueCell.quoting(
                    "Call this method only from the tableView(_:cellForRowAt:) method of your table view data source object."),
                Source.appleDequeueCell.quoting(
                    "When creating cells from a registered class, this method creates the cell and initializes it by calling its init(style:reuseIdentifier:) method."
                ),
            ],
            disagreement:
                "Apple's text says a registered class is created with init(style:reuseIdentifier:) inside the dequeue call."
        ),
        Behaviour(
            .cellDequeueNib,
            "A new cell from a nib or a storyboard prototype: tableView(_:cellForRowAt:), and inside it init(coder:), then awakeFromNib",
            sources: [Source.jeongchoyi, Source.juejinDequeue, Source.appleDequeueCell],
            documentation: [
                Source.appleDequeueCell.quoting(
                    "Call this method only from the tableView(_:cellForRowAt:) method of your table view data source object."),
                Source.appleDequeueCell.quoting(
                    "When creating new cells from your storyboard or nib file, this method loads the cell object and initializes it using its init(coder:) method."
                ),
                Source.appleAwakeFromNib.quoting(
                    "The nib-loading infrastructure sends an awakeFromNib message to each object recreated from a nib archive, but only after all the objects in the archive have been loaded and initialized."
                ),
            ],
            disagreement:
                "jeongchoyi's log prints in cellForRowAt after the dequeue call, so its awakeFromNib line comes before the cellForRowAt line; the engine lists cellForRowAt first because the cell is created inside it (Apple: dequeue is called only from cellForRowAt). init(coder:) was not logged; Apple's text says prototype cells are made with it."
        ),
        Behaviour(
            .cellDequeueReuse,
            "A cell from the reuse pool: tableView(_:cellForRowAt:), and inside it prepareForReuse() instead of an initializer; no second awakeFromNib",
            sources: [Source.mo4techReuse, Source.appleDequeueCell],
            documentation: [
                Source.appleDequeueCell.quoting(
                    "Call this method only from the tableView(_:cellForRowAt:) method of your table view data source object."),
                Source.applePrepareForReuse.quoting(
                    "If a UITableViewCell object has a reuse identifier, the table view invokes this method just before returning the object from the UITableView method dequeueReusableCell(withIdentifier:)."
                ),
            ],
            disagreement:
                "A collection-view article lists prepareForReuse before cellForItemAt, printing after the dequeue call as the table view log of new cells (cell.dequeue.new-nib) does."
        ),
        Behaviour(
            .cellDisplay, "tableView(_:willDisplay:forRowAt:) follows the row's cellForRowAt, before the next row's",
            sources: [Source.jeongchoyi, Source.appleWillDisplay],
            disagreement:
                "jeongchoyi's log covers the first screen of a table (18 rows, interleaved row by row). Prefetching (iOS 10 and later) can call cellForRowAt earlier than display; not modelled."
        ),
        Behaviour(
            .cellEndDisplay, "The row scrolls out: tableView(_:didEndDisplaying:forRowAt:), and the cell waits in the reuse pool",
            sources: [Source.marshTableViewNotes, Source.applePrepareForReuse],
            disagreement:
                "The engine sends didEndDisplaying when the scenario's step says so, so its order relative to the row that enters is the author's; a notes page first put willDisplay before didEndDisplaying, then struck it out as depending on the situation. The cell's selection and highlight are forgotten without a call: the selection belongs to the row, and what UIKit sends a reused cell for an unselected row was not researched."
        ),
        Behaviour(
            .cellEndDisplayHeld, "A cell a finger holds scrolls out: setHighlighted(false, animated: false) before didEndDisplaying",
            sources: [Source.newbetutsHighlight],
            disagreement:
                "No source describes it. The engine assumes the scroll cancels the touch and un-highlights the cell before it leaves the screen."),
        Behaviour(
            .cellHighlight, "Touch down on a row: setHighlighted(true, animated: false)",
            sources: [Source.csdnCellTap, Source.sundeepTapFlags, Source.newbetutsHighlight, Source.appleShouldHighlight],
            disagreement:
                "The CSDN recording is screenshots described by its author. Where tableView(_:didHighlightRowAt:) falls is not modelled."),
        Behaviour(
            .cellSelect, "A tap: setHighlighted(true), setHighlighted(false), setSelected(true), then tableView(_:didSelectRowAt:), all unanimated",
            sources: [Source.csdnCellTap, Source.sundeepTapFlags, Source.newbetutsHighlight],
            disagreement:
                "A recording in screenshots (CSDN) and two Stack Overflow observations agree. willSelectRowAt and the (un)highlight delegate calls are not modelled."
        ),
        Behaviour(
            .cellSelectReplacing,
            "A tap on another row: the new cell highlights and un-highlights, the old cell gets setSelected(false), the new one setSelected(true), then didSelectRowAt",
            sources: [Source.csdnCellTap, Source.iter01Selection],
            disagreement:
                "The cell-setter order comes from the CSDN screenshots. The delegate's willSelectRowAt, willDeselectRowAt and didDeselectRowAt order is a claim and not modelled; the screenshots do not show the old cell's animated flag (the engine shows false)."
        ),
        Behaviour(
            .cellSelectAgain, "A tap on the selected row: the highlight pair and didSelectRowAt again, with no second setSelected(true)",
            sources: [],
            disagreement:
                "The engine assumes the table does not set a selected cell selected again but still tells its delegate."
        ),
        Behaviour(
            .keyboardShow, "The keyboard appears: willChangeFrame, willShow, then after the animation didChangeFrame, didShow",
            sources: [Source.predictiveBarLog, Source.newbeFirstResponder, Source.csdnKeyboardWillShow],
            disagreement:
                "The order is taken from a visible keyboard's frame change (a predictive-bar log, iOS 8.4–10) and a listing for a first-responder switch, not from a keyboard appearing from hidden. Apple's pages give no order among the four notifications."
        ),
        Behaviour(
            .keyboardHide, "The keyboard goes away: willChangeFrame, willHide, then after the animation didChangeFrame, didHide",
            sources: [Source.appleKeyboardWillHide, Source.predictiveBarLog],
            disagreement:
                "By analogy with the show order only: none of the sources shows where willChangeFrame falls relative to willHide on dismissal. Apple says willHide posts immediately before the keyboard is dismissed."
        ),
        Behaviour(
            .keyboardChangeFrame,
            "A visible keyboard changes size (predictive bar, another keyboard): willChangeFrame, willShow, didChangeFrame, didShow, with no hide",
            sources: [
                Source.predictiveBarLog, Source.funtastyEmoji, Source.cyrTextViewInputMode, Source.openradarChangeFrame1,
                Source.openradarChangeFrame2,
            ],
            disagreement:
                "Bug reports against iOS 9.0 betas (rdar 22437233, 22505056) saw no change-frame notifications on a size change; the predictive-bar log (Stack Overflow 25946121) saw them on iOS 9 and 10, so the engine treats that as a beta bug."
        ),
        Behaviour(
            .keyboardObserverOrder, "Each keyboard notification reaches every observer, in the order they are declared, before the next is posted",
            sources: [],
            disagreement: "Not researched: the engine takes declaration order as the order the observers registered."),
    ]
}

extension Source {
    static let appleDequeueCell = EvidenceSource(
        "dequeueReusableCell(withIdentifier:for:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:).md")
    static let juejinDequeue = EvidenceSource(
        "dequeueReusableCell discussion, Apple's text translated (juejin)", "https://juejin.cn/post/7067479954862112798")
    static let glassdoorDequeue = EvidenceSource(
        "How table view dequeue works, older Apple text quoted (Glassdoor)",
        "https://de.glassdoor.ch/Vorstellungsgespr%C3%A4ch/How-tableview-dequeue-works-QTN_2906715.htm")
    static let applePrepareForReuse = EvidenceSource(
        "prepareForReuse() (Apple)",
        "https://developer.apple.com/tutorials/data/documentation/uikit/uitableviewcell/prepareforreuse().md")
    static let appleWillDisplay = EvidenceSource(
        "tableView(_:willDisplay:forRowAt:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:).md")
    static let jeongchoyi = EvidenceSource(
        "UITableView cell life cycle: awakeFromNib, cellForRowAt, willDisplay prints (jeongchoyi, 2021)",
        "https://jeongchoyi.github.io/2021/01/06/uitableview-cell-life-cycle")
    static let mo4techReuse = EvidenceSource(
        "UICollectionView optimization: prepareForReuse and cellForItemAt (mo4tech, claim)",
        "https://dev.mo4tech.com/ios-uicollectionview-optimization.html")
    static let marshTableViewNotes = EvidenceSource(
        "TableView Life Cycle notes (Notion, claim)",
        "https://marsh-flavor-e1c.notion.site/TableView-Life-Cycle-ab50c1be405c419daaf00a08dc7ba220")
    static let csdnCellTap = EvidenceSource(
        "setHighlighted:animated: and setSelected:animated: on a tap, screenshots (CSDN)",
        "https://blog.csdn.net/weixin_34293141/article/details/92645402")
    static let sundeepTapFlags = EvidenceSource(
        "setSelected and setHighlighted are called with animated false on a tap (Stack Overflow mirror, 2019)",
        "https://codewithsundeep.com/discussion/solution/55683289")
    static let newbetutsHighlight = EvidenceSource(
        "Highlighted vs selected UITableViewCell (Stack Overflow mirror)",
        "https://newbetuts.com/2658019-what-is-the-difference-between-a-highlighted-uitableviewcell-and-a-selected-uitableviewcell")
    static let iter01Selection = EvidenceSource(
        "willSelect, willDeselect, didDeselect, didSelect order (iter01, claim)", "https://iter01.com/128615.html")
    static let appleShouldHighlight = EvidenceSource(
        "tableView(_:shouldHighlightRowAt:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:).md")
    static let predictiveBarLog = EvidenceSource(
        "Keyboard notifications when the predictive bar is toggled (Stack Overflow 25946121, iOS 8.4–10)",
        "https://wiki.kunaldawn.com/content/stackoverflow.com_en_all_2023-11/questions/25946121/move-my-toolbar-up-or-down-based-on-keyboard-and-the-predictive-text-view-ios-"
    )
    static let newbeFirstResponder = EvidenceSource(
        "Why is UIKeyboardWillShowNotification called every time another text field is selected (Stack Overflow mirror)",
        "https://newbe.dev/why-is-uikeyboardwillshownotification-called-every-time-another-textfield-is-selected")
    static let csdnKeyboardWillShow = EvidenceSource(
        "UIKeyboardWillShowNotification, Apple's older reference text (CSDN copy)",
        "https://blog.csdn.net/u010734279/article/details/49424627")
    static let appleKeyboardWillHide = EvidenceSource(
        "keyboardWillHideNotification (Apple)",
        "https://developer.apple.com/tutorials/data/documentation/uikit/uiresponder/keyboardwillhidenotification.md")
    static let openradarChangeFrame1 = EvidenceSource(
        "No change-frame notifications on a size change, iOS 9.0 beta (openradar mirror #5888, 2015)",
        "https://github.com/lionheart/openradar-mirror/issues/5888")
    static let openradarChangeFrame2 = EvidenceSource(
        "No change-frame notifications on a size change, iOS 9.0 beta (openradar mirror #5928, 2015)",
        "https://github.com/lionheart/openradar-mirror/issues/5928")
    static let funtastyEmoji = EvidenceSource(
        "Switching to the emoji keyboard posts a show notification (futuredapp/FuntastyKit issue #46, 2018)",
        "https://github.com/futuredapp/FuntastyKit/issues/46")
    static let cyrTextViewInputMode = EvidenceSource(
        "keyboardWillShow called several times when changing input method (illyabusigin/CYRTextView issue #24, 2014)",
        "https://github.com/illyabusigin/CYRTextView/issues/24")
}
