internal import LifecycleModel

/// Keyboard notifications, delivered to every keyboard observer of the scenario
/// (docs/research/keyboard.md).
///
/// Observers need no creation step: each one observes from the start. Every
/// notification reaches all observers, in the order they are declared, before the next
/// notification is posted.
extension Simulation {
    /// hidden → shown: willChangeFrame, willShow, didChangeFrame, didShow.
    mutating func keyboardShow() throws {
        guard !world.keyboardShown else {
            throw SimulationError(
                "keyboard-show while the keyboard is shown",
                hint: "use keyboard-change-frame for a visible keyboard that changes size")
        }
        world.keyboardShown = true
        postKeyboard(
            [
                "keyboardWillChangeFrameNotification", "keyboardWillShowNotification",
                "keyboardDidChangeFrameNotification", "keyboardDidShowNotification",
            ], .keyboardShow)
    }

    /// shown → hidden: willChangeFrame, willHide, didChangeFrame, didHide.
    mutating func keyboardHide() throws {
        guard world.keyboardShown else {
            throw SimulationError("keyboard-hide while the keyboard is hidden", hint: "show it first with keyboard-show")
        }
        try refuseKeyboardHideWhileEditing()
        world.keyboardShown = false
        postKeyboard(
            [
                "keyboardWillChangeFrameNotification", "keyboardWillHideNotification",
                "keyboardDidChangeFrameNotification", "keyboardDidHideNotification",
            ], .keyboardHide)
    }

    /// shown → shown: a visible keyboard that changes size posts the show pair as well.
    mutating func keyboardChangeFrame() throws {
        guard world.keyboardShown else {
            throw SimulationError(
                "keyboard-change-frame while the keyboard is hidden",
                hint: "a frame change is a visible keyboard changing size: keyboard-show first")
        }
        postKeyboard(
            [
                "keyboardWillChangeFrameNotification", "keyboardWillShowNotification",
                "keyboardDidChangeFrameNotification", "keyboardDidShowNotification",
            ], .keyboardChangeFrame)
    }
}

extension Simulation {
    /// A rotation with the keyboard up hides and shows it again around the turn: once on
    /// iOS 7.1 and twice on iOS 8.3 in one recording (willHide and willShow only printed),
    /// hide then show in three more sources without a log (docs/research/keyboard.md). How
    /// many times, and with which of the four notifications, is not known for any version,
    /// so an observer's trace would be a guess. In setup, which is not traced, the keyboard
    /// is up after the turn as before it.
    func refuseRotationWithKeyboardUp() throws {
        guard isTracing, world.keyboardShown, !keyboardObservers.isEmpty else { return }
        throw SimulationError(
            "rotate while the keyboard is shown, which is not modelled: the keyboard hides and shows again around the turn, "
                + "and no recording says how often or with which notifications",
            hint: "hide the keyboard before rotating (keyboard-hide, or resign the field that shows it), or leave the keyboard observers out")
    }

    /// The steps that may take the screen away, or the app out of the foreground. A child,
    /// a page or a SwiftUI view removed may not hold the text input, and is left alone.
    static let stepsThatMoveTheKeyboardsOwner: Set<ActionName> = [
        .show, .push, .pop, .popToRoot, .setStack, .present, .dismiss, .interactivePop, .interactiveDismiss, .selectTab, .setTabs,
        .sheet, .fullScreenCover, .interrupt, .background, .terminate, .closeScene, .disconnectScene, .openScene,
    ]

    /// Whether the step may take away what holds the keyboard up: a field editing, or the
    /// keyboard of `keyboard-show` with observers to hear it.
    func keyboardHolderMayLeave(with action: ActionName) -> Bool {
        world.keyboardShown && (world.editing != nil || !keyboardObservers.isEmpty) && Self.stepsThatMoveTheKeyboardsOwner.contains(action)
    }

    /// With the keyboard up, a step that takes a screen off, covers it with a presentation,
    /// swipes it, or takes the app or a scene out of the foreground makes the text input
    /// that holds it leave: it resigns, or the keyboard hides and comes back, and no
    /// recording shows whether, nor where the field's and the keyboard's calls fall among
    /// the step's (docs/research/text-input.md). A trace would keep a field editing after
    /// its screen is gone, so the step is refused, in setup too: the keyboard's state after
    /// it is not known either. `after` is the world once the step ran on a copy; a step
    /// that changes nothing on screen (a push onto a tab not shown, a tap on a tab at its
    /// root) goes on.
    func refuseScreenChangeWithKeyboardUp(_ action: ActionName, leaving after: World) throws {
        let before = world
        let screenLeaves = before.controllers.contains { name, controller in
            controller.appearance == .appeared && after.controllers[name]?.appearance != .appeared
        }
        // A presentation covers the field's screen; a swipe moves it even when cancelled; a
        // new window takes the focus from the one that holds it.
        let coversOrMoves = [.present, .sheet, .fullScreenCover, .interactivePop, .interactiveDismiss, .openScene].contains(action)
        let appLeaves = before.app.isForeground && after.app != before.app
        let sceneLeaves = before.scenes.contains { name, scene in scene.state.isForeground && after.scenes[name]?.state != scene.state }
        guard screenLeaves || coversOrMoves || appLeaves || sceneLeaves else { return }
        let holder = world.editing.map { "'\($0)' is editing" } ?? "the keyboard is shown"
        throw SimulationError(
            "\(action.rawValue) while \(holder), which is not modelled: no recording says whether the keyboard hides, "
                + "nor where the text input's end of editing and the keyboard's notifications fall among this step's calls",
            hint: world.editing.map { "end the editing first (resign: { field: \($0) }), or leave the text input out" }
                ?? "hide the keyboard first (keyboard-hide), or leave the keyboard observers out")
    }

    /// Each notification to every observer in turn, then the next notification.
    mutating func postKeyboard(_ notifications: [String], _ behaviour: BehaviourID) {
        let observers = keyboardObservers
        if observers.count > 1 { noteBehaviour(.keyboardObserverOrder) }
        for notification in notifications {
            for observer in observers { emit(observer, notification, [], behaviour) }
        }
    }

    /// The scenario's keyboard observers, in the order the author declared them.
    private var keyboardObservers: [String] {
        declarationOrder.filter { declarations[$0]?.kind == .keyboardObserver }
    }
}
