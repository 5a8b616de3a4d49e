/// A key of a `config:` block (`ios: 12`, `device: ipad`), for the loader's schema, the
/// guide's table and the reference page: one list, so none of them documents a key or a
/// value the engine does not run.
public struct ConfigKeySpec: Sendable {
    /// One value a key takes, with what it means when the name alone does not say.
    public struct Value: Sendable {
        public var name: String
        public var summary: String?
        /// The versions that have it (`ios.scenes`), checked where it is written.
        public var availability: IOSAvailability.Rule?
    }

    public var name: String
    /// The values it takes, listed; empty for `ios`, which takes a range.
    public var values: [Value]
    /// `7 to 27`, `true | false`.
    public var valuesText: String
    public var defaultValue: String
    /// Where the default is another value: `app-delegate before iOS 13`.
    public var defaultNote: String? = nil
    public var summary: String
}

extension ConfigKeySpec {
    /// A key whose values are an enumeration's cases, each described with the versions that have it.
    init<Choice: CaseIterable & RawRepresentable>(
        choosing _: Choice.Type, name: String, default defaultValue: Choice, defaultNote: String? = nil, summary: String,
        described: (Choice) -> (summary: String, availability: IOSAvailability.Rule?)
    ) where Choice.RawValue == String {
        let values = Choice.allCases.map { choice in
            let (summary, availability) = described(choice)
            return Value(name: choice.rawValue, summary: summary, availability: availability)
        }
        self.init(
            name: name, values: values, valuesText: values.map(\.name).joined(separator: " | "), defaultValue: defaultValue.rawValue,
            defaultNote: defaultNote, summary: summary)
    }
}

extension Vocabulary {
    public static let configKeys: [ConfigKeySpec] = [
        ConfigKeySpec(
            name: "ios", values: [],
            valuesText: "\(EngineConfig.supportedIOS.lowerBound) to \(EngineConfig.supportedIOS.upperBound)",
            defaultValue: String(EngineConfig.defaultIOS),
            summary:
                "The iOS version whose behaviour is simulated. A later version than any recording runs the rules of the newest version a behaviour names; what a version lacks is refused where it is written."
        ),
        ConfigKeySpec(
            choosing: EngineConfig.LifecycleModel.self, name: "lifecycle", default: .scenes,
            defaultNote:
                "\(EngineConfig.LifecycleModel.appDelegate.rawValue) before iOS \(IOSAvailability.rule(for: EngineConfig.LifecycleModel.scenes)?.since ?? 13)",
            summary: "Which delegate model drives the app."
        ) { ($0.summary, IOSAvailability.rule(for: $0)) },
        ConfigKeySpec(
            name: "animated", values: [], valuesText: "true | false", defaultValue: "true",
            summary: "The default for the actions that take animated; a step's own animated overrides it."
        ),
        ConfigKeySpec(
            choosing: EngineConfig.Device.self, name: "device", default: .iphone,
            summary:
                "The device, and on an iPad how the app shares the screen: it sets the window's horizontal size class (presentation styles, split view columns, whether a rotation changes it) and whether the app has several windows."
        ) { ($0.summary, IOSAvailability.rule(for: $0)) },
    ]
}

extension EngineConfig.LifecycleModel {
    var summary: String {
        switch self {
        case .appDelegate: "UIApplicationDelegate alone: the app delegate hears every change of state."
        case .scenes: "UIScene: the scene delegate hears its scene's changes; the app delegate hears launch, memory warnings and termination."
        case .swiftui: "A SwiftUI App: scenePhase, with the UIKit delegates it adopts (the swiftui-app kind's delegates option)."
        }
    }
}

extension EngineConfig.Device {
    var summary: String {
        switch self {
        case .iphone: "An iPhone: horizontally compact in both orientations."
        case .iphoneMax: "An iPhone Plus or Max: compact in portrait, regular in landscape, so a rotation changes the width class."
        case .ipad: "An iPad with the app full screen: regular in both orientations."
        case .ipadSplitView:
            "An iPad with the app beside another: its width class depends on the iPad and the divider, which a scenario does not say, so what depends on it is refused."
        case .ipadSlideOver: "An iPad with the app in Slide Over: compact in both orientations."
        }
    }
}
