internal import LifecycleModel

/// present(_:animated:) and dismiss(animated:) by modalPresentationStyle.
extension Simulation {
    /// The style UIKit actually uses: `automatic` is a page sheet from iOS 13 and full
    /// screen before; before iOS 13 sheets and popovers on iPhone adapt to full screen.
    func effectiveStyle(_ style: ModalStyle) -> ModalStyle {
        switch style {
        case .automatic:
            return config.ios >= 13 ? .pageSheet : .fullScreen
        case .pageSheet, .formSheet, .popover:
            return config.device == .iphone && config.ios < 13 ? .fullScreen : style
        default:
            return style
        }
    }

    /// The controller whose view a full-screen presentation removes: the top of the
    /// window's hierarchy that `from` belongs to.
    private func presentationContext(_ from: String) -> String {
        var current = from
        while let parent = world.controllers[current]?.parent { current = parent }
        return current
    }

    mutating func present(_ vc: String, from: String, style: ModalStyle, animated: Bool) throws {
        guard let presenter = world.controllers[from], presenter.isAlive, presenter.appearance == .appeared else {
            throw SimulationError("present from '\(from)', which is not on screen", hint: "a controller can present only while it is shown")
        }
        let context = presentationContext(from)
        guard world.controllers[context]?.presented == nil, presenter.presented == nil else {
            throw SimulationError("present from '\(from)', which is already presenting", hint: "present from the controller on top, or dismiss first")
        }
        if world.controllers[vc].map({ $0.isAlive && isHeld(vc) }) == true {
            throw SimulationError("present of '\(vc)', which is already shown elsewhere")
        }
        try ensureCreated(vc)
        let effective = effectiveStyle(style)
        world.controllers[vc]!.presenter = context
        world.controllers[vc]!.presentationStyle = effective
        world.controllers[context]!.presented = vc
        if effective != style { noteBehaviour(.presentAdaptivePreIOS13) }
        if effective == .fullScreen {
            try transition(
                hiding: appearanceChain(context), showing: appearanceChain(vc), animated: animated, layout: true,
                didOrder: .shownFirst, behaviour: .presentFullScreen)
        } else {
            try transition(
                hiding: [], showing: appearanceChain(vc), animated: animated, layout: true,
                didOrder: .hiddenFirst, behaviour: .presentOver)
        }
    }

    mutating func dismiss(_ vc: String, animated: Bool) throws {
        guard let controller = world.controllers[vc], controller.isAlive, let presenter = controller.presenter else {
            throw SimulationError("dismiss of '\(vc)', which is not presented", hint: "present it first")
        }
        if let top = controller.presented {
            throw SimulationError("dismiss of '\(vc)' while it presents '\(top)'", hint: "dismiss '\(top)' first")
        }
        world.controllers[presenter]!.presented = nil
        world.controllers[vc]!.presenter = nil
        if controller.presentationStyle == .fullScreen {
            try transition(
                hiding: appearanceChain(vc), showing: appearanceChain(presenter), animated: animated, layout: false,
                didOrder: .hiddenFirst, behaviour: .dismissFullScreen)
            deallocate(vc, .dismissFullScreen)
        } else {
            try transition(
                hiding: appearanceChain(vc), showing: [], animated: animated, layout: false,
                didOrder: .hiddenFirst, behaviour: .dismissOver)
            deallocate(vc, .dismissOver)
        }
    }
}
