internal import LifecycleModel

/// A TabView taken out of the window: the logout that shows the login view in its place.
extension Simulation {
    /// From iOS 17 on, the tabs shown before, other than the selected one, may run onAppear
    /// once more after the new view has appeared, though they are going away: one printed
    /// log shows it for the one tab shown before (dazy, an iOS 18 app) and a bug report
    /// says it of each tab (FB13103224, iOS 17 beta 8). A bug no source says is fixed, and
    /// no source says is always there: the run is optional ("×0 or more").
    mutating func staleTabAppearances(asTheWindowDrops tabView: String) {
        guard config.ios >= 17, let tabs = world.controllers[tabView], kind(of: tabView) == .tabView else { return }
        let selected = tabs.children.indices.contains(tabs.selectedTab) ? tabs.children[tabs.selectedTab] : nil
        let stale = tabs.children.filter { tab in
            tab != selected && declarations[tab]?.kind == .swiftuiView && world.swiftUISeen.contains(tab)
        }
        guard !stale.isEmpty else { return }
        _ = repeatableRun(optional: true) { s in
            for tab in stale { s.record(tab, "onAppear", [], .swiftUITabsRemovedStaleAppear) }
        }
    }
}
