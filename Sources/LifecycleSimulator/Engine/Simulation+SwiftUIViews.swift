internal import LifecycleModel

/// SwiftUI views (`swiftui-view`): onAppear, onDisappear, task, representables and rows.
///
/// SwiftUI shows each screen in a hosting controller: a window's content, each
/// NavigationStack destination (a navigation controller underneath), each TabView tab (a
/// tab bar controller), each sheet and full-screen cover (a presentation). The engine runs
/// a placed SwiftUI view as that hosting controller, whose UIKit calls are not the
/// author's and are not traced, and derives the view's own calls from its appearance:
/// onAppear once the hosting controller is told it will appear (Apple: before the first
/// frame is rendered), onDisappear once it is told it did disappear (Apple: after the view
/// left the screen). Few recordings of these orders exist (docs/research/swiftui-views.md and
/// its rounds): what no attached log shows is labelled unverified on the pages, with what
/// disagrees.
extension Simulation {
    /// The hosting controller's UIKit call `name` reached `view`: the view's own calls that
    /// follow from it. A lone view that is the whole content of the window the app launches
    /// with has a behaviour of its own: the printed runs of such a view back that case, and
    /// would otherwise vouch for every onAppear (a pushed view's, a tab's, a stack's root's,
    /// that of a view holding others, whose place after theirs no run shows).
    mutating func swiftUIViewHeard(_ view: String, _ name: String) {
        switch name {
        case "viewWillAppear(_:)":
            let atLaunch = world.launchingWindow && world.controllers[view]?.windowOf != nil && isLone(view)
            swiftUIAppear(view, atLaunch ? .swiftUIViewAppearAtLaunch : .swiftUIViewAppear)
        case "viewDidDisappear(_:)": swiftUIDisappear(view, .swiftUIViewDisappear)
        default: break
        }
    }

    /// onAppear unless the view is on screen already (a sheet that springs back is told it
    /// will appear again), with the views inside it first (`withSubviews`), and then the
    /// views around containers that come with it (`surroundingViews`); then the tasks of
    /// all of them in that order; then the rows of their lists.
    ///
    /// `flip` is the behaviour of a state change that puts the view in its enclosing
    /// view's body (`insert-view`, `replace-view`): all its calls, its rows' included, rest
    /// on it. Otherwise the subviews of the window the app launches with rest on the
    /// printed runs of nested views, which show that case, and every other appearance (a
    /// push, a sheet, a tab, a pop back) on nothing recorded.
    mutating func swiftUIAppear(_ view: String, _ behaviour: BehaviourID, flip: BehaviourID? = nil) {
        let around = surroundingViews(with: view, arriving: true)
        let group = (world.swiftUIShown.contains(view) ? [] : withSubviews(view)) + around
        let atLaunch = world.launchingWindow && world.controllers[view]?.windowOf != nil && !world.swiftUISeen.contains(view)
        let behaviours = group.map { member in
            if member == view { return behaviour }
            if around.contains(member) { return surroundsAContainer(member) ? .swiftUIViewAroundContainer : .swiftUISubviewsElsewhere }
            return flip ?? (atLaunch ? .swiftUISubviews : .swiftUISubviewsElsewhere)
        }
        for (member, behaviour) in zip(group, behaviours) {
            world.swiftUIShown.insert(member)
            world.swiftUISeen.insert(member)
            record(member, "onAppear", [], behaviour)
        }
        // The printed runs of a task vouch for the launch window's lone view only, as for its onAppear.
        let task: BehaviourID = flip ?? (behaviour == .swiftUIViewAppearAtLaunch ? .swiftUITaskAtLaunch : .swiftUITask)
        for (member, behaviour) in zip(group, behaviours) where hasTask(member) {
            record(member, "task", [], member == view ? task : behaviour)
        }
        // Rows on screen when the list first appears, and those that were when it went.
        let seen = world.swiftUISeen
        for member in group {
            for row in rows(of: member)
            where world.swiftUIParked.contains(row) || (!seen.contains(row) && declarations[row]?.options["start"] == "visible") {
                world.swiftUIParked.remove(row)
                swiftUIAppear(row, flip ?? .swiftUIRowScroll, flip: flip)
            }
        }
    }

