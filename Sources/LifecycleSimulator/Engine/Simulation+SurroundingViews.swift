internal import LifecycleModel

/// A view whose body is a NavigationStack or a TabView (`inside:` on the container),
/// `ContentView { NavigationStack { … } }` with `.onAppear` written on the stack.
///
/// SwiftUI shows the container as a UIKit controller inside the view's hosting
/// controller, so the view appears and disappears with the container as a whole: a push,
/// a pop or a tab switch inside it tells it nothing (a README that logs this shape says it
/// appears once, nikolainobadi/OnAppearExample; a post says an onAppear written outside a
/// stack is spared the stale call at a logout, Fatbobman). No printed run orders its
/// onAppear against the root's: the engine tells it with the container's own appearance,
/// which UIKit makes before its children's, and labels that unverified.
extension Simulation {
    /// The container whose UIKit call `name` was just made tells the view around it.
    mutating func surroundingViewHeard(_ container: String, _ name: String) {
        guard let view = declarations[container]?.options["inside"] else { return }
        switch name {
        case "viewWillAppear(_:)": swiftUIAppear(view, .swiftUIViewAroundContainer)
        case "viewDidDisappear(_:)": swiftUIDisappear(view, .swiftUIViewAroundContainer)
        default: break
        }
    }

    /// The NavigationStack or TabView that is the body of `view`, if any.
    func container(inBodyOf view: String) -> String? {
        declarationOrder.first { name in
            let declaration = declarations[name]
            return (declaration?.kind == .navigationStack || declaration?.kind == .tabView) && declaration?.options["inside"] == view
        }
    }
}
