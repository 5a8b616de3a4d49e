extension BehaviourID {
    static let vcRotateTraits: BehaviourID = "vc.rotate.will-transition-traits"
    static let vcRotate: BehaviourID = "vc.rotate"
    static let vcRotateTraitDidChange: BehaviourID = "vc.rotate.trait-did-change"
    static let vcRotateLayout: BehaviourID = "vc.rotate.layout"
    static let vcRotateIPad: BehaviourID = "vc.rotate.ipad"
    static let vcRotateCoveredPresenter: BehaviourID = "vc.rotate.covered-presenter"
    static let vcRotateIOS7: BehaviourID = "vc.rotate.ios7"
    static let vcRotateDidRotate: BehaviourID = "vc.rotate.ios7.did-rotate"
}

extension Source {
    static let appleAdaptiveModel = EvidenceSource(
        "The Adaptive Model, View Controller Programming Guide for iOS (Apple, archived)",
        "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html")
    static let appleTraitsTopDown = EvidenceSource(
        "Clarity on updateTraitsIfNeeded in traitCollectionDidChange: traits are updated top-down (Apple engineer, Developer Forums 733301)",
        "https://developer.apple.com/forums/thread/733301")
    static let asyncDisplayKit1592 = EvidenceSource(
        "AsyncDisplayKit pull request 1592, review: willTransitionToTraitCollection is invoked before traitCollectionDidChange (2016)",
        "https://github.com/facebookarchive/AsyncDisplayKit/pull/1592")
    static let firefox10987 = EvidenceSource(
        "firefox-ios pull request 10987: the trait collection has not changed yet in viewWillTransition; iPad traits do not change on rotation (2022)",
        "https://github.com/mozilla-mobile/firefox-ios/pull/10987")
    static let qiitaRotation2014 = EvidenceSource(
        "iOS8以降で、どうデバイスの回転を取り扱うか: willTransitionToTraitCollection is not called when an iPad rotates (Qiita, 2014)",
        "http://qiita.com/nomadmonad/items/e09639e0b31812e28d6d", language: "ja")
    static let bhagsRotation = EvidenceSource(
        "UIViewController receive message order: willRotate, layout, willAnimateRotation (log quoted from Stack Overflow 9539676, iOS 5, iPad)",
        "http://bhags.org/?p=533")
    static let appleDidRotate = EvidenceSource(
        "didRotate(from:) (Apple; iOS 2-8)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/didrotate(from:)")
    static let soRotationCallbacks = EvidenceSource(
        "What are the differences between the interface orientation methods (Stack Overflow answer, mirrored): willRotate, willAnimateRotation, didRotate",
        "https://m.devze.com/ask/282631IGMNrxplM")
    static let onmyway133Rotation = EvidenceSource(
        "iOS viewWillTransitionToSize called on the controller under a modal (onmyway133 notes, 2016)",
        "https://github.com/onmyway133/notes/issues/202")
    static let shinobiRotation = EvidenceSource(
        "iOS8 Day-by-Day, Day 14: Rotation Deprecation (ShinobiControls, 2014)",
        "https://www.shinobicontrols.com/blog/ios8-day-by-day-day-14-rotation-deprecation")
    static let iOS27SizeClasses = EvidenceSource(
        "Horizontal Size Classes on iPhone in iOS 27 (Apple Developer Forums 836088)", "https://developer.apple.com/forums/thread/836088")
    static let layoutSubviewsOnRotation = EvidenceSource(
        "Rotating a device lays out only the controller's primary view (jianshu mirror, claim)", "http://39.103.169.235/p/f25ee1ab96c1")
}

extension BehaviourRegistry {
    static let rotation: [Behaviour] = [
        Behaviour(
            .vcRotateTraits,
            "On iPhone a turn changes the vertical size class: willTransition(to:with:) comes first, on every controller in the window's hierarchy, parents first",
            sources: [Source.kingcos, Source.asyncDisplayKit1592, Source.appleAdaptiveModel],
            disagreement:
                "kingcos's log (Xcode 8.2.1) instruments willTransition(to:with:) and the layout calls only. Which controller prints first depends on whether an override prints before or after calling super, which forwards the call to the children; the engine shows the parent first, as UIKit passes it down (Apple's guide). On an iPhone Plus or Max the horizontal size class changes too (regular in landscape), which the engine shows in the argument."
        ),
        Behaviour(
            .vcRotate, "viewWillTransition(to:with:) with the new size, after the trait call, on every controller in the hierarchy, parents first",
            sources: [Source.asyncDisplayKit1592, Source.appleViewWillTransition, Source.appleAdaptiveModel],
            disagreement:
                "Apple's guide and a 2016 code review put the trait call first."
        ),
        Behaviour(
            .vcRotateTraitDidChange,
            "traitCollectionDidChange(_:) once the new traits are in place, after viewWillTransition(to:with:) and before the layout, top-down",
            sources: [Source.appleTraitsTopDown, Source.firefox10987, Source.asyncDisplayKit1592, Source.appleAdaptiveModel],
            disagreement:
                "Deprecated in iOS 17 in favour of registerForTraitChanges, whose handlers UIKit calls at the same point; it is still called on iOS 18 (forum 771293). A 2026 forum thread reports that from iOS 27 an iPhone's size classes no longer change on rotation, beyond the versions simulated here."
        ),
        Behaviour(
            .vcRotateLayout,
            "After the rotation callbacks each controller on screen lays its view out; the named subviews are not laid out for the turn alone",
            sources: [Source.kingcos, Source.bhagsRotation, Source.layoutSubviewsOnRotation],
            disagreement:
                "The iOS 10 log shows three layout passes after the trait call, the iOS 5 log and an iOS 12.2 log one; the engine shows one pass marked “×1 or more”. A subview whose size follows its superview's (autoresizing, constraints) is laid out as well; the engine does not model sizes."
        ),
        Behaviour(
            .vcRotateIPad, "On iPad a rotation changes no size class: only viewWillTransition(to:with:) and the layout, no trait calls",
            sources: [Source.qiitaRotation2014, Source.firefox10987, Source.appleAdaptiveModel]),
        Behaviour(
            .vcRotateCoveredPresenter,
            "A controller covered by a full-screen presentation hears of the new size as well (trait and size calls), without a layout",
            sources: [Source.onmyway133Rotation],
            disagreement: "A 2016 note reports viewWillTransition(to:with:) on the controller under a modal, without the order of the calls."),
        Behaviour(
            .vcRotateIOS7,
            "Before iOS 8: willRotate(to:duration:), the layout at the new size, then willAnimateRotation(to:duration:), on the controllers on screen",
            sources: [Source.bhagsRotation, Source.soRotationCallbacks, Source.shinobiRotation],
            disagreement:
                "The cited log is from iOS 5 on iPad, at a launch into landscape. From iOS 8 these calls are deprecated: UIKit still sends them to a controller that does not override viewWillTransition(to:with:), which the engine does not model."
        ),
        Behaviour(
            .vcRotateDidRotate, "Before iOS 8: didRotate(from:) when the rotation animation ends, last",
            sources: [Source.soRotationCallbacks],
            documentation: [Source.appleDidRotate.quoting("Sent to the view controller after the user interface rotates.")]),
    ]
}
