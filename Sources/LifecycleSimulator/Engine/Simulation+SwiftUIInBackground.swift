internal import LifecycleModel

/// A SwiftUI view changed while the app is in the background: a push onto a
/// NavigationStack, a sheet, an `if`, a row scrolled, a hosting controller pushed. No
/// recording shows whether SwiftUI runs `onAppear` and `onDisappear` for an update made
/// then, or defers them to the return, as none shows it for a `.task(id:)` whose id changes
/// then (refused likewise, `Simulation+TaskRestart`). Before, the fourth author's trial found
/// them traced as in the foreground. A step that gives a view no call (a stack given its
/// root at a launch into the background) goes on.
extension Simulation {
    /// - Parameter made: the calls the step makes, tried on a copy of the world.
    func refuseSwiftUIChangeInTheBackground(_ step: Step, made: ArraySlice<TraceEvent>) throws {
        // A view's scenePhase observer hears the app's own state changes, which are no update.
        guard let view = made.first(where: { Self.swiftUIKinds.contains($0.kind) && $0.callback.name != "onChange(of:)" })?.receiver
        else { return }
        throw SimulationError(
            "\(step.action.rawValue) while the app is in the background, which would change the SwiftUI view '\(view)' and is not modelled: no recording shows whether SwiftUI runs onAppear and onDisappear for a change made then, or when the app returns",
            hint: "make the change before the app leaves the foreground, or after it returns (foreground)")
    }

    private static let swiftUIKinds: Set<ObjectKind> = [.swiftuiView, .navigationStack, .tabView]
}
