internal import LifecycleModel

/// A SwiftUI view changed while the app is in the background: a push onto a
/// NavigationStack, a sheet, an `if`, a row scrolled. No recording shows whether SwiftUI
/// runs `onAppear` and `onDisappear` for an update made then, or defers them to the
/// return, as none shows it for a `.task(id:)` whose id changes then (refused likewise,
/// `Simulation+TaskRestart`). Before, the fourth author's trial found them traced as in
/// the foreground.
extension Simulation {
    func refuseSwiftUIChangeInTheBackground(_ step: Step) throws {
        guard world.app == .background else { return }
        let isSwiftUI = { (name: String) in [.swiftuiView, .navigationStack, .tabView].contains(kind(of: name)) }
        guard
            Self.swiftUIChanges.contains(step.action) || (Self.containerChanges.contains(step.action) && step.namedObjects.contains(where: isSwiftUI))
        else { return }
        throw SimulationError(
            "\(step.action.rawValue) while the app is in the background, which is not modelled for SwiftUI views: no recording shows whether SwiftUI runs onAppear and onDisappear for a change made then, or when the app returns",
            hint: "make the change before the app leaves the foreground, or after it returns (foreground)")
    }

    /// The steps only SwiftUI views take.
    private static let swiftUIChanges: Set<ActionName> = [
        .sheet, .fullScreenCover, .scrollIn, .scrollOut, .insertView, .removeView, .replaceView,
    ]

    /// The steps that change a container, SwiftUI's as UIKit's.
    private static let containerChanges: Set<ActionName> = [.show, .push, .pop, .popToRoot, .setStack, .dismiss, .setTabs]
}