    /// onDisappear when the view is on screen, with the views inside it in the order they
    /// appeared, and then the views around containers that leave with it; then the
    /// cancellation of their tasks; then the rows on screen, which come back with it.
    mutating func swiftUIDisappear(_ view: String, _ behaviour: BehaviourID, flip: BehaviourID? = nil) {
        let around = surroundingViews(with: view, arriving: false)
        let group = (world.swiftUIShown.contains(view) ? withSubviews(view) : []) + around
        let behaviours = group.map { member in
            if member == view { return behaviour }
            return around.contains(member) && surroundsAContainer(member) ? .swiftUIViewAroundContainer : flip ?? .swiftUISubviewsElsewhere
        }
        for (member, behaviour) in zip(group, behaviours) {
            world.swiftUIShown.remove(member)
            record(member, "onDisappear", [], behaviour)
        }
        for (member, behaviour) in zip(group, behaviours) where hasTask(member) {
            record(member, "taskCancelled", [], member == view ? flip ?? .swiftUITask : behaviour)
        }
        for member in group {
            for row in rows(of: member) where world.swiftUIShown.contains(row) {
                swiftUIDisappear(row, flip ?? .swiftUIRowScroll, flip: flip)
                world.swiftUIParked.insert(row)
            }
        }
    }

    private func hasTask(_ view: String) -> Bool { declarations[view]?.options["task"] == "attached" }

    /// A view with nothing in its body now, no rows, and no wrapped controller: the kind of
    /// view the printed runs of a launch show.
    private func isLone(_ view: String) -> Bool {
        !holdsViews(view) && declarations[view]?.options["represents"] == nil
    }

    /// Whether views in its body or rows of its list appear and disappear with the view.
    func holdsViews(_ view: String) -> Bool {
        withSubviews(view).count > 1 || !rows(of: view).isEmpty
    }

    func rows(of view: String) -> [String] { swiftUIViews(whose: "row-of", is: view) }

    /// The SwiftUI views whose `option` (`row-of`, `inside`) names `view`, in declared order.
    func swiftUIViews(whose option: String, is view: String) -> [String] {
        declarationOrder.filter { declarations[$0]?.kind == .swiftuiView && declarations[$0]?.options[option] == view }
    }

    /// A SwiftUI view's "view" loads with its hosting controller, untraced; a
    /// representable's controller is made then: makeUIViewController (which creates it),
    /// its view loaded for SwiftUI to embed, then updateUIViewController.
    mutating func loadSwiftUIView(_ view: String) throws {
        world.controllers[view]!.isViewLoaded = true
        guard let represented = declarations[view]?.options["represents"], world.controllers[represented] == nil else { return }
        emit(view, "makeUIViewController(context:)", [.init("context", "Context")], .swiftUIRepresentable)
        try ensureCreated(represented)
        world.controllers[represented]!.parent = view
        world.controllers[view]!.contained.append(represented)
        try loadViewIfNeeded(represented)
        emit(
            view, "updateUIViewController(_:context:)", [.init("uiViewController", represented), .init("context", "Context")], .swiftUIRepresentable)
    }

    /// `chain` with the controller each representable in it made while it loaded, after
    /// the representable: it appears and disappears with it.
    func withRepresented(_ chain: [String]) -> [String] {
        chain.flatMap { name -> [String] in
            guard declarations[name]?.kind == .swiftuiView, let represented = declarations[name]?.options["represents"],
                world.controllers[represented]?.parent == name, !chain.contains(represented)
            else { return [name] }
            return [name] + appearanceChain(represented)
        }
    }

    /// A controller a representable wraps, or one inside it: where its calls fall rests on
    /// the representable's behaviour, not on UIKit's for the push or presentation showing
    /// it, whose logs show no representable.
    func isWrappedByRepresentable(_ name: String) -> Bool {
        guard !representedControllers.isEmpty else { return false }
        var current: String? = name
        while let controller = current {
            if representedControllers.contains(controller) { return true }
            current = world.controllers[controller]?.parent
        }
        return false
    }

    /// A view made by a hosting controller (`hosts:`) exists with it, inside it.
    mutating func createHostedView(of controller: String) {
        guard let hosted = declarations[controller]?.options["hosts"], world.controllers[hosted] == nil else { return }
        var view = Controller(kind: .swiftuiView)
        view.isViewLoaded = true
        view.parent = controller
        world.controllers[hosted] = view
        world.order.append(hosted)
        world.controllers[controller]!.contained.append(hosted)
    }

