internal import LifecycleModel

/// present(_:animated:) and dismiss(animated:) by modalPresentationStyle.
extension Simulation {
    /// The style UIKit actually uses: `automatic` is a page sheet from iOS 13 and full
    /// screen before; before iOS 13 sheets and popovers in a horizontally compact window
    /// (an iPhone, an iPhone Max in portrait, Slide Over) adapt to full screen.
    func effectiveStyle(_ style: ModalStyle) -> ModalStyle {
        switch style {
        case .automatic:
            return config.ios >= 13 ? .pageSheet : .fullScreen
        case .pageSheet, .formSheet, .popover:
            return isHorizontallyRegular == false && config.ios < 13 ? .fullScreen : style
        default:
            return style
        }
    }

    /// The controller whose view a full-screen presentation removes: the top of the
    /// window's hierarchy that `from` belongs to.
    func presentationContext(_ from: String) -> String {
        var current = from
        while let parent = world.controllers[current]?.parent { current = parent }
        return current
    }

    /// A present UIKit drops (from a controller off screen or already presenting) is
    /// refused: what the dropped controller gets is recorded nowhere, while the recordings
    /// show the others' calls unchanged, so the hints say to leave such a step out
    /// (docs/research/refused-presents.md).
    mutating func present(_ vc: String, from: String, style: ModalStyle, animated: Bool) throws {
        guard let presenter = world.controllers[from], presenter.isAlive, presenter.appearance == .appeared else {
            throw SimulationError("present from '\(from)', which is not on screen", hint: offScreenPresenterHint(from))
        }
        let context = presentationContext(from)
        guard alreadyPresented(from: from) == nil else {
            throw SimulationError(
                "present from '\(from)', which is already presenting",
                hint:
                    "present from the controller on top, or dismiss first; UIKit drops this present ('Attempt to present … which is already presenting …') and the other controllers' calls go on as without it, so leave the step out to document the drop"
            )
        }
        if world.controllers[vc].map({ $0.isAlive && isHeld(vc) }) == true {
            throw SimulationError(
                "present of '\(vc)', which is already shown elsewhere",
                hint: "a controller can have one place in the hierarchy at a time; present a new object")
        }
        try ensureCreated(vc)
        try refuseEmptyContainers(in: vc, placing: "present")
        if config.ios < 13, isHorizontallyRegular == nil, [.pageSheet, .formSheet, .popover].contains(style) {
            throw SimulationError(
                "present of '\(vc)' as \(style.rawValue) on device '\(config.device.rawValue)' before iOS 13: whether it adapts to full screen depends on the width Split View gives the app, which is not modelled",
                hint: "use 'device: ipad' or 'device: ipad-slide-over', or present it full screen")
        }
        let effective = effectiveStyle(style)
        situation.style = effective
        world.controllers[vc]!.presenter = context
        world.controllers[vc]!.presentationStyle = effective
        world.controllers[vc]!.requestedStyle = style
        world.controllers[context]!.presented = vc
        if effective != style { noteBehaviour(.presentAdaptivePreIOS13) }
        if effective == .fullScreen {
            try transition(
                hiding: appearanceChain(context), showing: appearanceChain(vc), animated: animated, layout: true,
                didOrder: .shownFirst, passes: .fullScreenPresent, behaviour: .presentFullScreen)
        } else {
            try transition(
                hiding: [], showing: appearanceChain(vc), animated: animated, layout: true,
                didOrder: .hiddenFirst, behaviour: .presentOver)
        }
    }

    /// What became of a presenter that is not on screen, and what to write instead.
    private func offScreenPresenterHint(_ from: String) -> String {
        if world.controllers[from].map({ !$0.isAlive }) == true {
            return "'\(from)' was deallocated, and a released controller presents nothing"
        }
        if world.app == .notRunning, isHeld(from) { return "the app is not running: launch it before this step" }
        return
            "a controller presents only while it is shown; UIKit drops this present ('Attempt to present … whose view is not in the window hierarchy') and the other controllers' calls go on as without it, so leave the step out to document the drop (what the dropped controller gets is not recorded)"
    }

    /// What the presentation context of `from`, or `from` itself, presents already: UIKit
    /// shows one presentation there at a time, and SwiftUI one sheet.
    func alreadyPresented(from: String) -> String? {
        world.controllers[presentationContext(from)]?.presented ?? world.controllers[from]?.presented
    }

