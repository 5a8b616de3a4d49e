extension BehaviourID {
    static let collectionDequeueCode: BehaviourID = "cell.collection.dequeue.new-code"
    static let collectionDequeueNib: BehaviourID = "cell.collection.dequeue.new-nib"
    static let collectionDequeueReuse: BehaviourID = "cell.collection.dequeue.reuse"
    static let collectionApply: BehaviourID = "cell.collection.apply"
    static let collectionSelfSizing: BehaviourID = "cell.collection.self-sizing"
    static let collectionDisplay: BehaviourID = "cell.collection.display"
    static let collectionRedisplay: BehaviourID = "cell.collection.redisplay"
    static let collectionEndDisplay: BehaviourID = "cell.collection.end-display"
    static let collectionEndDisplayHeld: BehaviourID = "cell.collection.end-display.held"
    static let collectionPrefetch: BehaviourID = "cell.collection.prefetch"
    static let collectionPrefetchedDequeue: BehaviourID = "cell.collection.prefetch.cell-ahead"
    static let collectionCancelPrefetch: BehaviourID = "cell.collection.cancel-prefetch"
    static let collectionHighlight: BehaviourID = "cell.collection.highlight"
    static let collectionSelect: BehaviourID = "cell.collection.select"
    static let collectionSelectReplacing: BehaviourID = "cell.collection.select.replacing"
    static let collectionSelectAgain: BehaviourID = "cell.collection.select.again"
    static let iosPrefetching: BehaviourID = "ios.prefetching"
}

