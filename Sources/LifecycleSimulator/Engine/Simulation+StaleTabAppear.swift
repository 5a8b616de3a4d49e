internal import LifecycleModel

/// A TabView taken out of the window: the logout that shows the login view in its place.
extension Simulation {
    /// The tabs shown before, other than the selected one, may run onAppear once more after
    /// the new view has appeared, though they are going away: one printed log shows it for
    /// the one tab shown before (dazy, an iOS 18 app), a bug report says it of each tab
    /// (FB13103224, iOS 17 beta 8), and the post calls it an old bug. No source says it
    /// began or ended with a release, and none shows it always: each tab's call is optional
    /// and never repeats ("×0 or 1"). The log shows one tab; a second one's rests on the
    /// report alone.
    mutating func staleTabAppearances(asTheWindowDrops tabView: String, for newRoot: String) {
        guard kind(of: tabView) == .tabView, kind(of: newRoot) == .swiftuiView, let tabs = world.controllers[tabView] else { return }
        let selected = tabs.children.indices.contains(tabs.selectedTab) ? tabs.children[tabs.selectedTab] : nil
        let stale = tabs.children.filter { tab in
            tab != selected && declarations[tab]?.kind == .swiftuiView && world.swiftUISeen.contains(tab)
        }
        for (index, tab) in stale.enumerated() {
            optionalRun { s in
                s.record(tab, "onAppear", [], index == 0 ? .swiftUITabsRemovedStaleAppear : .swiftUITabsRemovedStaleAppearMore)
            }
        }
    }
}
