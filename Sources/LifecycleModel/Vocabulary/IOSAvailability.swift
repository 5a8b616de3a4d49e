/// What each iOS version offers, from iOS 7 (the oldest the engine simulates) to 27.
///
/// A scenario may use only what its `ios` has: the loader refuses a lifecycle, a
/// presentation style, an action or an expected callback the version lacks, naming the
/// first version that has it. Each rule is a behaviour of the engine's registry
/// (`BehaviourRegistry.versions`, the `ruleID` here), with its sources.
public enum IOSAvailability {
    /// One version rule: a feature and the versions that have it.
    public struct Rule: Sendable, Hashable {
        /// The behaviour id documenting it (`ios.scenes`).
        public var ruleID: String
        /// The first version that has it; nil when every simulated version does.
        public var since: Int?
        /// The last version the engine sends it in; nil when it is still sent.
        public var until: Int?
        /// What the feature is, for messages: `the scene life cycle`.
        public var what: String

        public func contains(_ ios: Int) -> Bool {
            (since.map { ios >= $0 } ?? true) && (until.map { ios <= $0 } ?? true)
        }

        /// `iOS 13 or later`, `iOS 7 or earlier`: what a scenario needs to use it.
        public var requirement: String {
            switch (since, until) {
            case (let since?, nil): "iOS \(since) or later"
            case (nil, let until?): "iOS \(until) or earlier"
            default: versions
            }
        }

        /// `iOS 13 and later`, `iOS 7 only`.
        public var versions: String {
            switch (since, until) {
            case (let since?, nil): "iOS \(since) and later"
            case (nil, let until?): until == EngineConfig.supportedIOS.lowerBound ? "iOS \(until) only" : "iOS \(until) and earlier"
            case (let since?, let until?): "iOS \(since) to \(until)"
            case (nil, nil): "every version"
            }
        }
    }

    public static func rule(for lifecycle: EngineConfig.LifecycleModel) -> Rule? {
        switch lifecycle {
        case .appDelegate: nil
        case .scenes: scenes
        case .swiftui: Rule(ruleID: "ios.swiftui-app", since: 14, what: "the SwiftUI App life cycle with scenePhase")
        }
    }

    public static func rule(for style: ModalStyle) -> Rule? {
        switch style {
        case .overFullScreen, .overCurrentContext, .popover:
            Rule(ruleID: "ios.presentation-controller", since: 8, what: "the '\(style.rawValue)' presentation style")
        case .fullScreen, .pageSheet, .formSheet, .automatic:
            nil
        }
    }

    public static func rule(for device: EngineConfig.Device) -> Rule? {
        switch device {
        case .iphone, .ipad: nil
        case .iphoneMax: Rule(ruleID: "ios.iphone-max", since: 8, what: "an iPhone Plus or Max")
        case .ipadSplitView, .ipadSlideOver: Rule(ruleID: "ios.ipad-multitasking", since: 9, what: "Split View and Slide Over on iPad")
        }
    }

    public static func rule(for action: ActionName) -> Rule? {
        switch action {
        case .interactiveDismiss: Rule(ruleID: "ios.sheet-swipe", since: 13, what: "swiping a sheet down to dismiss it")
        case .prefetch, .cancelPrefetch: prefetching
        case .openURL: Rule(ruleID: "ios.open-url-options", since: 9, what: "opening a URL or a universal link (application(_:open:options:))")
        case .quickAction: quickActions
        default: nil
        }
    }

    /// The rule of a callback whose existence depends on the version; nil for the rest.
    public static func rule(for callback: CallbackSpec) -> Rule? {
        if ["UISceneDelegate", "UIWindowSceneDelegate", "UIScene (notification)"].contains(callback.declaredIn) { return scenes }
        return callbackRules[callback.name]
    }

    private static let prefetching = Rule(
        ruleID: "ios.prefetching", since: 10, what: "collection view prefetching (UICollectionViewDataSourcePrefetching)")

    private static let scenes = Rule(ruleID: "ios.scenes", since: 13, what: "the scene life cycle")

    private static let sizeTransitions = Rule(ruleID: "ios.size-transitions", since: 8, what: "size and trait transitions")
    private static let rotationCallbacks = Rule(
        ruleID: "ios.size-transitions", until: 7,
        what: "the rotation callbacks deprecated in iOS 8 (the engine sends viewWillTransition(to:with:) from iOS 8)")

    private static let callbackRules: [String: Rule] = [
        "viewIsAppearing(_:)": Rule(ruleID: "vc.appearance.view-is-appearing", since: 13, what: "viewIsAppearing(_:) (back-deployed to iOS 13)"),
        "viewWillTransition(to:with:)": sizeTransitions,
        "willTransition(to:with:)": sizeTransitions,
        "traitCollectionDidChange(_:)": sizeTransitions,
        "willRotate(to:duration:)": rotationCallbacks,
        "willAnimateRotation(to:duration:)": rotationCallbacks,
        "didRotate(from:)": rotationCallbacks,
        "application(_:configurationForConnecting:options:)": scenes,
        "application(_:didDiscardSceneSessions:)": scenes,
        "presentationControllerShouldDismiss(_:)": Rule(ruleID: "ios.sheet-swipe", since: 13, what: "the sheet's dismissal delegate calls"),
        "presentationControllerWillDismiss(_:)": Rule(ruleID: "ios.sheet-swipe", since: 13, what: "the sheet's dismissal delegate calls"),
        "presentationControllerDidDismiss(_:)": Rule(ruleID: "ios.sheet-swipe", since: 13, what: "the sheet's dismissal delegate calls"),
        "onChange(of:)": Rule(ruleID: "ios.swiftui-app", since: 14, what: "SwiftUI's scenePhase"),
        "collectionView(_:prefetchItemsAt:)": prefetching,
        "collectionView(_:cancelPrefetchingForItemsAt:)": prefetching,
        "textFieldDidEndEditing(_:reason:)": Rule(
            ruleID: "ios.text-field-end-reason", since: 10, what: "textFieldDidEndEditing(_:reason:) (before iOS 10, textFieldDidEndEditing(_:))"),
        "application(_:open:options:)": Rule(ruleID: "ios.open-url-options", since: 9, what: "application(_:open:options:)"),
        "application(_:performActionFor:completionHandler:)": quickActions,
        "userNotificationCenter(_:willPresent:withCompletionHandler:)": userNotifications,
        "userNotificationCenter(_:didReceive:withCompletionHandler:)": userNotifications,
        "launchHandler(_:)": Rule(ruleID: "ios.background-tasks", since: 13, what: "BGTaskScheduler's launch handlers"),
    ]

    private static let quickActions = Rule(ruleID: "ios.quick-actions", since: 9, what: "Home Screen quick actions")

    private static let userNotifications = Rule(
        ruleID: "ios.user-notifications", since: 10, what: "the UNUserNotificationCenter delegate")
}