/// docs/research/collection-views.md. No console log printing a collection view cell's
/// calls with willDisplay was found, and the one prefetching log labels its calls in
/// words the log checker cannot read, so it is cited, not attached.
extension BehaviourRegistry {
    static let collections: [Behaviour] = [
        Behaviour(
            .collectionDequeueCode,
            "A new cell of a registered class: collectionView(_:cellForItemAt:), and inside it init(frame:)",
            sources: [Source.mo4techReuse, Source.appleCellForItemAt],
            documentation: [
                Source.appleCellForItemAt.quoting(
                    "Your implementation of this method is responsible for creating, configuring, and returning the appropriate cell for the given item."
                ),
                Source.appleCollectionDequeue.quoting(
                    "If you registered a class for the specified identifier and a new cell must be created, this method initializes the cell by calling its init(frame:) method."
                ),
            ],
            disagreement:
                "Apple's text says cellForItemAt creates the cell by calling the dequeue method."
        ),
        Behaviour(
            .collectionDequeueNib,
            "A new cell from a nib or a storyboard prototype: collectionView(_:cellForItemAt:), and inside it init(coder:), then awakeFromNib",
            sources: [Source.appleCellForItemAt],
            disagreement: "By analogy with the table view's nib cells (cell.dequeue.new-nib)."),
        Behaviour(
            .collectionDequeueReuse,
            "A cell from the reuse pool: collectionView(_:cellForItemAt:), and inside it prepareForReuse() instead of an initializer",
            sources: [Source.mo4techReuse, Source.heumnShelfLayout, Source.appleCellForItemAt],
            documentation: [
                Source.appleCellForItemAt.quoting(
                    "Your implementation of this method is responsible for creating, configuring, and returning the appropriate cell for the given item."
                ),
                Source.appleCollectionPrepareForReuse.quoting(
                    "When the collection view dequeues your view for use, it calls this method before the corresponding dequeue method returns the view to your code."
                ),
            ],
            disagreement:
                "Apple: prepareForReuse runs before the dequeue method returns the cell, and not for reconfigureItems. With prefetching, scrolling forward was observed to create new cells rather than reuse (a print in prepareForReuse, 2016); the engine reuses a cell when the scenario's step says so."
        ),
        Behaviour(
            .collectionApply,
            "Inside the dequeue call the cell is given its layout attributes: apply(_:), after its initializer or prepareForReuse()",
            sources: [Source.pstCollectionView155],
            disagreement:
                "One claim only, from a reimplementation's author testing iOS 6: attributes are applied during the dequeue call. Whether apply(_:) comes again after the self-sizing pass is not modelled."
        ),
        Behaviour(
            .collectionSelfSizing,
            "A self-sizing layout (estimatedItemSize) asks the new or reused cell for preferredLayoutAttributesFitting(_:) once it is dequeued, before it is displayed",
            sources: [Source.igListKit1352, Source.asCollectionView215],
            disagreement:
                "A crash backtrace (IGListKit 1352, iOS 12 or later) shows UIKit calling preferredLayoutAttributesFitting while it creates a prepared cell inside the collection view's layoutSubviews; it does not show cellForItemAt, so that the data source is called first is read from the method names. A 2021 pull request says the pass happens every time an item goes on screen, and stops when a cell skips super.prepareForReuse()."
        ),
        Behaviour(
            .collectionDisplay,
            "collectionView(_:willDisplay:forItemAt:) when the dequeued cell's item is about to come on screen; from iOS 10 it may come long after cellForItemAt",
            sources: [Source.littleBites241, Source.adoptionCurve2016, Source.so39135347],
            disagreement:
                "Articles on iOS 10 say willDisplay is sent just before the cell is shown, after a cellForItemAt that may come much earlier, and that some cells returned by cellForItemAt are never displayed; a 2024 log of a diffable-backed library shows only willDisplay, item by item."
        ),
        Behaviour(
            .collectionRedisplay,
            "A cell that ended display and was not dequeued again comes back on screen for its item: willDisplay only, no second cellForItemAt",
            sources: [Source.so39135347, Source.jianshuWWDC16, Source.essentialFeed70, Source.snowLifeCycle],
            disagreement:
                "Disputed. A 2016 answer describing an experiment, WWDC 2016 notes and a 2022 pull request (for table views on iOS 15) say the cell gets willDisplay again without cellForItemAt; a 2016 code comment says cellForItemAt and willDisplay run again (without prepareForReuse). The engine follows the first."
        ),
        Behaviour(
            .collectionEndDisplay,
            "The item scrolls out: collectionView(_:didEndDisplaying:forItemAt:), and the cell waits in the reuse pool",
            sources: [Source.littleBites241, Source.adoptionCurve2016, Source.jianshuWWDC16],
            disagreement:
                "From iOS 10 didEndDisplaying is said to be delayed and the cell kept a while in case its item scrolls back; the engine sends it when the scenario's step says so."
        ),
        Behaviour(
            .collectionEndDisplayHeld,
            "A cell a finger holds scrolls out: isHighlighted set to false before didEndDisplaying",
            sources: [],
            disagreement: "No source found; by analogy with the table view (cell.end-display.held)."),
        Behaviour(
            .collectionPrefetch,
            "collectionView(_:prefetchItemsAt:) (iOS 10 and later) as the user scrolls, for items not on screen whose cells were not yet requested",
            sources: [
                Source.openradar28604718, Source.so39135347, Source.openradar47325370, Source.applePrefetchItemsAt, Source.applePrefetchingProtocol,
            ],
            disagreement:
                "A 2016 log (openradar 28604718) prints, at load, cellForItemAt for the visible item and then a prefetch for the next one; its lines name the calls in words (\"Cell for row at indexPath\", \"Prefetching indexPath\"), so it is cited rather than checked. Setting estimatedItemSize stopped prefetchItemsAt on iOS 12.1 (openradar 47325370); later reports say another prefetching radar no longer reproduces on iOS 15 and 17."
        ),
        Behaviour(
            .collectionPrefetchedDequeue,
            "cellForItemAt for a prefetched item comes ahead of its display (cell prefetching, iOS 10 and later)",
            sources: [Source.openradar28604718, Source.so39135347, Source.littleBites241, Source.tlPhotoPicker80, Source.appleIsPrefetchingEnabled],
            documentation: [
                Source.appleIsPrefetchingEnabled.quoting(
                    "When prefetching is enabled the collectionView(_:cellForItemAt:) method on the collection view delegate is called in advance of when the cell is required."
                )
            ],
            disagreement:
                "The 2016 log shows a prefetch followed 56 ms later by cellForItemAt for the same item while the previous page was still shown; willDisplay was not logged. Apple: with prefetching the collection view requests cells in advance of when they will be displayed. A library maintainer (2018) saw cellForItemAt sometimes not called for prefetched items and moved work to willDisplay."
        ),
        Behaviour(
            .collectionCancelPrefetch,
            "collectionView(_:cancelPrefetchingForItemsAt:) for prefetched items the user scrolled away from before they were displayed",
            sources: [Source.infiniteLayout26],
            disagreement:
                "Issue reports (2021-2022) say prefetch and cancel repeat for the same items when scrolling fast. What happens to a cell already dequeued for a cancelled item is not modelled: it stays dequeued, never displayed."
        ),
        Behaviour(
            .collectionHighlight, "Touch down on an item: isHighlighted set to true",
            sources: [Source.appleShouldHighlightItemAt],
            disagreement: "Apple's page says isHighlighted is set to true when the delegate allows the highlight."),
        Behaviour(
            .collectionSelect,
            "A tap: isHighlighted true, isHighlighted false, isSelected true, then collectionView(_:didSelectItemAt:)",
            sources: [Source.appleShouldHighlightItemAt],
            disagreement:
                "By analogy with the table view (cell.select). Apple says only that highlighting comes first and starts the selection process."
        ),
        Behaviour(
            .collectionSelectReplacing,
            "A tap on another item: the new cell highlights and un-highlights, the old cell's isSelected becomes false, the new one's true, then didSelectItemAt",
            sources: [],
            disagreement: "By analogy with the table view (cell.select.replacing), with single selection as by default."),
        Behaviour(
            .collectionSelectAgain, "A tap on the selected item: the highlight pair and didSelectItemAt again, with no second isSelected",
            sources: [],
            disagreement: "By analogy with the table view (cell.select.again)."),
        Behaviour(
            .iosPrefetching,
            "iOS 10 and later: collection view prefetching (UICollectionViewDataSourcePrefetching, isPrefetchingEnabled on by default)",
            sources: [Source.littleBites241, Source.appleIsPrefetchingEnabled, Source.applePrefetchingProtocol]),
    ]
}

