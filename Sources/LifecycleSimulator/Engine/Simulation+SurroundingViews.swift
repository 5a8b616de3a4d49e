internal import LifecycleModel

/// A view whose body is a NavigationStack or a TabView (`inside:` on the container),
/// `ContentView { NavigationStack { … } }` with `.onAppear` written on the stack.
///
/// The view comes and goes with the container as a whole: a push, a pop or a tab switch
/// inside it tells it nothing (a README that logs this shape says it appears once,
/// nikolainobadi/OnAppearExample; a post says an onAppear written outside a stack is
/// spared the stale call at a logout, Fatbobman). No printed run orders its onAppear
/// against the root's. The stack's root runs onAppear in the update of the window's own
/// hosting controller, before the navigation controller is told anything (Datadog, in a
/// debugger), so the engine treats the view around the container as a view around that
/// root, as plain nested views are printed: the innermost first, every task after every
/// onAppear (benigumo). The page labels it unverified.
extension Simulation {
    /// The container whose UIKit call `name` was just made: the view around it is due
    /// with the SwiftUI view on top of it, which the container's calls reach next (a
    /// representable's controller, after it in the chain, runs no onAppear).
    mutating func surroundingViewHeard(_ container: String, _ name: String) {
        guard let view = declarations[container]?.options["inside"],
            let top = appearanceChain(container).last(where: { kind(of: $0) == .swiftuiView })
        else { return }
        switch name {
        case "viewWillAppear(_:)" where !world.swiftUIShown.contains(view):
            world.surroundingViewsArriving[top, default: []].append(view)
        case "viewDidDisappear(_:)" where world.swiftUIShown.contains(view):
            world.surroundingViewsLeaving[top, default: []].append(view)
        default: break
        }
    }

    /// The views around containers that come or go with `top`, innermost first, each
    /// with the views in its body.
    mutating func surroundingViews(with top: String, arriving: Bool) -> [String] {
        let due =
            arriving
            ? world.surroundingViewsArriving.removeValue(forKey: top) : world.surroundingViewsLeaving.removeValue(forKey: top)
        return (due ?? []).reversed().flatMap(withSubviews)
    }

    /// The NavigationStack or TabView that is the body of `view`, if any.
    func container(inBodyOf view: String) -> String? {
        declarationOrder.first { declarations[$0]?.kind.isSwiftUIContainer == true && declarations[$0]?.options["inside"] == view }
    }

    /// Whether a NavigationStack or TabView is the body of `view`.
    func surroundsAContainer(_ view: String) -> Bool { container(inBodyOf: view) != nil }
}