    /// `.sheet` (a page sheet: the presenter stays on screen) and `.fullScreenCover` (the
    /// presenter leaves the screen, so its onDisappear runs).
    mutating func presentSwiftUI(_ view: String, from presenter: String, fullScreen: Bool, animated: Bool) throws {
        if fullScreen, config.ios < 14 { throw SimulationError("full-screen-cover needs iOS 14 or later", hint: "use 'sheet', or 'ios: 14'") }
        // A sheet modifier on a view in a screen's body is presented by that screen.
        let screen = screen(of: presenter)
        let action = fullScreen ? "full-screen-cover" : "sheet"
        guard world.controllers[screen]?.appearance == .appeared, screen == presenter || world.swiftUIShown.contains(presenter) else {
            throw SimulationError(
                "\(action) from '\(presenter)', which is not on screen",
                hint: world.app == .notRunning ? "the app is not running: launch it before this step" : "a view presents only while it is shown")
        }
        if let shown = alreadyPresented(from: screen) {
            throw SimulationError(
                "\(action) from '\(presenter)' while '\(shown)' is presented, which is not modelled: SwiftUI shows one sheet at a time from a place, and for a sheet whose item changes it dismisses the first and presents the next, in an order no recording shows",
                hint: "dismiss '\(shown)' in a step of its own first")
        }
        try present(view, from: screen, style: fullScreen ? .fullScreen : .pageSheet, animated: animated)
        world.swiftUISheetWriters[view] = presenter
        noteBehaviour(fullScreen ? .swiftUIFullScreenCover : .swiftUISheet)
    }

    /// A row scrolled into view (onAppear) or out of it (onDisappear): the list it is a row
    /// of must be on screen.
    mutating func scroll(_ row: String, in comesIn: Bool) throws {
        guard let list = declarations[row]?.options["row-of"] else {
            throw SimulationError("'\(row)' is not a row", hint: "declare it with 'row-of: V', V the view holding the List or LazyVStack")
        }
        guard world.swiftUIShown.contains(list) else {
            throw SimulationError("scroll of '\(row)' while '\(list)' is not on screen", hint: "show the list's view first")
        }
        guard !world.swiftUIGone.contains(row) else {
            throw SimulationError("scroll of '\(row)', whose item was deleted (remove-view)", hint: "declare another row for another item")
        }
        let shown = world.swiftUIShown.contains(row)
        if comesIn {
            guard !shown else { throw SimulationError("scroll-in of '\(row)', which is on screen", hint: "scroll it out first") }
            swiftUIAppear(row, .swiftUIRowScroll)
        } else {
            guard shown else { throw SimulationError("scroll-out of '\(row)', which is not on screen", hint: "scroll it in first") }
            try refuseRemovingASheetWriter(row, for: "scroll-out of '\(row)'")
            let lazy = declarations[row]?.options["list"] == "lazy-stack"
            swiftUIDisappear(row, lazy ? .swiftUILazyStackDisappear : .swiftUIRowScroll)
        }
    }

    /// Versions before the SwiftUI feature a scenario uses, refused with what to write.
    func refuseUnavailableSwiftUI(_ name: String, kind: ObjectKind) throws {
        switch kind {
        case .swiftuiView where config.ios < 13:
            throw SimulationError("'\(name)' is a SwiftUI view, which needs iOS 13 or later", hint: "set 'ios: 13' or later")
        case .navigationStack where config.ios < 16:
            throw SimulationError(
                "'\(name)' is a NavigationStack, which needs iOS 16 or later",
                hint: "set 'ios: 16' or later (NavigationView before iOS 16 is not modelled)")
        case .tabView where config.ios < 13:
            throw SimulationError("'\(name)' is a TabView, which needs iOS 13 or later", hint: "set 'ios: 13' or later")
        default:
            break
        }
        if kind == .swiftuiView, declarations[name]?.options["task"] == "attached", config.ios < 15 {
            throw SimulationError("'\(name)' has a .task, which needs iOS 15 or later", hint: "set 'ios: 15' or later, or 'task: none'")
        }
    }

    /// A SwiftUI view that disappeared in the step just performed and is gone at its end
    /// (popped, dismissed, taken out by an `if`) made its last calls: its onDisappear and
    /// cancelled task say gone, as the diagram's step does. One only covered (a push over
    /// it, another tab) stays disappeared. Its end is known only once the step is over.
    mutating func settleSwiftUIViewsGone() {
        let ended = events.indices.reversed().prefix { events[$0].step == step }.filter { index in
            events[index].kind == .swiftuiView && events[index].stateAfter == "disappeared"
                && swiftUIViewState(events[index].receiver) == "gone"
        }
        restate(ended, as: "gone")
    }

    /// The state a diagram shows for a SwiftUI view.
    func swiftUIViewState(_ name: String) -> String {
        if let controller = world.controllers[screen(of: name)], !controller.isAlive { return "gone" }
        if world.swiftUIShown.contains(name) { return "appeared" }
        if world.swiftUIGone.contains(name) { return "gone" }
        return world.swiftUISeen.contains(name) || world.controllers[name] != nil ? "disappeared" : "not-created"
    }
}
