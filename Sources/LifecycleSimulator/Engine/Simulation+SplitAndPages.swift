internal import LifecycleModel

/// UISplitViewController and UIPageViewController, as a window's root.
extension Simulation {
    /// The columns of a split view controller that are on screen when it is. In a
    /// horizontally regular window (an iPad) it is expanded and shows both, primary first.
    /// In a compact one (an iPhone, Slide Over) it is collapsed and shows one: the
    /// secondary, collapsed onto the primary, with the classic API before iOS 14; the
    /// primary column with iOS 14's column-style API, which the engine takes from iOS 14
    /// on (split.collapsed, unverified). Where the width class is not known, `show`
    /// refuses the split view controller.
    func splitColumnsShown(_ split: Controller) -> [String] {
        guard split.children.count == 2 else { return split.children }
        if isHorizontallyRegular != false { return split.children }
        return config.ios >= 14 ? [split.children[0]] : [split.children[1]]
    }

    /// setViewControllers(_:direction:animated:): the new page joins, the shown page
    /// disappears while the new one appears (in a push's interleaving), then the old page
    /// leaves. The page view controller does not keep the old page: unless the author
    /// holds it, it is released (`release`).
    mutating func turnPage(on pages: String, to page: String, reverse: Bool, animated: Bool) throws {
        guard let controller = world.controllers[pages], controller.isAlive, let current = controller.children.last else {
            throw SimulationError("page view controller '\(pages)' is not shown", hint: "show it first: 'show: { root: \(pages), page: A }'")
        }
        guard page != current else {
            throw SimulationError(
                "turn-page to '\(page)', which is the page shown", hint: "turn to another page; '\(page)' is on screen already")
        }
        if world.controllers[page].map({ $0.isAlive && isHeld(page) }) == true {
            throw SimulationError(
                "turn-page to '\(page)', which is already shown elsewhere",
                hint: "a controller can have one place in the hierarchy at a time; turn to a new object")
        }
        try refuseCycle(page, joining: pages, "turn-page")
        try ensureCreated(page)
        world.controllers[pages]!.children = [page]
        willJoin(page, pages, .pageContainment)
        willLeave(current, .pageContainment)
        if controller.appearance == .appeared {
            try transition(
                hiding: appearanceChain(current), showing: appearanceChain(page), animated: animated, layout: true,
                didOrder: .hiddenFirst, behaviour: .pageTurn)
        } else {
            noteBehaviour(.pageTurn)
        }
        didJoin(page, pages, .pageContainment)
        didLeave(current, .pageContainment)
    }
}