extension Source {
    static let appleCellForItemAt = EvidenceSource(
        "collectionView(_:cellForItemAt:) (Apple): the cell is made by calling the dequeue method",
        "https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)")
    static let appleCollectionPrepareForReuse = EvidenceSource(
        "prepareForReuse() of UICollectionReusableView (Apple): called before the dequeue method returns the view",
        "https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()")
    static let appleCollectionDequeue = EvidenceSource(
        "dequeueReusableCell(withReuseIdentifier:for:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)")
    static let appleIsPrefetchingEnabled = EvidenceSource(
        "isPrefetchingEnabled (Apple): the collection view requests cells in advance of when they will be displayed",
        "https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled")
    static let applePrefetchItemsAt = EvidenceSource(
        "collectionView(_:prefetchItemsAt:) (Apple): called as the user scrolls, not for cells required immediately",
        "https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)")
    static let applePrefetchingProtocol = EvidenceSource(
        "UICollectionViewDataSourcePrefetching (Apple): loading data before cellForItemAt is called",
        "https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching")
    static let appleShouldHighlightItemAt = EvidenceSource(
        "collectionView(_:shouldHighlightItemAt:) (Apple): when it returns true, isHighlighted is set to true and the selection process begins",
        "https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)")
    static let openradar28604718 = EvidenceSource(
        "Does prefetching also mean cellForItemAtIndexPath is called? NSLog of cellForItemAt and prefetchItemsAt (openradar 28604718 mirror, 2016)",
        "https://github.com/lionheart/openradar-mirror/issues/16033")
    static let openradar47325370 = EvidenceSource(
        "estimatedItemSize stops prefetchItemsAt, iOS 12.1 (openradar 47325370 mirror, 2019)",
        "https://github.com/lionheart/openradar-mirror/issues/20917")
    static let so39135347 = EvidenceSource(
        "Loaded versus visible cells on iOS 10, an experiment described (Stack Overflow 39135347, mirror)",
        "https://kiwix.lema.org/stackoverflow.com_en_all_2023-11/questions/39135347/getting-loaded-vs-visible-cells-on-a-uitableview-or-uicollectionview"
    )
    static let littleBites241 = EvidenceSource(
        "UICollectionView cell pre-fetching, iOS 9 and iOS 10 compared (Little Bites of Cocoa 241, 2016)",
        "http://littlebitesofcocoa.com/241-uicollectionview-cell-pre-fetching")
    static let adoptionCurve2016 = EvidenceSource(
        "Collection view updates in iOS 10, WWDC 2016 session 219 summarised (adoptioncurve.net)",
        "https://adoptioncurve.net/2016/06/25/collection-view-updates-in-ios10-part-2/")
    static let jianshuWWDC16 = EvidenceSource("WWDC 2016 collection view notes (jianshu mirror)", "http://39.103.169.235/p/c961dd8127a6")
    static let snowLifeCycle = EvidenceSource(
        "15-UICollectionViewLifeCycle, a numbered lifecycle in a code comment (gitee, 2016, in the gitee-code dataset)",
        "https://huggingface.co/datasets/nyuuzyou/gitee-code")
    static let essentialFeed70 = EvidenceSource(
        "Table views on iOS 15 may call only willDisplay for a cached cell (essential-feed-case-study pull request 70, 2022)",
        "https://github.com/essentialdevelopercom/essential-feed-case-study/pull/70")
    static let heumnShelfLayout = EvidenceSource(
        "With prefetching, prepareForReuse is not called scrolling forward (CollectionViewShelfLayout issue 2, 2016)",
        "https://github.com/pitiphong-p/CollectionViewShelfLayout/issues/2")
    static let tlPhotoPicker80 = EvidenceSource(
        "cellForItemAt sometimes not called with prefetching (TLPhotoPicker issue 80, 2018)", "https://github.com/tilltue/TLPhotoPicker/issues/80")
    static let pstCollectionView155 = EvidenceSource(
        "UICollectionView applies layout attributes during the dequeue call (PSTCollectionView pull request 155, 2012)",
        "https://github.com/steipete/PSTCollectionView/pull/155")
    static let igListKit1352 = EvidenceSource(
        "A crash backtrace: preferredLayoutAttributesFitting inside _createPreparedCellForItemAtIndexPath in layoutSubviews (IGListKit issue 1352, 2019)",
        "https://github.com/Instagram/IGListKit/issues/1352")
    static let asCollectionView215 = EvidenceSource(
        "The preferred layout attributes pass every time an item goes on screen (ASCollectionView pull request 215, 2021)",
        "https://github.com/apptekstudios/ASCollectionView/pull/215")
    static let infiniteLayout26 = EvidenceSource(
        "prefetchItemsAt and cancelPrefetchingForItemsAt repeat when scrolling fast (InfiniteLayout issue 26)",
        "https://github.com/arnauddorgans/InfiniteLayout/issues/26")
}
