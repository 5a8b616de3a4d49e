public import LifecycleModel

/// The conditions a call was made under that its order may depend on: a recording of the
/// call counts for a row only when it was taken under the same ones, for the aspects its
/// behaviour depends on (`Behaviour.dependsOn`). An unanimated present is not recorded by
/// an animated one, nor an iOS 12 page sheet (full screen on iPhone) by an iOS 13 one.
public struct Situation: Sendable, Hashable {
    public var ios: Int
    public var device: EngineConfig.Device
    public var animated: Bool
    /// The presentation style UIKit used, for the calls of a present or a dismiss.
    public var style: ModalStyle?
    /// The step that made the call (a push, a tab selected, a sheet presented …).
    public var action: ActionName?
    /// Whether the receiver holds other views that appear and disappear with it (a
    /// SwiftUI view with views in its body): its call's place among theirs is its own.
    public var holdsViews = false

    public init(ios: Int, device: EngineConfig.Device, animated: Bool, style: ModalStyle? = nil, action: ActionName? = nil) {
        self.ios = ios
        self.device = device
        self.animated = animated
        self.style = style
        self.action = action
    }

    /// Whether `other` is the same situation as far as `aspects` go.
    public func matches(_ other: Situation, on aspects: [SituationAspect]) -> Bool {
        aspects.allSatisfy { aspect in
            switch aspect {
            case .animated: animated == other.animated
            case .style: style == other.style
            case .action: action == other.action
            case .holdsViews: holdsViews == other.holdsViews
            case .device: device == other.device
            case .ios(let breaks): breaks.filter { $0 <= ios } == breaks.filter { $0 <= other.ios }
            }
        }
    }

    /// `iOS 13, animated, full screen` for what `aspects` name.
    public func description(of aspects: [SituationAspect]) -> String {
        aspects.map { aspect in
            switch aspect {
            case .animated: animated ? "animated" : "not animated"
            case .style: style.map { "\($0.rawValue)" } ?? "no presentation"
            case .action: action.map { "a \($0.rawValue) step" } ?? "no step"
            case .holdsViews: holdsViews ? "a view holding others" : "a view holding none"
            case .device: device == .ipad ? "iPad" : "iPhone"
            case .ios: "iOS \(ios)"
            }
        }.joined(separator: ", ")
    }
}

/// What a behaviour's order depends on besides the calls themselves.
public enum SituationAspect: Sendable, Hashable {
    case animated, style, device
    /// The step: a log of a tab switch does not record where a pushed view's call falls,
    /// though one behaviour makes both.
    case action
    /// The receiver holds views: a log of a view alone does not record where a view's
    /// onAppear falls among those in its body (the reader trial found a view holding
    /// others "recorded" at launch by a tab's line).
    case holdsViews
    /// The iOS versions at which the behaviour changes: a recording covers the range of
    /// versions it was taken in (`[13]`: before iOS 13, and iOS 13 and later).
    case ios([Int])
}
