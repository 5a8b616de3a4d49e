internal import LifecycleModel

/// A TabView or a NavigationStack taken out of the window: the logout that shows the login
/// view in its place.
extension Simulation {
    /// Views shown before and no longer on screen may run onAppear once more after the new
    /// view has appeared, though they are going away. For a TabView's tabs other than the
    /// selected one: one printed log shows it for the one tab shown before (dazy, an iOS 18
    /// app), a bug report says it of each tab (FB13103224, iOS 17 beta 8), and the post
    /// calls it an old bug. For a NavigationStack, alone or as a tab, with a view pushed over
    /// its root: a post reports the root's onAppear from two forum threads, shown only in a
    /// video (fatbobman). No source says it began or ended with a release, and none shows
    /// it always: each call is optional and never repeats ("×0 or 1"). Only the log's case,
    /// the first plain tab, is recorded.
    mutating func staleAppearances(asTheWindowDrops previous: String, for newRoot: String) {
        // The new root is SwiftUI's: a view, or a NavigationStack or TabView (with the view
        // whose body it is); a UIKit root set by hand is no SwiftUI `if` flipping.
        guard let rootKind = kind(of: newRoot), rootKind == .swiftuiView || rootKind.isSwiftUIContainer, let container = world.controllers[previous]
        else { return }
        let views: [(name: String, behaviour: BehaviourID)]
        switch kind(of: previous) {
        case .tabView?:
            let selected = container.children.indices.contains(container.selectedTab) ? container.children[container.selectedTab] : nil
            var plainTabs = 0
            views = container.children.compactMap { tab in
                if kind(of: tab) == .navigationStack { return coveredRoot(of: tab, selected: tab == selected) }
                guard tab != selected, world.swiftUISeen.contains(tab) else { return nil }
                plainTabs += 1
                return (tab, plainTabs == 1 ? .swiftUITabsRemovedStaleAppear : .swiftUITabsRemovedStaleAppearMore)
            }
        case .navigationStack?:
            views = coveredRoot(of: previous, selected: true).map { [$0] } ?? []
        default:
            return
        }
        for view in views {
            optionalRun { s in s.record(view.name, "onAppear", [], view.behaviour) }
        }
    }

    /// The root of a NavigationStack that is off screen: covered by a push on the stack the
    /// window shows, or in a tab shown before that is not selected.
    private func coveredRoot(of stack: String, selected: Bool) -> (name: String, behaviour: BehaviourID)? {
        guard let views = world.controllers[stack]?.children, let root = views.first, world.swiftUISeen.contains(root),
            !selected || views.count > 1
        else { return nil }
        return (root, .swiftUIStackRemovedStaleAppear)
    }
}
