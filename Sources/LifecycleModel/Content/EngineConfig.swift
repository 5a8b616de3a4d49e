/// How a scenario is simulated: which iOS, which delegate model, which device.
public struct EngineConfig: Sendable, Hashable {
    public enum LifecycleModel: String, Sendable, Hashable, CaseIterable {
        case appDelegate = "app-delegate"
        case scenes
        case swiftui
    }

    /// The device, and for an iPad how the app shares its screen: what decides the
    /// window's horizontal size class, and whether a rotation changes it.
    public enum Device: String, Sendable, Hashable, CaseIterable {
        /// An iPhone: horizontally compact in both orientations.
        case iphone
        /// An iPhone Plus or Max: horizontally compact in portrait, regular in landscape.
        case iphoneMax = "iphone-max"
        /// An iPad with the app full screen: horizontally regular in both orientations.
        case ipad
        /// An iPad with the app beside another in Split View: whether it is horizontally
        /// compact, in each orientation, depends on the iPad and on the divider.
        case ipadSplitView = "ipad-split-view"
        /// An iPad with the app in Slide Over: horizontally compact in both orientations.
        case ipadSlideOver = "ipad-slide-over"

        public var isIPad: Bool { self == .ipad || self == .ipadSplitView || self == .ipadSlideOver }
    }

    /// iOS 7, the oldest version with recorded call orders worth simulating, to iOS 27, the
    /// current one. No bundled recording is newer than iOS 18: a later version runs the
    /// rules of the newest version a behaviour names (its `dependsOn` ranges), and a log
    /// recorded anywhere in that range counts as recording it. What a version lacks is
    /// refused (`IOSAvailability`).
    public static let supportedIOS = 7...27
    /// The version a scenario runs on when no `config` names one.
    public static let defaultIOS = 17

    public var ios: Int
    public var lifecycle: LifecycleModel
    public var animated: Bool
    public var device: Device

    public init(ios: Int = EngineConfig.defaultIOS, lifecycle: LifecycleModel? = nil, animated: Bool = true, device: Device = .iphone) {
        self.ios = ios
        self.lifecycle = lifecycle ?? (ios >= 13 ? .scenes : .appDelegate)
        self.animated = animated
        self.device = device
    }
}

/// A `config:` block: only what the author wrote, so a scenario's block can override a
/// file's block key by key.
public struct ConfigOverrides: Sendable, Hashable {
    public var ios: Int?
    public var lifecycle: EngineConfig.LifecycleModel?
    public var animated: Bool?
    public var device: EngineConfig.Device?

    public init(
        ios: Int? = nil, lifecycle: EngineConfig.LifecycleModel? = nil, animated: Bool? = nil,
        device: EngineConfig.Device? = nil
    ) {
        self.ios = ios
        self.lifecycle = lifecycle
        self.animated = animated
        self.device = device
    }

    /// `self` over `base`, key by key.
    public func over(_ base: ConfigOverrides) -> ConfigOverrides {
        ConfigOverrides(
            ios: ios ?? base.ios, lifecycle: lifecycle ?? base.lifecycle,
            animated: animated ?? base.animated, device: device ?? base.device
        )
    }

    /// The configuration with the contract's defaults for what nobody wrote.
    public var resolved: EngineConfig {
        EngineConfig(ios: ios ?? EngineConfig.defaultIOS, lifecycle: lifecycle, animated: animated ?? true, device: device ?? .iphone)
    }
}