    /// A controller inside a presented container (the root of a sheet's NavigationStack) is
    /// dismissed with its container, which is what the step must name.
    func presentFirstHint(_ vc: String) -> String {
        var ancestor = world.controllers[vc]?.parent
        while let name = ancestor {
            if world.controllers[name]?.presenter != nil { return "'\(vc)' is inside '\(name)', which is presented: name 'vc: \(name)'" }
            ancestor = world.controllers[name]?.parent
        }
        // `dismiss(animated:)` on the presenter dismisses what it presents (Apple's page for
        // the method): the step names the controller that goes.
        if let presented = world.controllers[presentationContext(vc)]?.presented {
            return
                "'\(vc)' presents '\(presented)'; the step names the controller that goes (presenter.dismiss(animated:) dismisses it): 'vc: \(presented)'"
        }
        return kind(of: vc) == .swiftuiView ? "show it with 'sheet' or 'full-screen-cover' first" : "present it first"
    }

    /// dismiss(animated:) of `vc`: it and every controller it presents go. A full-screen
    /// presentation ends like this (two recordings, 2015 and 2022): the presented
    /// controller's viewWillDisappear, the presenter's viewWillAppear and viewDidAppear,
    /// then the presented controller's viewDidDisappear and its deinit, unlike a pop. Two
    /// logs (iOS 9, iOS 12.2) also lay the presenter out, before its viewDidAppear and
    /// after the deinit, and one (iOS 10) does not: both passes are optional.
    ///
    /// A chain dismissed from below ends in one transition on iOS 7 and from iOS 9: only
    /// what is on screen disappears (Apple: the others are "simply removed"). On iOS 8 it
    /// ends as one dismissal after another, the top first and without animation, so each
    /// controller in between appears and disappears again (one iOS 8.1.3 log, two radars
    /// and a 2014 blog).
    mutating func dismiss(_ vc: String, animated: Bool) throws {
        guard let controller = world.controllers[vc], controller.isAlive, let presenter = controller.presenter else {
            throw SimulationError("dismiss of '\(vc)', which is not presented", hint: presentFirstHint(vc))
        }
        var chain = [vc]
        while let next = world.controllers[chain.last!]?.presented { chain.append(next) }
        let fullScreen = controller.presentationStyle == .fullScreen
        situation.style = controller.presentationStyle
        let behaviour: BehaviourID =
            chain.count > 1 ? (config.ios == 8 ? .dismissChainIOS8 : .dismissChain) : fullScreen ? .dismissFullScreen : .dismissOver
        let styles = chain.map { world.controllers[$0]!.presentationStyle }
        for (lower, upper) in zip(chain.dropLast(), chain.dropFirst()) {
            world.controllers[lower]!.presented = nil
            world.controllers[upper]!.presenter = nil
        }
        world.controllers[presenter]!.presented = nil
        world.controllers[vc]!.presenter = nil
        if behaviour == .dismissChainIOS8 {
            for index in chain.indices.reversed() {
                try endPresentation(
                    of: [chain[index]], revealing: index == 0 ? presenter : chain[index - 1], fullScreen: styles[index] == .fullScreen,
                    animated: index == 0 && animated, behaviour: behaviour)
            }
        } else {
            try endPresentation(of: chain, revealing: presenter, fullScreen: fullScreen, animated: animated, behaviour: behaviour)
        }
        for name in chain.reversed() { deallocate(name, behaviour) }
        if fullScreen {
            let returned = appearanceChain(presenter).filter { world.controllers[$0]?.appearance == .appeared }
            repeatableLayoutPass(optional: true) { s in
                for name in returned { s.layOutController(name, .layoutPassPresenterReturns) }
            }
        }
    }

    /// One transition that ends the presentations of `chain` (bottom first): everything of
    /// it still on screen disappears, the top first (only the top animates, the controllers
    /// under it are removed with it), and `presenter` comes back when the bottom one
    /// covered it.
    private mutating func endPresentation(
        of chain: [String], revealing presenter: String, fullScreen: Bool, animated: Bool, behaviour: BehaviourID
    ) throws {
        let hiding = chain.reversed().flatMap(appearanceChain).filter { world.controllers[$0]?.appearance == .appeared }
        try transition(
            hiding: hiding, showing: fullScreen ? appearanceChain(presenter) : [], animated: animated, layout: false,
            didOrder: fullScreen ? .shownFirst : .hiddenFirst, passes: fullScreen ? .fullScreenDismiss : .once, behaviour: behaviour)
    }
}
