/// The version rules: what each iOS version has (`IOSAvailability` names them by id). The
/// loader refuses what a scenario's version lacks; the engine notes a rule when a
/// version changed the trace.
extension BehaviourID {
    static let iosScenes: BehaviourID = "ios.scenes"
    static let iosSwiftUIApp: BehaviourID = "ios.swiftui-app"
    static let iosPresentationController: BehaviourID = "ios.presentation-controller"
    static let iosSheetSwipe: BehaviourID = "ios.sheet-swipe"
    static let iosSizeTransitions: BehaviourID = "ios.size-transitions"
    static let iosTraitRegistration: BehaviourID = "ios.trait-registration"
    static let iosIPhoneMax: BehaviourID = "ios.iphone-max"
    static let iosIPadMultitasking: BehaviourID = "ios.ipad-multitasking"
}

extension Source {
    static let appleSceneManifest = EvidenceSource(
        "Specifying the scenes your app supports (Apple; UIScene is iOS 13.0+)",
        "https://developer.apple.com/documentation/uikit/specifying-the-scenes-your-app-supports")
    static let applePresentationController = EvidenceSource(
        "UIPresentationController (Apple; iOS 8.0+)", "https://developer.apple.com/documentation/uikit/uipresentationcontroller")
    static let appleOverCurrentContext = EvidenceSource(
        "UIModalPresentationStyle.overCurrentContext (Apple; iOS 8.0+)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext")
    static let applePopoverStyle = EvidenceSource(
        "UIModalPresentationStyle.popover (Apple; iOS 8.0+)", "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover")
    static let appleDidDismiss = EvidenceSource(
        "presentationControllerDidDismiss(_:) (Apple; iOS 13.0+)",
        "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)")
    static let appleRegisterForTraitChanges = EvidenceSource(
        "registerForTraitChanges(_:action:) (Apple; iOS 17.0+)",
        "https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:action:)")
    static let appleTraitCollectionDidChange = EvidenceSource(
        "traitCollectionDidChange(_:) (Apple; iOS 8.0–17.0, deprecated)",
        "https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)")
    static let appleSizeClasses = EvidenceSource(
        "Human Interface Guidelines, Layout: the size classes of each device and orientation, iPad multitasking included (Apple)",
        "https://developer.apple.com/design/human-interface-guidelines/layout")
    static let adaptivePhotos = EvidenceSource(
        "AdaptivePhotos sample: size classes on iPhone 6 Plus and in iPad Multitasking, the split view delegate's collapse and expand (Apple sample code)",
        "https://developer.apple.com/library/ios/samplecode/AdaptivePhotos/Listings/README_md.html")
    static let appleMultitasking = EvidenceSource(
        "Adopting Multitasking Enhancements on iPad: Slide Over and Split View, iOS 9 (Apple, archived)",
        "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/index.html")
    static let forum771293 = EvidenceSource(
        "traitCollectionDidChange iOS18: still called on iOS 18.2 (Apple Developer Forums 771293)", "https://developer.apple.com/forums/thread/771293"
    )
}

extension BehaviourRegistry {
    static let versions: [Behaviour] = [
        Behaviour(
            .iosScenes, "iOS 13 and later: scenes (the scene delegate, several windows on iPad, scene sessions); before, the app delegate alone",
            sources: [Source.onmyway133, Source.appleSceneManifest, Source.appleLifeCycle]),
        Behaviour(
            .iosSwiftUIApp, "iOS 14 and later: the SwiftUI App life cycle and scenePhase", sources: [Source.appleScenePhase]),
        Behaviour(
            .iosPresentationController,
            "iOS 8 and later: presentation controllers, with the over-full-screen, over-current-context and popover styles (a popover adapts to full screen on iPhone); iOS 7 has none of them",
            sources: [Source.applePresentationController, Source.appleOverFullScreen, Source.appleOverCurrentContext, Source.applePopoverStyle]),
        Behaviour(
            .iosSheetSwipe, "iOS 13 and later: a sheet can be swiped down, and its presentation controller's delegate is told",
            sources: [Source.hacknicity, Source.appleDidDismiss]),
        Behaviour(
            .iosSizeTransitions,
            "iOS 8 and later: size classes, willTransition(to:with:), viewWillTransition(to:with:) and traitCollectionDidChange(_:) replace willRotate(to:duration:), willAnimateRotation(to:duration:) and didRotate(from:)",
            sources: [Source.shinobiRotation, Source.appleViewWillTransition, Source.appleAdaptiveModel]),
        Behaviour(
            .iosTraitRegistration,
            "iOS 17 and later: traitCollectionDidChange(_:) is deprecated for registerForTraitChanges; UIKit still calls it, and the registered handlers, when traits change",
            sources: [Source.forum771293, Source.appleRegisterForTraitChanges, Source.appleTraitCollectionDidChange]),
        Behaviour(
            .iosIPhoneMax,
            "iOS 8 and later: iPhone Plus and Max models, horizontally compact in portrait and regular in landscape (device: iphone-max)",
            sources: [Source.appleSizeClasses, Source.adaptivePhotos, Source.commandShiftSplit, Source.appleAdaptiveModel]),
        Behaviour(
            .iosIPadMultitasking,
            "iOS 9 and later: an iPad app can share the screen in Split View (its width class then depends on the iPad and the divider) or float in Slide Over (horizontally compact)",
            sources: [Source.appleSizeClasses, Source.adaptivePhotos, Source.appleMultitasking]),
    ]
}
